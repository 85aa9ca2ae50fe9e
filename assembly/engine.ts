/**
 * The `wasm` engine: the band engine of `fast` (src/engine/algorithms/fast-band.ts)
 * in AssemblyScript, compiled to WebAssembly with SIMD128 by scripts/build-wasm.mjs.
 *
 * Same representation, rules and search as fast-band.ts (read its header first): for
 * each digit d and band b one 27-bit word 3d + b of the cells where d may still go,
 * words 27-29 each band's unsolved cells, a board of 30 words at a 32-word stride;
 * band triads (locked candidates rows <-> boxes), row singles, stack triads (columns
 * <-> boxes), naked singles, branching on the most constraining bivalue cell. So the
 * search tree is the same node for node, and the step-by-step recording of `fast`
 * (fast-cells.ts) replays it faithfully.
 *
 * What WebAssembly changes:
 *   - Every table and the board stack live at fixed addresses of linear memory
 *     (`memory.data`), read with plain loads: no bounds checks, no boxed numbers.
 *   - Naked singles scan all three bands at once: one 128-bit load of words
 *     3d .. 3d + 3 gives digit d's three band words in lanes 0-2 (lane 3 is
 *     ignored), so the once/twice/thrice accumulators over nine digits are nine
 *     vector loads and 27 vector operations instead of 81 scalar ones.
 *   - A search level is copied with eight 128-bit loads and stores.
 *   - Popcount and count-leading-zeros are single instructions.
 *
 * The interface (see src/engine/algorithms/wasm.ts): write 81 bytes of givens at
 * `input()`, call `solve(limit, deadline)`, read the first solution's 81 digits at
 * `output()` and the counters at `stats()`.
 */

@external('env', 'now')
declare function now(): f64

const STRIDE: i32 = 32
const U0: i32 = 27
const LEVELS: i32 = 82
const ALL27: i32 = 0x7ffffff
const COLS: i32 = 0x40201
const BRANCH_SCAN: i32 = 3

const FAIL: i32 = 0
const OPEN: i32 = 1
const SOLVED: i32 = 2

// Linear memory: tables first, then the board stack (16-byte aligned for the vectors).
const BOARDS: usize = memory.data(LEVELS * STRIDE * 4, 16)
const TRY_WORD: usize = memory.data(LEVELS * 4)
const TRY_BIT: usize = memory.data(LEVELS * 4)
const TRI: usize = memory.data(512 * 4)
const LOCK: usize = memory.data(512 * 4)
const STACK: usize = memory.data(512 * 4)
const ROWS: usize = memory.data(8 * 4)
const ROW_OF: usize = memory.data(27 * 4)
const PEERS: usize = memory.data(27 * 4)
const PAIRS: usize = memory.data(4 * 4)
const GIVEN: usize = memory.data(40 * 4)
const D_UNITS: i32 = 27
const TAKEN: i32 = 36
const UNITS: usize = memory.data(81 * 4)
const BAND: usize = memory.data(81 * 4)
const BOXES: usize = memory.data(8 * 4)
const SCORE: usize = memory.data(27 * 4)
const STABLE: usize = memory.data(27 * 4)
const INPUT: usize = memory.data(81)
const OUTPUT: usize = memory.data(81)
const STATS: usize = memory.data(6 * 4, 16)

@inline function ld(table: usize, i: i32): i32 {
  return load<i32>(table + (<usize>i << 2))
}
@inline function st(table: usize, i: i32, v: i32): void {
  store<i32>(table + (<usize>i << 2), v)
}
/** Word i of the board stack (absolute index: level * STRIDE + word). */
@inline function S(i: i32): i32 {
  return load<i32>(BOARDS + (<usize>i << 2))
}
@inline function setS(i: i32, v: i32): void {
  store<i32>(BOARDS + (<usize>i << 2), v)
}
@inline function low31(x: i32): i32 {
  return 31 - clz<i32>(x)
}
@inline function nextBand(b: i32): i32 {
  return b == 2 ? 0 : b + 1
}
@inline function prevBand(b: i32): i32 {
  return b == 0 ? 2 : b - 1
}

