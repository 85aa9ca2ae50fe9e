/**
 * HoDoKu's regression library through the CLI's door: what a user runs, `steps`
 * on each library line and on a relabelled copy of it, read back from the CLI's
 * output (`ID CODE MOVES` lines, a blank line after each position) and judged by
 * the contract's pass criterion (harness.ts `judge`, the same words):
 *
 *   pass      a normal line: ONE output line with the line's code strikes every
 *             expected elimination (or places every expected placement); a fail
 *             case (`-x`): no output line with the code;
 *   not-found no output line with the code;
 *   other     output lines with the code, none covering what is expected;
 *   unsound   an output line (any technique's) strikes the solution's digit or
 *             places another one;
 *   timeout   the position's `--timeout` ran out before a passing line;
 *   error     the CLI answered `invalid:` or `error:`.
 *
 * The positions reach the CLI as text: the library line itself, and the copy
 * written back as a HoDoKu line (`serializeHodoku`: `+` before each placed digit,
 * the deleted candidates), so the CLI's own reading of the line is under test.
 * `answerInProcess` runs the CLI's record splitter (`readRecords`, on a file) and
 * `answerBatch`, what each of its threads runs; report.ts spawns the CLI itself.
 */

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { addRecord, answerBatch, emptyBatch, type Job } from '../../src/cli/answer'
import { readRecords } from '../../src/cli/input'
import { serializeHodoku } from '../../src/engine/formats/pencil'
import { cellName, digitsOf } from '../../src/engine/geometry'
import { positionState } from '../../src/engine/logic/position'
import {
  lineSeed,
  mapSolution,
  randomSymmetry,
  relabel,
  type Judgement,
  type Move,
  type RegLine,
  type Validation,
} from './harness'

/** One position asked of the CLI: the line's text or its copy's, and how to judge the answer. */
export interface DoorCase {
  line: RegLine
  /** What the CLI reads: one HoDoKu library line. */
  text: string
  solution: number[] | null
}

/** The line as it is and its copy under the seeded symmetry of `lineSeed(seed, index)`. */
export function doorCases(
  line: RegLine,
  seed: number,
  checked: Validation,
): { line: DoorCase; relabelled: DoorCase } {
  const sym = randomSymmetry(lineSeed(seed, line.index))
  const copy = relabel(line, sym)
  return {
    line: { line, text: line.text, solution: checked.solution },
    relabelled: {
      line: copy,
      text: serializeHodoku(copy.puzzle),
      solution: checked.solution && mapSolution(sym, checked.solution),
    },
  }
}

/** The CLI's answer, cut into one block of lines per position (the blank line that ends each dropped). */
export function blocks(output: string): string[][] {
  const out: string[][] = []
  let block: string[] = []
  for (const l of output.replace(/\n$/, '').split('\n')) {
    if (l === '') {
      out.push(block)
      block = []
    } else block.push(l)
  }
  return out
}

const moveKey = (cell: number, digit: number) => cell * 10 + digit

/** `r2c9=8` or `r3c6<>4` on the 9x9 grid: [cell, digit, placed]. */
function readMove(word: string): [number, number, boolean] | null {
  const m = /^r(\d)c(\d)(=|<>)(\d)$/.exec(word)
  if (!m) return null
  return [9 * (Number(m[1]) - 1) + Number(m[2]) - 1, Number(m[4]), m[3] === '=']
}

/** Counts of what the CLI said besides deductions, over a run. */
export interface DoorTally {
  /** `cut:` lines (a technique's list stopped short). */
  cuts: number
  /** `timeout` lines (a position's --timeout ran out). */
  timeouts: number
}

