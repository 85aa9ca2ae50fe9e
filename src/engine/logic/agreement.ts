/**
 * How well our ratings agree with published ones: rank correlation and the
 * deterministic split of a rated collection into a tuning part and a held-out part
 * (used by tests/unit/rating.test.ts and scripts/rate-check.ts; the bands compared
 * are rating.ts's).
 */

/**
 * The split: line i (zero-based, in file order) is held out when i % 2 === 1.
 * Ratings were tuned on the even lines only.
 */
export function isHeldOut(line: number): boolean {
  return line % 2 === 1
}

/** Ranks with ties averaged (1-based). */
function ranks(xs: readonly number[]): number[] {
  const order = xs.map((x, i) => [x, i] as const).sort((a, b) => a[0] - b[0])
  const out = new Array<number>(xs.length)
  for (let i = 0; i < order.length;) {
    let j = i
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++
    for (let k = i; k <= j; k++) out[order[k]![1]] = (i + j) / 2 + 1
    i = j + 1
  }
  return out
}

/** Spearman's rank correlation (Pearson on tie-averaged ranks). */
export function spearman(a: readonly number[], b: readonly number[]): number {
  const ra = ranks(a)
  const rb = ranks(b)
  const n = a.length
  const ma = ra.reduce((s, x) => s + x, 0) / n
  const mb = rb.reduce((s, x) => s + x, 0) / n
  let num = 0
  let da = 0
  let db = 0
  for (let i = 0; i < n; i++) {
    num += (ra[i]! - ma) * (rb[i]! - mb)
    da += (ra[i]! - ma) ** 2
    db += (rb[i]! - mb) ** 2
  }
  return num / Math.sqrt(da * db)
}
