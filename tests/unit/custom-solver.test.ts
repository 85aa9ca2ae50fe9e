/**
 * A solver the user writes (src/engine/custom/): the example modules in
 * examples/solvers/ run through `readSolverModule` and `userAlgorithm` on real
 * puzzles, their steps replay to the answer, and every way a module can go wrong
 * (bad exports, malformed or wrong answers, throws, answering past the deadline,
 * malformed steps) is reported as such, also through the timing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  AnswerError,
  checkAnswer,
  clock,
  detour,
  forgetUserAlgorithm,
  isUserAlgorithm,
  logFromEvents,
  readSolverModule,
  recordSteps,
  registerUserAlgorithm,
  solverId,
  STEP_BACKTRACK,
  STEP_GUESS,
  STEP_PLACE,
  userAlgorithm,
  userAlgorithmInfos,
  type Algorithm,
  type UserSolver,
} from '@/engine/full'
// The catalog's getAlgorithm (infos, user solvers too); @/engine/full's is the registry's (code).
import { getAlgorithm } from '@/engine'
import { createHash } from 'node:crypto'
import { geometryForSize } from '../../src/engine/geometry'
import { isSolutionOf, makePuzzle, type Puzzle } from '../../src/engine/puzzle'
import { K, type StepLog } from '../../src/engine/steps'
import { timePuzzle, type TimingOptions } from '../../src/bench/timing'
import { cells, lines, puzzles, solverCases } from '../fixtures/puzzles'
import { checkReplay, steps } from '../fixtures/replay'

/** Load an example module from examples/solvers/ as the app would: `import()` of its code. */
async function example(file: string): Promise<UserSolver> {
  const url = new URL(`../../examples/solvers/${file}`, import.meta.url).href
  const mod: unknown = await import(/* @vite-ignore */ url)
  const read = readSolverModule(mod)
  if (!read.ok) throw new Error(`${file}: ${read.error}`)
  return read.solver
}

/** A module from its exports, checked; the test fails at once if it does not read. */
function solverOf(mod: Record<string, unknown>): UserSolver {
  const read = readSolverModule(mod)
  if (!read.ok) throw new Error(read.error)
  return read.solver
}

const ID = 'user-0123456789ab'
const asAlgorithm = (solver: UserSolver): Algorithm => userAlgorithm(ID, solver)

/** The one-line form of a puzzle's digits (what a module receives). */
const lineOf = (p: Puzzle): string =>
  p.givens.map((d) => (d === 0 ? '.' : d < 10 ? String(d) : String.fromCharCode(55 + d))).join('')

/** A module whose solve answers `answer` whatever the puzzle. */
const answering = (answer: unknown): Algorithm => asAlgorithm(solverOf({ default: () => answer }))

/** Kaggle's first puzzles with the solutions the file gives. */
const KAGGLE = lines('puzzles/kaggle-2000-with-solutions.txt')
  .slice(0, 5)
  .map((l) => {
    const [p, s] = l.split(/\s+/)
    return { puzzle: makePuzzle(cells(p!)), solution: cells(s!) }
  })
const INKALA = puzzles('inkala-top10.txt')
const STARTER = puzzles('starter-4.txt')