/** Judge the CLI's block of lines for one position (harness.ts's criterion, read from text). */
export function judgeBlock(c: DoorCase, block: readonly string[], tally?: DoorTally): Judgement {
  const { line, solution } = c
  const done = (outcome: Judgement['outcome'], reason = '', deductions = 0): Judgement => ({
    outcome,
    reason,
    deductions,
    ms: 0,
  })
  const bad = block.find((l) => l.startsWith('invalid:') || l.startsWith('error:'))
  if (bad) return done('error', bad)
  const base = positionState(line.puzzle)
  if (!base) return done('error', 'the position is invalid')
  const { g } = base
  const expectedPlace = line.placements.length > 0
  const expected: Move[] = expectedPlace ? line.placements : line.eliminations
  let told = 0
  let withCode = 0
  let passed = false
  let timedOut = false
  let unsound = ''
  let best: { text: string; covered: number } | null = null
  for (const l of block) {
    if (l.startsWith('cut:')) {
      if (tally) tally.cuts++
      continue
    }
    if (l === 'timeout') {
      if (tally) tally.timeouts++
      timedOut = true
      continue
    }
    if (l.startsWith('skipped:')) continue
    const [, code, ...words] = l.split(' ')
    const moves = words.map(readMove)
    if (moves.some((m) => m === null)) return done('error', `unreadable line '${l}'`)
    told++
    const ms = moves as [number, number, boolean][]
    if (solution && !unsound) {
      const wrong = ms.find(([cell, d, place]) => (solution[cell] === d) !== place)
      if (wrong) unsound = `'${l}' (${cellName(g, wrong[0])} is ${solution[wrong[0]]})`
    }
    if (code !== line.lookup) continue
    withCode++
    // A placement strikes the cell's other candidates: HoDoKu writes some steps
    // (BUG+1) as those eliminations, SE as the placement; either covers the other.
    const got = new Set<number>()
    for (const [cell, d, place] of ms) {
      if (place === expectedPlace) got.add(moveKey(cell, d))
      if (place && !expectedPlace)
        for (const x of digitsOf(base.masks[cell]!)) if (x !== d) got.add(moveKey(cell, x))
    }
    const covered = expected.filter(([cell, d]) => got.has(moveKey(cell, d))).length
    if (covered === expected.length) passed = true
    if (!best || covered > best.covered) best = { text: l, covered }
  }
  if (unsound) return done('unsound', unsound, told)
  if (line.fail) {
    if (withCode) return done('other', `fail case, yet found ${withCode}: '${best!.text}'`, told)
    return timedOut ? done('timeout', 'the time ran out', told) : done('pass', '', told)
  }
  if (passed) return done('pass', '', told)
  if (timedOut) return done('timeout', `the time ran out after ${told} deductions`, told)
  if (!withCode) return done('not-found', `no line of code ${line.lookup}`, told)
  const found = best!
  const lacks = expected
    .filter(
      ([cell, d]) => !found.text.includes(`${cellName(g, cell)}${expectedPlace ? '=' : '<>'}${d}`),
    )
    .map(([cell, d]) => `${cellName(g, cell)}${expectedPlace ? '=' : '<>'}${d}`)
  return done(
    'other',
    `${withCode} found; the closest covers ${found.covered} of ${expected.length}, lacks ${lacks.join(' ')} ('${found.text}')`,
    told,
  )
}

/**
 * The CLI's answer to `texts` (one position a line) as its threads give it: the
 * text written to a file, cut into records by the CLI's reader, answered by
 * `answerBatch` with `job` (a `steps` job: its techniques, --timeout, --max).
 */
export async function answerInProcess(texts: readonly string[], job: Job): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'reglib-door-'))
  try {
    const file = join(dir, 'positions.txt')
    writeFileSync(file, texts.join('\n') + '\n')
    const batch = emptyBatch(0)
    const unreadable = await readRecords([file], {
      record: (r) => addRecord(batch, r),
      pause: async () => {},
    })
    if (unreadable) throw new Error(`the CLI could not read ${file}`)
    const decoder = new TextDecoder()
    let text = ''
    await answerBatch(batch, job, (piece) => (text += decoder.decode(piece.bytes)))
    return text
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
