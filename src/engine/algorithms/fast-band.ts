/**
 * The band engine behind the `fast` algorithm: 9x9 only, no step log, no allocation.
 *
 * Representation (after the JCZ solver, tdoku's "basic" engine and sk_bforce2):
 * the grid is three bands of three rows. For each digit d (0-8) and band b (0-2)
 * one 27-bit integer, word 3d + b, holds where d may still go in that band: bit
 * 9r + c for row r of the band (0-2) and column c (0-8), so a cell is 27b + bit.
 * Words 27-29 hold each band's unsolved cells. A whole board is 30 int32 words, so
 * a search level is a 30-word copy inside one preallocated Int32Array.
 *
 * Propagation, on the words that changed ("dirty"):
 *   1. Band triads: inside a band, the digit's three rows and three boxes pair up
 *      as a permutation (each row and each box holds it once). The 3x3 pattern of
 *      (row, box) segments still holding it indexes a table of the segments that
 *      lie on some permutation; the rest are struck. That is locked candidates
 *      between rows and boxes (pointing and claiming); an empty row or box, or no
 *      permutation at all, is a contradiction.
 *   2. Row singles: a row with one place left fixes the digit there (a box with one
 *      place became a row single in step 1). Fixing strikes the cell's column from
 *      the band's other rows and the other bands, and the cell from the other digits.
 *   3. Stack triads: the same permutation argument on (band, column) inside each
 *      stack of three columns, once per digit whose words changed: locked
 *      candidates between columns and boxes, and, with step 1, hidden singles
 *      in columns.
 *   4. Naked singles, when nothing is dirty: two bit-parallel accumulators (once,
 *      twice) over a band's nine digit words find the unsolved cells with no
 *      candidate (a contradiction) and with one; a single's digit loses the rest
 *      of the cell's row, and step 2 fixes it.
 * The rules only ever strike, so propagation ends in the same state whatever the
 * order; the recording path (fast-cells.ts) applies the same rules to cell masks
 * and so searches the same tree.
 *
 * Search: at a fixpoint with unsolved cells, branch on a bivalue cell: of the first
 * BRANCH_SCAN bivalue cells (row-major) of each band, the one whose two digits are
 * still candidates in the most of its related cells, a bivalue one counting 3 (the
 * branches that strike the most and make the most singles; this cut the guesses on
 * forum-hardest-1106 from 124 to 62 a puzzle against the first bivalue cell), else
 * the first cell with the fewest candidates. The board is copied to the
 * next level and the lower digit tried there; when that level fails, the parent
 * strikes the digit and propagates again in place, so a bivalue cell's second
 * option costs no copy. Counting to two goes on after a solution as after a failure.
 *
 * Counters (bandStats): `calculations` counts triad evaluations (one per band-word
 * or stack evaluation), `placements` cells fixed by the search (givens excluded),
 * `guesses` branchings, `backtracks` levels abandoned, `maxDepth` the deepest level.
 */
import { clock } from '../clock'

const STRIDE = 32
const U0 = 27
/** Levels of the search stack: every level fixes at least one more cell. */
const LEVELS = 82
const ALL27 = 0x7ffffff
/** Spreads a 9-bit column set over the three rows of a band. */
const COLS = 0x40201

/** Bivalue cells scored per band when choosing where to branch. */
export const BRANCH_SCAN = 3

/** The board stack: level k is BOARDS[32k .. 32k + 29]. */
const BOARDS = new Int32Array(LEVELS * STRIDE)
/** The word and the cell bit tried at each level (the parent strikes it on failure). */
const TRY_WORD = new Int32Array(LEVELS)
const TRY_BIT = new Int32Array(LEVELS)