/** A quick timing: a 2 s budget, 1 ms measurements. */
const QUICK: TimingOptions = { budgetMs: 2000, spanMs: 1 }

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the example solvers', () => {
  it('bitmask solves Inkala top 10 and kaggle, each answer a solution and the referee’s', async () => {
    const a = asAlgorithm(await example('bitmask.mjs'))
    expect([a.name, a.sizes, a.candidates]).toEqual(['Bitmask backtracking', [4, 9, 16], 'none'])
    for (const p of INKALA) {
      const r = a.solve(p)
      expect(r.status).toBe('solved')
      expect(isSolutionOf(p, r.solution!)).toBe(true)
      expect(r.solution).toEqual(detour.solve(p).solution)
      // Its time is measured (how fast it is belongs to the benchmarks, not here).
      expect(r.stats.ms).toBeGreaterThanOrEqual(0)
      expect(r.stats.guesses).toBeGreaterThan(0)
    }
    for (const { puzzle, solution } of KAGGLE) expect(a.solve(puzzle).solution).toEqual(solution)
  })

  it('backtracking and tiny solve the starter puzzles and kaggle’s, as the file gives them', async () => {
    for (const file of ['backtracking.mjs', 'tiny.mjs']) {
      const a = asAlgorithm(await example(file))
      expect(a.sizes).toEqual([9])
      for (const { puzzle, solution } of KAGGLE)
        expect([file, a.solve(puzzle).solution]).toEqual([file, solution])
      for (const p of STARTER) expect(isSolutionOf(p, a.solve(p).solution!)).toBe(true)
    }
    const bt = asAlgorithm(await example('backtracking.mjs'))
    expect(bt.name).toBe('Plain backtracking')
    // Its counters are of the last solve: every digit placed is a guess, every undo a backtrack.
    const r = bt.solve(INKALA[0]!)
    expect(r.solution).toEqual(detour.solve(INKALA[0]!).solution)
    expect(r.stats.guesses - r.stats.backtracks).toBe(INKALA[0]!.givens.filter((d) => !d).length)
  })

  it('bitmask solves 4x4 and 16x16 puzzles, and counts 0, 1 and 2 as the fixture cases do', async () => {
    const a = asAlgorithm(await example('bitmask.mjs'))
    const cases = solverCases().filter((c) => c.puzzle.size <= 16)
    expect(new Set(cases.map((c) => c.puzzle.size))).toEqual(new Set([4, 9, 16]))
    expect(new Set(cases.map((c) => c.count))).toEqual(new Set([0, 1, 2]))
    for (const c of cases) {
      const r = a.solve(c.puzzle, { limit: 2 })
      expect([c.line, r.solutions]).toEqual([c.line, c.count])
      if (c.solution) expect([c.line, r.solution]).toEqual([c.line, c.solution])
      if (c.count === 0) expect([c.line, r.status]).toEqual([c.line, 'unsolvable'])
    }
  })

  it('backtracking counts too, and without limit 2 a solved puzzle reports one solution', async () => {
    const a = asAlgorithm(await example('backtracking.mjs'))
    // The fixture cases it counts in milliseconds (reading order takes seconds on the others).
    const quick = [20, 22, 26, 28, 30, 33, 34]
    const nine = solverCases().filter((c) => quick.includes(c.line))
    expect(new Set(nine.map((c) => c.count))).toEqual(new Set([0, 2]))
    for (const c of nine) {
      expect([c.line, a.solve(c.puzzle, { limit: 2 }).solutions]).toEqual([c.line, c.count])
      expect([c.line, a.solve(c.puzzle).solutions]).toEqual([c.line, Math.min(c.count, 1)])
    }
    for (const { puzzle, solution } of KAGGLE)
      expect(a.solve(puzzle, { limit: 2 })).toMatchObject({ solutions: 1, solution })
  })

  it('a module without count reports one solution even with limit 2 (the app counts for it)', () => {
    const p = STARTER[0]!
    const solution = detour.solve(p).solution!
    const a = asAlgorithm(solverOf({ default: () => solution.join('') }))
    expect(a.solve(p, { limit: 2 }).solutions).toBe(1)
  })
})

