/**
 * `logic`: solve as a person would (docs/ARCHITECTURE.md, "Human techniques").
 * At each step the easiest technique of logic/registry.ts that makes progress; a
 * `technique` step names its pattern, then the `eliminate` and `place` steps it
 * implies follow (each placement striking its digit from the peers). When no
 * technique applies, a `technique` step "out-of-techniques" says so, and it
 * snapshots and guesses like the Solver (fewest candidates, lowest digit first),
 * restoring and trying the next candidate on a contradiction. So every puzzle
 * finishes.
 *
 * SE's nested forcing chains (9.5 and up, its "rescue") solve the hardest puzzles
 * known without a guess; they are searched only for a puzzle with one solution.
 *
 * Inside a guess the forcing chains of 8.0 and up (cell, unit and dynamic) are
 * left out: they are what ran out, and trying them again at every step of every
 * branch is what would make a hard puzzle slow; the cheaper techniques and
 * guessing finish the branch.
 *
 * It starts from the puzzle's pencil marks when it has them (Puzzle.candidates),
 * and uses the techniques `options.techniques` names (all when absent).
 *
 * Uniqueness techniques (unique rectangles, BUG) assume one solution. They are left
 * out when counting, and a solve that ends without a solution is run again
 * without them (a puzzle with several solutions may break them).
 */

import { emptyStats, type Algorithm, type SolveOptions, type SolveResult } from '../algorithm'
import { defineAlgorithm } from './catalog'
import { pencilMarks } from './shared'
import { bit, lowestDigit, popcount, type Geometry } from '../geometry'
import { broken, filled, nextDeduction } from '../logic/path'
import { RESCUE, selectTechniques, techniqueSet, UNIQUENESS } from '../logic/registry'
import { fast } from './fast'
import { OutOfTime, type Deduction, type LogicState, type Technique } from '../logic/types'
import { puzzleGeometry, type Puzzle } from '../puzzle'
import { DEFAULT_STEP_CAP, StepLog, type ReplayBoard } from '../steps'
import { clock } from '../clock'

/** What the logic algorithm adds to a result. */
export interface LogicReport {
  /** SE-scale rating of the path: the hardest technique used (0 when only givens). */
  rating: number
  hardest: string
  /** True when techniques ran out and it guessed. */
  ranOut: boolean
  /** Deductions per technique id. */
  counts: Record<string, number>
}

interface Snapshot {
  values: Uint8Array
  masks: Uint16Array
  cell: number
  digit: number
}

class LogicRun {
  readonly s: LogicState
  readonly log: StepLog | null
  readonly stats = emptyStats()
  readonly report: LogicReport = { rating: 0, hardest: '', ranOut: false, counts: {} }
  private stack: Snapshot[] = []
  private readonly deadline: number
  private readonly onProgress: ((steps: number) => void) | undefined
  timedOut = false
  private readonly inBranch: readonly Technique[]
  /** The position's candidates (`pencilMarks`: peers AND pencil marks), or null. */
  private readonly marks: Uint32Array | null

  constructor(
    readonly g: Geometry,
    readonly givens: readonly number[],
    readonly techniques: readonly Technique[],
    options: SolveOptions & { marks?: Uint32Array | null; placed?: readonly number[] },
  ) {
    this.log = options.record ? new StepLog(g.box, options.maxSteps ?? DEFAULT_STEP_CAP) : null
    // A position's log starts from its candidates, as every algorithm's does (shared.ts).
    if (this.log) this.log.start = options.marks ?? null
    // Inside a guess, the techniques below the forcing chains (SE 8.0) and below the
    // full set's costly last resorts (templates, kraken and mutant fish, 7.0 and up;
    // the SE set has none between 7 and 8, so it keeps what it had).
    this.inBranch = techniques.filter((t) => t.rating < 7)
    this.deadline = options.deadline ?? Infinity
    this.onProgress = options.onProgress
    this.marks = options.marks ?? null
    const values = new Uint8Array(g.cells)
    const masks = new Uint16Array(g.cells).fill(g.all)
    // Which digits are givens (the avoidable rectangles rest on the others): a
    // position's placed digits are not.
    const given = Uint8Array.from(givens, (d) => (d ? 1 : 0))
    for (const c of options.placed ?? []) given[c] = 0
    // The deadline goes in the state too: a search for a deduction (forcing chains
    // on a big grid) can take seconds, and stops inside when it passes.
    this.s =
      options.deadline === undefined
        ? { g, values, masks, givens: given }
        : { g, values, masks, givens: given, deadline: options.deadline }
  }