/** TRI[x]: for the nine cells x of a row, which of its three boxes hold a candidate. */
const TRI = new Int32Array(512)
/** ONE[x]: 1 when the nine cells x of a row hold exactly one candidate. */
const ONE = new Int32Array(512)
/** LOCK[t]: for a 3x3 (row, box) pattern t (bit 3r + box), the cells of the segments on a permutation. */
const LOCK = new Int32Array(512)
/** STACK[t]: for a 3x3 (band, column) pattern t (bit 3b + j), the pairs on a permutation, at bit 9b + j. */
const STACK = new Int32Array(512)
/** ROWS[s]: the cells of the band rows in the 3-bit set s. */
const ROWS = new Int32Array(8)
/** ROW_OF[k]: the cells of the row holding cell bit k. */
const ROW_OF = new Int32Array(27)
/** PEERS[k]: the cells sharing a row, column or box with cell bit k inside its band. */
const PEERS = new Int32Array(27)
/** NEXT[b], PREV[b]: the other two bands. */
const NEXT = Int32Array.of(1, 2, 0)
const PREV = Int32Array.of(2, 0, 1)
/** The bivalue cells of each band at the last fixpoint (left by `propagate` for `branch`). */
const PAIRS = new Int32Array(3)
/**
 * Scratch for loading givens: [0, 27) the given cells of each word, [27, 36) per
 * digit the units its givens occupy (rows at bits 0-8, columns 9-17, boxes 18-26),
 * [36, 39) each band's given cells.
 */
const GIVEN_SIZE = 39
const GIVEN = new Int32Array(GIVEN_SIZE)
const D_UNITS = 27
const TAKEN = 36
/** UNITS[cell]: the cell's row, column and box, as in a GIVEN digit entry. BAND[cell]: its band. */
const UNITS = new Int32Array(81)
const BAND = new Uint8Array(81)
/** BOXES[s]: the cells of the band's boxes in the 3-bit set s. */
const BOXES = new Int32Array(8)
/** Branching scores by cell bit (zero between calls). */
const SCORE = new Int32Array(27)
/** A column pattern per digit (at index 3d) known to pass the stack triads: a memo, emptied by each solve. */
const STABLE = new Int32Array(27)

;(() => {
  for (let x = 0; x < 512; x++) {
    TRI[x] = (x & 7 ? 1 : 0) | (x & 0x38 ? 2 : 0) | (x & 0x1c0 ? 4 : 0)
    ONE[x] = x !== 0 && (x & (x - 1)) === 0 ? 1 : 0
  }
  const perms = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
  ]
  for (let t = 0; t < 512; t++) {
    let on = 0
    for (const p of perms) {
      let m = 0
      for (let r = 0; r < 3; r++) m |= 1 << (3 * r + p[r]!)
      if ((t & m) === m) on |= m
    }
    let cells = 0
    let pairs = 0
    for (let k = 0; k < 9; k++) {
      if (!(on & (1 << k))) continue
      const r = (k / 3) | 0
      const j = k % 3
      cells |= 7 << (9 * r + 3 * j)
      pairs |= 1 << (9 * r + j)
    }
    LOCK[t] = cells
    STACK[t] = pairs
  }
  for (let cell = 0; cell < 81; cell++) {
    const r = (cell / 9) | 0
    const c = cell % 9
    UNITS[cell] = (1 << r) | (1 << (9 + c)) | (1 << (18 + 3 * ((r / 3) | 0) + ((c / 3) | 0)))
    BAND[cell] = (r / 3) | 0
  }
  for (let s = 0; s < 8; s++)
    BOXES[s] = (s & 1 ? 0x1c0e07 : 0) | (s & 2 ? 0x1c0e07 << 3 : 0) | (s & 4 ? 0x1c0e07 << 6 : 0)
  for (let s = 0; s < 8; s++)
    ROWS[s] = (s & 1 ? 0x1ff : 0) | (s & 2 ? 0x1ff << 9 : 0) | (s & 4 ? 0x1ff << 18 : 0)
  for (let k = 0; k < 27; k++) {
    const r = (k / 9) | 0
    const c = k % 9
    ROW_OF[k] = 0x1ff << (9 * r)
    let peers = 0
    for (let j = 0; j < 27; j++) {
      const rj = (j / 9) | 0
      const cj = j % 9
      if (j !== k && (rj === r || ((cj / 3) | 0) === ((c / 3) | 0))) peers |= 1 << j
    }
    PEERS[k] = peers
  }
})()

/** What a propagation ended in. */
const FAIL = 0
const OPEN = 1
const SOLVED = 2

/** The first solution found by `solveBand`, row-major digits 1-9. */
export const bandSolution = new Uint8Array(81)