describe('recorded steps', () => {
  const lastKind = (log: StepLog) => log.kind(log.length - 1)

  it('bitmask and backtracking logs replay to their solution and back to the givens', async () => {
    for (const file of ['bitmask.mjs', 'backtracking.mjs']) {
      const a = asAlgorithm(await example(file))
      for (const p of [STARTER[1]!, INKALA[0]!]) {
        const r = a.solve(p, { record: true })
        const log = r.log!
        expect(log.capped).toBe(false)
        expect(log.depthBy).toBe('levels')
        expect(lastKind(log)).toBe(K.solved)
        checkReplay(p, log, r.solution)
        // Recording does not change the answer.
        expect(a.solve(p).solution).toEqual(r.solution)
      }
    }
  })

  it('forced placements are singles, choices are guesses, backtracks clear the cell', async () => {
    const a = asAlgorithm(await example('bitmask.mjs'))
    const log = a.solve(INKALA[1]!, { record: true }).log!
    const kinds = steps(log)
    const reasons = new Set(kinds.flatMap((s) => (s.kind === 'place' ? [s.reason] : [])))
    expect(reasons).toEqual(new Set(['naked-single', 'guess']))
    expect(kinds.some((s) => s.kind === 'clear')).toBe(true)
    // Without onStep calls there is nothing to show but the end.
    const silent = asAlgorithm(await example('tiny.mjs')).solve(STARTER[0]!, { record: true })
    expect(steps(silent.log!).map((s) => s.kind)).toEqual(['restore', 'solved'])
    checkReplay(STARTER[0]!, silent.log!, silent.solution)
  })

  it('an unsolvable puzzle’s log ends unsolvable, back on the givens', async () => {
    const a = asAlgorithm(await example('bitmask.mjs'))
    const none = solverCases().find((c) => c.count === 0 && c.puzzle.size === 9)!
    const r = a.solve(none.puzzle, { record: true })
    expect(r.status).toBe('unsolvable')
    expect(lastKind(r.log!)).toBe(K.unsolvable)
    checkReplay(none.puzzle, r.log!, null)
  })

  it('a capped log still comes with the right solution', async () => {
    const a = asAlgorithm(await example('bitmask.mjs'))
    const p = INKALA[0]!
    const r = a.solve(p, { record: true, maxSteps: 50 })
    expect([r.log!.length, r.log!.capped]).toEqual([50, true])
    expect(r.solution).toEqual(detour.solve(p).solution)
    const rec = recordSteps(await example('bitmask.mjs'), lineOf(p), 50)
    expect([rec.events.length, rec.capped, rec.ignored]).toEqual([150, true, 0])
  })

  it('malformed steps are ignored and counted; the solve goes on', () => {
    const p = STARTER[0]!
    const solution = detour.solve(p).solution!
    const empty = p.givens.indexOf(0)
    const solver = solverOf({
      default: (line: string, options?: { onStep?: (s: unknown) => void }) => {
        const bad: unknown[] = [
          null,
          'place',
          42,
          { type: 'jump', cell: empty, digit: 1 },
          { type: 'place', cell: 81, digit: 1 },
          { type: 'place', cell: -1, digit: 1 },
          { type: 'place', cell: 1.5, digit: 1 },
          { type: 'place', cell: empty, digit: 0 },
          { type: 'guess', cell: empty, digit: 10 },
          { type: 'guess', cell: String(empty), digit: 1 },
          { type: 'backtrack' },
        ]
        for (const s of bad) options?.onStep?.(s)
        options?.onStep?.({ type: 'guess', cell: empty, digit: solution[empty] })
        options?.onStep?.({ type: 'backtrack', cell: empty, digit: 'anything' })
        return line.length === 81 ? solution.join('') : null
      },
    })
    const rec = recordSteps(solver, lineOf(p), 100)
    expect(rec.ignored).toBe(11)
    expect(Array.from(rec.events)).toEqual([
      STEP_GUESS,
      empty,
      solution[empty],
      STEP_BACKTRACK,
      empty,
      0,
    ])
    expect(rec.answer).toBe(solution.join(''))
    const r = asAlgorithm(solver).solve(p, { record: true })
    checkReplay(p, r.log!, r.solution)
  })

  it('logFromEvents skips events that make no sense on the board, and replays the rest', () => {
    const p = STARTER[0]!
    const solution = detour.solve(p).solution!
    const g = geometryForSize(9)!
    const given = p.givens.findIndex((d) => d !== 0)
    /** The digits no given peer of `c` holds. */
    const open = (c: number) =>
      [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !g.peers[c]!.some((q) => p.givens[q] === d))
    // An empty cell with a wrong digit open, one with a digit its peers hold, and another.
    const a = p.givens.findIndex((d, c) => d === 0 && open(c).length > 1)
    const wrong = open(a).find((d) => d !== solution[a])!
    const held = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => !open(a).includes(d))!
    const b = p.givens.findIndex((d, c) => d === 0 && c !== a)
    const events = Int32Array.from([
      ...[STEP_PLACE, given, 1], // on a given
      ...[STEP_BACKTRACK, given, 0], // a given emptied
      ...[STEP_BACKTRACK, a, 0], // an empty cell emptied
      ...[9, a, 1], // no such type
      ...[STEP_PLACE, 5000, 1], // no such cell
      ...[STEP_PLACE, a, 12], // no such digit
      ...[STEP_PLACE, a, held], // a digit a peer holds
      ...[STEP_GUESS, a, wrong], // a wrong guess...
      ...[STEP_PLACE, a, solution[a]!], // ...overwritten: cleared first
      ...[STEP_PLACE, b, solution[b]!],
      ...[STEP_PLACE, a], // cut short: ignored
    ])
    const log = logFromEvents(p, events, solution, 1000)
    expect(steps(log)).toEqual([
      { kind: 'place', cell: a, digit: wrong, reason: 'guess' },
      { kind: 'clear', cell: a, digit: wrong },
      { kind: 'place', cell: a, digit: solution[a], reason: 'naked-single' },
      { kind: 'place', cell: b, digit: solution[b], reason: 'naked-single' },
      { kind: 'restore', depth: 0 },
      { kind: 'solved' },
    ])
    checkReplay(p, log, solution)
    // Without a solution the log ends unsolvable.
    const none = logFromEvents(p, events, null, 1000)
    expect(none.kind(none.length - 1)).toBe(K.unsolvable)
    checkReplay(p, none, null)
    // A cap of 2 keeps two steps.
    expect([
      logFromEvents(p, events, solution, 2).length,
      logFromEvents(p, events, solution, 2).capped,
    ]).toEqual([2, true])
  })
})

