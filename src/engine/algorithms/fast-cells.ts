/**
 * The `fast` algorithm on cell masks: the path that records a step log (any size)
 * and the engine for 4x4 and 16x16 grids. On 9x9 it applies the band engine's
 * rules (fast-band.ts) to a board of candidate masks, so it searches the same tree
 * (the same guesses, backtracks and depth), only slower and with every step shown.
 *
 * Rules, applied until none changes anything (the order does not change where
 * they end, since every rule only strikes candidates):
 *   - naked single: an empty cell with one candidate gets it;
 *   - hidden single: a digit with one place left in a row, column or box goes there;
 *   - locked candidates between boxes and lines: a digit confined, inside a box, to
 *     one row (column) leaves the rest of that row (column); a digit confined,
 *     inside a row (column), to one box leaves the rest of that box;
 *   - a placed digit leaves the cell's related cells.
 * A cell without candidates, or a unit where a digit has no place, is a
 * contradiction. Branching, when the rules are stuck, follows the band engine: of
 * the first BRANCH_SCAN bivalue cells of each band (`box` rows), the one whose two
 * digits are candidates in the most related cells (a bivalue one counting 3), else
 * the first cell with the fewest candidates; the lower digit is tried first (after a snapshot); when that
 * fails the board is restored, the digit struck, and propagation goes on.
 *
 * Steps: `pass` at each sweep, `place` (naked-single, hidden-single, guess) for
 * every cell set, `eliminate` for every candidate struck (`because` = the placed
 * cell, or null for locked candidates and for a failed guess), `contradiction`,
 * `snapshot` / `guess` / `restore` around branching, `solved` / `unsolvable`. Replay
 * from `initialBoard(g, givens)` ends on the reported solution.
 *
 * `calculations` counts cells and segments examined; eliminations and detours are not
 * counted (as on the band engine: counters.ts), though every strike is a step. A `deadline` is checked every
 * 16 branchings; past it the result is `unsolvable` with `timedOut` (and a log,
 * if any, stops where the search stopped).
 */

import { emptyStats, type SolveOptions, type SolveResult, type SolveStats } from '../algorithm'
import { lowestDigit, popcount, type Geometry } from '../geometry'
import type { ReplayBoard, StepLog } from '../steps'
import { BRANCH_SCAN } from './fast-band'
import { closeLog, finish, loadGivens, perGeometry, solveSettings } from './shared'
import { clock } from '../clock'

const FAIL = 0
const OPEN = 1
const SOLVED = 2
/** What one rule's sweep did. */
const STUCK = 3
const CHANGED = 4

export class CellEngine {
  readonly geometry: Geometry
  private readonly n: number
  private readonly box: number
  private readonly cells: number
  private readonly all: number
  private readonly peerFlat: Uint16Array
  private readonly peerCount: number
  /** The cells of unit u at [u * n, (u + 1) * n): rows, columns, boxes. */
  private readonly unitCells: Uint16Array
  /** Segment masks (box x row, box x column), recomputed each sweep. */
  private readonly rowSeg: Uint32Array
  private readonly colSeg: Uint32Array

  private readonly values: Uint8Array
  private readonly masks: Uint32Array
  private readonly board: ReplayBoard
  private readonly snapValues: Uint8Array[]
  private readonly snapMasks: Uint32Array[]
  private readonly snapBoards: ReplayBoard[]
  private readonly tryCell: Uint16Array
  private readonly tryDigit: Uint8Array

  private log: StepLog | null = null
  private filled = 0
  private passIndex = 0
  private calculations = 0
  private placements = 0

  constructor(g: Geometry) {
    this.geometry = g
    this.n = g.size
    this.box = g.box
    this.cells = g.cells
    this.all = g.all
    this.peerFlat = g.peerFlat
    this.peerCount = g.peerCount
    this.unitCells = Uint16Array.from(g.units.flat())
    this.rowSeg = new Uint32Array(g.size * g.box)
    this.colSeg = new Uint32Array(g.size * g.box)
    this.values = new Uint8Array(g.cells)
    this.masks = new Uint32Array(g.cells)
    this.board = { values: this.values, masks: this.masks }
    // Every level fixes one more cell, so there are at most `cells` levels (1-based).
    this.snapValues = []
    this.snapMasks = []
    this.snapBoards = []
    for (let k = 0; k <= g.cells; k++) {
      const v = new Uint8Array(k ? g.cells : 0)
      const m = new Uint32Array(k ? g.cells : 0)
      this.snapValues.push(v)
      this.snapMasks.push(m)
      this.snapBoards.push({ values: v, masks: m })
    }
    this.tryCell = new Uint16Array(g.cells + 1)
    this.tryDigit = new Uint8Array(g.cells + 1)
  }