/** Counters of the last `solveBand` (see the header); `timedOut` when it gave up at the deadline. */
export const bandStats = {
  timedOut: false,
  calculations: 0,
  placements: 0,
  guesses: 0,
  backtracks: 0,
  maxDepth: 0,
}

let calculations = 0
let placements = 0

/**
 * Propagate the board at `base` from the dirty words (bit i = word i) to a
 * fixpoint. Returns FAIL, OPEN (a fixpoint with unsolved cells) or SOLVED.
 *
 * Speed notes (each measured): module-level arrays and counters are copied into
 * locals first (V8 otherwise reloads them from the module context on every access:
 * 10-15%), the strikes that follow a fix are unrolled and branch-free (a word's
 * dirty bit is `((struck + ALL27) >>> 27)`, 1 when anything was struck: 15-20%).
 */
function propagate(base: number, dirty: number): number {
  const S = BOARDS
  const pairs = PAIRS
  const rowOf = ROW_OF
  const lock = LOCK
  const tri = TRI
  const one = ONE
  const rows = ROWS
  const stack = STACK
  const stable = STABLE
  let calcs = 0
  let fixes = 0
  let result = FAIL
  /** Digits (bit 3d) whose words changed since their stack triads were checked. */
  let digits = 0
  search: for (;;) {
    // Steps 1-3 until nothing is dirty.
    do {
      while (dirty !== 0) {
        const low = dirty & -dirty
        dirty ^= low
        const i = 31 - Math.clz32(low)
        const b = i % 3
        const first = base + i - b
        const ub = base + U0 + b
        let m = S[base + i]!
        for (;;) {
          calcs++
          m &= lock[tri[m & 511]! | (tri[(m >>> 9) & 511]! << 3) | (tri[m >>> 18]! << 6)]!
          if (m === 0) break search
          const fixed =
            m & rows[one[m & 511]! | (one[(m >>> 9) & 511]! << 1) | (one[m >>> 18]! << 2)]! & S[ub]!
          if (fixed === 0) break
          // Up to one fixed cell per row: count the rows that have one, without branches.
          fixes +=
            (((fixed & 511) + 511) >>> 9) +
            ((((fixed >>> 9) & 511) + 511) >>> 9) +
            (((fixed >>> 18) + 511) >>> 9)
          S[ub] = S[ub]! & ~fixed
          // The fixed cells lie in distinct rows and boxes (the triads saw to that),
          // so in distinct columns. Strike those columns from the digit's three words
          // (this one is rewritten below) and the cells from every digit of the band;
          // a word is dirty when something was struck (computed without a branch).
          const cols = ((fixed | (fixed >>> 9) | (fixed >>> 18)) & 511) * COLS
          const d3 = first - base
          const w0 = S[first + 0]!
          S[first + 0] = w0 & ~cols
          const w1 = S[first + 1]!
          S[first + 1] = w1 & ~cols
          const w2 = S[first + 2]!
          S[first + 2] = w2 & ~cols
          dirty |=
            ((((w0 & cols) + ALL27) >>> 27) |
              ((((w1 & cols) + ALL27) >>> 27) << 1) |
              ((((w2 & cols) + ALL27) >>> 27) << 2)) <<
            d3
          const p = base + b
          const x0 = S[p + 0]!
          S[p + 0] = x0 & ~fixed
          const x1 = S[p + 3]!
          S[p + 3] = x1 & ~fixed
          const x2 = S[p + 6]!
          S[p + 6] = x2 & ~fixed
          const x3 = S[p + 9]!
          S[p + 9] = x3 & ~fixed
          const x4 = S[p + 12]!
          S[p + 12] = x4 & ~fixed
          const x5 = S[p + 15]!
          S[p + 15] = x5 & ~fixed
          const x6 = S[p + 18]!
          S[p + 18] = x6 & ~fixed
          const x7 = S[p + 21]!
          S[p + 21] = x7 & ~fixed
          const x8 = S[p + 24]!
          S[p + 24] = x8 & ~fixed
          dirty |=
            (((((x0 & fixed) + ALL27) >>> 27) << 0) |
              ((((x1 & fixed) + ALL27) >>> 27) << 3) |
              ((((x2 & fixed) + ALL27) >>> 27) << 6) |
              ((((x3 & fixed) + ALL27) >>> 27) << 9) |
              ((((x4 & fixed) + ALL27) >>> 27) << 12) |
              ((((x5 & fixed) + ALL27) >>> 27) << 15) |
              ((((x6 & fixed) + ALL27) >>> 27) << 18) |
              ((((x7 & fixed) + ALL27) >>> 27) << 21) |
              ((((x8 & fixed) + ALL27) >>> 27) << 24)) <<
            b
          dirty &= ~low
          m &= ~cols | fixed
        }
        S[base + i] = m
        digits |= 1 << (i - b)
      }
      while (digits !== 0) {
        const low = digits & -digits
        digits ^= low
        const d3 = 31 - Math.clz32(low)
        const at = base + d3
        const a0 = S[at]!
        const a1 = S[at + 1]!
        const a2 = S[at + 2]!
        // The columns holding the digit in each band: bit 9b + c.
        const x =
          ((a0 | (a0 >>> 9) | (a0 >>> 18)) & 511) |
          (((a1 | (a1 >>> 9) | (a1 >>> 18)) & 511) << 9) |
          (((a2 | (a2 >>> 9) | (a2 >>> 18)) & 511) << 18)
        if (x === stable[d3]) continue
        calcs++
        let q = 0
        for (let shift = 0; shift < 9; shift += 3) {
          // Stack `shift / 3`: gather its (band, column) bits into 9 and look them up.
          const y = (x >>> shift) & 0x1c0e07
          const on = stack[(y & 7) | ((y >>> 6) & 0x38) | ((y >>> 12) & 0x1c0)]!
          if (on === 0) break search
          q |= on << shift
        }
        if (q === x) {
          stable[d3] = x
          continue
        }
        const c0 = (q & 511) * COLS
        if (a0 & ~c0) {
          S[at] = a0 & c0
          dirty |= 1 << d3
        }
        const c1 = ((q >>> 9) & 511) * COLS
        if (a1 & ~c1) {
          S[at + 1] = a1 & c1
          dirty |= 2 << d3
        }
        const c2 = (q >>> 18) * COLS
        if (a2 & ~c2) {
          S[at + 2] = a2 & c2
          dirty |= 4 << d3
        }
      }
    } while (dirty !== 0)
    // Step 4: naked singles, band by band (and, for `branch`, the bivalue cells).
    for (let b = 0; b < 3; b++) {
      const u = S[base + U0 + b]!
      pairs[b] = 0
      if (u === 0) continue
      let once = 0
      let twice = 0
      let thrice = 0
      for (let j = base + b; j < base + 27; j += 3) {
        const v = S[j]!
        thrice |= twice & v
        twice |= once & v
        once |= v
      }
      if (u & ~once) break search
      pairs[b] = u & twice & ~thrice
      let singles = u & ~twice
      while (singles !== 0) {
        const bit = singles & -singles
        singles ^= bit
        let j = b
        while (j < 27 && !(S[base + j]! & bit)) j += 3
        // A single struck by an earlier single of this loop (same row and digit).
        if (j >= 27) break search
        S[base + j] = S[base + j]! & (~rowOf[31 - Math.clz32(bit)]! | bit)
        dirty |= 1 << j
      }
    }
    if (dirty === 0) {
      result = (S[base + U0]! | S[base + U0 + 1]! | S[base + U0 + 2]!) === 0 ? SOLVED : OPEN
      break
    }
  }
  calculations += calcs
  placements += fixes
  return result
}