describe('checkAnswer', () => {
  const p = STARTER[0]!
  const solution = detour.solve(p).solution!
  const line = solution.join('')
  /** The solution with cell `c` (0-based) changed to `ch`. */
  const withCell = (c: number, ch: string) => line.slice(0, c) + ch + line.slice(c + 1)
  const r3c4 = 2 * 9 + 3
  const givenCell = p.givens.findIndex((d) => d !== 0)
  const emptyCell = p.givens.indexOf(0)

  it('reads a solution, lower-case letters included, and null as no solution', () => {
    expect(checkAnswer(p, line)).toEqual({ kind: 'solution', digits: solution })
    expect(checkAnswer(p, null)).toEqual({ kind: 'none' })
    const big = solverCases().find((c) => c.puzzle.size === 16 && c.solution)!
    const text = lineOf(makePuzzle(big.solution!))
    expect(checkAnswer(big.puzzle, text.toLowerCase())).toEqual({
      kind: 'solution',
      digits: big.solution,
    })
  })

  it.each([
    [42, 'the answer is a number, not a string'],
    [undefined, 'the answer is undefined, not a string'],
    [[1, 2, 3], 'the answer is an array, not a string'],
    [{ line: 'x' }, 'the answer is an object, not a string'],
    [line.slice(1), 'the answer is 80 characters, not 81'],
    [line + '1', 'the answer is 82 characters, not 81'],
  ])('garbage: %j -> %s', (answer, why) => {
    expect(checkAnswer(p, answer)).toEqual({ kind: 'garbage', why })
  })

  it('names the cell at fault (r3c4)', () => {
    const cellOf = (c: number) => `r${Math.floor(c / 9) + 1}c${(c % 9) + 1}`
    const why = (answer: string) => {
      const check = checkAnswer(p, answer)
      return check.kind === 'garbage' ? check.why : check.kind
    }
    expect(why(withCell(r3c4, '.'))).toBe("cell r3c4 is '.'")
    expect(why(withCell(r3c4, '0'))).toBe("cell r3c4 is '0', not a digit 1-9")
    expect(why(withCell(r3c4, 'A'))).toBe("cell r3c4 is 'A', not a digit 1-9")
    expect(why(withCell(r3c4, ' '))).toBe('cell r3c4 is U+0020, not a digit 1-9')
    const given = p.givens[givenCell]!
    const other = given === 9 ? 1 : given + 1
    expect(why(withCell(givenCell, String(other)))).toBe(
      `${cellOf(givenCell)} is ${other} but the puzzle gives ${given}`,
    )
    // An empty cell given its row neighbour's digit: the two clash in that row.
    const mate = emptyCell % 9 === 8 ? emptyCell - 1 : emptyCell + 1
    const [first, second] = [Math.min(emptyCell, mate), Math.max(emptyCell, mate)]
    const clash = withCell(emptyCell, String(solution[mate]))
    expect(why(clash)).toBe(
      `${cellOf(first)} and ${cellOf(second)} are both ${solution[mate]} (row ${Math.floor(emptyCell / 9) + 1})`,
    )
  })

  it('through the algorithm, garbage is an AnswerError with that message', () => {
    const a = answering(withCell(r3c4, '.'))
    expect(() => a.solve(p)).toThrow(AnswerError)
    expect(() => a.solve(p)).toThrow("cell r3c4 is '.'")
  })
})

