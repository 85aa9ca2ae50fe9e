/**
 * The reglib harness: HoDoKu's regression library (tests/fixtures/reglib/reglib-1.3.txt,
 * see its README) run against our techniques.
 *
 * A library line `:code:digits:givens:deleted:eliminations:placements:extra:` is a
 * position (the givens and placed digits, the deleted candidates struck) and what
 * HoDoKu's technique `code` finds there. Every technique of the full set whose
 * deductions carry that code (HODOKU_CODES, `Technique.gives`) runs its `search`
 * at the position, and the line is judged by the contract's pass criterion:
 *
 *   pass         a normal line: ONE deduction with the code eliminates every
 *                expected elimination (or places every expected placement); more
 *                is fine when sound. A fail case (`-x`): no deduction with the code.
 *   not-found    no deduction with the code;
 *   other        deductions with the code, none of them covering what is expected
 *                (for a fail case: any deduction with the code);
 *   unsound      a deduction strikes the solution's digit or places another one
 *                (or a search changed the state), whatever its code;
 *   no-technique no technique gives the code;
 *   timeout      the line's time ran out before a passing deduction was met;
 *   error        a search threw (anything but running out of time).
 *
 * Each line also runs relabelled: a seeded random symmetry (transpose or not; bands,
 * rows within a band; stacks, columns within a stack; digits) applied to the givens,
 * placed cells, candidates and expected moves, so a technique that only works in
 * one orientation or on one digit shows.
 *
 * HoDoKu's Siamese fish (codes 03111, 03121, ...: two fish of code 0311, 0312, ...
 * sharing their base, reported as one move) are judged under the four-digit code.
 */

import { clock } from '../../src/engine/clock'
import { seededRandom } from '../../src/engine/random'
import { bit, cellName, digitsOf, type Geometry } from '../../src/engine/geometry'
import { parseHodokuLine, readHodokuComment } from '../../src/engine/formats/pencil'
import { hodokuCode } from '../../src/engine/logic/hodoku'
import { positionState } from '../../src/engine/logic/position'
import { FULL_TECHNIQUES } from '../../src/engine/logic/registry'
import {
  OutOfTime,
  type Deduction,
  type LogicState,
  type Technique,
} from '../../src/engine/logic/types'
import type { Puzzle } from '../../src/engine/puzzle'

/** A candidate as [cell, digit]. */
export type Move = [cell: number, digit: number]

/** One test line of the library. */
export interface RegLine {
  /** 1-based, among the test lines (what `--line N` takes). */
  index: number
  /** 1-based line number in the file. */
  lineNo: number
  text: string
  /** The code as written, variant included: "0110-1", "0606-x". */
  code: string
  /** The code without its variant: "0110", "03111". */
  base: string
  /** The HoDoKu code the techniques are looked up by (a Siamese fish's four digits). */
  lookup: string
  /** A fail case (`-x`): nothing of the code may be found. */
  fail: boolean
  puzzle: Puzzle
  eliminations: Move[]
  placements: Move[]
}

/** The families of the full set (issue 19's owners), `se` for the SE set that came before. */
export const FAMILIES = [
  'se',
  'fish',
  'colouring',
  'uniqueness',
  'chains',
  'als',
  'templates',
] as const
export type Family = (typeof FAMILIES)[number]

/** Where a library code's techniques live (the contract's table; the rest is the SE set). */
const FAMILY_OF_CODE: Readonly<Record<string, Family>> = {
  '0110': 'templates',
  '0111': 'templates',
  '1001': 'templates',
  '1201': 'templates',
  '1202': 'templates',
  '0402': 'colouring',
  '0404': 'colouring',
  '0405': 'colouring',
  '0703': 'colouring',
  '0803': 'colouring',
  '0604': 'uniqueness',
  '0605': 'uniqueness',
  '0606': 'uniqueness',
  '0607': 'uniqueness',
  '0608': 'uniqueness',
  '0620': 'uniqueness',
  '0706': 'chains',
  '0707': 'chains',
  '0709': 'chains',
  '0710': 'chains',
  '0711': 'chains',
  '0901': 'als',
  '0902': 'als',
  '0903': 'als',
  '0904': 'als',
  '1101': 'als',
}

