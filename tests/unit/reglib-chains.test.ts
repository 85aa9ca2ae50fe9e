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
 */

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { Job } from '../../src/cli/answer'
import { answerInProcess, blocks, doorCases, judgeBlock } from '../../scripts/reglib/cli-door'
import { LIBRARY, readLibrary, techniquesFor, validate } from '../../scripts/reglib/harness'
import { alsNiceLoop } from '../../src/engine/logic/chains/als-loops'
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
]

describe('chain lines of the library, through the steps command', () => {
  it.each(CASES)(
    'file line %i, %s: the expected moves are found, none unsound',
    async (lineNo, which) => {
      const line = lines.find((l) => l.lineNo === lineNo)!
      const c = doorCases(line, SEED, validate(line))[which]
      const job: Job = {
        command: 'steps',
        algorithm: 'fastest',
        timeoutMs: 0,
        techniques: techniquesFor(line.lookup).map((t) => t.id),
        threads: 1,
      }
      const [block] = blocks(await answerInProcess([c.text], job))
      const judged = judgeBlock(c, block!)
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