describe('a module that goes wrong, through the timing', () => {
  const p = STARTER[0]!
  const solution = detour.solve(p).solution!.join('')

  it.each([
    [42, 'the answer is a number, not a string'],
    ['', 'the answer is 0 characters, not 81'],
    [solution.replace(/^./, '.'), "cell r1c1 is '.'"],
    [solution.slice(0, 80) + 'x', "cell r9c9 is 'x', not a digit 1-9"],
  ])('garbage %j is a wrong answer noting why', (answer, note) => {
    const t = timePuzzle(answering(answer), p, 3, QUICK)
    expect(t).toMatchObject({ index: 3, ok: false, timedOut: false, answer: 'wrong', note })
  })

  it('null for a solvable puzzle is a wrong answer', () => {
    const t = timePuzzle(answering(null), p, 0, QUICK)
    expect(t).toMatchObject({
      ok: false,
      answer: 'wrong',
      note: 'no solution given, but the puzzle has one',
    })
  })

  it('null for an unsolvable puzzle is right', () => {
    const none = solverCases().find((c) => c.count === 0 && c.puzzle.size === 9)!
    const t = timePuzzle(answering(null), none.puzzle, 0, QUICK)
    expect(t).toMatchObject({ ok: true, answer: 'unsolvable' })
    expect(t.note).toBeUndefined()
  })

  it('a grid that breaks a position’s pencil marks is a wrong answer', () => {
    const empty = p.givens.indexOf(0)
    const digit = Number(solution[empty])
    // The position's marks leave out the solution's digit in one cell.
    const candidates = p.givens.map((d, c) =>
      d !== 0 ? 0 : c === empty ? 511 ^ (1 << (digit - 1)) : 511,
    )
    const position: Puzzle = { ...p, candidates }
    expect(checkAnswer(position, solution).kind).toBe('solution')
    const t = timePuzzle(answering(solution), position, 0, QUICK)
    expect(t).toMatchObject({ answer: 'wrong', note: 'the answer does not solve the puzzle' })
  })

  it('a throw is an error noting the message; a thrown non-Error is named', () => {
    const boom = asAlgorithm(
      solverOf({
        default: () => {
          throw new TypeError('grid is not iterable')
        },
      }),
    )
    expect(timePuzzle(boom, p, 0, QUICK)).toMatchObject({
      ok: false,
      answer: 'error',
      note: 'grid is not iterable',
    })
    const text = asAlgorithm(
      solverOf({
        default: () => {
          throw 'out of ideas'
        },
      }),
    )
    expect(timePuzzle(text, p, 0, QUICK)).toMatchObject({ answer: 'error', note: 'out of ideas' })
    const odd = asAlgorithm(
      solverOf({
        default: () => {
          throw 7
        },
      }),
    )
    expect(() => odd.solve(p)).toThrow('the solver threw a number')
  })

  it('an answer that comes after the deadline is a time-out', () => {
    let now = 1000
    vi.spyOn(clock, 'now').mockImplementation(() => now)
    const slow = asAlgorithm(
      solverOf({
        default: () => {
          now += 5000 // the solve "takes" 5 s of a 2 s budget
          return solution
        },
      }),
    )
    const r = slow.solve(p, { deadline: 3000 })
    expect(r).toMatchObject({ status: 'unsolvable', solutions: 0, solution: null, timedOut: true })
    expect(r.stats.ms).toBe(5000)
    expect(timePuzzle(slow, p, 0, QUICK)).toMatchObject({
      ok: false,
      timedOut: true,
      answer: 'timeout',
    })
    // Within the deadline the same module solves.
    expect(slow.solve(p, { deadline: now + 10_000 }).status).toBe('solved')
  })

  it('count answering nonsense, or against the answer, is an AnswerError', () => {
    const counting = (n: unknown, answer: string | null) =>
      asAlgorithm(solverOf({ default: () => answer, count: () => n }))
    const t = timePuzzle(counting(3, solution), p, 0, QUICK)
    // timePuzzle solves with limit 1, where count is not asked.
    expect(t.answer).toBe('solved')
    expect(() => counting(3, solution).solve(p, { limit: 2 })).toThrow(
      'count returned 3, not 0, 1 or 2',
    )
    expect(() => counting('2', solution).solve(p, { limit: 2 })).toThrow(
      'count returned a string, not 0, 1 or 2',
    )
    expect(() => counting(0, solution).solve(p, { limit: 2 })).toThrow(
      'count says the puzzle has no solution, but solve found one',
    )
    expect(() => counting(1, null).solve(p, { limit: 2 })).toThrow(
      'count says the puzzle has a solution, but solve found none',
    )
    expect(counting(2, solution).solve(p, { limit: 2 }).solutions).toBe(2)
  })

  it('counters: guesses and backtracks when they read, 0 otherwise, and a throw is not an error', () => {
    const withCounters = (counters: () => unknown) =>
      asAlgorithm(solverOf({ default: () => solution, counters })).solve(p).stats
    expect(withCounters(() => ({ guesses: 12, backtracks: 9 }))).toMatchObject({
      guesses: 12,
      backtracks: 9,
      placements: 0,
      calculations: 0,
    })
    expect(withCounters(() => ({ guesses: -1, backtracks: 'many' }))).toMatchObject({
      guesses: 0,
      backtracks: 0,
    })
    expect(withCounters(() => ({ guesses: 3 }))).toMatchObject({ guesses: 3, backtracks: 0 })
    expect(
      withCounters(() => {
        throw new Error('no')
      }),
    ).toMatchObject({ guesses: 0, backtracks: 0 })
  })
})

