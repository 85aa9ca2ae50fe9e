import { describe, expect, it } from 'vitest'
import { geometry } from '../../src/engine/geometry'
import {
  DEFAULT_STEP_CAP,
  initialBoard,
  K,
  StepLog,
  type ReplayBoard,
  type Step,
} from '../../src/engine/steps'
import { copyBoard } from '../fixtures/replay'

describe('recording and decoding', () => {
  // The extremes each field must hold: 16x16 cells (255), digits (16), masks (16 bits), units (47).
  it.each<[string, (log: StepLog) => void, Step]>([
    ['pass', (l) => l.pass(1), { kind: 'pass', index: 1 }],
    ['pass, large index', (l) => l.pass(4_000_000), { kind: 'pass', index: 4_000_000 }],
    [
      'place naked-single',
      (l) => l.place(80, 9, 'naked-single', 0b100000000),
      { kind: 'place', cell: 80, digit: 9, reason: 'naked-single' },
    ],
    [
      'place hidden-single',
      (l) => l.place(0, 1, 'hidden-single', 0b11),
      { kind: 'place', cell: 0, digit: 1, reason: 'hidden-single' },
    ],
    [
      'place guess, 16x16 corner',
      (l) => l.place(255, 16, 'guess', 0xffff),
      { kind: 'place', cell: 255, digit: 16, reason: 'guess' },
    ],
    [
      'place try',
      (l) => l.place(7, 3, 'try', 0b110),
      { kind: 'place', cell: 7, digit: 3, reason: 'try' },
    ],
    ['detour', (l) => l.detour(255, 16), { kind: 'detour', cell: 255, digit: 16 }],
    [
      'eliminate',
      (l) => l.eliminate(3, 5, 254),
      { kind: 'eliminate', cell: 3, digit: 5, because: 254 },
    ],
    [
      'eliminate without a cause',
      (l) => l.eliminate(3, 5, null),
      { kind: 'eliminate', cell: 3, digit: 5, because: null },
    ],
    [
      'eliminate because cell 0',
      (l) => l.eliminate(9, 2, 0),
      { kind: 'eliminate', cell: 9, digit: 2, because: 0 },
    ],
    ['snapshot', (l) => l.snapshot(256), { kind: 'snapshot', depth: 256 }],
    [
      'guess',
      (l) => l.guess(40, 2, 0b1000000010),
      { kind: 'guess', cell: 40, digit: 2, options: [2, 10] },
    ],
    [
      'guess, all 16 options',
      (l) => l.guess(0, 1, 0xffff),
      {
        kind: 'guess',
        cell: 0,
        digit: 1,
        options: Array.from({ length: 16 }, (_, i) => i + 1),
      },
    ],
    ['contradiction (cell)', (l) => l.contradictionCell(200), { kind: 'contradiction', cell: 200 }],
    [
      'contradiction (unit)',
      (l) => l.contradictionUnit(47, 16),
      { kind: 'contradiction', unit: 47, digit: 16 },
    ],
    ['clear', (l) => l.clear(12, 4, 0b1111), { kind: 'clear', cell: 12, digit: 4 }],
    ['solved', (l) => l.solved(), { kind: 'solved' }],
    ['unsolvable', (l) => l.unsolvable(), { kind: 'unsolvable' }],
  ])('%s round-trips', (_name, record, expected) => {
    const log = new StepLog(4)
    record(log)
    expect(log.length).toBe(1)
    expect(log.step(0)).toEqual(expected)
    expect(log.kind(0)).toBe(K[expected.kind])
    if ('cell' in expected) expect(log.cell(0)).toBe(expected.cell)
    if ('digit' in expected) expect(log.digit(0)).toBe(expected.digit)
  })

  it('a restore round-trips its depth', () => {
    const g = geometry(3)
    const log = new StepLog(3)
    const a = initialBoard(g, new Array<number>(81).fill(0))
    log.restore(12, a, copyBoard(a))
    expect(log.step(0)).toEqual({ kind: 'restore', depth: 12 })
    expect(log.restoredCells(0)).toEqual([])
  })
})

