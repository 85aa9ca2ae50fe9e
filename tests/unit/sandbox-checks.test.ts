/**
 * What the page makes of what a sandbox says (src/sandbox/replies.ts): the user's module
 * shares the worker with the harness and can forge any message, so a claim is only
 * believed once the page has checked it. And the harness the sandbox page starts is
 * one classic script (a module script would not start there).
 */
import { Script } from 'node:vm'
import { describe, expect, it } from 'vitest'
import harnessSource from 'virtual:sandbox-harness?raw'
import { getAlgorithm, isSolutionOf, parsePuzzle, type Puzzle } from '@/engine/full'
import { easyPuzzle } from '@/sandbox/inspect'
import { readDone, readRecorded } from '@/sandbox/replies'
import type { PuzzleTiming } from '@/bench/types'

const LINE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......'
const puzzle = (parsePuzzle(LINE) as { ok: true; puzzle: Puzzle }).puzzle
const solution = getAlgorithm('detour')!.solve(puzzle, { limit: 1 }).solution!
const never = () => Promise.resolve(false)

function done(timing: Partial<PuzzleTiming>, answer: unknown) {
  const t = { index: 3, us: 12, guesses: 1, backtracks: 0, calculations: 0, timedOut: false }
  return { sandbox: 'done', timing: { ...t, ...timing }, answer }
}

describe("the page's reading of a sandbox's claims", () => {
  it('believes a solution only when it solves the puzzle, whatever `ok` says', async () => {
    const right = await readDone(done({ ok: false, answer: 'solved' }, solution), 3, puzzle, never)
    expect(right).toMatchObject({ index: 3, ok: true, answer: 'solved', us: 12 })
    const forged = solution.slice()
    ;[forged[1], forged[2]] = [forged[2]!, forged[1]!]
    const wrong = await readDone(done({ ok: true, answer: 'solved' }, forged), 3, puzzle, never)
    expect(wrong).toMatchObject({ ok: false, answer: 'wrong' })
    const none = await readDone(
      done({ ok: true, answer: 'solved' }, 'x'.repeat(81)),
      3,
      puzzle,
      never,
    )
    expect(none).toMatchObject({ ok: false, answer: 'wrong' })
  })

  it('believes "no solution" only when the referee confirms it', async () => {
    const claim = done({ ok: true, answer: 'unsolvable' }, null)
    expect(await readDone(claim, 3, puzzle, never)).toMatchObject({ ok: false, answer: 'wrong' })
    const confirmed = await readDone(claim, 3, puzzle, () => Promise.resolve(true))
    expect(confirmed).toMatchObject({ ok: true, answer: 'unsolvable' })
  })

  it('takes a failure as a failure and ignores notes about another puzzle or of no known shape', async () => {
    const late = await readDone(done({ ok: true, answer: 'timeout' }, solution), 3, puzzle, never)
    expect(late).toMatchObject({ ok: false, timedOut: true, answer: 'timeout' })
    const odd = await readDone(
      done({ ok: true, answer: 'great' as 'solved' }, solution),
      3,
      puzzle,
      never,
    )
    expect(odd).toMatchObject({ ok: false, answer: 'error' })
    expect(readDone(done({ ok: true, answer: 'solved' }, solution), 4, puzzle, never)).toBeNull()
    expect(readDone({ sandbox: 'beat', at: 3 }, 3, puzzle, never)).toBeNull()
    expect(readDone('done', 3, puzzle, never)).toBeNull()
  })

  it('keeps whole steps only, at most the cap, and numbers that are numbers', () => {
    const events = new Int32Array([1, 0, 4, 2, 0, 0, 1, 5])
    const r = readRecorded({ answer: null, events, ignored: -3, capped: 'yes', guesses: NaN }, 10)
    expect(Array.from(r.events)).toEqual([1, 0, 4, 2, 0, 0])
    expect(r).toMatchObject({ ignored: 0, capped: false, guesses: 0 })
    expect(readRecorded({ events, answer: 1 }, 1).events).toHaveLength(3)
    expect(readRecorded({ events: [1, 2, 3] }, 10).events).toHaveLength(0)
  })
})

describe('the smoke test’s easy puzzles', () => {
  it.each([4, 9, 16, 25])('has blanks and a solution at side %i', (size) => {
    const p = easyPuzzle(size)
    expect(p.size).toBe(size)
    expect(p.givens.filter((d) => d === 0).length).toBeGreaterThan(0)
    const solved = getAlgorithm('detour')!.solve(p, { limit: 1 })
    expect(solved.solution && isSolutionOf(p, solved.solution)).toBe(true)
  })
})

describe('the harness', () => {
  it('is one classic script (no import or export statement), as a blob worker needs', () => {
    expect(harnessSource.length).toBeGreaterThan(1000)
    expect(() => new Script(harnessSource)).not.toThrow()
  })
})
