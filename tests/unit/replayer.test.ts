import { describe, expect, it } from 'vitest'
import { getAlgorithm, KEYFRAME_EVERY, puzzleGeometry, Replayer } from '@/engine/full'
import { puzzles } from '../fixtures/puzzles'

const puzzle = puzzles('hardest-87.txt', 1)[0]!

/** The board and the how-marks as one comparable value. */
function snapshot(r: Replayer) {
  return [Array.from(r.board.values), Array.from(r.board.masks), Array.from(r.how)].join('|')
}

describe.each(['detour', 'naive', 'dlx'])('Replayer over a %s log', (id) => {
  const result = getAlgorithm(id)!.solve(puzzle, { record: true, maxSteps: 200_000 })
  const log = result.log!
  const g = puzzleGeometry(puzzle)

  it('reaches every position the same way: walking, jumping through keyframes, or after prepare', () => {
    const walker = new Replayer(g, puzzle.givens, log)
    const positions = [
      0,
      1,
      17,
      KEYFRAME_EVERY - 1,
      KEYFRAME_EVERY,
      KEYFRAME_EVERY + 5,
      3 * KEYFRAME_EVERY + 7,
      log.length,
    ]
      .filter((p) => p <= log.length)
      .concat(
        Array.from({ length: 12 }, (_, i) => Math.floor((((i * 7919) % 997) / 997) * log.length)),
      )
    const expected = new Map<number, string>()
    for (const p of [...positions].sort((a, b) => a - b)) {
      walker.seek(p)
      expected.set(p, snapshot(walker))
    }
    const jumper = new Replayer(g, puzzle.givens, log)
    while (!jumper.prepare(50_000));
    expect(jumper.position).toBe(0) // prepare never moves the shown board
    for (const p of positions) {
      jumper.seek(p)
      expect(snapshot(jumper)).toBe(expected.get(p))
    }
    // Backwards, step by step, across keyframes and restores.
    jumper.seek(Math.min(log.length, KEYFRAME_EVERY + 40))
    walker.seek(0)
    for (let p = jumper.position; p >= Math.max(0, jumper.position - 80); p--) {
      jumper.seek(p)
      walker.seek(p)
      expect(snapshot(jumper)).toBe(snapshot(walker))
    }
  })

  it('ends on the solution with every non-given digit marked logic or guess', () => {
    const r = new Replayer(g, puzzle.givens, log)
    r.seek(log.length)
    if (!log.capped) expect(Array.from(r.board.values)).toEqual(result.solution)
    const marks = new Set(Array.from(r.how))
    expect(marks.has(0) && !log.capped).toBe(false)
  })
})
