/**
 * Where BoardPattern draws, in cell units (the board is n x n, a cell 1 x 1): the
 * centre of each candidate, the box its digit fills, and the routes of a chain's
 * links, which run along the lines between candidates ("streets") so that they never
 * cross another candidate's digit.
 *
 * A candidate's digit sits in its slot of the cell's box x box mini-grid (slot side
 * 1/box) and fills at most GLYPH of it each way from the slot's centre. The slot
 * borders are 1/(2 box) from every slot centre, so a line along them passes at least
 * (0.5 - GLYPH)/box clear of every digit; a link leaves its candidate through a corner
 * of the candidate's own slot, follows the streets, and enters its other end the same
 * way, its bends rounded.
 */

/** Half the side of the box a candidate's digit fills, as a fraction of its slot. */
export const GLYPH = 0.3
/** The ring around a pattern's candidate: its radius, as a fraction of a slot. */
export const RING = 0.42

export interface Point {
  x: number
  y: number
}

/** Centre of candidate `digit` in `cell` (the box x box candidate grid, digit d in slot d). */
export function spot(cell: number, digit: number, box: number): Point {
  const size = box * box
  const k = digit - 1
  return {
    x: (cell % size) + ((k % box) + 0.5) / box,
    y: Math.floor(cell / size) + (Math.floor(k / box) + 0.5) / box,
  }
}

/** Candidate number (cell * size + digit - 1) to its centre. */
export function candidateSpot(candidate: number, box: number): Point {
  const size = box * box
  return spot(Math.floor(candidate / size), (candidate % size) + 1, box)
}

/** Cell-unit name of a candidate, as the sentences write it: "r2c1". */
export function cellName(cell: number, size: number): string {
  return `r${Math.floor(cell / size) + 1}c${(cell % size) + 1}`
}

const CORNERS: readonly Point[] = [
  { x: -1, y: -1 },
  { x: 1, y: -1 },
  { x: -1, y: 1 },
  { x: 1, y: 1 },
]

/** The points of one route: from `a` through a corner of its slot, along streets, to `b`. */
function routes(a: Point, b: Point, box: number): Point[][] {
  const half = 0.5 / box
  const out: Point[][] = []
  for (const ca of CORNERS)
    for (const cb of CORNERS) {
      const p = { x: a.x + ca.x * half, y: a.y + ca.y * half }
      const q = { x: b.x + cb.x * half, y: b.y + cb.y * half }
      // Across first, or down first; a straight street when they line up.
      for (const bend of [
        { x: q.x, y: p.y },
        { x: p.x, y: q.y },
      ]) {
        const pts = [a, p, bend, q, b].filter(
          (pt, i, all) =>
            i === 0 ||
            Math.abs(pt.x - all[i - 1]!.x) > 1e-9 ||
            Math.abs(pt.y - all[i - 1]!.y) > 1e-9,
        )
        out.push(pts)
      }
    }
  return out
}

/** Points every `step` along a polyline (the ends included). */
export function samplePolyline(pts: readonly Point[], step: number): Point[] {
  const out: Point[] = [pts[0]!]
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1]!
    const b = pts[i]!
    const len = Math.hypot(b.x - a.x, b.y - a.y)
    const n = Math.max(1, Math.ceil(len / step))
    for (let k = 1; k <= n; k++)
      out.push({ x: a.x + ((b.x - a.x) * k) / n, y: a.y + ((b.y - a.y) * k) / n })
  }
  return out
}

function length(pts: readonly Point[]): number {
  let sum = 0
  for (let i = 1; i < pts.length; i++)
    sum += Math.hypot(pts[i]!.x - pts[i - 1]!.x, pts[i]!.y - pts[i - 1]!.y)
  return sum
}

const onBoxBorder = (v: number, box: number) => Math.abs(v / box - Math.round(v / box)) < 0.01

export interface RouteContext {
  box: number
  /** The board's filled cells (index): a route avoids crossing their big digits. */
  filled: ReadonlySet<number>
}

