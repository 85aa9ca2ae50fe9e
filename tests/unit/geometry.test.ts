import { describe, expect, it } from 'vitest'
import {
  bit,
  cellId,
  cellName,
  digitChar,
  digitsOf,
  geometry,
  geometryForSize,
  lowestDigit,
  popcount,
  unitName,
  type BoxSize,
} from '../../src/engine/geometry'

describe('geometry', () => {
  it.each([
    [2, 4, 16, 7],
    [3, 9, 81, 20],
    [4, 16, 256, 39],
  ] as const)('box %i: side %i, %i cells, %i peers each', (box, size, cells, peers) => {
    const g = geometry(box as BoxSize)
    expect(g.size).toBe(size)
    expect(g.cells).toBe(cells)
    expect(g.units).toHaveLength(3 * size)
    for (const u of g.units) expect(new Set(u).size).toBe(size)
    for (let c = 0; c < cells; c++) {
      expect(g.peers[c]).toHaveLength(peers)
      expect(g.peers[c]).not.toContain(c)
      for (const p of g.peers[c]!) expect(g.peers[p]).toContain(c)
    }
    expect(g.all).toBe((1 << size) - 1)
  })

  it('names cells and units the way users read them', () => {
    const g = geometry(3)
    expect(cellName(g, 0)).toBe('r1c1')
    expect(cellName(g, 80)).toBe('r9c9')
    expect(cellName(g, 10)).toBe('r2c2')
    expect(cellId(g, 10)).toBe('1.1')
    expect(unitName(g, 0)).toBe('Row 1')
    expect(unitName(g, 9 + 4)).toBe('Column 5')
    expect(unitName(g, 18 + 8)).toBe('Box 9')
    expect(g.boxOf[40]).toBe(4)
    expect(g.unitsOf[80]).toEqual([8, 17, 26])
  })

  it('handles digit masks', () => {
    expect(bit(1)).toBe(1)
    expect(bit(9)).toBe(256)
    expect(popcount(0b101101)).toBe(4)
    expect(lowestDigit(0b10100)).toBe(3)
    expect(digitsOf(0b100010010)).toEqual([2, 5, 9])
    expect(digitChar(9)).toBe('9')
    expect(digitChar(10)).toBe('A')
    expect(digitChar(16)).toBe('G')
  })

  it('knows the supported sizes only', () => {
    expect(geometryForSize(9)?.box).toBe(3)
    expect(geometryForSize(16)?.box).toBe(4)
    expect(geometryForSize(8)).toBeUndefined()
  })
})
