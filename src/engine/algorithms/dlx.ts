/**
 * Dancing links: Knuth's Algorithm X over Sudoku as an exact-cover problem.
 *
 * Glossary
 *   column   a constraint that must be met exactly once. 4 n^2 of them, in this order:
 *              cell c has a digit              c                      (n^2)
 *              row r has digit d               n^2 + r n + d - 1      (n^2)
 *              column k has digit d            2 n^2 + k n + d - 1    (n^2)
 *              box b has digit d               3 n^2 + b n + d - 1    (n^2)
 *   row      a choice "cell c holds digit d", id c n + d - 1: four nodes, one in each
 *            of the four columns it meets
 *   node     an index into the link arrays: 0 is the root, 1 + j is column j's header,
 *            and row i's nodes are first + 4 i .. first + 4 i + 3 (in the column order
 *            above). L/R link headers (and a row's nodes) in circular lists, U/D link
 *            a column's nodes, C[node] is its header, S[header] counts the column's rows.
 *            16-bit arrays: a 16x16 grid has 17,409 nodes, and a 9x9 grid's links fit
 *            in about 32 KB, near the cache.
 *   cover    take a column out of the header list and its rows out of every other
 *            column; `uncover` undoes exactly that, in reverse order.
 *   level    the search depth: level k has chosen a column (levelCol[k]) and is
 *            trying one of its rows (levelNode[k]).
 *
 * Invariants
 *   - While a column is covered its own vertical list is untouched, so S[c] keeps the
 *     number of options it had when chosen, and D[node] === c means the last option.
 *   - Every solve leaves the links as it found them: the search uncovers what it
 *     covered, and the givens are uncovered after it. The links are built once per
 *     geometry; a pristine copy repairs them only if a solve was cut short by an
 *     exception (`dirty`).
 *   - Nothing is allocated once the search starts; recording is behind `if (log)`.
 *
 * Stats: `calculations` counts Knuth's updates (a node unlinked from its column: 3 per
 * row a cover removes) plus the columns looked at while choosing; `eliminations`
 * counts rows a placement rules out; a guess is a row chosen while other rows of its
 * column are still untried.
 */

import type { Algorithm, SolveOptions, SolveResult } from '../algorithm'
import { defineAlgorithm } from './catalog'
import type { Geometry } from '../geometry'
import { puzzleGeometry } from '../puzzle'
import type { StepLog } from '../steps'
import { clock } from '../clock'
import {
  backtrackBoard,
  beginBacktrack,
  closeLog,
  finish,
  pencilMarks,
  perGeometry,
} from './shared'

class DancingLinks {
  private readonly n: number
  private readonly n2: number
  /** The first row node. */
  private readonly first: number
  private readonly L: Uint16Array
  private readonly R: Uint16Array
  private readonly U: Uint16Array
  private readonly D: Uint16Array
  private readonly C: Uint16Array
  private readonly S: Uint16Array
  private readonly pristine: Uint16Array[]
  private dirty = false
  /** rowCell[i], rowDigit[i]: the choice row i stands for. */
  private readonly rowCell: Uint16Array
  private readonly rowDigit: Uint8Array

  private readonly values: Uint8Array
  private readonly solution: Uint8Array
  private readonly levelCol: Uint16Array
  private readonly levelNode: Uint16Array
  /** Rows removed by covers during the current solve. */
  private removed = 0
  /** The current solve's pencil marks (a position), for the masks its log records. */
  private marks: Uint32Array | null = null

