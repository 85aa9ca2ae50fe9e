/** How the app and the CLI write a time. */

/** "850 µs", "12.4 µs", "1.23 ms", "45.6 ms", "2.10 s": three significant figures. */
export function formatUs(us: number): string {
  const three = (x: number) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2))
  if (us < 999.5) return `${three(us)} µs`
  if (us < 999_500) return `${three(us / 1000)} ms`
  return `${three(us / 1e6)} s`
}
