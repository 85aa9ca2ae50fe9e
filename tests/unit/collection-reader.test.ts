import { describe, expect, it } from 'vitest'
import { serialize } from '@/engine'
import { blockLine, blockPuzzle, CollectionReader, sampleIndices } from '@/engine/collection-reader'
import { puzzleLines } from '../fixtures/puzzles'

const INKALA = puzzleLines('inkala-top10.txt', 10)

describe('CollectionReader', () => {
  it('reads one-liners cut anywhere across chunks, in order, into one block', () => {
    const text = ['# Inkala', ...INKALA, ''].join('\r\n')
    for (const size of [1, 7, 80, 81, 82, 1000]) {
      const reader = new CollectionReader()
      for (let at = 0; at < text.length; at += size) reader.push(text.slice(at, at + size))
      const block = reader.finish()
      expect(block.count).toBe(10)
      expect(block.cells).toBe(81)
      expect(block.data).toHaveLength(810)
      expect(Array.from({ length: 10 }, (_, i) => blockLine(block, i))).toEqual(INKALA)
      expect(serialize(blockPuzzle(block, 3), 'line')).toBe(INKALA[3])
    }
  })

  it('skips lines that do not read, or of another size, and says why with the line number', () => {
    const reader = new CollectionReader()
    reader.push([INKALA[0], 'hello', '1234', INKALA[1]].join('\n'))
    const block = reader.finish()
    expect(block.count).toBe(2)
    expect(block.skipped).toBe(2)
    expect(block.reasons).toEqual([
      "Line 2: 'hello' is not a puzzle (5 cells; a puzzle has 81)",
      "Line 3: '1234' is not a puzzle (4 cells; a puzzle has 81)",
    ])
  })

  it('quotes a line of the right length with the character that is wrong', () => {
    const reader = new CollectionReader()
    const bad = `${INKALA[1]!.slice(0, 40)}z${INKALA[1]!.slice(41)}`
    reader.push([INKALA[0], bad].join('\n'))
    const [reason] = reader.finish().reasons
    expect(reason).toMatch(/^Line 2: '.{23}…' is not a puzzle \(column 41: /)
  })
})

describe('sampleIndices', () => {
  it('draws k distinct indices in order, the same ones for the same seed', () => {
    const s = sampleIndices(500_000, 100)
    expect(s).toHaveLength(100)
    expect(new Set(s).size).toBe(100)
    expect([...s].sort((a, b) => a - b)).toEqual(s)
    expect(s.every((i) => i >= 0 && i < 500_000)).toBe(true)
    expect(sampleIndices(500_000, 100)).toEqual(s)
    expect(sampleIndices(5, 10)).toEqual([0, 1, 2, 3, 4])
  })
})