  /**
   * `marks`: a position's candidates (`pencilMarks`), or null for a plain puzzle: the
   * empty cells' masks start from them, and an empty cell with none fails at once.
   */
  solve(
    givens: ArrayLike<number>,
    options: SolveOptions = {},
    marks: Uint32Array | null = null,
  ): SolveResult {
    const started = clock.now()
    const { cells, values, masks, all } = this
    const { log, limit, deadline } = solveSettings(this.geometry, options, undefined, marks)
    this.log = log
    this.filled = 0
    this.passIndex = 0
    this.calculations = 0
    this.placements = 0
    let guesses = 0
    let backtracks = 0
    let maxDepth = 0

    let bad = 0
    if (givens.length === cells) {
      const loaded = loadGivens(this.geometry, givens, values)
      bad = loaded.bad
      this.calculations += loaded.checks
    } else values.fill(0)
    for (let c = 0; c < cells; c++) {
      const d = values[c]!
      masks[c] = d ? 1 << (d - 1) : marks ? marks[c]! : all
      if (d) this.filled++
      else if (masks[c] === 0 && bad < 0) bad = c
    }
    let state = FAIL
    if (bad >= 0) {
      if (log) log.contradictionCell(bad)
    } else {
      state = this.strikeGivens() ? this.propagate() : FAIL
    }

    const solution = new Uint8Array(cells)
    let timedOut = false
    let solutions = 0
    let depth = 0
    for (;;) {
      if (state === SOLVED) {
        if (++solutions === 1) solution.set(values)
        if (log) log.solved()
        if (solutions >= limit) break
        state = FAIL
      }
      if (state === OPEN) {
        if ((guesses & 15) === 15 && deadline > 0 && clock.now() > deadline) {
          timedOut = true
          solutions = 0
          break
        }
        const cell = this.chooseCell()
        const options = masks[cell]!
        const digit = lowestDigit(options)
        depth++
        if (depth > maxDepth) maxDepth = depth
        guesses++
        this.snapValues[depth]!.set(values)
        this.snapMasks[depth]!.set(masks)
        this.tryCell[depth] = cell
        this.tryDigit[depth] = digit
        if (log) {
          log.snapshot(depth)
          log.guess(cell, digit, options)
        }
        state = this.place(cell, digit, 'guess') ? this.propagate() : FAIL
        continue
      }
      // A failure (or, when counting, a solution): back to the last snapshot.
      if (depth === 0) break
      if (log) log.restore(depth, this.board, this.snapBoards[depth]!)
      values.set(this.snapValues[depth]!)
      masks.set(this.snapMasks[depth]!)
      this.filled = 0
      for (let c = 0; c < cells; c++) if (values[c]) this.filled++
      const cell = this.tryCell[depth]!
      const digit = this.tryDigit[depth]!
      depth--
      backtracks++
      state = this.strike(cell, digit, null) ? this.propagate() : FAIL
    }

    if (log && !timedOut) closeLog(log, this.board, solutions, solution)
    this.log = null

    const stats: SolveStats = emptyStats()
    stats.calculations = this.calculations
    stats.placements = this.placements
    stats.guesses = guesses
    stats.backtracks = backtracks
    stats.maxDepth = maxDepth
    return finish(solutions, solution, stats, log, started, timedOut)
  }

  /** Strike every given's digit from its related cells (replay starts with all digits open). */
  private strikeGivens(): boolean {
    const { cells, values } = this
    for (let c = 0; c < cells; c++) if (values[c] && !this.strikePeers(c)) return false
    return true
  }

