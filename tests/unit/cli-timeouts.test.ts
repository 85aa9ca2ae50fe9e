/**
 * The CLI after time-outs: every line that is not `timeout` is the right answer, for
 * every algorithm, with one thread and with two. Dancing links used to answer `0` for
 * solvable puzzles, or hang, once any puzzle before it had timed out (its links were
 * left with a column covered). Each spawned run is killed after a minute, so a hang fails.
 *
 * No outcome here depends on the machine's speed (cli-clock.ts): a run that must hold
 * both outcomes answers on a virtual clock, and the spawned CLI gets a deadline no
 * search that reads the clock can meet.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ALGORITHMS } from '@/engine'
import { fast } from '@/engine/algorithms/fast'
import { digitChar } from '@/engine/geometry'
import { isSolutionOf, makePuzzle } from '@/engine/puzzle'
import { cells, puzzleLines } from '../fixtures/puzzles'
import { answerOnVirtualClock, CERTAIN_TIMEOUT } from './cli-clock'

const FORUM = puzzleLines('forum-hardest-1106.txt').map((l) => l.slice(0, 81))
const BIG = readFileSync('tests/fixtures/formats/twenty-five.txt', 'utf8').trim()

function cli(args: string[], input: string): string[] {
  const r = spawnSync('node', ['bin/sudoku-lab.mjs', ...args], {
    input,
    encoding: 'utf8',
    timeout: 60_000,
    maxBuffer: 1 << 26,
  })
  expect(r.signal, `killed after a minute: ${args.join(' ')} hung`).toBeNull()
  expect(r.status, r.stderr).toBe(0)
  return r.stdout.trimEnd().split('\n')
}

/** Each line is `timeout` or the puzzle's solution; returns how many were answered. */
function expectSolvedOrTimeout(puzzles: string[], out: string[]): number {
  expect(out).toHaveLength(puzzles.length)
  let answered = 0
  out.forEach((line, i) => {
    if (line === 'timeout') return
    answered++
    const ok = /^[1-9]{81}$/.test(line) && isSolutionOf(makePuzzle(cells(puzzles[i]!)), cells(line))
    expect(ok, `puzzle ${i + 1}: ${line}`).toBe(true)
  })
  return answered
}

/** Each line is `timeout` or the puzzle's count to two; returns how many timed out. */
function expectCountedOrTimeout(puzzles: string[], out: string[]): number {
  expect(out).toHaveLength(puzzles.length)
  const wrong = out.flatMap((line, i) => {
    if (line === 'timeout') return []
    const expected = fast.solve(makePuzzle(cells(puzzles[i]!)), { limit: 2 }).solutions
    return line === String(expected) ? [] : [`puzzle ${i + 1}: ${line}, not ${expected}`]
  })
  expect(wrong).toEqual([])
  return out.filter((l) => l === 'timeout').length
}

/**
 * The logic solver reads the clock before each deduction, the others only deep in a
 * search: on the virtual clock it gets more readings and easier puzzles (it takes
 * thousands of readings on each of the forum's hardest).
 */
const VIRTUAL = (algorithm: string) =>
  algorithm === 'logic'
    ? { timeoutMs: 300, puzzles: puzzleLines('top95.txt', 40).map((l) => l.slice(0, 81)) }
    : { timeoutMs: 2, puzzles: FORUM.slice(100, 140) }

describe('answers after time-outs, on a virtual clock (what each worker thread runs)', () => {
  it('dancing links, the reported pair (lines 4 and 3 of forum-hardest): the first times out, the second is right', async () => {
    const pair = [FORUM[3]!, FORUM[2]!]
    const { lines } = await answerOnVirtualClock(
      { command: 'solve', algorithm: 'dlx', timeoutMs: 2 },
      pair,
    )
    expect(lines[0]).toBe('timeout')
    expect(expectSolvedOrTimeout(pair, lines)).toBe(1)
  })

  it('dancing links counts 300 forum-hardest puzzles: every count right, some timed out', async () => {
    const puzzles = FORUM.slice(0, 300)
    const { lines } = await answerOnVirtualClock(
      { command: 'count', algorithm: 'dlx', timeoutMs: 3 },
      puzzles,
    )
    const timedOut = expectCountedOrTimeout(puzzles, lines)
    // Both kinds of line, or the run proved nothing about answers after time-outs.
    expect(timedOut).toBeGreaterThan(0)
    expect(timedOut).toBeLessThan(300)
  })

  it.each(ALGORITHMS.map((a) => a.id))(
    '%s solves 40 hard puzzles: every answer right, some timed out',
    async (algorithm) => {
      const { timeoutMs, puzzles } = VIRTUAL(algorithm)
      const { lines } = await answerOnVirtualClock(
        { command: 'solve', algorithm, timeoutMs },
        puzzles,
      )
      const answered = expectSolvedOrTimeout(puzzles, lines)
      expect(answered).toBeGreaterThan(0)
      expect(answered).toBeLessThan(40)
    },
  )

  it('dancing links counts 25x25 boards (two solutions each): the slow one times out, the next is right', async () => {
    const empty = '.'.repeat(625)
    const { lines } = await answerOnVirtualClock(
      { command: 'count', algorithm: 'dlx', timeoutMs: 10 },
      [BIG, empty, BIG, empty],
    )
    expect(lines).toEqual(['timeout', '2', 'timeout', '2'])
  })
})

describe('answers after time-outs through the CLI, on a deadline no search can meet', () => {
  it.each(['1', '2'])(
    'dancing links counts 300 forum-hardest puzzles with %s thread(s): every count right, both kinds seen',
    (threads) => {
      const puzzles = FORUM.slice(0, 300)
      const out = cli(
        ['count', '--algorithm', 'dlx', '--timeout', CERTAIN_TIMEOUT, '--threads', threads],
        puzzles.join('\n'),
      )
      const timedOut = expectCountedOrTimeout(puzzles, out)
      // Those whose search reads the clock time out; those solved in fewer than 4096
      // backtracks never read it, and are answered.
      expect(timedOut).toBeGreaterThan(0)
      expect(timedOut).toBeLessThan(300)
    },
  )

  it.each(ALGORITHMS.flatMap((a) => ['1', '2'].map((t) => [a.id, t] as const)))(
    '%s with %s thread(s), 40 hard puzzles: every answer right',
    (algorithm, threads) => {
      const puzzles = FORUM.slice(100, 140)
      const out = cli(
        ['solve', '--algorithm', algorithm, '--timeout', CERTAIN_TIMEOUT, '--threads', threads],
        puzzles.join('\n'),
      )
      expectSolvedOrTimeout(puzzles, out)
    },
  )

  it.each(['1', '2'])(
    'dancing links counts 25x25 boards with %s thread(s): timeout, and the nearly full one after it counted',
    (threads) => {
      // BIG backtracks thousands of times, so its search reads the clock and times out.
      // One of its solutions with three cells emptied is solved without a backtrack,
      // so it never reads the clock and is always answered.
      const solution = fast.solve(makePuzzle(cells(BIG)), { limit: 1 }).solution!
      const nearlyFull = solution.map((d, i) => (i % 200 === 7 ? '.' : digitChar(d))).join('')
      const out = cli(
        ['count', '--algorithm', 'dlx', '--timeout', CERTAIN_TIMEOUT, '--threads', threads],
        [BIG, nearlyFull, BIG, nearlyFull].join('\n'),
      )
      expect(out).toEqual(['timeout', '1', 'timeout', '1'])
    },
  )
})