  /** Load the givens, striking each from its peers (recorded). False when they clash. */
  load(): boolean {
    const { g, s, log } = this
    for (let c = 0; c < g.cells; c++) {
      const d = this.givens[c]!
      if (!d) continue
      if (
        !Number.isInteger(d) ||
        d < 0 ||
        d > g.size ||
        (s.values[c] === 0 && !(s.masks[c]! & bit(d)))
      ) {
        log?.contradictionCell(c)
        return false
      }
      s.values[c] = d
      s.masks[c] = 0
    }
    const marks = this.marks
    for (let c = 0; c < g.cells; c++) {
      const d = s.values[c]!
      if (!d) continue
      for (const p of g.peers[c]!) {
        if (s.values[p] === d) {
          log?.contradictionCell(p)
          return false
        }
        // Counted as before; logged only when the position's marks still hold it:
        // the replay starts from the marks (StepLog.start), so a strike of a
        // candidate they lack would be a step that changes nothing.
        this.strike(p, d, c, !marks || (marks[p]! & bit(d)) !== 0)
      }
    }
    // The pencil marks narrow what the digits allow: part of the position, not work
    // done (not counted) nor steps (the log starts from them: StepLog.start).
    if (marks) for (let c = 0; c < g.cells; c++) if (!s.values[c]) s.masks[c]! &= marks[c]!
    return true
  }

  private strike(cell: number, digit: number, because: number | null, logged = true): void {
    const b = bit(digit)
    if (this.s.values[cell] || !(this.s.masks[cell]! & b)) return
    this.s.masks[cell]! &= ~b
    this.stats.eliminations++
    if (logged) this.log?.eliminate(cell, digit, because)
  }

  private place(cell: number, digit: number, reason: 'technique' | 'guess' | 'try' | 'last'): void {
    const { s, g } = this
    this.log?.place(cell, digit, reason, s.masks[cell]!)
    s.values[cell] = digit
    s.masks[cell] = 0
    this.stats.placements++
    for (const p of g.peers[cell]!) this.strike(p, digit, cell)
  }

  /** Record and apply a deduction. */
  private apply(d: Deduction): void {
    this.log?.technique({
      id: d.technique,
      rating: d.rating,
      cells: d.cells,
      digits: d.digits,
      units: d.units,
      links: d.links,
      ...(d.fins ? { fins: d.fins } : {}),
      ...(d.groups ? { groups: d.groups } : {}),
      ...(d.nested ? { nested: d.nested } : {}),
    })
    const because = d.cells[0] ?? null
    for (const [cell, digit] of d.eliminate) this.strike(cell, digit, because)
    for (const [cell, digit] of d.place)
      if (!this.s.values[cell]) this.place(cell, digit, 'technique')
    const r = this.report
    r.counts[d.technique] = (r.counts[d.technique] ?? 0) + 1
    if (d.rating > r.rating) {
      r.rating = d.rating
      r.hardest = d.technique
    }
  }

  /** The first cell with no candidate; or, as -(unit + 1), a unit missing a digit; or null. */
  private contradiction(): void {
    const { g, s, log } = this
    if (!log) return
    for (let c = 0; c < g.cells; c++) {
      if (!s.values[c] && !s.masks[c]) return log.contradictionCell(c)
    }
    for (let u = 0; u < 3 * g.size; u++) {
      let seen = 0
      for (const c of g.units[u]!) seen |= s.values[c] ? bit(s.values[c]!) : s.masks[c]!
      if (seen !== g.all) return log.contradictionUnit(u, lowestDigit(g.all & ~seen))
    }
  }

  private replayForm(values: Uint8Array, masks: Uint16Array): ReplayBoard {
    const m = new Uint32Array(masks)
    for (let c = 0; c < values.length; c++) if (values[c]) m[c] = bit(values[c]!)
    return { values: new Uint8Array(values), masks: m }
  }

  private guess(): void {
    const { g, s, log } = this
    let best = -1
    for (let c = 0; c < g.cells; c++) {
      if (s.values[c]) continue
      if (best < 0 || popcount(s.masks[c]!) < popcount(s.masks[best]!)) best = c
    }
    const options = s.masks[best]!
    const digit = lowestDigit(options)
    this.stack.push({
      values: new Uint8Array(s.values),
      masks: new Uint16Array(s.masks),
      cell: best,
      digit,
    })
    const depth = this.stack.length
    this.stats.maxDepth = Math.max(this.stats.maxDepth, depth)
    this.stats.guesses++
    log?.snapshot(depth)
    log?.guess(best, digit, options)
    this.place(best, digit, 'guess')
  }