  /** Set a digit (a single, or a guess) and strike it from the related cells. */
  private place(
    cell: number,
    digit: number,
    reason: 'naked-single' | 'hidden-single' | 'guess',
    unit = -1,
  ): boolean {
    const prev = this.masks[cell]!
    this.values[cell] = digit
    this.masks[cell] = 1 << (digit - 1)
    this.filled++
    this.placements++
    if (this.log) this.log.place(cell, digit, reason, prev, unit)
    return this.strikePeers(cell)
  }

  private strikePeers(cell: number): boolean {
    const { values, masks, peerFlat, peerCount } = this
    const digit = values[cell]!
    const b = 1 << (digit - 1)
    for (let i = cell * peerCount; i < (cell + 1) * peerCount; i++) {
      const p = peerFlat[i]!
      this.calculations++
      if (values[p] || !(masks[p]! & b)) continue
      if (!this.strike(p, digit, cell)) return false
    }
    return true
  }

  /** Strike a candidate from an empty cell; false (recorded) when none is left. */
  private strike(cell: number, digit: number, because: number | null): boolean {
    const m = this.masks[cell]! & ~(1 << (digit - 1))
    this.masks[cell] = m
    if (this.log) this.log.eliminate(cell, digit, because)
    if (m === 0) {
      if (this.log) this.log.contradictionCell(cell)
      return false
    }
    return true
  }

  /** Sweeps of the rules until one changes nothing: FAIL, OPEN or SOLVED. */
  private propagate(): number {
    for (;;) {
      if (this.filled === this.cells) return SOLVED
      if (this.log) this.log.pass(++this.passIndex)
      else this.passIndex++
      let r = this.nakedSingles()
      if (r === STUCK) r = this.hiddenSingles()
      if (r === STUCK) r = this.lockedCandidates()
      if (r === FAIL) return FAIL
      if (r === STUCK) return OPEN
    }
  }

  /** Place every naked single: STUCK (none), CHANGED or FAIL. */
  private nakedSingles(): number {
    const { cells, values, masks } = this
    let found = false
    for (let c = 0; c < cells; c++) {
      this.calculations++
      if (values[c]) continue
      const m = masks[c]!
      if (m & (m - 1)) continue
      if (!this.place(c, lowestDigit(m), 'naked-single')) return FAIL
      found = true
    }
    return found ? CHANGED : STUCK
  }

  /** Hidden singles in every unit: STUCK, CHANGED or FAIL. */
  private hiddenSingles(): number {
    const { n, values, masks, unitCells, all, log } = this
    let found = false
    for (let u = 0; u < 3 * n; u++) {
      const start = u * n
      for (;;) {
        let once = 0
        let twice = 0
        let placed = 0
        for (let k = start; k < start + n; k++) {
          const c = unitCells[k]!
          const m = masks[c]!
          if (values[c]) placed |= m
          else {
            twice |= once & m
            once |= m
          }
        }
        this.calculations += n
        const missing = all & ~(once | placed)
        if (missing) {
          if (log) log.contradictionUnit(u, lowestDigit(missing))
          return FAIL
        }
        const hidden = once & ~twice
        if (!hidden) break
        const b = hidden & -hidden
        let k = start
        while (values[unitCells[k]!] || !(masks[unitCells[k]!]! & b)) k++
        if (!this.place(unitCells[k]!, lowestDigit(b), 'hidden-single', u)) return FAIL
        found = true
      }
    }
    return found ? CHANGED : STUCK
  }

