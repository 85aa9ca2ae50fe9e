/**
 * What the counters mean: the one table every place that shows a counter reads its
 * label and definition from (the Solve view's statistics, its glossary, the step
 * log and the timeline, the Compare table's headers), and that the README repeats
 * (a unit test keeps the two equal).
 *
 * Each entry says, per algorithm, what that algorithm adds one for (read from its
 * code: solver.ts, algorithms/*.ts) or why it does not count it at all; the UI
 * shows "—" for a counter an algorithm does not count, never 0. `step` names the
 * step of a recorded log that each counted unit is, where there is one: a test
 * checks that the log holds exactly as many of those steps as the counter says.
 */
import type { SolveStats } from './algorithm'

export type CounterId = Exclude<keyof SolveStats, 'ms'>

/** The algorithms of the registry (registry.ts), by id. */
export type AlgorithmId = 'detour' | 'naive' | 'markup' | 'dlx' | 'fast' | 'wasm' | 'logic'
export const COUNTED_ALGORITHMS: readonly AlgorithmId[] = [
  'detour',
  'naive',
  'markup',
  'dlx',
  'fast',
  'wasm',
  'logic',
]

/**
 * The log step that is one unit of a counter: `guess` = a Guess step or a placement
 * logged as a next try (LogOutline.guesses), `restore` = a Restore to a snapshot
 * (depth 1 and up), `clear` = a cell's digit taken back, or the step kind itself.
 */
export type CounterStep = 'guess' | 'restore' | 'clear' | 'place' | 'eliminate' | 'detour'

/**
 * The word the step log (and the sentences here) use for each counted step, so the
 * log names a counted thing as this table does.
 */
export const STEP_WORDS: Readonly<Record<CounterStep, string>> = {
  guess: 'Guess',
  restore: 'Restore',
  clear: 'Take back',
  place: 'Place',
  eliminate: 'Strike',
  detour: 'Detour',
}

/** What an algorithm counts under a counter, or why it does not. */
export type CounterMeaning =
  { counted: true; means: string; step?: CounterStep } | { counted: false; why: string }

export interface CounterDefinition {
  id: CounterId
  /** The label everywhere: "Guesses". */
  label: string
  /** One sentence a newcomer understands. */
  definition: string
  /** What each algorithm adds one for (or why it does not count this). */
  by: Record<AlgorithmId, CounterMeaning>
}

const counted = (means: string, step?: CounterStep): CounterMeaning =>
  step ? { counted: true, means, step } : { counted: true, means }
const notCounted = (why: string): CounterMeaning => ({ counted: false, why })

