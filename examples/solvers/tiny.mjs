// Fill the first empty cell with each digit its row, column and box lack, and recurse.
export default function solve(p) {
  const i = p.indexOf('.')
  if (i < 0) return p // no empty cell left: solved
  const [r, c] = [i - (i % 9), i % 9] // where its row starts, its column
  const b = r - (r % 27) + c - (c % 3) // its box's top left cell
  let seen = ''
  for (let k = 0; k < 9; k++) seen += p[r + k] + p[c + 9 * k] + p[b + 9 * ((k / 3) | 0) + (k % 3)]
  for (const d of '123456789') {
    const s = seen.includes(d) ? null : solve(p.slice(0, i) + d + p.slice(i + 1))
    if (s) return s
  }
  return null
}
