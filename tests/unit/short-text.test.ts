/**
 * shortText (src/engine/short-text.ts): the one shortener of someone else's text, in
 * the page's style (sandbox/text.ts `shorten`) and a CLI line's (cli/one-line.ts
 * `oneLine`). Each caller's own cases are in sandbox-bounds and one-line tests.
 */
import { describe, expect, it } from 'vitest'
import { shortText } from '@/engine'

const LONG = 'x'.repeat(1500)

describe('shortText', () => {
  it.each([
    ['shown', 'a\nb', 'a\nb'],
    ['line', 'a\nb', 'a\\nb'],
    ['shown', LONG, `${'x'.repeat(10)}… (1,500 characters)`],
    ['line', LONG, `${'x'.repeat(10)}...(1500 characters)`],
    // A character outside the BMP is kept whole at the cut, in either style.
    ['shown', 'abcdefghi😀' + 'y'.repeat(20), 'abcdefghi😀… (31 characters)'],
    ['line', 'abcdefghi😀' + 'y'.repeat(20), 'abcdefghi😀...(31 characters)'],
  ] as const)('in the %s style, %j becomes %j', (style, text, short) => {
    expect(shortText(text, 10, style)).toBe(short)
  })

  it.each(['shown', 'line'] as const)(
    'in the %s style, a cut text stays as it is given more room',
    (style) => {
      const once = shortText('a\tb' + 'z'.repeat(500), 100, style)
      expect(shortText(once, 200, style)).toBe(once)
      expect(shortText('short', 5, style)).toBe('short')
    },
  )
})