/** In the order they are shown. */
export const COUNTERS: readonly CounterDefinition[] = [
  {
    id: 'guesses',
    label: 'Guesses',
    definition:
      'Choices of a digit while other digits were still possible there, so the choice may have to be taken back; a last remaining option is forced and not a guess.',
    by: {
      detour: counted(
        'The lowest candidate of the cell with the fewest, tried after a snapshot when a pass places nothing; also each next candidate tried there while two or more remain.',
        'guess',
      ),
      naive: counted(
        'Each digit written below the highest (it knows no candidates, so a higher digit may still come back to); the highest digit is forced.',
        'guess',
      ),
      markup: counted(
        'Each candidate written while a higher candidate of the cell’s list is still untried.',
        'guess',
      ),
      dlx: counted(
        'Each row (a cell and its digit) chosen from the constraint with the fewest rows while another of its rows is still untried; a constraint with one row left is forced.',
        'guess',
      ),
      fast: counted(
        'Each branching: the lower digit of the chosen cell (usually one with two candidates) tried after a snapshot; the other digit, once the first fails, is forced.',
        'guess',
      ),
      wasm: counted('As Fast (the same search, compiled to WebAssembly).', 'guess'),
      logic: counted(
        'When no technique applies: the lowest candidate of the cell with the fewest, after a snapshot; also each next candidate tried there while two or more remain.',
        'guess',
      ),
    },
  },
  {
    id: 'backtracks',
    label: 'Backtracks',
    definition:
      'Times the search went back on a choice that led to a dead end (a contradiction), undoing what followed it.',
    by: {
      detour: counted(
        'Each return to a snapshot (a Restore step) to try the guessed cell’s next candidate.',
        'restore',
      ),
      naive: counted(
        'Each step back of one cell (a Take back step), when no digit fits the cell ahead.',
        'clear',
      ),
      markup: counted(
        'Each step back of one cell (a Take back step), when no candidate fits the cell ahead.',
        'clear',
      ),
      dlx: counted(
        'Each search level undone (a Take back step), forced rows included: one dead end can undo many levels, so this is far above its guesses.',
        'clear',
      ),
      fast: counted(
        'Each abandoned branch (a Restore step): the tried digit is struck and the search goes on.',
        'restore',
      ),
      wasm: counted('As Fast.', 'restore'),
      logic: counted(
        'Each return to a snapshot (a Restore step) to try the guessed cell’s next candidate.',
        'restore',
      ),
    },
  },
  {
    id: 'calculations',
    label: 'Calculations',
    definition:
      'The elementary operations an algorithm does, as that algorithm counts them: a measure of its work to compare between puzzles, not between algorithms.',
    by: {
      detour: counted(
        'Three per given, peers checked while working out candidates, cells read in each pass over a unit, peers visited and candidates struck in detours, cells read to choose a guess.',
      ),
      naive: counted(
        'Comparisons of a digit with one peer’s value (a digit stops at the first peer that holds it), and the check of the givens.',
      ),
      markup: counted(
        'Peers read to write down the candidate lists, then comparisons of a candidate with one already filled peer.',
      ),
      dlx: counted(
        'Knuth’s link updates (three per row a cover removes) and the constraints looked at while choosing one.',
      ),
      fast: counted(
        'On 9x9, triad evaluations of the bitboard engine (one band word, or one digit’s three stacks), also when the solve is watched; on 4x4 and 16x16, cells and segments examined.',
      ),
      wasm: counted('Triad evaluations, as Fast on 9x9.'),
      logic: counted(
        'Deductions looked for: one per step of the path, whether a technique was found or it had to guess.',
      ),
    },
  },
  {
    id: 'placements',
    label: 'Placements',
    definition:
      'Digits written into empty cells (givens excluded), including digits the search later took back.',
    by: {
      detour: counted(
        'Every Place step: naked and hidden singles, guesses, next tries and last options.',
        'place',
      ),
      naive: counted('Every digit written into a cell (a Place step).', 'place'),
      markup: counted('Every candidate written into a cell (a Place step).', 'place'),
      dlx: counted(
        'Every row chosen, forced or guessed: its digit is written into its cell (a Place step).',
        'place',
      ),
      fast: counted(
        'Every cell set by a single or a branching (a Place step). Unwatched on 9x9 (Compare, the command line) the bitboard engine fixes cells in another order, so inside a branch that fails it may set a different number before it meets the contradiction.',
        'place',
      ),
      wasm: counted('As Fast.', 'place'),
      logic: counted('Every digit a technique or a guess places (a Place step).', 'place'),
    },
  },
  {
    id: 'eliminations',
    label: 'Eliminations',
    definition:
      'Candidates struck out: digits ruled out of a cell because a related cell holds them or a technique excludes them.',
    by: {
      detour: counted(
        'Every Strike step: in the first pass, in detours, and the failed digit struck after a restore.',
        'eliminate',
      ),
      naive: notCounted('It keeps no candidates: it tries every digit and checks it.'),
      markup: counted(
        'Candidates struck once, at the start, while the lists are written from the givens (Strike steps); the lists never change after.',
        'eliminate',
      ),
      dlx: counted(
        'Rows (a cell and a digit) removed from the links by the givens and by each row chosen, again in every branch that removes them; not shown as steps, as it keeps no candidates per cell.',
      ),
      fast: notCounted(
        'Its bitboards strike many candidates in one word operation; the watched solve still shows each strike as a Strike step.',
      ),
      wasm: notCounted('As Fast.'),
      logic: counted(
        'Every Strike step: by the givens, by each technique, by each placement, and the failed digit struck after a restore.',
        'eliminate',
      ),
    },
  },
  {
    id: 'detours',
    label: 'Detours',
    definition:
      'Right after a digit is placed, striking it from its row, column and box at once, and placing (and detouring from) any cell left with one candidate before going on.',
    by: {
      detour: counted('One per placement (a Detour step).', 'detour'),
      naive: notCounted('It does not propagate: nothing follows a placement.'),
      markup: notCounted(
        'Its candidate lists are fixed at the start: nothing follows a placement.',
      ),
      dlx: notCounted('A chosen row’s covers do this work; they are counted as eliminations.'),
      fast: notCounted('Its rules run in sweeps, not from each placement in turn.'),
      wasm: notCounted('As Fast.'),
      logic: notCounted(
        'A placement’s strikes are counted as eliminations; it does not chain singles.',
      ),
    },
  },
  {
    id: 'maxDepth',
    label: 'Max depth',
    definition: 'How deep the search went: the most choices standing on one another at one time.',
    by: {
      detour: counted('The most snapshots on the stack at once.'),
      naive: counted('The most cells filled by the search at once.'),
      markup: counted('The most cells filled by the search at once.'),
      dlx: counted('The most rows chosen at once (forced ones included).'),
      fast: counted('The most branchings open at once.'),
      wasm: counted('As Fast.'),
      logic: counted('The most snapshots on the stack at once.'),
    },
  },
]

export function counterDefinition(id: CounterId): CounterDefinition {
  return COUNTERS.find((c) => c.id === id)!
}

/** What `algorithmId` counts under `id`; counted with no note for an algorithm not in the table. */
export function counterMeaning(id: CounterId, algorithmId: string): CounterMeaning {
  const by = counterDefinition(id).by
  return (by as Record<string, CounterMeaning | undefined>)[algorithmId] ?? counted('')
}

/** "1,234", or "—" for a counter the algorithm does not count. */
export function formatCounter(id: CounterId, algorithmId: string, value: number): string {
  return counterMeaning(id, algorithmId).counted ? value.toLocaleString('en') : '—'
}

/** A counter's meaning for one algorithm in a sentence: the meaning, or "Not counted: why". */
export function counterMeaningText(id: CounterId, algorithmId: string): string {
  const m = counterMeaning(id, algorithmId)
  return m.counted ? m.means : `Not counted: ${m.why}`
}