/**
 * Load the givens into level 0: each digit's words lose the cells of every given and
 * the rows, boxes and columns of its own givens. False when the givens cannot stand
 * (a value that is not a digit 0-9, or a digit twice in a unit).
 */
function load(givens: ArrayLike<number>): boolean {
  const given = GIVEN
  const units = UNITS
  const cellBand = BAND
  for (let i = 0; i < GIVEN_SIZE; i++) given[i] = 0
  for (let cell = 0; cell < 81; cell++) {
    const d = givens[cell]!
    if (d === 0) continue
    if (!(d >= 1 && d <= 9 && d === (d | 0))) return false
    const key = units[cell]!
    const seen = given[D_UNITS + d - 1]!
    if (seen & key) return false
    given[D_UNITS + d - 1] = seen | key
    const b = cellBand[cell]!
    const bit = 1 << (cell - 27 * b)
    const i = 3 * (d - 1) + b
    given[i] = given[i]! | bit
    given[TAKEN + b] = given[TAKEN + b]! | bit
  }
  const S = BOARDS
  for (let d = 0; d < 9; d++) {
    const seen = given[D_UNITS + d]!
    const cols = ((seen >>> 9) & 511) * COLS
    for (let b = 0; b < 3; b++) {
      const out =
        given[TAKEN + b]! |
        ROWS[(seen >>> (3 * b)) & 7]! |
        BOXES[(seen >>> (18 + 3 * b)) & 7]! |
        cols
      S[3 * d + b] = (ALL27 & ~out) | given[3 * d + b]!
    }
  }
  for (let b = 0; b < 3; b++) S[U0 + b] = ALL27 & ~given[TAKEN + b]!
  return true
}