// The tables (as in fast-band.ts), built when the module is instantiated.
for (let x: i32 = 0; x < 512; x++) {
  st(TRI, x, (x & 7 ? 1 : 0) | (x & 0x38 ? 2 : 0) | (x & 0x1c0 ? 4 : 0))
}
for (let t: i32 = 0; t < 512; t++) {
  let on: i32 = 0
  // The six permutations p of (0, 1, 2), as p[0] + 3 p[1] + 9 p[2] packed in base 3.
  for (let k: i32 = 0; k < 6; k++) {
    const p0: i32 = k >> 1
    const rest: i32 = k & 1
    const p1: i32 = p0 == 0 ? 1 + rest : p0 == 1 ? (rest ? 2 : 0) : rest
    const p2: i32 = 3 - p0 - p1
    const m: i32 = (1 << p0) | (1 << (3 + p1)) | (1 << (6 + p2))
    if ((t & m) == m) on |= m
  }
  let cells: i32 = 0
  let pairs: i32 = 0
  for (let k: i32 = 0; k < 9; k++) {
    if (!(on & (1 << k))) continue
    const r: i32 = k / 3
    const j: i32 = k % 3
    cells |= 7 << (9 * r + 3 * j)
    pairs |= 1 << (9 * r + j)
  }
  st(LOCK, t, cells)
  st(STACK, t, pairs)
}
for (let cell: i32 = 0; cell < 81; cell++) {
  const r: i32 = cell / 9
  const c: i32 = cell % 9
  st(UNITS, cell, (1 << r) | (1 << (9 + c)) | (1 << (18 + 3 * (r / 3) + c / 3)))
  st(BAND, cell, r / 3)
}
for (let s: i32 = 0; s < 8; s++) {
  st(BOXES, s, (s & 1 ? 0x1c0e07 : 0) | (s & 2 ? 0x1c0e07 << 3 : 0) | (s & 4 ? 0x1c0e07 << 6 : 0))
  st(ROWS, s, (s & 1 ? 0x1ff : 0) | (s & 2 ? 0x1ff << 9 : 0) | (s & 4 ? 0x1ff << 18 : 0))
}
for (let k: i32 = 0; k < 27; k++) {
  const r: i32 = k / 9
  const c: i32 = k % 9
  st(ROW_OF, k, 0x1ff << (9 * r))
  let peers: i32 = 0
  for (let j: i32 = 0; j < 27; j++) {
    const rj: i32 = j / 9
    const cj: i32 = j % 9
    if (j != k && (rj == r || cj / 3 == c / 3)) peers |= 1 << j
  }
  st(PEERS, k, peers)
}

let calculations: i32 = 0
let placements: i32 = 0
let guesses: i32 = 0
let backtracks: i32 = 0
let maxDepth: i32 = 0
let timedOut: i32 = 0