/** The family a library code belongs to. */
export function familyOf(base: string): Family {
  const code = base.slice(0, 4)
  if (FAMILY_OF_CODE[code]) return FAMILY_OF_CODE[code]
  if (code.startsWith('05')) return 'colouring'
  if (code.startsWith('03') && !['0300', '0301', '0302'].includes(code)) return 'fish'
  return 'se'
}

/** The deduction ids a technique gives. */
function givesOf(t: Technique): readonly string[] {
  return t.gives ?? [t.id]
}

/** Every technique of the full set whose deductions carry a HoDoKu code (two may share one). */
export function techniquesFor(code: string): Technique[] {
  return FULL_TECHNIQUES.filter((t) => givesOf(t).some((id) => hodokuCode(id) === code))
}

// ---- reading -----------------------------------------------------------------------

function moves(field: string): Move[] {
  return field
    .split(/\s+/)
    .filter(Boolean)
    .map((t) => {
      const [d, r, c] = [...t].map(Number) as [number, number, number]
      return [9 * (r - 1) + c - 1, d]
    })
}

/** The test lines of a library text (lines starting with `:`; `#` lines are headers). */
export function readLibrary(text: string): RegLine[] {
  const out: RegLine[] = []
  text.split(/\r?\n/).forEach((line, i) => {
    if (!line.startsWith(':')) return
    const parsed = parseHodokuLine({ no: i + 1, text: line })
    if (!parsed.ok) throw new Error(`line ${i + 1}: ${parsed.error.message}`)
    const t = readHodokuComment(parsed.puzzle.meta)!
    const base = t.code.split('-')[0]!
    out.push({
      index: out.length + 1,
      lineNo: i + 1,
      text: line,
      code: t.code,
      base,
      lookup: base.length === 5 ? base.slice(0, 4) : base,
      fail: t.code.endsWith('-x'),
      puzzle: parsed.puzzle,
      eliminations: moves(t.eliminations),
      placements: moves(t.placements),
    })
  })
  return out
}

// ---- the solution and the validation of a line --------------------------------------

/**
 * The solutions of a state's candidates, up to `limit` (a small backtracking search:
 * the empty cell with the fewest candidates first). Each solution is the digit of
 * every cell.
 */
export function solutions(s: LogicState, limit = 2): number[][] {
  const { g } = s
  const found: number[][] = []
  const values = Array.from(s.values)
  const walk = (masks: Uint16Array): void => {
    let best = -1
    let bestCount = 99
    for (let c = 0; c < g.cells; c++) {
      if (values[c]) continue
      const m = masks[c]!
      if (!m) return
      let n = 0
      for (let k = m; k; k &= k - 1) n++
      if (n < bestCount) {
        best = c
        bestCount = n
      }
    }
    if (best < 0) {
      found.push(values.slice())
      return
    }
    for (let m = masks[best]!; m && found.length < limit; m &= m - 1) {
      const b = m & -m
      const next = masks.slice()
      for (const p of g.peers[best]!) next[p]! &= ~b
      values[best] = 32 - Math.clz32(b)
      walk(next)
      values[best] = 0
    }
  }
  walk(s.masks.slice())
  return found
}

/** What is wrong with a line, or nothing; and its position's solution when it has one. */
export interface Validation {
  problems: string[]
  solution: number[] | null
}

const name = (g: Geometry, [cell, digit]: Move) => `${cellName(g, cell)}<>${digit}`

/**
 * A line is valid when its digits do not clash, every empty cell keeps a candidate,
 * the position has exactly one solution, and (a normal line) every expected
 * elimination is a candidate and not the solution's digit, every expected placement
 * a candidate and the solution's digit.
 */