  /**
   * Locked candidates between boxes and lines. Segment (line l, box column j) is the
   * `box` cells of line l inside the j-th box it crosses.
   */
  private lockedCandidates(): number {
    const { n, box, values, masks, rowSeg, colSeg } = this
    for (let r = 0; r < n; r++) {
      for (let j = 0; j < box; j++) {
        let rm = 0
        let cm = 0
        for (let t = 0; t < box; t++) {
          const rc = r * n + j * box + t // row r, column j*box+t
          const cc = (j * box + t) * n + r // column r, row j*box+t
          if (!values[rc]) rm |= masks[rc]!
          if (!values[cc]) cm |= masks[cc]!
        }
        rowSeg[r * box + j] = rm
        colSeg[r * box + j] = cm
      }
    }
    this.calculations += 2 * n * box
    let changed = false
    for (let pass = 0; pass < 2; pass++) {
      const seg = pass === 0 ? rowSeg : colSeg
      // Lines crossing the box band `bandIndex`: lines bandIndex*box .. +box-1.
      for (let band = 0; band < box; band++) {
        for (let j = 0; j < box; j++) {
          // Box (band, j) in line terms: its segments are (line band*box+t, j).
          let once = 0
          let twice = 0
          for (let t = 0; t < box; t++) {
            const m = seg[(band * box + t) * box + j]!
            twice |= once & m
            once |= m
          }
          // Pointing: digits confined to one line inside the box leave the rest of the line.
          let only = once & ~twice
          while (only) {
            const b = only & -only
            only ^= b
            let t = 0
            while (!(seg[(band * box + t) * box + j]! & b)) t++
            const line = band * box + t
            for (let jj = 0; jj < box; jj++) {
              if (jj === j || !(seg[line * box + jj]! & b)) continue
              const r = this.strikeSegment(pass, line, jj, b)
              if (r === FAIL) return FAIL
              if (r === CHANGED) changed = true
            }
          }
        }
        // Claiming: digits confined, inside a line, to one box leave the rest of the box.
        for (let t = 0; t < box; t++) {
          const line = band * box + t
          let once = 0
          let twice = 0
          for (let j = 0; j < box; j++) {
            const m = seg[line * box + j]!
            twice |= once & m
            once |= m
          }
          let only = once & ~twice
          while (only) {
            const b = only & -only
            only ^= b
            let j = 0
            while (!(seg[line * box + j]! & b)) j++
            for (let tt = 0; tt < box; tt++) {
              const other = band * box + tt
              if (tt === t || !(seg[other * box + j]! & b)) continue
              const r = this.strikeSegment(pass, other, j, b)
              if (r === FAIL) return FAIL
              if (r === CHANGED) changed = true
            }
          }
        }
      }
      // Strikes on rows change the column segments: recompute before the columns pass.
      if (changed) return CHANGED
    }
    return STUCK
  }

  /** Strike digit bit b from the empty cells of a segment (pass 0 rows, 1 columns). */
  private strikeSegment(pass: number, line: number, j: number, b: number): number {
    const { n, box, values, masks } = this
    const seg = pass === 0 ? this.rowSeg : this.colSeg
    const digit = lowestDigit(b)
    let struck = false
    for (let t = 0; t < box; t++) {
      const c = pass === 0 ? line * n + j * box + t : (j * box + t) * n + line
      this.calculations++
      if (values[c] || !(masks[c]! & b)) continue
      if (!this.strike(c, digit, null)) return FAIL
      struck = true
    }
    seg[line * box + j] = seg[line * box + j]! & ~b
    return struck ? CHANGED : STUCK
  }

  /** The branching cell at a stuck point (see the header). */
  private chooseCell(): number {
    const { n, box, cells, values, masks, peerFlat, peerCount } = this
    let best = -1
    let bestScore = -1
    const bandCells = box * n
    for (let start = 0; start < cells; start += bandCells) {
      let seen = 0
      for (let c = start; c < start + bandCells && seen < BRANCH_SCAN; c++) {
        if (values[c]) continue
        const m = masks[c]!
        if (popcount(m) !== 2) continue
        seen++
        let score = 0
        for (let i = c * peerCount; i < (c + 1) * peerCount; i++) {
          const p = peerFlat[i]!
          if (values[p]) continue
          const pm = masks[p]!
          // A bivalue related cell counts 3: it becomes a single in the branch.
          score += (popcount(pm) === 2 ? 3 : 1) * popcount(pm & m)
        }
        this.calculations += peerCount
        if (score > bestScore) {
          bestScore = score
          best = c
        }
      }
    }
    if (best >= 0) return best
    let fewest = n + 1
    for (let c = 0; c < cells; c++) {
      if (values[c]) continue
      const k = popcount(masks[c]!)
      if (k < fewest) {
        fewest = k
        best = c
      }
    }
    this.calculations += cells
    return best
  }
}

/** The shared engine for a geometry (its arrays are made once; solves are synchronous). */
export const cellEngineFor = /* @__PURE__ */ perGeometry((g) => new CellEngine(g))