describe('readSolverModule', () => {
  const solve = () => null

  it.each([
    [{}, 'the module has no default export'],
    [{ name: 'x' }, 'the module has no default export'],
    [{ default: 42 }, 'the default export is not a function (it is a number)'],
    [{ default: 'solve' }, 'the default export is not a function (it is a string)'],
    [{ default: { solve } }, 'the default export is not a function (it is an object)'],
    [{ default: null }, 'the default export is not a function (it is null)'],
    [{ default: solve, sizes: [8] }, 'sizes must be a list of 4, 9, 16, 25'],
    [{ default: solve, sizes: [] }, 'sizes must be a list of 4, 9, 16, 25'],
    [{ default: solve, sizes: 9 }, 'sizes must be a list of 4, 9, 16, 25'],
    [{ default: solve, sizes: ['9'] }, 'sizes must be a list of 4, 9, 16, 25'],
    [{ default: solve, count: 2 }, 'count must be a function (it is a number)'],
    [{ default: solve, counters: {} }, 'counters must be a function (it is an object)'],
    [null, 'not a module'],
  ])('refuses %j: %s', (mod, error) => {
    expect(readSolverModule(mod)).toEqual({ ok: false, error })
  })

  it('takes the defaults: name "Your solver", no description, 9x9, no count', () => {
    const read = readSolverModule({ default: solve, name: 7, description: '  two\n lines ' })
    expect(read.ok && read.solver).toMatchObject({
      name: 'Your solver',
      description: 'two lines',
      sizes: [9],
      hasCount: false,
      hasCounters: false,
    })
    const sized = readSolverModule({ default: solve, sizes: [16, 4, 4], count: () => 1 })
    expect(sized.ok && [sized.solver.sizes, sized.solver.hasCount]).toEqual([[4, 16], true])
    const counting = readSolverModule({ default: solve, counters: () => ({ guesses: 1 }) })
    expect(counting.ok && counting.solver.hasCounters).toBe(true)
  })

  it('a module refused by size is not run on other sizes by the timing', async () => {
    const a = asAlgorithm(await example('backtracking.mjs'))
    const four = solverCases().find((c) => c.puzzle.size === 4)!
    expect(timePuzzle(a, four.puzzle, 0, QUICK).answer).toBe('invalid')
  })
})