/** Take out of level 0 every candidate an empty cell's pencil marks (`marks`) lack. */
function strikeMarks(givens: ArrayLike<number>, marks: ArrayLike<number>): void {
  const S = BOARDS
  const cellBand = BAND
  for (let cell = 0; cell < 81; cell++) {
    if (givens[cell] !== 0) continue
    const m = marks[cell]!
    if (m === 511) continue
    const b = cellBand[cell]!
    const bit = 1 << (cell - 27 * b)
    for (let d = 0; d < 9; d++) if (!((m >> d) & 1)) S[3 * d + b] = S[3 * d + b]! & ~bit
  }
}

/** Bits set in a 32-bit integer. */
function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333)
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24
}

/**
 * At the fixpoint at `base` (PAIRS holds its bivalue cells), choose the branching
 * cell, copy the board to the next level and try the cell's lowest digit there.
 * Returns the dirty words of the new level.
 *
 * The score of a bivalue cell: for each of its two digits, the related cells where
 * the digit is still a candidate, each counting 1, or 3 when that cell is bivalue
 * too (it becomes a single in the branch). Of the first BRANCH_SCAN bivalue cells of
 * each band the highest score wins (the first on a tie).
 */
function branch(base: number, level: number): number {
  const S = BOARDS
  const score = SCORE
  const peersOf = PEERS
  const pairs = PAIRS
  let band = -1
  let bit = 0
  let best = -1
  for (let b = 0; b < 3; b++) {
    let chosen = 0
    for (let p = pairs[b]!, n = 0; p !== 0 && n < BRANCH_SCAN; n++) {
      const x = p & -p
      chosen |= x
      p ^= x
    }
    if (chosen === 0) continue
    const next = NEXT[b]!
    const prev = PREV[b]!
    const pairsHere = pairs[b]!
    const pairsNext = pairs[next]!
    const pairsPrev = pairs[prev]!
    // Each (cell, digit) once, from the digit's word: its related cells in the band
    // (one popcount each for all of them and the bivalue ones), then in the cell's
    // column in the other two bands (spread bits summed with one multiply).
    for (let j = base + b; j < base + 27; j += 3) {
      const v = S[j]!
      const wn = S[j - b + next]!
      const wp = S[j - b + prev]!
      for (let x = v & chosen; x !== 0; x &= x - 1) {
        const k = 31 - Math.clz32(x & -x)
        const c = k % 9
        const near = v & peersOf[k]!
        const col =
          ((wn >>> c) & COLS) +
          ((wp >>> c) & COLS) +
          2 * (((wn & pairsNext) >>> c) & COLS) +
          2 * (((wp & pairsPrev) >>> c) & COLS)
        score[k] =
          score[k]! +
          popcount(near) +
          2 * popcount(near & pairsHere) +
          ((Math.imul(col, COLS) >>> 18) & 31)
      }
    }
    for (; chosen !== 0; chosen &= chosen - 1) {
      const x = chosen & -chosen
      const k = 31 - Math.clz32(x)
      if (score[k]! > best) {
        best = score[k]!
        band = b
        bit = x
      }
      score[k] = 0
    }
  }
  if (band < 0) {
    // No bivalue cell: the first with the fewest candidates.
    let fewest = 10
    for (let b = 0; b < 3; b++) {
      for (let u = S[base + U0 + b]!; u !== 0; u &= u - 1) {
        const x = u & -u
        let n = 0
        for (let j = base + b; j < base + 27; j += 3) if (S[j]! & x) n++
        if (n < fewest) {
          fewest = n
          band = b
          bit = x
        }
      }
    }
  }
  let word = band
  while (!(S[base + word]! & bit)) word += 3
  TRY_WORD[level] = word
  TRY_BIT[level] = bit
  const next = base + STRIDE
  S.copyWithin(next, base, base + 30)
  // The tried digit keeps only this cell in its row (step 2 fixes it); the cell's
  // other digits lose it.
  let dirty = 1 << word
  S[next + word] = S[next + word]! & (~ROW_OF[31 - Math.clz32(bit)]! | bit)
  for (let j = word + 3; j < 27; j += 3) {
    const v = S[next + j]!
    if (v & bit) {
      S[next + j] = v & ~bit
      dirty |= 1 << j
    }
  }
  return dirty
}