describe('replaying steps on a board', () => {
  const g = geometry(3)
  const start = () => initialBoard(g, [5, ...new Array<number>(80).fill(0)])

  it('starts from the givens with every digit open in empty cells', () => {
    const b = start()
    expect(b.values[0]).toBe(5)
    expect(b.masks[0]).toBe(0b10000)
    expect(b.masks[1]).toBe(g.all)
  })

  it.each<[string, (log: StepLog, b: ReplayBoard) => void, (b: ReplayBoard) => void]>([
    [
      'eliminate strikes one candidate',
      (l) => l.eliminate(1, 5, 0),
      (b) => expect(b.masks[1]).toBe(g.all & ~0b10000),
    ],
    [
      'place sets the digit and its mask',
      (l) => l.place(2, 7, 'guess', g.all),
      (b) => {
        expect(b.values[2]).toBe(7)
        expect(b.masks[2]).toBe(1 << 6)
      },
    ],
    [
      'clear empties a cell',
      (l, b) => {
        b.values[3] = 4
        b.masks[3] = 0b1000
        l.clear(3, 4, 0b1111)
      },
      (b) => {
        expect(b.values[3]).toBe(0)
        expect(b.masks[3]).toBe(0b1111)
      },
    ],
    [
      'restore rewinds the cells that differ',
      (l, b) => {
        const to = copyBoard(b)
        b.values[4] = 9
        b.masks[4] = 1 << 8
        b.masks[5] = 0b11
        l.restore(1, b, to)
      },
      (b) => {
        expect(b.values[4]).toBe(0)
        expect(b.masks[4]).toBe(g.all)
        expect(b.masks[5]).toBe(g.all)
      },
    ],
  ])('%s, and unapply undoes it', (_name, record, check) => {
    const log = new StepLog(3)
    const b = start()
    record(log, b)
    const before = copyBoard(b)
    log.apply(b, 0)
    check(b)
    log.unapply(b, 0)
    expect(b).toEqual(before)
  })

  it.each([
    ['pass', (l: StepLog) => l.pass(1)],
    ['detour', (l: StepLog) => l.detour(0, 5)],
    ['snapshot', (l: StepLog) => l.snapshot(1)],
    ['guess', (l: StepLog) => l.guess(1, 1, 3)],
    ['contradiction', (l: StepLog) => l.contradictionCell(1)],
    ['solved', (l: StepLog) => l.solved()],
  ])('%s leaves the board alone', (_name, record) => {
    const log = new StepLog(3)
    record(log)
    const b = start()
    log.apply(b, 0)
    expect(b).toEqual(start())
    log.unapply(b, 0)
    expect(b).toEqual(start())
  })

  it('a 16x16 restore keeps full 16-bit masks and digits up to 16', () => {
    const g16 = geometry(4)
    const log = new StepLog(4)
    const from = initialBoard(g16, new Array<number>(256).fill(0))
    const to = copyBoard(from)
    to.masks[255] = 0x8001
    to.masks[17] = 0xfff0
    from.values[3] = 16
    from.masks[3] = 0x8000
    log.restore(2, from, to)
    expect(log.restoredCells(0)).toEqual([3, 17, 255])
    const b = copyBoard(from)
    log.apply(b, 0)
    expect(b).toEqual(to)
    log.unapply(b, 0)
    expect(b).toEqual(from)
  })
})

describe('the log as a whole', () => {
  it('grows past its first allocation and reads every step back', () => {
    const log = new StepLog(3, DEFAULT_STEP_CAP, 16)
    for (let i = 0; i < 10_000; i++) log.eliminate(i % 81, (i % 9) + 1, (i + 1) % 81)
    expect(log.length).toBe(10_000)
    for (const i of [0, 1023, 1024, 9_999])
      expect(log.step(i)).toEqual({
        kind: 'eliminate',
        cell: i % 81,
        digit: (i % 9) + 1,
        because: (i + 1) % 81,
      })
    expect(log.capped).toBe(false)
    expect(log.bytesPerStep()).toBe(8)
  })

  it('stops at the cap and says so', () => {
    const g = geometry(3)
    const log = new StepLog(3, 5)
    for (let i = 0; i < 5; i++) log.pass(i + 1)
    expect(log.capped).toBe(false)
    const b = initialBoard(g, new Array<number>(81).fill(0))
    const other = copyBoard(b)
    other.masks[0] = 1
    log.restore(1, other, b)
    log.solved()
    expect(log.length).toBe(5)
    expect(log.capped).toBe(true)
    expect(log.extraLength).toBe(0)
  })

  it('counts restore payloads in bytes per step', () => {
    const g = geometry(3)
    const log = new StepLog(3)
    const b = initialBoard(g, new Array<number>(81).fill(0))
    const other = copyBoard(b)
    other.masks[0] = 1
    other.masks[1] = 2
    log.pass(1)
    log.restore(1, other, b)
    // 2 steps of 8 bytes, plus a count word and 2 words for each of the 2 cells.
    expect(log.bytesPerStep()).toBe((16 + 4 * 5) / 2)
    expect(new StepLog(3).bytesPerStep()).toBe(0)
  })

  it('survives the trip to and from a worker (toData, structuredClone, from)', () => {
    const g = geometry(3)
    const log = new StepLog(3, 100)
    const b = initialBoard(g, new Array<number>(81).fill(0))
    const other = copyBoard(b)
    other.values[4] = 3
    other.masks[4] = 4
    log.pass(1)
    log.place(4, 3, 'guess', g.all)
    log.restore(1, other, b)
    log.solved()
    const data = log.toData()
    expect(data.words.length).toBe(2 * log.length)
    expect(data.extra.length).toBe(log.extraLength)
    const back = StepLog.from(structuredClone(data))
    expect(back.length).toBe(4)
    expect(back.cap).toBe(100)
    for (let i = 0; i < 4; i++) expect(back.step(i)).toEqual(log.step(i))
    expect(back.restoredCells(2)).toEqual([4])
  })

  it('finds the next and previous step of given kinds', () => {
    const log = new StepLog(3)
    log.pass(1)
    log.eliminate(1, 2, 3)
    log.snapshot(1)
    log.guess(4, 1, 3)
    log.eliminate(1, 3, 3)
    log.solved()
    expect(log.find(0, 1, [K.snapshot, K.guess])).toBe(2)
    expect(log.find(3, 1, [K.snapshot])).toBe(-1)
    expect(log.find(5, -1, [K.eliminate])).toBe(4)
    expect(log.find(3, -1, [K.pass])).toBe(0)
  })

  it('seeks by clamping to the log', () => {
    const g = geometry(3)
    const log = new StepLog(3)
    log.eliminate(1, 2, 3)
    log.eliminate(1, 3, 3)
    const b = initialBoard(g, new Array<number>(81).fill(0))
    expect(log.seek(b, 0, 99)).toBe(2)
    expect(b.masks[1]).toBe(g.all & ~0b110)
    expect(log.seek(b, 2, -5)).toBe(0)
    expect(b.masks[1]).toBe(g.all)
  })
})
