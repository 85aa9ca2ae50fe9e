/**
 * Pure helpers that fold a whole step log into a fixed number of pixel columns,
 * so the timeline draws at most one mark per column however long the log is.
 * Position k on the timeline (k = 0 .. total) maps to column floor(k / total * columns).
 */

/** The column a step index falls in. Step i is shown once the cursor reaches i + 1. */
export function columnOf(step: number, total: number, columns: number): number {
  if (total <= 0 || columns <= 0) return 0
  return Math.min(columns - 1, Math.floor(((step + 1) / total) * columns))
}

/** The distinct columns holding at least one of the given step indices, ascending. */
export function markerColumns(steps: readonly number[], total: number, columns: number): number[] {
  const out: number[] = []
  let last = -1
  for (const s of steps) {
    const c = columnOf(s, total, columns)
    if (c !== last) out.push(c)
    last = c
  }
  return out
}

/** The greatest depth over each column's range of steps (one linear pass). */
export function depthColumns(depth: ArrayLike<number>, columns: number): Uint8Array {
  const out = new Uint8Array(Math.max(0, columns))
  const total = depth.length
  if (!total || !columns) return out
  for (let i = 0; i < total; i++) {
    const d = depth[i]!
    if (!d) continue
    const c = columnOf(i, total, columns)
    if (d > out[c]!) out[c] = d
  }
  return out
}

/**
 * The three landmark kinds the timeline marks, each in its own lane and shape. The
 * `restore` lane marks every backtrack (LogOutline.backtracks: a restore, or a
 * backtracker's digit taken back), so it counts what the Backtracks counter counts.
 */
export type MarkerKind = 'guess' | 'contradiction' | 'restore'
export const MARKER_KINDS: readonly MarkerKind[] = ['guess', 'contradiction', 'restore']
/** Height of one marker lane, px. */
export const LANE = 10

/**
 * SVG path of one marker centred at x in a lane whose top is `top`:
 * a guess points down (▼), a contradiction is a diamond (◆), a restore points up (▲).
 */
export function markerShape(kind: MarkerKind, x: number, top: number): string {
  const h = 3.5
  const X = x.toFixed(1)
  switch (kind) {
    case 'guess':
      return `M${(x - h).toFixed(1)} ${top + 1.5}h${2 * h}L${X} ${top + 8.5}Z`
    case 'contradiction':
      return `M${X} ${top + 1.5}l${h} ${h}l${-h} ${h}l${-h} ${-h}Z`
    case 'restore':
      return `M${(x - h).toFixed(1)} ${top + 8.5}h${2 * h}L${X} ${top + 1.5}Z`
  }
}