export function validate(line: RegLine): Validation {
  const s = positionState(line.puzzle)
  if (!s) return { problems: ['two equal digits in one row, column or box'], solution: null }
  const { g } = s
  const problems: string[] = []
  for (let c = 0; c < g.cells; c++)
    if (!s.values[c] && !s.masks[c]) problems.push(`${cellName(g, c)} has no candidate`)
  if (problems.length) return { problems, solution: null }
  const found = solutions(s)
  if (found.length !== 1)
    return { problems: [found.length ? 'several solutions' : 'no solution'], solution: null }
  const solution = found[0]!
  // A fail case's moves are what a wrong technique would claim: nothing to check.
  if (line.fail) return { problems, solution }
  for (const m of line.eliminations) {
    if (!(s.masks[m[0]]! & bit(m[1])))
      problems.push(`expected elimination ${name(g, m)} is not a candidate`)
    if (solution[m[0]] === m[1])
      problems.push(`expected elimination ${name(g, m)} is the solution's digit`)
  }
  for (const [cell, digit] of line.placements) {
    if (!(s.masks[cell]! & bit(digit)))
      problems.push(`expected placement ${cellName(g, cell)}=${digit} is not a candidate`)
    if (solution[cell] !== digit)
      problems.push(
        `expected placement ${cellName(g, cell)}=${digit}: the solution has ${solution[cell]}`,
      )
  }
  return { problems, solution }
}

// ---- relabelling ----------------------------------------------------------------------

function shuffled(n: number, rand: () => number): number[] {
  const a = Array.from({ length: n }, (_, i) => i)
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1))
    ;[a[i], a[j]] = [a[j]!, a[i]!]
  }
  return a
}

/**
 * A symmetry of the 9x9 grid that keeps every Sudoku a Sudoku: transpose first (or
 * not), then row r goes to `rows[r]`, column c to `cols[c]`, digit d to `digits[d]`.
 */
export interface Symmetry {
  transpose: boolean
  rows: number[]
  cols: number[]
  /** digits[0] = 0 (an empty cell stays empty). */
  digits: number[]
}

/** Bands and the rows within each band (or stacks and columns) in a random order. */
function linePerm(rand: () => number): number[] {
  const bands = shuffled(3, rand)
  const out: number[] = []
  for (let b = 0; b < 3; b++) {
    const within = shuffled(3, rand)
    for (let k = 0; k < 3; k++) out.push(3 * bands[b]! + within[k]!)
  }
  return out
}

export function randomSymmetry(seed: number): Symmetry {
  const rand = seededRandom(seed)
  const transpose = rand() < 0.5
  const rows = linePerm(rand)
  const cols = linePerm(rand)
  const digits = [0, ...shuffled(9, rand).map((d) => d + 1)]
  return { transpose, rows, cols, digits }
}

/** Where a cell goes under a symmetry. */
export function mapCell(sym: Symmetry, cell: number): number {
  let r = Math.floor(cell / 9)
  let c = cell % 9
  if (sym.transpose) [r, c] = [c, r]
  return 9 * sym.rows[r]! + sym.cols[c]!
}

function mapMask(sym: Symmetry, mask: number): number {
  let out = 0
  for (let d = 1; d <= 9; d++) if (mask & bit(d)) out |= bit(sym.digits[d]!)
  return out
}

/** A line's position and expected moves under a symmetry (its text and code unchanged). */
export function relabel(line: RegLine, sym: Symmetry): RegLine {
  const p = line.puzzle
  const givens = new Array<number>(81).fill(0)
  const candidates = new Array<number>(81).fill(0)
  p.givens.forEach((d, c) => (givens[mapCell(sym, c)] = sym.digits[d]!))
  p.candidates?.forEach((m, c) => (candidates[mapCell(sym, c)] = mapMask(sym, m)))
  const move = ([cell, digit]: Move): Move => [mapCell(sym, cell), sym.digits[digit]!]
  const puzzle: Puzzle = {
    size: 9,
    givens,
    meta: {},
    ...(p.candidates ? { candidates } : {}),
    ...(p.placed ? { placed: p.placed.map((c) => mapCell(sym, c)).sort((a, b) => a - b) } : {}),
  }
  return {
    ...line,
    puzzle,
    eliminations: line.eliminations.map(move),
    placements: line.placements.map(move),
  }
}