/**
 * The routes of a chain's links, in order, each a polyline along the streets: among
 * the 32 ways (4 corners at each end, across or down first) the one that least runs
 * along a route already chosen, least crosses a filled cell's digit or a box's thick
 * border, and is shortest. The routes taken are kept in a grid of points, so a chain of
 * a hundred links (a forcing chain's) costs no more per link than one of three.
 */
export function routeLinks(
  links: readonly { from: Point; to: Point }[],
  ctx: RouteContext,
): Point[][] {
  const size = ctx.box * ctx.box
  const step = 0.25 / ctx.box
  const taken = new Set<number>()
  // Points are kept on a grid of side `step`: a key per grid point.
  const key = (gx: number, gy: number) => gx * 4096 + gy
  const near = (p: Point) => {
    const gx = Math.round(p.x / step)
    const gy = Math.round(p.y / step)
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++) if (taken.has(key(gx + dx, gy + dy))) return true
    return false
  }
  const overDigit = (p: Point) => {
    const col = Math.min(size - 1, Math.max(0, Math.floor(p.x)))
    const row = Math.min(size - 1, Math.max(0, Math.floor(p.y)))
    return (
      ctx.filled.has(row * size + col) &&
      Math.abs(p.x - col - 0.5) < 0.3 &&
      Math.abs(p.y - row - 0.5) < 0.3
    )
  }
  return links.map(({ from, to }) => {
    let best: Point[] = []
    let bestScore = Infinity
    for (const r of routes(from, to, ctx.box)) {
      let score = length(r)
      for (const p of samplePolyline(r, step)) {
        if (near(p)) score += 1
        if (overDigit(p)) score += 0.3
        // Along a box's thick border a line is hard to tell from the border.
        if (onBoxBorder(p.x, ctx.box) || onBoxBorder(p.y, ctx.box)) score += 0.4
      }
      if (score < bestScore) {
        bestScore = score
        best = r
      }
    }
    for (const p of samplePolyline(best, step))
      taken.add(key(Math.round(p.x / step), Math.round(p.y / step)))
    return best
  })
}

const fmt = (v: number) => String(Math.round(v * 10000) / 10000)

/**
 * An SVG path along a route: it starts and ends on the rings around its two candidates
 * (not over their digits), its bends rounded by quadratic curves of radius `radius`
 * (which stay inside the corner of two streets, clear of the digits there).
 */
export function routePath(route: readonly Point[], box: number, radius = 0.22 / box): string {
  const pts = route.slice()
  const ring = RING / box
  const trim = (from: Point, toward: Point): Point => {
    const len = Math.hypot(toward.x - from.x, toward.y - from.y)
    const t = Math.min(1, ring / len)
    return { x: from.x + (toward.x - from.x) * t, y: from.y + (toward.y - from.y) * t }
  }
  if (pts.length >= 2) {
    pts[0] = trim(pts[0]!, pts[1]!)
    pts[pts.length - 1] = trim(pts[pts.length - 1]!, pts[pts.length - 2]!)
  }
  let d = `M${fmt(pts[0]!.x)} ${fmt(pts[0]!.y)}`
  for (let i = 1; i < pts.length - 1; i++) {
    const u = pts[i - 1]!
    const v = pts[i]!
    const w = pts[i + 1]!
    const l1 = Math.hypot(v.x - u.x, v.y - u.y)
    const l2 = Math.hypot(w.x - v.x, w.y - v.y)
    const r = Math.min(radius, l1 / 2, l2 / 2)
    const a = { x: v.x - ((v.x - u.x) / l1) * r, y: v.y - ((v.y - u.y) / l1) * r }
    const b = { x: v.x + ((w.x - v.x) / l2) * r, y: v.y + ((w.y - v.y) / l2) * r }
    d += ` L${fmt(a.x)} ${fmt(a.y)} Q${fmt(v.x)} ${fmt(v.y)} ${fmt(b.x)} ${fmt(b.y)}`
  }
  const last = pts[pts.length - 1]!
  return `${d} L${fmt(last.x)} ${fmt(last.y)}`
}
