/**
 * The pencil-mark formats' parsers and writers (pencil.ts), kept out of the page's
 * first load as the technique sentences are (technique-text.ts): `@/engine/full`
 * provides them as it loads (the Workers, the CLI, the tests); the page calls
 * `loadPencilFormats` before it reads or writes a position. Detection needs none of
 * them (pencil-detect.ts): a text detected as a pencil-mark format before they are
 * in reads as an error that says so, and writing one throws.
 */
import type { PENCIL_FORMATS } from './pencil'
import { failAt, type SourceLine } from './text'
import type { Parsed } from './types'

export type PencilFormats = typeof PENCIL_FORMATS

let formats: PencilFormats | null = null

export function providePencilFormats(f: PencilFormats): void {
  formats = f
}

/** Load the pencil-mark formats (once); resolves when parse and serialize read and write them. */
export function loadPencilFormats(): Promise<void> {
  return formats
    ? Promise.resolve()
    : import('./pencil').then((m) => providePencilFormats(m.PENCIL_FORMATS))
}

const NOT_LOADED = 'this is a position with pencil marks; its format is still loading, try again'

/** The formats, or null while they are not loaded. */
export function pencilFormats(): PencilFormats | null {
  return formats
}

/** The error a text in a pencil-mark format gets before the formats are loaded. */
export function notLoaded(line: SourceLine | undefined): Parsed {
  return failAt(line?.no ?? 1, 1, NOT_LOADED)
}

/** The formats, or a throw (writing a position before loading them is a programmer error). */
export function pencilWriters(): PencilFormats {
  if (!formats) throw new Error('the pencil-mark formats are not loaded (loadPencilFormats)')
  return formats
}
