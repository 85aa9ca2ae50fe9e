/**
 * The CLI after time-outs: every line that is not `timeout` is the right answer, for
 * every algorithm, with one thread and with two. Dancing links used to answer `0` for
 * solvable puzzles, or hang, once any puzzle before it had timed out (its links were
 * left with a column covered). Each run is killed after a minute, so a hang fails.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ALGORITHMS } from '@/engine'
import { fast } from '@/engine/algorithms/fast'
import { isSolutionOf, makePuzzle } from '@/engine/puzzle'
import { cells, puzzleLines } from '../fixtures/puzzles'

const FORUM = puzzleLines('forum-hardest-1106.txt').map((l) => l.slice(0, 81))

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

describe('answers after time-outs', () => {
  it('dancing links, the reported pair (lines 3-4 of forum-hardest) at 1 ms: ends, and what it answers is right', () => {
    const pair = FORUM.slice(2, 4)
    expectSolvedOrTimeout(
      pair,
      cli(['solve', '--algorithm', 'dlx', '--timeout', '0.001', '--threads', '1'], pair.join('\n')),
    )
  })

  it.each(['1', '2'])(
    'dancing links counts 300 forum-hardest puzzles at 5 ms with %s thread(s): every count right',
    (threads) => {
      const puzzles = FORUM.slice(0, 300)
      const out = cli(
        ['count', '--algorithm', 'dlx', '--timeout', '0.005', '--threads', threads],
        puzzles.join('\n'),
      )
      expect(out).toHaveLength(300)
      const wrong = out.flatMap((line, i) => {
        if (line === 'timeout') return []
        const expected = fast.solve(makePuzzle(cells(puzzles[i]!)), { limit: 2 }).solutions
        return line === String(expected) ? [] : [`puzzle ${i + 1}: ${line}, not ${expected}`]
      })
      expect(wrong).toEqual([])
      // Both kinds of line were seen, or the run proved nothing about time-outs.
      expect(out.filter((l) => l === 'timeout').length).toBeGreaterThan(0)
      expect(out.filter((l) => l !== 'timeout').length).toBeGreaterThan(0)
    },
  )

  it.each(ALGORITHMS.flatMap((a) => ['1', '2'].map((t) => [a.id, t] as const)))(
    '%s with %s thread(s), 40 hard puzzles at 2 ms each: every answer right',
    (algorithm, threads) => {
      const puzzles = FORUM.slice(100, 140)
      const out = cli(
        ['solve', '--algorithm', algorithm, '--timeout', '0.002', '--threads', threads],
        puzzles.join('\n'),
      )
      expectSolvedOrTimeout(puzzles, out)
    },
  )
})

describe('answers after time-outs on 25x25', () => {
  it.each(['1', '2'])(
    'dancing links counts 25x25 boards (two solutions each) at 150 ms with %s thread(s): 2 or timeout, both seen',
    (threads) => {
      const big = readFileSync('tests/fixtures/formats/twenty-five.txt', 'utf8').trim()
      const empty = '.'.repeat(625)
      const input = [big, empty, big, big, empty, big].join('\n')
      const out = cli(
        ['count', '--algorithm', 'dlx', '--timeout', '0.15', '--threads', threads],
        input,
      )
      expect(out).toHaveLength(6)
      expect(out.filter((l) => l !== 'timeout' && l !== '2')).toEqual([])
      // The empty board takes about 50 ms, the other about 300 ms: answers after time-outs.
      expect(out).toContain('timeout')
      expect(out).toContain('2')
    },
  )
})