/** The solution under a symmetry. */
export function mapSolution(sym: Symmetry, solution: readonly number[]): number[] {
  const out = new Array<number>(81).fill(0)
  solution.forEach((d, c) => (out[mapCell(sym, c)] = sym.digits[d]!))
  return out
}

// ---- judging --------------------------------------------------------------------------

export type Outcome =
  'pass' | 'not-found' | 'other' | 'unsound' | 'no-technique' | 'timeout' | 'error'

export const OUTCOME_TEXT: Readonly<Record<Outcome, string>> = {
  pass: 'pass',
  'not-found': 'not found',
  other: 'found other moves',
  unsound: 'unsound',
  'no-technique': 'no technique for the code',
  timeout: 'timed out',
  error: 'a search threw',
}

export interface Judgement {
  outcome: Outcome
  /** What went wrong, in words (empty on a pass). */
  reason: string
  /** Deductions the techniques told (up to the cap). */
  deductions: number
  ms: number
}

export interface JudgeOptions {
  /** Most deductions told at one line, over all its techniques (default 5000). */
  cap?: number
  /** Milliseconds one line may search, over all its techniques (default 3000). */
  ms?: number
}

const key = ([cell, digit]: Move) => cell * 10 + digit

function describe(g: Geometry, d: Deduction): string {
  const el = d.eliminate.map((m) => name(g, m))
  const pl = d.place.map(([c, dg]) => `${cellName(g, c)}=${dg}`)
  return `${d.technique}: ${[...pl, ...el].join(' ') || 'no move'}`
}

/**
 * Run every technique of the line's code at its position and judge what they find
 * against the expected moves and the solution (null: the line is invalid, no
 * soundness check).
 */