  constructor(private readonly g: Geometry) {
    const n = g.size
    const n2 = n * n
    const columns = 4 * n2
    const rows = n * n2
    const first = columns + 1
    // Node ids fit 16 bits up to 25x25: 2,501 headers + 4 x 15,625 rows = 65,001.
    const nodes = first + 4 * rows
    if (nodes > 0xffff) throw new Error(`dancing links: ${nodes} nodes do not fit 16-bit links`)
    this.n = n
    this.n2 = n2
    this.first = first
    const L = (this.L = new Uint16Array(nodes))
    const R = (this.R = new Uint16Array(nodes))
    const U = (this.U = new Uint16Array(nodes))
    const D = (this.D = new Uint16Array(nodes))
    const C = (this.C = new Uint16Array(nodes))
    const S = (this.S = new Uint16Array(first))
    this.rowCell = new Uint16Array(rows)
    this.rowDigit = new Uint8Array(rows)
    for (let h = 0; h < first; h++) {
      L[h] = h === 0 ? columns : h - 1
      R[h] = h === columns ? 0 : h + 1
      U[h] = h
      D[h] = h
      C[h] = h
    }
    for (let cell = 0; cell < n2; cell++) {
      const r = g.rowOf[cell]!
      const k = g.colOf[cell]!
      const b = g.boxOf[cell]!
      for (let d = 1; d <= n; d++) {
        const row = cell * n + d - 1
        this.rowCell[row] = cell
        this.rowDigit[row] = d
        const heads = [
          1 + cell,
          1 + n2 + r * n + d - 1,
          1 + 2 * n2 + k * n + d - 1,
          1 + 3 * n2 + b * n + d - 1,
        ]
        const base = first + 4 * row
        for (let j = 0; j < 4; j++) {
          const node = base + j
          const h = heads[j]!
          L[node] = base + ((j + 3) & 3)
          R[node] = base + ((j + 1) & 3)
          // Append at the bottom of the column.
          C[node] = h
          U[node] = U[h]!
          D[node] = h
          D[U[h]!] = node
          U[h] = node
          S[h]!++
        }
      }
    }
    this.pristine = [L.slice(), R.slice(), U.slice(), D.slice(), S.slice()]
    this.values = new Uint8Array(n2)
    this.solution = new Uint8Array(n2)
    this.levelCol = new Uint16Array(n2 + 1)
    this.levelNode = new Uint16Array(n2 + 1)
  }

  private cover(c: number): void {
    const { L, R, U, D, C, S } = this
    L[R[c]!] = L[c]!
    R[L[c]!] = R[c]!
    let rows = 0
    for (let i = D[c]!; i !== c; i = D[i]!) {
      rows++
      for (let j = R[i]!; j !== i; j = R[j]!) {
        U[D[j]!] = U[j]!
        D[U[j]!] = D[j]!
        S[C[j]!]!--
      }
    }
    this.removed += rows
  }

  private uncover(c: number): void {
    const { L, R, U, D, C, S } = this
    for (let i = U[c]!; i !== c; i = U[i]!) {
      for (let j = L[i]!; j !== i; j = L[j]!) {
        S[C[j]!]!++
        U[D[j]!] = j
        D[U[j]!] = j
      }
    }
    L[R[c]!] = c
    R[L[c]!] = c
  }

  /**
   * Cover the columns of a row other than the one it was chosen from (or, for a given,
   * after its first). `cover` inlined: this is where the search spends its time.
   */
  private coverRow(node: number): void {
    const { L, R, U, D, C, S } = this
    let rows = 0
    for (let k = R[node]!; k !== node; k = R[k]!) {
      const c = C[k]!
      L[R[c]!] = L[c]!
      R[L[c]!] = R[c]!
      for (let i = D[c]!; i !== c; i = D[i]!) {
        rows++
        for (let j = R[i]!; j !== i; j = R[j]!) {
          U[D[j]!] = U[j]!
          D[U[j]!] = D[j]!
          S[C[j]!]!--
        }
      }
    }
    this.removed += rows
  }

  /** Undo `coverRow`, in reverse order. */
  private uncoverRow(node: number): void {
    const { L, R, U, D, C, S } = this
    for (let k = L[node]!; k !== node; k = L[k]!) {
      const c = C[k]!
      for (let i = U[c]!; i !== c; i = U[i]!) {
        for (let j = L[i]!; j !== i; j = L[j]!) {
          S[C[j]!]!++
          U[D[j]!] = j
          D[U[j]!] = j
        }
      }
      L[R[c]!] = c
      R[L[c]!] = c
    }
  }

  private restorePristine(): void {
    const [L, R, U, D, S] = this.pristine
    this.L.set(L!)
    this.R.set(R!)
    this.U.set(U!)
    this.D.set(D!)
    this.S.set(S!)
  }

  /**
   * The links equal the ones built, or are marked for repair before the next solve (a
   * solve cut short by an exception): what every way a solve ends must leave behind.
   */
  isSound(): boolean {
    const now = [this.L, this.R, this.U, this.D, this.S]
    return this.dirty || this.pristine.every((built, i) => built.every((v, j) => now[i]![j] === v))
  }

