/**
 * The chain lines of HoDoKu's regression library that the CLI once missed, each
 * through the `steps` command's path (scripts/reglib/cli-door.ts: the CLI's record
 * reader and `answerBatch`, with the techniques that give the line's code), as it
 * is or relabelled by the seed `npm run reglib` uses, judged by the contract's
 * criterion: one output line of the code makes every expected move.
 *
 * - 0710-3 (a grouped discontinuous nice loop with an ALS that places a digit):
 *   the loop leaves the candidate by a strong link and comes back through an ALS
 *   whose digit sits in the candidate's cell alone, `(9)r3c7=(9)r79c7-(9=5)r4567c8
 *   -(5=9)r356c7`, so r3c7 loses 1 and 4.
 * - 0706 line 908 relabelled (a continuous nice loop): HoDoKu's loop is one the
 *   shortest-way walk never met; the walk keeps a second way to each node.
 * - 0711-4 line 1072 relabelled (a grouped AIC with ALS): HoDoKu's chain leaves an
 *   ALS through a cell the set forces (`(5=28)r5c1-(28=6)r5c47`, its forced exit);
 *   relabelled copies met it only with enough ways to each node, so each seed here
 *   is another copy.
 * - 0709-2 line 983 (a grouped continuous nice loop through two ALS): it leaves the
 *   set r7c89r8c9r9c9 through a forced exit, `(3=16)r1c9-(16=5)r789c89`, from a
 *   cell that sees only the set's 1s and 6s (HoDoKu's ALS buddies), which the
 *   graph once required to see the whole set.
 * - 0710-4 line 1024 (a grouped discontinuous nice loop through ALS): r3c8 loses 8
 *   by a loop that leaves it by the group r1c89 and comes back through an ALS whose
 *   8s are r1c89r2c9r3c9; the walk once took that set's 8s for the group it began
 *   with (both start in r1c8) and never went on.
 */

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { Job } from '../../src/cli/answer'
import { answerInProcess, blocks, doorCases, judgeBlock } from '../../scripts/reglib/cli-door'
import { LIBRARY, readLibrary, techniquesFor, validate } from '../../scripts/reglib/harness'
import { alsAic, alsNiceLoop } from '../../src/engine/logic/chains/als-loops'
import { sentence } from '../../src/engine/logic/explain/explain-chains-grouped'
import { chainNotation } from '../../src/engine/logic/notation'
import { positionState } from '../../src/engine/logic/position'
import type { Deduction } from '../../src/engine/logic/types'

/** The seed of `npm run reglib`'s relabelled copies. */
const SEED = 1

const lines = readLibrary(readFileSync(LIBRARY, 'utf8'))

/** [file line, as it is or relabelled]. */
const CASES: [number, 'line' | 'relabelled'][] = [
  [1013, 'line'],
  [1013, 'relabelled'],
  [1014, 'line'],
  [1014, 'relabelled'],
  [1016, 'line'],
  [1016, 'relabelled'],
  [1018, 'line'],
  [1018, 'relabelled'],
  [1019, 'relabelled'],
  [908, 'relabelled'],
  [983, 'line'],
  [983, 'relabelled'],
  [1024, 'line'],
  [1024, 'relabelled'],
]

/** Through the `steps` command's path: the judged outcome and its reason. */
async function throughSteps(lineNo: number, which: 'line' | 'relabelled', seed = SEED) {
  const line = lines.find((l) => l.lineNo === lineNo)!
  const c = doorCases(line, seed, validate(line))[which]
  const job: Job = {
    command: 'steps',
    algorithm: 'fastest',
    timeoutMs: 0,
    techniques: techniquesFor(line.lookup).map((t) => t.id),
    threads: 1,
  }
  const [block] = blocks(await answerInProcess([c.text], job))
  return judgeBlock(c, block!)
}

describe('chain lines of the library, through the steps command', () => {
  it.each([1, 7, 13, 21])(
    'file line 1072 (0711-4) relabelled with seed %i: the AIC through a forced exit is found',
    async (seed) => {
      const judged = await throughSteps(1072, 'relabelled', seed)
      expect(judged.reason).toBe('')
      expect(judged.outcome).toBe('pass')
    },
  )

  it('writes a forced exit through the digits the set takes from the cell (Eureka notation)', () => {
    const s = positionState(lines.find((l) => l.lineNo === 1072)!.puzzle)!
    const found: Deduction[] = []
    alsAic.search(s, (d) => {
      found.push(d)
      return false
    })
    // r7c5<>6 and r8c5<>4 (cells 58 and 67), the line's moves.
    const aic = found.find(
      (d) =>
        d.eliminate.length === 2 &&
        d.eliminate.some(([c, v]) => c === 58 && v === 6) &&
        d.eliminate.some(([c, v]) => c === 67 && v === 4),
    )
    expect(aic, 'the AIC of the line').toBeDefined()
    expect(chainNotation(s.g, aic!)).toContain('-(5=28)r5c1-(28=6)r5c47-')
    // The forced cell is drawn as a node of its own: its three candidates, 5 first.
    expect(aic!.groups).toContainEqual([36 * 9 + 4, 36 * 9 + 1, 36 * 9 + 7])
    // The sentence names the set as the notation writes it, and says what it forces.
    const text = sentence(s.g, { kind: 'technique', id: aic!.technique, ...aic! }, 'name')!
    expect(text).toContain('(6=28)r5c47')
    expect(text).toContain(
      'without its 6, (6=28)r5c47 holds 2 and 8, which r5c1 sees, so r5c1 holds 5',
    )
  })

  it.each(CASES)(
    'file line %i, %s: the expected moves are found, none unsound',
    async (lineNo, which) => {
      const judged = await throughSteps(lineNo, which)
      expect(judged.reason).toBe('')
      expect(judged.outcome).toBe('pass')
    },
  )

  it('writes the 0710-3 loop from its candidate, back through the ALS (Eureka notation)', () => {
    const s = positionState(lines.find((l) => l.lineNo === 1013)!.puzzle)!
    const found: Deduction[] = []
    alsNiceLoop.search(s, (d) => {
      found.push(d)
      return false
    })
    const place = found.find(
      (d) => d.eliminate.length === 2 && d.eliminate.every(([c]) => c === 24),
    )
    expect(place?.eliminate).toEqual([
      [24, 1],
      [24, 4],
    ])
    expect(chainNotation(s.g, place!)).toBe('(9)r3c7=(9)r79c7-(9=5)r4567c8-(5=9)r356c7')
  })
})
