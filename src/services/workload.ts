/**
 * What a comparison runs on, read: a pasted text, a built-in collection, your
 * collection (src/stores/user-collection.ts) or the Solve view's puzzle, each as a
 * Workload of one-line puzzles with a name. Long texts are read in the collection
 * worker (reading.ts), the page free meanwhile.
 */
import { useDebounceFn } from '@vueuse/core'
import { shallowRef, watch, type Ref } from 'vue'
import {
  blockLine,
  collectionLineNumbers,
  parseMany,
  sampleIndices,
  serialize,
  validatePuzzle,
  type CollectionBlock,
  type Puzzle,
} from '@/engine'
import type { Workload } from '@/bench/types'
import { loadCollection } from '@/collections'
import { LONG_TEXT, ReadCancelled, reading } from './reading'

export { LONG_TEXT }

/** Pasted texts this long (about 250 one-line puzzles) are read when typing pauses. */
const LONG_PASTE = 20_000

/** The most puzzles a pasted collection may hold; the rest are left out (and the user told, under the box). */
export const MAX_PASTED = 1_000_000

export interface SkippedLine {
  /** 1-based line of the pasted text (null when the text was one multi-line puzzle). */
  line: number | null
  reason: string
}

export interface PastedWorkload {
  puzzles: string[]
  skipped: SkippedLine[]
  /** Good puzzles beyond MAX_PASTED, left out. */
  leftOut: number
  /** Skipped lines beyond those listed in `skipped` (a long paste keeps the first reasons only). */
  moreSkipped?: number
  /** Why nothing can be run (empty text, nothing readable), or null. */
  problem: string | null
}

const NOTHING_READ = 'None of the pasted text could be read as a puzzle.'

/** Read a pasted text: every good puzzle as a one-liner, every bad line or conflicting puzzle skipped with its reason. */
export function readPasted(text: string): PastedWorkload {
  if (text.trim() === '')
    return {
      puzzles: [],
      skipped: [],
      leftOut: 0,
      problem: 'Paste one puzzle, or one puzzle per line.',
    }
  const parsed = parseMany(text)
  const puzzles: string[] = []
  const skipped: SkippedLine[] = []
  const lines = parsed.format === 'collection' ? collectionLineNumbers(text) : []
  parsed.entries.forEach((entry, i) => {
    if (!entry.ok) {
      skipped.push({ line: entry.error.line, reason: entry.error.message })
      return
    }
    const conflicts = validatePuzzle(entry.puzzle)
    const line = lines[i] ?? null
    if (conflicts.length) {
      const where = line === null ? '' : `Line ${line}: `
      skipped.push({ line, reason: `${where}conflicting givens: ${conflicts.join('; ')}` })
    } else puzzles.push(serialize(entry.puzzle, 'line'))
  })
  const leftOut = Math.max(0, puzzles.length - MAX_PASTED)
  if (leftOut) puzzles.length = MAX_PASTED
  const problem = puzzles.length ? null : NOTHING_READ
  return { puzzles, skipped, leftOut, problem }
}

/** Lines `indices` (all when null) of a block, in slices: half a million puzzles never hold the page for long. */
async function linesOf(
  block: CollectionBlock,
  count: number,
  indices: number[] | null,
): Promise<string[]> {
  const lines = new Array<string>(count)
  for (let i = 0; i < count; i++) {
    lines[i] = blockLine(block, indices ? indices[i]! : i)
    if (i % 20_000 === 19_999) await new Promise((r) => setTimeout(r, 0))
  }
  return lines
}

const n = (x: number) => x.toLocaleString('en')