function saveSolution(base: number): void {
  for (let i = 0; i < 27; i++) {
    const digit = ((i / 3) | 0) + 1
    const offset = 27 * (i % 3)
    for (let m = BOARDS[base + i]!; m !== 0; m &= m - 1)
      bandSolution[offset + 31 - Math.clz32(m & -m)] = digit
  }
}

/**
 * Solve a 9x9 grid (81 values, row-major, 0 = empty), stopping at `limit`
 * solutions (1 or 2). Returns how many were found (0, 1 or 2); the first is left
 * in `bandSolution`, the counters in `bandStats`. Conflicting givens, values that
 * are not digits 0-9, or a length other than 81 give 0. A `deadline` (a
 * performance.now() time, 0 = none) is checked every 64 branchings; past it the
 * solve gives up with 0 and `bandStats.timedOut`. `marks`: a position's candidates
 * (`pencilMarks`), or null: each digit's words then lose the cells that no longer
 * have it (the first propagation finds a cell left with none).
 */
export function solveBand(
  givens: ArrayLike<number>,
  limit: number,
  deadline = 0,
  marks: ArrayLike<number> | null = null,
): number {
  // The memo starts empty each solve, so a puzzle's calculations do not depend on what
  // was solved before it (Compare's count and the Solve view's agree).
  STABLE.fill(0)
  calculations = 0
  placements = 0
  let guesses = 0
  let backtracks = 0
  let maxDepth = 0
  let solutions = 0
  let timedOut = false
  if (givens.length !== 81 || !load(givens)) {
    bandStats.timedOut = false
    bandStats.calculations = 0
    bandStats.placements = 0
    bandStats.guesses = 0
    bandStats.backtracks = 0
    bandStats.maxDepth = 0
    return 0
  }
  const S = BOARDS
  if (marks) strikeMarks(givens, marks)
  const tryWord = TRY_WORD
  const tryBit = TRY_BIT
  let level = 0
  let base = 0
  let dirty = ALL27
  for (;;) {
    let state = propagate(base, dirty)
    if (state === SOLVED) {
      if (solutions++ === 0) saveSolution(base)
      if (solutions >= limit) break
      state = FAIL
    }
    if (state === OPEN) {
      if ((guesses & 63) === 63 && deadline > 0 && clock.now() > deadline) {
        timedOut = true
        solutions = 0
        break
      }
      dirty = branch(base, level)
      guesses++
      level++
      base += STRIDE
      if (level > maxDepth) maxDepth = level
      continue
    }
    if (level === 0) break
    level--
    base -= STRIDE
    backtracks++
    const word = tryWord[level]!
    S[base + word] = S[base + word]! & ~tryBit[level]!
    dirty = 1 << word
  }
  bandStats.timedOut = timedOut
  bandStats.calculations = calculations
  bandStats.placements = placements
  bandStats.guesses = guesses
  bandStats.backtracks = backtracks
  bandStats.maxDepth = maxDepth
  return solutions
}