  /** Back to the deepest snapshot with a candidate left; false when none is. */
  private retreat(): boolean {
    const { s, log } = this
    while (this.stack.length) {
      const snap = this.stack.at(-1)!
      const left = snap.masks[snap.cell]! & ~bit(snap.digit)
      if (!left) {
        this.stack.pop()
        continue
      }
      if (log)
        log.restore(
          this.stack.length,
          this.replayForm(s.values, s.masks),
          this.replayForm(snap.values, snap.masks),
        )
      s.values.set(snap.values)
      s.masks.set(snap.masks)
      this.stats.backtracks++
      snap.masks[snap.cell] = left
      this.strike(snap.cell, snap.digit, null)
      snap.digit = lowestDigit(left)
      // Only a choice among several candidates is a guess; the last one is forced (and
      // logged as such, so the step log and the timeline count what the stats count).
      const more = (left & (left - 1)) !== 0
      if (more) this.stats.guesses++
      this.place(snap.cell, snap.digit, more ? 'try' : 'last')
      return true
    }
    return false
  }

  /** One deduction, or a guess when none applies. False when the grid broke. */
  private advance(): boolean {
    const { s, log } = this
    this.stats.calculations++
    const d = nextDeduction(s, this.stack.length ? this.inBranch : this.techniques)
    if (d) this.apply(d)
    else {
      this.report.ranOut = true
      log?.technique({
        id: 'out-of-techniques',
        rating: 0,
        cells: [],
        digits: [],
        units: [],
        links: [],
      })
      this.guess()
    }
    if (!broken(s)) return true
    this.contradiction()
    return false
  }

  /** Solve to `limit` solutions; returns the solutions found and the first. */
  run(limit: number): { solutions: number; solution: number[] | null } {
    const { s, log } = this
    let solutions = 0
    let solution: number[] | null = null
    let alive = this.load() && !broken(s)
    if (!alive && log && log.kind(log.length - 1) !== 6) this.contradiction()
    for (;;) {
      if (alive && filled(s)) {
        if (++solutions === 1) solution = Array.from(s.values)
        log?.solved()
        if (solutions >= limit) break
        // Counting: the solution ends its branch like a contradiction would.
      } else if (alive) {
        // A deduction can take a while (forcing chains): the deadline is read before each.
        if (clock.now() > this.deadline) {
          this.timedOut = true
          return { solutions: 0, solution: null }
        }
        this.onProgress?.(log?.length ?? 0)
        try {
          alive = this.advance()
        } catch (e) {
          if (!(e instanceof OutOfTime)) throw e
          this.timedOut = true
          return { solutions: 0, solution: null }
        }
        continue
      }
      if (!this.retreat()) break
      alive = !broken(s)
      if (!alive) this.contradiction()
    }
    if (log && solutions === 0) log.unsolvable()
    else if (log && solution && !s.values.every((v, c) => v === solution![c])) {
      // Counting went on past the first solution: show it again at the end, so
      // replaying the whole log ends on the solution the result reports.
      const to = Uint8Array.from(solution)
      log.restore(
        0,
        this.replayForm(s.values, s.masks),
        this.replayForm(to, new Uint16Array(to.length)),
      )
      log.solved()
    }
    return { solutions, solution }
  }
}

export function solveLogic(
  puzzle: Puzzle,
  options: SolveOptions = {},
): SolveResult & { logic: LogicReport } {
  const started = clock.now()
  const g = puzzleGeometry(puzzle)
  const limit = options.limit ?? 1
  const chosen = (from: readonly Technique[]) => selectTechniques(options.techniques, from)
  const marks = pencilMarks(puzzle)
  const once = (techniques: readonly Technique[]) => {
    const run = new LogicRun(g, puzzle.givens, techniques, {
      ...options,
      marks,
      ...(puzzle.placed ? { placed: puzzle.placed } : {}),
    })
    return { run, ...run.run(limit) }
  }
  const set = options.techniqueSet ?? 'full'
  // SE's rescues, the nested forcing chains, only for a puzzle with one solution and
  // a solve (limit 1), as SE has them: on a puzzle with several they cannot finish,
  // and would search for minutes before the guess that must come.
  const rescue = limit === 1 && fast.solve(puzzle, { limit: 2 }).solutions === 1
  const sized = (from: readonly Technique[]) =>
    rescue ? chosen(from) : chosen(from).filter((t) => !RESCUE.has(t.id))
  let attempt = once(sized(techniqueSet(set, limit === 1)))
  if (
    attempt.solutions === 0 &&
    !attempt.run.timedOut &&
    limit === 1 &&
    attempt.run.report.counts &&
    usedUniqueness(attempt.run.report)
  ) {
    attempt = once(sized(techniqueSet(set, false)))
  }
  const { run, solutions, solution } = attempt
  run.stats.ms = clock.now() - started
  return {
    status: solutions ? 'solved' : 'unsolvable',
    solutions,
    solution,
    stats: run.stats,
    log: run.log,
    logic: run.report,
    ...(run.timedOut ? { timedOut: true } : {}),
  }
}

function usedUniqueness(r: LogicReport): boolean {
  return Object.keys(r.counts).some((id) => UNIQUENESS.has(id))
}

export const logic: Algorithm = /* @__PURE__ */ defineAlgorithm('logic', {
  solve: solveLogic,
})
