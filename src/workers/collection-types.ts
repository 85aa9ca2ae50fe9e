/** What the collection worker hands back (neither side imports the other). */
import type { CollectionBlock } from '@/engine'

/** A collection of one-line puzzles, or a text to load as one puzzle (an .sdk file, a grid). */
export type ReadResult =
  { kind: 'collection'; block: CollectionBlock } | { kind: 'text'; text: string }

/** How far the reading has got: bytes (or characters) read of the whole. */
export interface ReadProgress {
  done: number
  total: number
}
