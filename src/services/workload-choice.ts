/**
 * The workload the Compare view's choice names: why it cannot be run, the workload
 * itself (read through `workload`, services/workload.ts), and where one of its
 * puzzles opens in the Solve view. The compare store keeps the choice; these read it.
 */
import { parsePuzzle, type CollectionBlock, type ParseResult, type Puzzle } from '@/engine'
import type { Workload } from '@/bench/types'
import { findCollection } from '@/collections'
import { sourceOf, workload, type PastedWorkload } from './workload'

/** The compare store's choice of workload, as these rules read it. */
export interface WorkloadChoice {
  kind: Workload['kind']
  /** The Solve view's puzzle and where it came from, or null when it has none. */
  current: { puzzle: Puzzle; source: string } | null
  collectionId: string
  /** Take only the first N puzzles of the collection, or null for all of it. */
  firstN: number | null
  /** The pasted text as read (its latest reading, for the run). */
  pasted: () => PastedWorkload
  /** Your collection, or null when there is none. */
  yours: { name: string; block: CollectionBlock } | null
  /** A random sample of your collection this big, or null for the whole of it. */
  sample: number | null
}

const count = (n: number) => Number.isInteger(n) && n >= 1

/** Why the choice cannot be run, or null when it can. */
export function workloadProblem(c: WorkloadChoice): string | null {
  if (c.kind === 'current' && !c.current)
    return 'There is no current puzzle: load one in the Solve view, or pick a collection.'
  if (c.kind === 'collection' && !findCollection(c.collectionId)) return 'Choose a collection.'
  if (c.kind === 'collection' && c.firstN !== null && !count(c.firstN))
    return 'Enter how many puzzles to take (1 or more).'
  if (c.kind === 'pasted') return c.pasted().problem
  if (c.kind === 'user') {
    if (!c.yours)
      return 'There is no collection of yours: open a file or paste a collection in the Solve view.'
    if (c.sample !== null && !count(c.sample))
      return 'Enter how many puzzles to sample (1 or more).'
  }
  return null
}

/** The workload the choice names; a string says why there is none. */
export async function resolveWorkload(c: WorkloadChoice): Promise<Workload | string> {
  if (c.kind === 'current')
    return c.current
      ? workload.current(c.current.puzzle, c.current.source)
      : 'There is no current puzzle.'
  if (c.kind === 'pasted') return workload.pasted(c.pasted().puzzles)
  if (c.kind === 'user')
    return c.yours ? workload.yours(c.yours, c.sample) : 'There is no collection of yours.'
  return workload.collection(c.collectionId, c.firstN)
}

/**
 * Puzzle `index` of a run's workload as the Solve view loads it: the puzzle read,
 * named by where it came from (a built-in collection's number, or the workload's),
 * or null when there is no such puzzle or it cannot be read.
 */
export function solveTarget(
  run: Workload,
  index: number,
  yourName: string | null,
): {
  parsed: Extract<ParseResult, { ok: true }>
  source: string
  origin: { collectionId: string; number: number } | null
} | null {
  const line = run.puzzles[index]
  if (line === undefined) return null
  const parsed = parsePuzzle(line)
  if (!parsed.ok) return null
  const info = run.collectionId ? findCollection(run.collectionId) : undefined
  if (!info) return { parsed, source: sourceOf(run, index, yourName), origin: null }
  return {
    parsed,
    source: `${info.name} #${index + 1}`,
    origin: { collectionId: info.id, number: index + 1 },
  }
}