  /**
   * Take row `node`'s nodes out of their columns (a choice a position's pencil marks
   * rule out): unlike a cover, its columns stay in the header list.
   */
  private dropRow(node: number): void {
    const { U, D, C, S } = this
    for (let j = node; j < node + 4; j++) {
      U[D[j]!] = U[j]!
      D[U[j]!] = D[j]!
      S[C[j]!]!--
    }
  }

  /** Undo `dropRow`, in reverse order. */
  private undropRow(node: number): void {
    const { U, D, C, S } = this
    for (let j = node + 3; j >= node; j--) {
      S[C[j]!]!++
      U[D[j]!] = j
      D[U[j]!] = j
    }
  }

  /**
   * `marks`: a position's candidates (`pencilMarks`), or null for a plain puzzle. The
   * rows of a position's struck candidates leave the matrix before the givens are
   * selected and come back after the search, so the search never meets them.
   */
  solve(
    givens: ArrayLike<number>,
    options?: SolveOptions,
    marks: Uint32Array | null = null,
  ): SolveResult {
    const { g, R, D, S, C, values, solution, levelCol, levelNode, rowCell, rowDigit, first } = this
    const { all } = g
    const { started, log, limit, deadline, stats, bad, checks } = beginBacktrack(
      g,
      givens,
      values,
      options,
      marks,
    )
    let calculations = checks
    let solutions = 0
    let timedOut = false

    if (bad < 0) {
      if (this.dirty) this.restorePristine()
      this.dirty = true
      this.removed = 0
      this.marks = marks
      const n = this.n
      if (marks)
        for (let cell = 0; cell < g.cells; cell++) {
          if (givens[cell] !== 0) continue
          const m = marks[cell]!
          for (let d = 1; d <= n; d++)
            if (!((m >> (d - 1)) & 1)) this.dropRow(first + 4 * (cell * n + d - 1))
        }
      // Pre-select the givens. They do not conflict, so no two share a column and
      // every column is covered at most once.
      let selected = 0
      for (let cell = 0; cell < g.cells; cell++) {
        const d = values[cell]!
        if (d === 0) continue
        const node = first + 4 * (cell * n + d - 1)
        this.cover(C[node]!)
        this.coverRow(node)
        selected++
      }

      let placements = 0
      let guesses = 0
      let backtracks = 0
      let maxDepth = 0
      let scanned = 0
      let chosen = 0 // columns chosen (covered) by the search
      let k = 0
      search: for (;;) {
        if (R[0] === 0) {
          if (++solutions === 1) solution.set(values)
          if (log) log.solved()
          if (solutions >= limit) break
        } else {
          // The column with the fewest rows; none beats 0 (dead end) or 1 (forced).
          let best = 0
          let fewest = 0x7fffffff
          for (let c = R[0]!; c !== 0; c = R[c]!) {
            scanned++
            const s = S[c]!
            if (s < fewest) {
              best = c
              fewest = s
              if (s <= 1) break
            }
          }
          if (fewest > 0) {
            this.cover(best)
            chosen++
            const node = D[best]!
            levelCol[k] = best
            levelNode[k] = node
            this.coverRow(node)
            const row = (node - first) >> 2
            values[rowCell[row]!] = rowDigit[row]!
            placements++
            if (fewest > 1) guesses++
            if (log) this.recordChoice(log, best, node, true)
            if (++k > maxDepth) maxDepth = k
            continue
          }
          if (log) this.recordDeadColumn(log, best)
        }
        // Back up: undo the deepest level's row and try the next row of its column;
        // a column out of rows is uncovered and the level above backs up in turn.
        for (;;) {
          if (k === 0) break search
          k--
          const c = levelCol[k]!
          let node = levelNode[k]!
          this.uncoverRow(node)
          const row = (node - first) >> 2
          const cell = rowCell[row]!
          values[cell] = 0
          // Give up at the deadline; the clock is read once every 4096 backtracks.
          // Level k's row is undone but its column is still covered: uncover it here,
          // so the clean-up below (levels 0 .. k-1) leaves the links as they were built.
          if ((++backtracks & 4095) === 0 && clock.now() > deadline) {
            this.uncover(c)
            timedOut = true
            solutions = 0
            break search
          }
          if (log) log.clear(cell, rowDigit[row]!, marks ? marks[cell]! : all)
          node = D[node]!
          if (node === c) {
            this.uncover(c)
            continue
          }
          levelNode[k] = node
          this.coverRow(node)
          const next = (node - first) >> 2
          values[rowCell[next]!] = rowDigit[next]!
          placements++
          if (D[node] !== c) guesses++
          if (log) this.recordChoice(log, c, node, false)
          k++
          continue search
        }
      }

      // Leave the links as they were built: the search levels, then the givens.
      while (k > 0) {
        k--
        this.uncoverRow(levelNode[k]!)
        this.uncover(levelCol[k]!)
      }
      for (let cell = g.cells - 1; cell >= 0; cell--) {
        const d = givens[cell]!
        if (!d) continue
        const node = first + 4 * (cell * n + d - 1)
        this.uncoverRow(node)
        this.uncover(C[node]!)
      }
      if (marks)
        for (let cell = g.cells - 1; cell >= 0; cell--) {
          if (givens[cell] !== 0) continue
          const m = marks[cell]!
          for (let d = n; d >= 1; d--)
            if (!((m >> (d - 1)) & 1)) this.undropRow(first + 4 * (cell * n + d - 1))
        }
      this.dirty = false
      this.marks = null

      stats.placements = placements
      stats.guesses = guesses
      stats.backtracks = backtracks
      stats.maxDepth = maxDepth
      // Covering a chosen column (or a given's first column) also walks the row that
      // will be chosen from it: that one is placed, not eliminated.
      stats.eliminations = this.removed - selected - chosen
      calculations += 3 * this.removed + scanned
    }

    if (log)
      closeLog(
        log,
        backtrackBoard(values, (c) => (marks ? marks[c]! : all)),
        solutions,
        solution,
      )
    stats.calculations = calculations
    return finish(solutions, solution, stats, log, started, timedOut)
  }

