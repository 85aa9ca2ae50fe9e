// @vitest-environment happy-dom
/**
 * The sentence the Solve view shows for every kind of step of every algorithm: it
 * names where (the cell, or the row / column / box) and why, in plain words.
 */
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import PlaybackStatus from '@/components/playback/PlaybackStatus.vue'
import { ALGORITHMS, parsePuzzle, puzzleGeometry, type Step } from '@/engine/full'
import { useSolveStore } from '@/stores/solve'
import { adoptLog, HARD } from './playback-fixture'

const CELL = String.raw`r\dc\d`
const UNIT = String.raw`(row|column|box) \d`
const THEN = String.raw`(back to snapshot \d+|go back and change the last try|the puzzle has no solution)`

/** Each variant of a step, and the sentence it must read as: where, then why. */
const SENTENCES: Record<string, RegExp> = {
  pass: /^Pass \d+: (strike from every empty cell|look again for a cell with one candidate left)/,
  'place naked-single': new RegExp(
    `^${CELL} = \\d: the only candidate left there; every other digit is already in its row, column or box\\.$`,
  ),
  'place hidden-single': new RegExp(`^${CELL} = (\\d): the only place for \\1 in ${UNIT}\\.$`),
  'place guess': new RegExp(`^Place the guess: ${CELL} = \\d\\.$`),
  'place try': new RegExp(
    `^((\\d) failed at ${CELL}, so try \\d|${CELL} = \\d failed, so try ${CELL} = \\d) \\(more digits are left to try there\\)\\.$|^Try ${CELL} = \\d: the first digit that fits there; more are left to try\\.$`,
  ),
  'place last': new RegExp(
    `^((\\d) failed at ${CELL}, so try \\d|${CELL} = \\d failed, so try ${CELL} = \\d), the last digit left there\\.$|^${CELL} = \\d: the only digit that fits there now\\.$`,
  ),
  detour: new RegExp(
    `^${CELL} is solved: strike its \\d from every cell in its row, column and box \\(a detour\\)\\.$`,
  ),
  'eliminate because': new RegExp(
    `^(\\d) struck from ${CELL}: ${CELL}, in the same (row|column|box), holds \\1\\.$`,
  ),
  'eliminate failed': new RegExp(
    `^\\d failed at ${CELL}: strike it from the cell's candidates\\.$`,
  ),
  'eliminate locked': new RegExp(
    `^(\\d) struck from (${CELL}): in a row, column or box that crosses it, \\1 can only go in cells that all share a unit with \\2 \\(locked candidates\\)\\.$`,
  ),
  snapshot: /^No more singles: save the board as snapshot \d+, to come back to if a guess fails\.$/,
  guess: new RegExp(
    `^${CELL} has the fewest candidates \\((\\d, )*\\d or \\d\\): (snapshot \\d+, )?try \\d\\.$`,
  ),
  'contradiction cell': new RegExp(`^${CELL} has no candidate left: ${THEN}\\.$`),
  'contradiction unit': new RegExp(`^(Row|Column|Box) \\d has no place left for \\d: ${THEN}\\.$`),
  restore: /^Back to snapshot \d+: undo everything since the guess made there\.$/,
  clear: new RegExp(`^Take the \\d out of ${CELL}: it led to a dead end\\.$`),
  solved: /^Solved: every cell holds a digit and every row, column and box is complete\.$/,
  // The logic algorithm: the technique by name and rating, where its pattern lies, then the move.
  technique: new RegExp(
    `^[A-Z].* \\(SE \\d+\\.\\d\\).*(${CELL}|[Rr]ow \\d|[Cc]olumn \\d|[Bb]ox \\d)`,
  ),
  'place technique': new RegExp(`^${CELL} = \\d \\(.+\\)\\.$`),
}

function variantOf(s: Step, before: Step | undefined): string {
  if (s.kind === 'place') return `place ${s.reason}`
  if (s.kind === 'eliminate') {
    if (s.because !== null) return 'eliminate because'
    return before?.kind === 'restore' ? 'eliminate failed' : 'eliminate locked'
  }
  if (s.kind === 'contradiction') return 'unit' in s ? 'contradiction unit' : 'contradiction cell'
  return s.kind
}

/** The variants each algorithm must show on these puzzles (so the test cannot pass empty). */
const EXPECTED: Record<string, string[]> = {
  detour: [
    'pass',
    'place naked-single',
    'place hidden-single',
    'place guess',
    'detour',
    'eliminate because',
    'eliminate failed',
    'snapshot',
    'guess',
    'contradiction cell',
    'restore',
    'solved',
  ],
  logic: ['technique', 'place technique', 'eliminate because', 'solved'],
  naive: ['place try', 'place last', 'contradiction cell', 'clear', 'solved'],
  markup: ['eliminate because', 'place try', 'place last', 'contradiction cell', 'clear', 'solved'],
  dlx: ['place naked-single', 'place hidden-single', 'place guess', 'guess', 'clear', 'solved'],
  fast: [
    'pass',
    'place naked-single',
    'place hidden-single',
    'place guess',
    'eliminate because',
    'eliminate failed',
    'eliminate locked',
    'snapshot',
    'guess',
    'restore',
    'solved',
  ],
}
// The WebAssembly engine records through fast's recording path: the same steps.
EXPECTED.wasm = EXPECTED.fast!

// Naive backtracking takes millions of steps on the hard puzzle: it gets an easy one.
const EASY = '..4.3..1...92..685..51..3.23.1.4.9..4..6.3..1..7.2.8.49.6..72..543..21...1..5.4..'

describe.each(ALGORITHMS.map((a) => [a.id, a] as const))('the %s sentences', (id, algorithm) => {
  const parsed = parsePuzzle(id === 'naive' ? EASY : HARD)
  if (!parsed.ok) throw new Error(parsed.error.message)
  const puzzle = parsed.puzzle
  const g = puzzleGeometry(puzzle)
  const result = algorithm.solve(puzzle, { record: true, maxSteps: 2_000_000 })
  const log = result.log!
  // The first step of each variant.
  const first = new Map<string, number>()
  for (let i = 0; i < log.length; i++) {
    const v = variantOf(log.step(i), i > 0 ? log.step(i - 1) : undefined)
    if (!first.has(v)) first.set(v, i)
  }

  it('cover the variants this algorithm makes', () => {
    expect(log.capped).toBe(false)
    expect([...first.keys()]).toEqual(expect.arrayContaining(EXPECTED[id]!))
  })

  it.each([...first.entries()])('%s (step %i) names where and why', async (variant, i) => {
    setActivePinia(createPinia())
    const store = useSolveStore()
    adoptLog(store, puzzle, log, { stats: result.stats })
    const wrapper = mount(PlaybackStatus)
    store.seek(i + 1)
    await nextTick()
    const text = wrapper.get('[role="status"]').text()
    expect(SENTENCES[variant], `a sentence pattern for ${variant}`).toBeDefined()
    expect(text, variant).toMatch(SENTENCES[variant]!)
    const step = log.step(i)
    // A hidden single names its own unit, which holds the cell.
    if (step.kind === 'place' && step.reason === 'hidden-single') {
      const [, kind, n] = /in (row|column|box) (\d+)\.$/.exec(text)!
      const of = kind === 'row' ? g.rowOf : kind === 'column' ? g.colOf : g.boxOf
      expect(of[step.cell]! + 1).toBe(Number(n))
    }
    // The cell a step acts on is the one the sentence names first.
    if ('cell' in step && step.kind !== 'eliminate')
      expect(text).toContain(`r${g.rowOf[step.cell]! + 1}c${g.colOf[step.cell]! + 1}`)
  })
})