/** What the stores ask; one object, so a test can replace any of it (tests/fixtures/services.ts). */
export const workload = {
  /**
   * A long pasted text read in the worker: its puzzles (up to MAX_PASTED) as a
   * PastedWorkload, or `text` when it holds one puzzle (to be read on the page).
   * `stale()` (checked between slices) ends the work early with null.
   */
  async readLongPaste(text: string, stale: () => boolean): Promise<PastedWorkload | 'text' | null> {
    const result = await reading.read(text, () => {})
    if (stale()) return null
    if (result.kind === 'text') return 'text'
    const { block } = result
    const puzzles = await linesOf(block, Math.min(block.count, MAX_PASTED), null)
    if (stale()) return null
    const skipped = block.reasons.map((reason) => ({ line: null, reason }))
    return {
      puzzles,
      skipped,
      moreSkipped: block.skipped - skipped.length,
      leftOut: Math.max(0, block.count - MAX_PASTED),
      problem: puzzles.length ? null : NOTHING_READ,
    }
  },

  /** The Solve view's puzzle, named by where it came from. */
  current(puzzle: Puzzle, source: string): Workload {
    const name = source ? `Current puzzle (${source})` : 'Current puzzle'
    return { kind: 'current', name, puzzles: [serialize(puzzle, 'line')] }
  },

  pasted(puzzles: readonly string[]): Workload {
    const name = `Pasted collection (${n(puzzles.length)} puzzle${puzzles.length === 1 ? '' : 's'})`
    return { kind: 'pasted', name, puzzles: [...puzzles] }
  },

  /** A built-in collection, or its first `first` puzzles; a string says why it cannot be read. */
  async collection(id: string, first: number | null): Promise<Workload | string> {
    const result = await loadCollection(id)
    if (!result.ok) return result.message
    const { info, puzzles } = result.collection
    const take = first === null ? puzzles : puzzles.slice(0, first)
    const name = take.length < puzzles.length ? `${info.name} (first ${n(take.length)})` : info.name
    const lines = take.map((p) => serialize(p, 'line'))
    return { kind: 'collection', name, puzzles: lines, collectionId: info.id }
  },

  /** Your collection: whole, or a seeded random sample of `sample` puzzles (in collection order). */
  async yours(
    c: { name: string; block: CollectionBlock },
    sample: number | null,
  ): Promise<Workload> {
    const { count } = c.block
    const whole = sample === null || sample >= count
    const picked = whole ? null : sampleIndices(count, sample)
    const total = picked?.length ?? count
    const puzzles = await linesOf(c.block, total, picked)
    const name = whole
      ? `Your collection: ${c.name} (${n(count)} puzzles)`
      : `Your collection: ${c.name} (${n(total)} of ${n(count)} puzzles, sampled)`
    return { kind: 'user', name, puzzles, ...(picked ? { numbers: picked.map((i) => i + 1) } : {}) }
  },
}

/** What puzzle `index` of a workload is called: "The 87 hardest #12", "puzzles.txt #40,213". */
export function sourceOf(workload: Workload, index: number, yourName: string | null): string {
  if (workload.kind === 'current') return workload.name
  const number = n(workload.numbers?.[index] ?? index + 1)
  const mine = workload.kind === 'user' ? yourName : null
  return `${mine ?? workload.name} #${number}`
}

/**
 * The text in `text` as read, kept up to date: a short text at every change, a long
 * one (thousands of puzzles take ~100 ms to read) once typing pauses, and one over
 * LONG_TEXT in the collection worker, the page free meanwhile (`read` says so while
 * it reads). `now()` is the text as it stands, a short one read at once if a change
 * is still pending.
 */
export function readPastedText(text: Ref<string>) {
  const read = shallowRef({ text: '', result: readPasted('') })
  const readNow = (t: string) => (read.value = { text: t, result: readPasted(t) })
  const readLater = useDebounceFn((t: string) => {
    if (t === text.value) readNow(t) // else a newer change was read already
  }, 250)
  async function readInBackground(t: string): Promise<void> {
    const reading = 'Reading the pasted text…'
    read.value = { text: '', result: { ...readPasted(''), problem: reading } }
    const stale = () => t !== text.value // a newer paste is being read
    let result: PastedWorkload | 'text' | null
    try {
      result = await workload.readLongPaste(t, stale)
    } catch (e) {
      if (stale() || e instanceof ReadCancelled) return
      const problem = `The pasted text could not be read: ${(e as Error).message}`
      read.value = { text: t, result: { ...readPasted(''), problem } }
      return
    }
    if (result === 'text') readNow(t)
    else if (result) read.value = { text: t, result }
  }
  watch(
    text,
    (t) => {
      if (t.length > LONG_TEXT) void readInBackground(t)
      else if (t.length < LONG_PASTE) readNow(t)
      else void readLater(t)
    },
    { flush: 'sync' },
  )
  function now(): PastedWorkload {
    if (read.value.text !== text.value && text.value.length <= LONG_TEXT) readNow(text.value)
    return read.value.result
  }
  return { read, now }
}