  /**
   * A row chosen from column `c`: the only row is a single (naked for a cell column,
   * hidden for a unit-digit one); the first of several is a guess among the cell's
   * options; a later one is the next try after the previous failed.
   */
  private recordChoice(log: StepLog, c: number, node: number, firstTry: boolean): void {
    const row = (node - this.first) >> 2
    const cell = this.rowCell[row]!
    const digit = this.rowDigit[row]!
    // What the replayed board shows in the cell before the placement.
    const all = this.marks ? this.marks[cell]! : this.g.all
    if (this.S[c] === 1) {
      // Columns after the n2 cell columns are (unit, digit) pairs, n of them a unit, in
      // the geometry's unit order (rows, columns, boxes).
      if (c <= this.n2) log.place(cell, digit, 'naked-single', all)
      else log.place(cell, digit, 'hidden-single', all, Math.floor((c - 1 - this.n2) / this.n))
      return
    }
    if (firstTry) {
      // The cell's column is uncovered (the cell is empty) and holds its other options;
      // this row itself may have left it when `c` was covered.
      let options = 1 << (digit - 1)
      const { D, rowDigit, first } = this
      for (let i = D[1 + cell]!; i !== 1 + cell; i = D[i]!)
        options |= 1 << (rowDigit[(i - first) >> 2]! - 1)
      log.guess(cell, digit, options)
      log.place(cell, digit, 'guess', all)
    } else log.place(cell, digit, this.D[node] !== c ? 'try' : 'last', all)
  }

  /** A column with no rows left: a cell with no digit, or a unit with no place for one. */
  private recordDeadColumn(log: StepLog, c: number): void {
    const { n, n2 } = this
    const j = c - 1
    if (j < n2) {
      log.contradictionCell(j)
      return
    }
    const kind = Math.floor(j / n2) - 1 // 0 row, 1 column, 2 box
    const rest = j % n2
    log.contradictionUnit(kind * n + Math.floor(rest / n), (rest % n) + 1)
  }
}

const links = /* @__PURE__ */ perGeometry((g) => new DancingLinks(g))

/**
 * Whether every pooled set of links is sound (see `isSound`): however a solve ended, it
 * left nothing behind that the next solve would trust. For tests that cut solves short.
 */
export function dlxLinksAreSound(): boolean {
  return [...links.made()].every((l) => l.isSound())
}

export const dlx: Algorithm = /* @__PURE__ */ defineAlgorithm('dlx', {
  solve(puzzle, options) {
    return links(puzzleGeometry(puzzle)).solve(puzzle.givens, options, pencilMarks(puzzle))
  },
})