/** Propagate the board at `base` from the dirty words to a fixpoint: FAIL, OPEN or SOLVED. */
function propagate(base: i32, dirty: i32): i32 {
  let calcs: i32 = 0
  let fixes: i32 = 0
  let result: i32 = FAIL
  let digits: i32 = 0
  let failed = false
  while (!failed) {
    // Steps 1-3 until nothing is dirty.
    do {
      while (dirty != 0) {
        const low: i32 = dirty & -dirty
        dirty ^= low
        const i: i32 = low31(low)
        const b: i32 = i % 3
        const first: i32 = base + i - b
        const ub: i32 = base + U0 + b
        let m: i32 = S(base + i)
        for (;;) {
          calcs++
          m &= ld(LOCK, ld(TRI, m & 511) | (ld(TRI, (m >>> 9) & 511) << 3) | (ld(TRI, m >>> 18) << 6))
          if (m == 0) {
            failed = true
            break
          }
          // The rows holding the digit once (a row with none keeps 0): r & (r - 1) is 0.
          const r0: i32 = m & 511
          const r1: i32 = m & 0x3fe00
          const r2: i32 = m & 0x7fc0000
          const fixed: i32 =
            (select<i32>(0, r0, r0 & (r0 - 1)) |
              select<i32>(0, r1, r1 & (r1 - 1)) |
              select<i32>(0, r2, r2 & (r2 - 1))) &
            S(ub)
          if (fixed == 0) break
          fixes += popcnt<i32>(fixed)
          setS(ub, S(ub) & ~fixed)
          const cols: i32 = ((fixed | (fixed >>> 9) | (fixed >>> 18)) & 511) * COLS
          const d3: i32 = first - base
          const w0 = S(first)
          setS(first, w0 & ~cols)
          const w1 = S(first + 1)
          setS(first + 1, w1 & ~cols)
          const w2 = S(first + 2)
          setS(first + 2, w2 & ~cols)
          dirty |=
            ((((w0 & cols) + ALL27) >>> 27) |
              ((((w1 & cols) + ALL27) >>> 27) << 1) |
              ((((w2 & cols) + ALL27) >>> 27) << 2)) <<
            d3
          const p: i32 = base + b
          let struck: i32 = 0
          for (let k: i32 = 0; k < 27; k += 3) {
            const x = S(p + k)
            setS(p + k, x & ~fixed)
            struck |= (((x & fixed) + ALL27) >>> 27) << k
          }
          dirty |= struck << b
          dirty &= ~low
          m &= ~cols | fixed
        }
        if (failed) break
        setS(base + i, m)
        digits |= 1 << (i - b)
      }
      if (failed) break
      while (digits != 0) {
        const low: i32 = digits & -digits
        digits ^= low
        const d3: i32 = low31(low)
        const at: i32 = base + d3
        const a0 = S(at)
        const a1 = S(at + 1)
        const a2 = S(at + 2)
        const x: i32 =
          ((a0 | (a0 >>> 9) | (a0 >>> 18)) & 511) |
          (((a1 | (a1 >>> 9) | (a1 >>> 18)) & 511) << 9) |
          (((a2 | (a2 >>> 9) | (a2 >>> 18)) & 511) << 18)
        if (x == ld(STABLE, d3)) continue
        calcs++
        let q: i32 = 0
        for (let shift: i32 = 0; shift < 9; shift += 3) {
          const y: i32 = (x >>> shift) & 0x1c0e07
          const on: i32 = ld(STACK, (y & 7) | ((y >>> 6) & 0x38) | ((y >>> 12) & 0x1c0))
          if (on == 0) {
            failed = true
            break
          }
          q |= on << shift
        }
        if (failed) break
        if (q == x) {
          st(STABLE, d3, x)
          continue
        }
        const c0: i32 = (q & 511) * COLS
        if (a0 & ~c0) {
          setS(at, a0 & c0)
          dirty |= 1 << d3
        }
        const c1: i32 = ((q >>> 9) & 511) * COLS
        if (a1 & ~c1) {
          setS(at + 1, a1 & c1)
          dirty |= 2 << d3
        }
        const c2: i32 = (q >>> 18) * COLS
        if (a2 & ~c2) {
          setS(at + 2, a2 & c2)
          dirty |= 4 << d3
        }
      }
      if (failed) break
    } while (dirty != 0)
    if (failed) break
    // Step 4: naked singles, all three bands at once in the lanes of a vector.
    const at: usize = BOARDS + (<usize>base << 2)
    let once = i32x4.splat(0)
    let twice = once
    let thrice = once
    for (let d: usize = 0; d < 9; d++) {
      const v = v128.load(at + d * 12)
      thrice = v128.or(thrice, v128.and(twice, v))
      twice = v128.or(twice, v128.and(once, v))
      once = v128.or(once, v)
    }
    const unsolved = v128.load(at + (<usize>U0 << 2))
    // Lanes 0-2: cells of each band with no candidate left, and with exactly one.
    if (v128.any_true(i32x4.replace_lane(v128.andnot(unsolved, once), 3, 0))) {
      failed = true
      break
    }
    const exactlyTwo = v128.and(v128.andnot(twice, thrice), unsolved)
    const onlyOne = v128.andnot(unsolved, twice)
    store<i32>(PAIRS, i32x4.extract_lane(exactlyTwo, 0))
    store<i32>(PAIRS, i32x4.extract_lane(exactlyTwo, 1), 4)
    store<i32>(PAIRS, i32x4.extract_lane(exactlyTwo, 2), 8)
    for (let b: i32 = 0; b < 3 && !failed; b++) {
      let singles: i32 =
        b == 0
          ? i32x4.extract_lane(onlyOne, 0)
          : b == 1
            ? i32x4.extract_lane(onlyOne, 1)
            : i32x4.extract_lane(onlyOne, 2)
      while (singles != 0) {
        const bit: i32 = singles & -singles
        singles ^= bit
        let j: i32 = b
        while (j < 27 && !(S(base + j) & bit)) j += 3
        if (j >= 27) {
          failed = true
          break
        }
        setS(base + j, S(base + j) & (~ld(ROW_OF, low31(bit)) | bit))
        dirty |= 1 << j
      }
    }
    if (failed) break
    if (dirty == 0) {
      result = (S(base + U0) | S(base + U0 + 1) | S(base + U0 + 2)) == 0 ? SOLVED : OPEN
      break
    }
  }
  calculations += calcs
  placements += fixes
  return result
}

