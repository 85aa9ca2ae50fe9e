/**
 * WCAG AA in both themes, checked on the tokens themselves (styles.css): text 4.5:1 on
 * every background it is drawn on, the board's highlights included (axe cannot see the
 * candidates, which CSS draws), and 3:1 for chart series and other graphics.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const css = readFileSync(new URL('../../src/styles.css', import.meta.url), 'utf8')

function tokens(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`)
  const body = css.slice(start, css.indexOf('\n}', start))
  return Object.fromEntries(
    [...body.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map((m) => [m[1]!, m[2]!]),
  )
}

const LIGHT = tokens(':root')
const DARK = { ...LIGHT, ...tokens(":root[data-theme='dark']") }

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

/** [text or graphic, background, minimum ratio] */
const PAIRS: [string, string, number][] = [
  ...['bg', 'panel'].flatMap((bg) =>
    ['ink', 'muted', 'accent', 'given', 'logic', 'guess', 'danger', 'ok', 'detour', 'strike'].map(
      (fg) => [fg, bg, 4.5] as [string, string, number],
    ),
  ),
  // Candidates (muted) and digits on every highlight's tint.
  ...['accent-soft', 'guess-soft', 'danger-soft', 'ok-soft', 'detour-soft'].flatMap((bg) =>
    ['muted', 'ink', 'logic'].map((fg) => [fg, bg, 4.5] as [string, string, number]),
  ),
  ['guess', 'guess-soft', 4.5],
  ['danger', 'danger-soft', 4.5],
  ['ok', 'ok-soft', 4.5],
  ['detour', 'detour-soft', 4.5],
  // A deduction's removed candidate: its digit on its own tint.
  ['strike', 'strike-soft', 4.5],
  ['accent', 'accent-soft', 4.5],
  // A fin: a graphic beside the pattern's rings, on the board and on a tinted unit.
  ...['panel', 'bg', 'accent-soft'].map((bg) => ['fin', bg, 3] as [string, string, number]),
  // A pattern's parts: the candidate's digit (ink) on its part's tint, the tint's edge
  // (a graphic) on the board and on the tint itself.
  ...[1, 2, 3, 4].flatMap((i) => [
    ['ink', `group-${i}`, 4.5] as [string, string, number],
    ['muted', `group-${i}`, 4.5] as [string, string, number],
    [`group-${i}-edge`, 'panel', 3] as [string, string, number],
    [`group-${i}-edge`, 'accent-soft', 3] as [string, string, number],
    [`group-${i}-edge`, `group-${i}`, 3] as [string, string, number],
  ]),
  ['on-accent', 'accent', 4.5],
  ['panel', 'ok', 4.5],
  ['panel', 'guess', 4.5],
  ['focus', 'panel', 3],
  ['focus', 'focus-halo', 3],
  ['line-strong', 'panel', 3],
  ...[1, 2, 3, 4, 5].map((i) => [`series-${i}`, 'panel', 3] as [string, string, number]),
]

it('reads both themes from styles.css', () => {
  expect(Object.keys(LIGHT).length).toBeGreaterThan(20)
  expect(DARK.bg).not.toBe(LIGHT.bg)
  expect(DARK.ink).not.toBe(LIGHT.ink)
})

describe.each([
  ['light', LIGHT],
  ['dark', DARK],
])('the %s theme', (_, theme) => {
  it.each(PAIRS)('%s on %s: at least %s:1', (fg, bg, min) => {
    expect(theme[fg], fg).toBeDefined()
    expect(theme[bg], bg).toBeDefined()
    expect(contrast(theme[fg]!, theme[bg]!)).toBeGreaterThanOrEqual(min)
  })
})
