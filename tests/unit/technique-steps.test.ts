import { describe, expect, it, vi } from 'vitest'
import { clock } from '@/engine/clock'
import { getAlgorithm, K, parsePuzzle, puzzleGeometry, Replayer } from '@/engine/full'
import type { Position, StepGroup } from '@/workers/solve-types'
import { positionAfter, stepsAt } from '@/workers/steps'

/** Line 961 of puzzles/se-rated-1771.tsv (SE 3.2): its logic solve uses an X-Wing on 2. */
const X_WING = '..8...7...........3..786..98.......3.3.8.7.1..4.3.2.7..8.4.5.9.7.5.3.6.442.9.8.51'

/** The position (digits and candidates) where the logic solve takes its first X-Wing. */
function atTheXWing(): Position {
  const parsed = parsePuzzle(X_WING)
  if (!parsed.ok) throw new Error(parsed.error.message)
  const p = parsed.puzzle
  const log = getAlgorithm('logic')!.solve(p, { record: true }).log!
  let at = 0
  while (!(log.kind(at) === K.technique && (log.step(at) as { id: string }).id === 'x-wing')) at++
  const replay = new Replayer(puzzleGeometry(p), p.givens, log)
  replay.seek(at)
  const givens = Array.from(replay.board.values)
  return { ...p, givens, candidates: givens.map((v, c) => (v ? 0 : replay.board.masks[c]!)) }
}

function search(position: Position, techniques?: readonly string[]) {
  const groups: StepGroup[] = []
  const searched: string[] = []
  stepsAt(
    position,
    techniques,
    (g) => groups.push(g),
    (id) => searched.push(id),
  )
  return { groups, searched }
}

describe('All steps here, in the worker', () => {
  const position = atTheXWing()

  it('searches only the techniques asked for, easiest first, and sends only those that find something', () => {
    const { groups, searched } = search(position, ['pointing', 'x-wing', 'xy-wing'])
    expect(searched).toEqual(['pointing', 'x-wing', 'xy-wing'])
    expect(groups.map((g) => g.technique)).toEqual(['x-wing']) // nothing easier applies here
    expect(groups[0]!.deductions).toHaveLength(1)
    expect(groups[0]!.notations).toEqual([null]) // an X-Wing has no links
  })

  it("lists every deduction, past the old cap of 100, and writes each chain's notation", () => {
    const { groups } = search(position, ['cell-forcing-chain'])
    const [g] = groups
    expect(g!.deductions.length).toBeGreaterThan(100)
    expect(g!.notations).toHaveLength(g!.deductions.length)
    for (const n of g!.notations) expect(n).toMatch(/^\(\d/)
  })

  it('tells how far a long search is, on the engine clock', () => {
    // 50 ms a reading of the clock: the fish search reads it between its base sets.
    let readings = 0
    const now = vi.spyOn(clock, 'now').mockImplementation(() => (readings += 50))
    const heard: [string, number][] = []
    try {
      stepsAt(
        position,
        ['finned-mutant-jellyfish'],
        () => {},
        () => {},
        () => {},
        (id, found) => heard.push([id, found]),
      )
    } finally {
      now.mockRestore()
    }
    expect(heard.length).toBeGreaterThan(1)
    for (const [id] of heard) expect(id).toBe('finned-mutant-jellyfish')
    const found = heard.map(([, n]) => n)
    expect(found).toEqual([...found].sort((a, b) => a - b))
    expect(found.at(-1)).toBeGreaterThan(0)
  })

  it('applies a deduction: its strikes gone from the candidates, nothing else changed', () => {
    const d = search(position, ['x-wing']).groups[0]!.deductions[0]!
    const next = positionAfter(position, d)
    expect(next.givens).toEqual(position.givens)
    const struck = new Set(d.eliminate.map(([c]) => c))
    next.candidates!.forEach((m, c) =>
      expect(m).toBe(
        struck.has(c) ? position.candidates![c]! & ~(1 << 1) : position.candidates![c],
      ),
    )
  })
})
