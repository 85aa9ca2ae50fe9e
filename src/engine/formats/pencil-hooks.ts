/**
 * The pencil-mark formats' detection and parsers (pencil.ts), kept out of the page's
 * first load as the technique sentences are (technique-text.ts). They are registered
 * at one point: `@/engine/full` registers them as it loads (the Workers, the CLI, the
 * tests); the page may call `loadPencilFormats`. Until then detection does not know
 * them, so a pencil-mark text reads as whatever else it looks like, or as an error.
 * Writing them needs no registration: `serialize` takes their writers as an argument.
 */
import type { PENCIL_FORMATS } from './pencil'

export type PencilFormats = typeof PENCIL_FORMATS

let formats: PencilFormats | null = null

export function providePencilFormats(f: PencilFormats): void {
  formats = f
}

/** Load the pencil-mark formats (once); resolves when detection and the parsers know them. */
export function loadPencilFormats(): Promise<void> {
  return formats
    ? Promise.resolve()
    : import('./pencil').then((m) => providePencilFormats(m.PENCIL_FORMATS))
}

/** The formats, or null while they are not registered. */
export function pencilFormats(): PencilFormats | null {
  return formats
}