/** Load the givens at INPUT into level 0; false when they cannot stand. */
function loadGivens(): bool {
  for (let i: i32 = 0; i < 40; i++) st(GIVEN, i, 0)
  for (let cell: i32 = 0; cell < 81; cell++) {
    const d: i32 = load<u8>(INPUT + <usize>cell)
    if (d == 0) continue
    if (d > 9) return false
    const key = ld(UNITS, cell)
    const seen = ld(GIVEN, D_UNITS + d - 1)
    if (seen & key) return false
    st(GIVEN, D_UNITS + d - 1, seen | key)
    const b = ld(BAND, cell)
    const bit: i32 = 1 << (cell - 27 * b)
    const i: i32 = 3 * (d - 1) + b
    st(GIVEN, i, ld(GIVEN, i) | bit)
    st(GIVEN, TAKEN + b, ld(GIVEN, TAKEN + b) | bit)
  }
  for (let d: i32 = 0; d < 9; d++) {
    const seen = ld(GIVEN, D_UNITS + d)
    const cols: i32 = ((seen >>> 9) & 511) * COLS
    for (let b: i32 = 0; b < 3; b++) {
      const out: i32 =
        ld(GIVEN, TAKEN + b) |
        ld(ROWS, (seen >>> (3 * b)) & 7) |
        ld(BOXES, (seen >>> (18 + 3 * b)) & 7) |
        cols
      setS(3 * d + b, (ALL27 & ~out) | ld(GIVEN, 3 * d + b))
    }
  }
  for (let b: i32 = 0; b < 3; b++) setS(U0 + b, ALL27 & ~ld(GIVEN, TAKEN + b))
  setS(30, 0)
  setS(31, 0)
  return true
}