export function judge(
  line: RegLine,
  solution: readonly number[] | null,
  options: JudgeOptions = {},
): Judgement {
  const cap = options.cap ?? 5000
  const techniques = techniquesFor(line.lookup).filter((t) => t.sizes.includes(9))
  const started = performance.now()
  const done = (outcome: Outcome, reason = '', deductions = 0): Judgement => ({
    outcome,
    reason,
    deductions,
    ms: performance.now() - started,
  })
  if (!techniques.length) return done('no-technique', `no technique gives code ${line.lookup}`)
  const base = positionState(line.puzzle)
  if (!base) return done('not-found', 'the position is invalid')
  const { g } = base
  // positionState marks the givens (1) and the placed digits (0): the avoidable
  // rectangles rest on the placed ones.
  const s: LogicState = { ...base, deadline: clock.now() + (options.ms ?? 3000) }
  const before = base.masks.slice()
  const values = base.values.slice()
  const expected = line.placements.length ? line.placements : line.eliminations
  const expectedPlace = line.placements.length > 0
  let told = 0
  let withCode = 0
  let passed = false
  let capped = false
  let timedOut = false
  let unsound = ''
  // The deduction with the code that covers most of what is expected (for the reason).
  let best: { d: Deduction; covered: number } | null = null
  let current = techniques[0]!
  const visit = (d: Deduction): boolean => {
    told++
    if (solution && !unsound) {
      const bad =
        d.eliminate.find(([c, dg]) => solution[c] === dg) ??
        d.place.find(([c, dg]) => solution[c] !== dg)
      if (bad)
        unsound = `${current.id} gives ${describe(g, d)} (${cellName(g, bad[0])} is ${solution[bad[0]]})`
    }
    if (hodokuCode(d.technique) === line.lookup) {
      withCode++
      // A placement strikes the cell's other candidates: HoDoKu writes some steps
      // (BUG+1) as those eliminations, SE as the placement; either covers the other.
      const implied: [number, number][] = expectedPlace
        ? []
        : d.place.flatMap(([c, digit]) =>
            digitsOf(before[c]!)
              .filter((x) => x !== digit)
              .map((x): [number, number] => [c, x]),
          )
      const got = new Set((expectedPlace ? d.place : [...d.eliminate, ...implied]).map(key))
      const covered = expected.filter((m) => got.has(key(m))).length
      if (covered === expected.length) passed = true
      if (!best || covered > best.covered) best = { d, covered }
    }
    if (told >= cap) {
      capped = true
      return true
    }
    return false
  }
  for (const t of techniques) {
    current = t
    try {
      t.search(s, visit)
    } catch (e) {
      if (!(e instanceof OutOfTime))
        return done('error', `${t.id} threw ${e instanceof Error ? e.message : String(e)}`, told)
      timedOut = true
    }
    if (s.masks.some((m, c) => m !== before[c]) || s.values.some((v, c) => v !== values[c]))
      unsound ||= `${t.id} changed the state's candidates`
    if (capped || timedOut) break
  }
  if (unsound) return done('unsound', unsound, told)
  const found = best as { d: Deduction; covered: number } | null
  if (line.fail) {
    if (withCode)
      return done('other', `fail case, yet found ${withCode}: ${describe(g, found!.d)}`, told)
    if (timedOut) return done('timeout', 'the time ran out', told)
    return done('pass', '', told)
  }
  if (passed) return done('pass', '', told)
  if (timedOut) return done('timeout', `the time ran out after ${told} deductions`, told)
  if (!withCode)
    return done(
      'not-found',
      `${techniques.map((t) => t.id).join(', ')} found nothing of code ${line.lookup}${capped ? ` (cut at ${cap} deductions)` : ''}`,
      told,
    )
  const missing = expected.filter(
    (m) => !(expectedPlace ? found!.d.place : found!.d.eliminate).some((x) => key(x) === key(m)),
  )
  return done(
    'other',
    `${withCode} found${capped ? ` (cut at ${cap} deductions)` : ''}; the closest covers ${found!.covered} of ${expected.length}, lacks ${missing
      .map((m) => (expectedPlace ? `${cellName(g, m[0])}=${m[1]}` : name(g, m)))
      .join(' ')} (${describe(g, found!.d)})`,
    told,
  )
}

/** A line judged as it is and relabelled. */
export interface LineResult {
  index: number
  lineNo: number
  text: string
  code: string
  base: string
  family: Family
  problems: string[]
  line: Judgement
  relabelled: Judgement
}

/** The seed of a line's symmetry: the run's seed and the line's index, mixed. */
export function lineSeed(seed: number, index: number): number {
  return (Math.imul(seed, 0x9e3779b1) ^ Math.imul(index, 0x85ebca6b)) >>> 0
}

/** Validate a line (unless its validation is given), then judge it and its relabelled copy. */
export function runLine(
  line: RegLine,
  seed = 1,
  options: JudgeOptions = {},
  checked: Validation = validate(line),
): LineResult {
  const { problems, solution } = checked
  const sym = randomSymmetry(lineSeed(seed, line.index))
  const other = relabel(line, sym)
  return {
    index: line.index,
    lineNo: line.lineNo,
    text: line.text,
    code: line.code,
    base: line.base,
    family: familyOf(line.base),
    problems,
    line: judge(line, solution, options),
    relabelled: judge(other, solution && mapSolution(sym, solution), options),
  }
}

/** Lines chosen by `--code` (a prefix of the code), `--line` and `--family`. */
export interface Selection {
  code?: string
  line?: number
  family?: Family
}

export function select(lines: readonly RegLine[], sel: Selection): RegLine[] {
  return lines.filter(
    (l) =>
      (sel.code === undefined || l.code.startsWith(sel.code)) &&
      (sel.line === undefined || l.index === sel.line) &&
      (sel.family === undefined || familyOf(l.base) === sel.family),
  )
}

/** The library fixture's path. */
export const LIBRARY = new URL('../../tests/fixtures/reglib/reglib-1.3.txt', import.meta.url)
