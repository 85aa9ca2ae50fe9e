/**
 * The pencil-mark formats (pencil.ts: their detection, parsers and writers), kept
 * out of the page's first load as the technique sentences are (technique-text.ts):
 * `@/engine/full` provides them as it loads (the Workers, the CLI, the tests); the
 * page calls `loadPencilFormats` (once, before it reads or writes a position).
 * Until then detection does not know them, and writing one throws.
 */
import type { PENCIL_FORMATS } from './pencil'

export type PencilFormats = typeof PENCIL_FORMATS

let formats: PencilFormats | null = null

export function providePencilFormats(f: PencilFormats): void {
  formats = f
}

/** Load the pencil-mark formats (once); resolves when parse and serialize know them. */
export function loadPencilFormats(): Promise<void> {
  return formats
    ? Promise.resolve()
    : import('./pencil').then((m) => providePencilFormats(m.PENCIL_FORMATS))
}

/** The formats, or null while they are not loaded. */
export function pencilFormats(): PencilFormats | null {
  return formats
}

/** The formats, once detection has named one of them (or a writer is asked for one). */
export function pencil(): PencilFormats {
  if (!formats) throw new Error('the pencil-mark formats are not loaded (loadPencilFormats)')
  return formats
}