/** Choose the branching cell at `base`, copy the board up a level, try the cell's lowest digit. */
function branch(base: i32, level: i32): i32 {
  let band: i32 = -1
  let bit: i32 = 0
  let best: i32 = -1
  for (let b: i32 = 0; b < 3; b++) {
    let chosen: i32 = 0
    let p = ld(PAIRS, b)
    for (let n: i32 = 0; p != 0 && n < BRANCH_SCAN; n++) {
      const x = p & -p
      chosen |= x
      p ^= x
    }
    if (chosen == 0) continue
    const next = nextBand(b)
    const prev = prevBand(b)
    const pairsHere = ld(PAIRS, b)
    const pairsNext = ld(PAIRS, next)
    const pairsPrev = ld(PAIRS, prev)
    for (let j: i32 = base + b; j < base + 27; j += 3) {
      const v = S(j)
      const wn = S(j - b + next)
      const wp = S(j - b + prev)
      for (let x: i32 = v & chosen; x != 0; x &= x - 1) {
        const k: i32 = ctz<i32>(x)
        const c: i32 = k % 9
        const near: i32 = v & ld(PEERS, k)
        const col: i32 =
          ((wn >>> c) & COLS) +
          ((wp >>> c) & COLS) +
          2 * (((wn & pairsNext) >>> c) & COLS) +
          2 * (((wp & pairsPrev) >>> c) & COLS)
        st(SCORE, k, ld(SCORE, k) + popcnt<i32>(near) + 2 * popcnt<i32>(near & pairsHere) + (((col * COLS) >>> 18) & 31))
      }
    }
    for (; chosen != 0; chosen &= chosen - 1) {
      const k: i32 = ctz<i32>(chosen)
      const s = ld(SCORE, k)
      if (s > best) {
        best = s
        band = b
        bit = 1 << k
      }
      st(SCORE, k, 0)
    }
  }
  if (band < 0) {
    let fewest: i32 = 10
    for (let b: i32 = 0; b < 3; b++) {
      for (let u = S(base + U0 + b); u != 0; u &= u - 1) {
        const x = u & -u
        let n: i32 = 0
        for (let j: i32 = base + b; j < base + 27; j += 3) if (S(j) & x) n++
        if (n < fewest) {
          fewest = n
          band = b
          bit = x
        }
      }
    }
  }
  let word = band
  while (!(S(base + word) & bit)) word += 3
  st(TRY_WORD, level, word)
  st(TRY_BIT, level, bit)
  const next = base + STRIDE
  const from: usize = BOARDS + (<usize>base << 2)
  const to: usize = BOARDS + (<usize>next << 2)
  for (let k: usize = 0; k < 128; k += 16) v128.store(to + k, v128.load(from + k))
  let dirty: i32 = 1 << word
  setS(next + word, S(next + word) & (~ld(ROW_OF, low31(bit)) | bit))
  for (let j: i32 = word + 3; j < 27; j += 3) {
    const v = S(next + j)
    if (v & bit) {
      setS(next + j, v & ~bit)
      dirty |= 1 << j
    }
  }
  return dirty
}

function saveSolution(base: i32): void {
  for (let i: i32 = 0; i < 27; i++) {
    const digit: u8 = <u8>(i / 3 + 1)
    const offset: i32 = 27 * (i % 3)
    for (let m = S(base + i); m != 0; m &= m - 1) store<u8>(OUTPUT + <usize>(offset + ctz<i32>(m)), digit)
  }
}

/** Where the caller writes the 81 givens (bytes 0-9, row-major). */
export function input(): usize {
  return INPUT
}

/** Where the first solution is left (81 bytes, digits 1-9). */
export function output(): usize {
  return OUTPUT
}

/**
 * Solve the givens at `input()`, stopping at `limit` solutions (1 or 2). Returns how
 * many were found (0, 1 or 2). `deadline` is a time in the units of the `now`
 * import (0 = none), checked every 64 branchings; past it the result is 0 and
 * the timed-out counter is 1.
 */
export function solve(limit: i32, deadline: f64): i32 {
  calculations = 0
  placements = 0
  guesses = 0
  backtracks = 0
  maxDepth = 0
  timedOut = 0
  // The memo starts empty each solve, so a puzzle's calculations do not depend on
  // what was solved before it (as in fast-band.ts).
  for (let d: i32 = 0; d < 27; d++) st(STABLE, d, 0)
  if (!loadGivens()) {
    for (let k: i32 = 0; k < 6; k++) st(STATS, k, 0)
    return 0
  }
  let solutions: i32 = 0
  let level: i32 = 0
  let base: i32 = 0
  let dirty: i32 = ALL27
  for (;;) {
    let state = propagate(base, dirty)
    if (state == SOLVED) {
      if (solutions++ == 0) saveSolution(base)
      if (solutions >= limit) break
      state = FAIL
    }
    if (state == OPEN) {
      if ((guesses & 63) == 63 && deadline > 0 && now() > deadline) {
        timedOut = 1
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
    if (level == 0) break
    level--
    base -= STRIDE
    backtracks++
    const word = ld(TRY_WORD, level)
    setS(base + word, S(base + word) & ~ld(TRY_BIT, level))
    dirty = 1 << word
  }
  st(STATS, 0, calculations)
  st(STATS, 1, placements)
  st(STATS, 2, guesses)
  st(STATS, 3, backtracks)
  st(STATS, 4, maxDepth)
  st(STATS, 5, timedOut)
  return solutions
}

/** Where `solve` leaves its counters: calculations, placements, guesses, backtracks, maxDepth, timedOut (i32 each). */
export function stats(): usize {
  return STATS
}
