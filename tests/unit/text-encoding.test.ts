import { describe, expect, it } from 'vitest'
import { textEncodingOf } from '@/engine/text-encoding'
import { readFile } from '@/workers/collection-read'
import { puzzleLines } from '../fixtures/puzzles'

/** `text` as UTF-16 bytes, little- or big-endian, with or without a byte order mark. */
function utf16(text: string, order: 'le' | 'be', bom: boolean): Uint8Array<ArrayBuffer> {
  const units = (bom ? '\ufeff' : '') + text
  const bytes = new Uint8Array(units.length * 2)
  for (let i = 0; i < units.length; i++) {
    const u = units.charCodeAt(i)
    bytes[2 * i + (order === 'le' ? 0 : 1)] = u & 0xff
    bytes[2 * i + (order === 'le' ? 1 : 0)] = u >> 8
  }
  return bytes
}

const LINES = puzzleLines('top95.txt', 5)

describe('text encodings', () => {
  it.each([
    ['le', true, 'utf-16le'],
    ['be', true, 'utf-16be'],
    ['le', false, 'utf-16le'],
    ['be', false, 'utf-16be'],
  ] as const)('tells UTF-16 %s (BOM: %s) from its first bytes', (order, bom, expected) => {
    expect(textEncodingOf(utf16(LINES[0]!, order, bom))).toBe(expected)
  })

  it('takes anything else as UTF-8', () => {
    expect(textEncodingOf(new TextEncoder().encode(LINES[0]!))).toBe('utf-8')
    expect(textEncodingOf(new Uint8Array([0xef, 0xbb, 0xbf, 0x2e]))).toBe('utf-8')
    expect(textEncodingOf(new Uint8Array([]))).toBe('utf-8')
  })

  it.each(['le', 'be'] as const)(
    'the app reads a UTF-16 %s file as the same collection as its UTF-8 form',
    async (order) => {
      const text = LINES.join('\r\n') + '\r\n'
      const wide = await readFile(new File([utf16(text, order, true)], 'u.txt'), () => {})
      const plain = await readFile(new File([text], 'p.txt'), () => {})
      expect(wide.kind).toBe('collection')
      if (wide.kind !== 'collection' || plain.kind !== 'collection') return
      expect(wide.block.count).toBe(5)
      expect(wide.block.skipped).toBe(0)
      expect(Array.from(wide.block.data)).toEqual(Array.from(plain.block.data))
    },
  )

  it('the app reads a single UTF-16 puzzle file as its text', async () => {
    const r = await readFile(new File([utf16(LINES[0]!, 'le', true)], 'one.txt'), () => {})
    expect(r).toEqual({ kind: 'text', text: LINES[0] })
  })
})
