/**
 * oneLine (src/cli/one-line.ts): a module's text as one short line of output.
 */
import { describe, expect, it } from 'vitest'
import { oneLine } from '../../src/cli/one-line'

describe('oneLine', () => {
  it('keeps short plain text as it is', () => {
    expect(oneLine('error: no idea', 200)).toBe('error: no idea')
    expect(oneLine('é ü 中 😀', 200)).toBe('é ü 中 😀')
  })

  it('escapes what would break the line or drive a terminal', () => {
    expect(oneLine('a\nb\r\nc\td', 200)).toBe('a\\nb\\r\\nc\\td')
    expect(oneLine('\u001b[2J\u0000\u007f\u0085\u2028\u2029', 200)).toBe(
      '\\u001b[2J\\u0000\\u007f\\u0085\\u2028\\u2029',
    )
  })

  it('cuts long text, saying how long it was', () => {
    expect(oneLine('x'.repeat(1000), 10)).toBe('xxxxxxxxxx...(1000 characters)')
    // Escapes count towards the length shown, and are never cut in half.
    expect(oneLine('\n'.repeat(100), 5)).toBe('\\n\\n\\n...(100 characters)')
    // Nor is a character outside the BMP.
    expect(oneLine('abcd😀' + 'y'.repeat(20), 5)).toBe('abcd😀...(26 characters)')
  })

  it('changes nothing in its own output given a larger max', () => {
    const once = oneLine('a\nb' + 'z'.repeat(500), 100)
    expect(oneLine(once, 200)).toBe(once)
  })
})