describe('ids and the catalog', () => {
  it('solverId is user- and the first 12 hex digits of the SHA-256 of the code', async () => {
    // SHA-256("abc") = ba7816bf8f01cfea…
    expect(await solverId('abc')).toBe('user-ba7816bf8f01')
    // The code is hashed as UTF-8: checked against Node's own hash.
    const code = 'export default () => null // é, 数独, 🧩\n'
    const hex = createHash('sha256').update(code, 'utf8').digest('hex').slice(0, 12)
    expect(await solverId(code)).toBe(`user-${hex}`)
    expect(isUserAlgorithm(await solverId(code))).toBe(true)
    expect(isUserAlgorithm('naive')).toBe(false)
    expect(isUserAlgorithm('user-0123456789AB')).toBe(false)
    expect(isUserAlgorithm('user-0123456789abc')).toBe(false)
  })

  it('a registered user solver is found by id, named everywhere, and forgotten', () => {
    const info = {
      id: 'user-00000000abcd',
      name: 'Mine',
      description: '',
      sizes: [9],
      candidates: 'none' as const,
    }
    expect(getAlgorithm(info.id)).toBeUndefined()
    registerUserAlgorithm(info)
    registerUserAlgorithm({ ...info, id: 'user-00000000abce', name: 'Second' })
    expect(getAlgorithm(info.id)?.name).toBe('Mine')
    registerUserAlgorithm({ ...info, name: 'Renamed' })
    expect(userAlgorithmInfos().map((a) => a.name)).toEqual(['Renamed', 'Second'])
    forgetUserAlgorithm(info.id)
    forgetUserAlgorithm('user-00000000abce')
    expect(getAlgorithm(info.id)).toBeUndefined()
    expect(userAlgorithmInfos()).toEqual([])
    // A user solver can never stand in for a built-in one.
    expect(() => registerUserAlgorithm({ ...info, id: 'naive' })).toThrow(
      "not a user solver's id: naive",
    )
    expect(getAlgorithm('naive')?.name).toBe('Naive backtracking')
  })
})
