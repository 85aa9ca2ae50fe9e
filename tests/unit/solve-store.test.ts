import { readFileSync } from 'node:fs'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { waitForState } from '../fixtures/wait'
import { useFakeSolving } from '../fixtures/services'

// The store solves in a Worker; here the same engine runs in-process instead.
const solving = useFakeSolving({ countSolutions: true })

const { useSolveStore } = await import('@/stores/solve')
const { ALGORITHMS, getAlgorithm, sizeRefusal } = await import('@/engine')
// The store holds the facts; the Solve view's sentences about them are made from it.
const { solveExplanation, solveNotice } = await import('@/components/playback/solve-words')

const HARD = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........'
const EASY = '..4.3..1...92..685..51..3.23.1.4.9..4..6.3..1..7.2.8.49.6..72..543..21...1..5.4..'

describe('solve store', () => {
  beforeEach(() => setActivePinia(createPinia()))

  it('loads, solves and replays to the solution and back to the givens', async () => {
    const store = useSolveStore()
    expect(await store.loadText(HARD)).toBe(true)
    expect(store.formatName).toBeTruthy()
    await Promise.resolve() // the time with recording off arrives after the log
    expect(store.timing?.medianMs).toBe(0.25)
    expect(store.timingRounds).toBe(null)
    expect(store.cells).toHaveLength(81)
    expect(store.total).toBeGreaterThan(100)
    store.toEnd()
    expect(store.cells.map((c) => c.value)).toEqual(store.solution)
    expect(store.currentStep?.kind).toBe('solved')
    expect(store.cells.some((c) => c.how === 'guess')).toBe(true)
    store.toStart()
    expect(store.cells.map((c) => c.value).join('')).toBe(HARD.replace(/\./g, '0'))
    expect(store.cells.filter((c) => c.how === 'given')).toHaveLength(countGivens(HARD))
  })

  it('draws the digits handed over from Play as placed, not as givens, at every step', async () => {
    const store = useSolveStore()
    const values = [...EASY].map((ch) => (ch === '.' ? 0 : Number(ch)))
    values[0] = 6 // r1c1 of the solution 6...
    const { makePuzzle } = await import('@/engine')
    expect(
      await store.loadPuzzle(makePuzzle(values), {
        source: 'From Play',
        placed: [0],
        fromPlay: true,
      }),
    ).toBe(true)
    expect(store.fromPlay).toBe(true)
    expect(solveExplanation(store)).toMatch(/^The givens and your 1 digit\. /)
    const check = () => {
      expect(store.cells[0]).toMatchObject({ value: 6, how: 'placed' })
      expect(store.cells[2]).toMatchObject({ value: 4, how: 'given' })
    }
    check()
    store.toEnd()
    check()
    store.toStart()
    check()
    // A puzzle loaded afterwards has no digits of yours.
    await store.loadText(EASY)
    expect(store.cells[0]!.how).toBe('empty')
    expect(store.fromPlay).toBe(false)
  })

  it("says a position's placed digits were placed before it, not by you (Solve from here, Apply, HoDoKu)", async () => {
    const store = useSolveStore()
    const values = [...EASY].map((ch) => (ch === '.' ? 0 : Number(ch)))
    values[0] = 6
    const { makePuzzle } = await import('@/engine')
    expect(await store.loadPuzzle(makePuzzle(values), { source: 'Edit', placed: [0] })).toBe(true)
    expect(store.fromPlay).toBe(false)
    expect(store.cells[0]).toMatchObject({ value: 6, how: 'placed' })
    expect(solveExplanation(store)).toMatch(
      /^The givens and 1 digit placed before this position\. /,
    )
    expect(solveExplanation(store)).not.toMatch(/your/)
  })

  it('jumps between guesses and explains the step', async () => {
    const store = useSolveStore()
    await store.loadText(HARD)
    expect(store.jumpToGuess(1)).toBe(true)
    expect(store.currentStep?.kind).toBe('guess')
    expect(solveExplanation(store)).toMatch(
      /^r\d+c\d+ has the fewest candidates \(.*\): snapshot 1, try \d/,
    )
    expect(store.highlight.options.length).toBeGreaterThan(1)
    const first = store.cursor
    store.jumpToGuess(1)
    expect(store.cursor).toBeGreaterThan(first)
    store.jumpToGuess(-1)
    expect(store.cursor).toBe(first)
  })

  it('keeps the board when a paste is malformed or conflicting', async () => {
    const store = useSolveStore()
    await store.loadText(EASY)
    const before = store.cells.map((c) => c.value)
    expect(await store.loadText('..4.3..1...92..685..51..3.2q')).toBe(false)
    expect(store.loadError?.message).toBeTruthy()
    expect(store.cells.map((c) => c.value)).toEqual(before)
    expect(await store.loadText('55' + EASY.slice(2))).toBe(false)
    expect(store.loadError?.message).toMatch(/Row 1 has two 5s/)
    expect(store.cells.map((c) => c.value)).toEqual(before)
  })

  it('warns about several solutions and says when there is none', async () => {
    const store = useSolveStore()
    await store.loadText('.'.repeat(81))
    expect(store.solutions).toBe(2)
    expect(solveNotice(store)?.level).toBe('warning')
    expect(solveNotice(store)?.text).toMatch(/more than one solution/)
    await store.loadText('12345678.........9' + '.'.repeat(63))
    expect(store.solutions).toBe(0)
    expect(solveNotice(store)?.level).toBe('error')
    expect(solveNotice(store)?.text).toMatch(/no solution/)
  })

  it('touches only the cells a step changes', async () => {
    const store = useSolveStore()
    await store.loadText(EASY)
    const objects = [...store.cells]
    store.seek(Math.floor(store.total / 2))
    store.toEnd()
    store.cells.forEach((c, i) => expect(c).toBe(objects[i]))
  })

  it('says how many steps a long solve has recorded while it runs', async () => {
    const solve = vi.mocked(solving.solve)
    const real = solve.getMockImplementation()!
    let told: ((steps: number) => void) | undefined
    let finish = () => {}
    const gate = new Promise<void>((resolve) => (finish = resolve))
    solve.mockImplementationOnce(async (p, a, m, options) => {
      told = options?.onProgress
      await gate
      return real(p, a, m, options)
    })
    const store = useSolveStore()
    store.algorithmId = 'logic'
    const loading = store.loadText(EASY)
    await waitForState(() => expect(told).toBeDefined())
    expect(solveExplanation(store)).toBe('Solving…')
    told!(12_345)
    expect(solveExplanation(store)).toBe('Solving… 12,345 steps recorded so far.')
    finish()
    expect(await loading).toBe(true)
    expect(solveExplanation(store)).toMatch(/^The givens\. [\d,]+ steps recorded/)
    // Step 0 shows every candidate: said, so it is not read as the givens' strikes.
    expect(solveExplanation(store)).toMatch(/not yet struck by the givens/)
    // While the editor stands in for the board, the replay's step is not described.
    store.editing = true
    expect(solveExplanation(store)).toMatch(/^Editing the position/)
  })
})

function countGivens(s: string): number {
  return [...s].filter((ch) => ch !== '.').length
}

describe('algorithms and board sizes', () => {
  beforeEach(() => setActivePinia(createPinia()))
  const TWENTY_FIVE = readFileSync('tests/fixtures/formats/twenty-five.txt', 'utf8').trim()

  it.each(['naive', 'markup'])(
    'refuses %s on a 25x25 puzzle at once, naming the algorithms that take it',
    async (id) => {
      const store = useSolveStore()
      vi.mocked(solving.solve).mockClear()
      await store.setAlgorithm(id)
      expect(await store.loadText(TWENTY_FIVE)).toBe(false)
      expect(solving.solve).not.toHaveBeenCalled()
      expect(store.status).toBe('ready')
      expect(store.cells).toHaveLength(625)
      expect(solveExplanation(store)).toBe(store.refusal)
      expect(solveExplanation(store)).toMatch(
        /^(Naive|Candidate) backtracking does not solve 25x25 puzzles \(it takes 4x4, 9x9 and 16x16\); choose Detour solver, Dancing links or Fast bitboard engine\.$/,
      )
      // Another algorithm then solves it.
      await store.setAlgorithm('fast')
      expect(store.refusal).toBeNull()
      expect(store.total).toBeGreaterThan(0)
    },
  )
})

describe('sizeRefusal', () => {
  it.each([
    ['naive', 25, /\(it takes 4x4, 9x9 and 16x16\); choose Detour solver, Dancing links or Fast/],
    [
      'wasm',
      16,
      /^WebAssembly SIMD engine.* does not solve 16x16 puzzles \(it takes 9x9\); choose /,
    ],
    ['logic', 25, /^Human logic does not solve 25x25 puzzles \(it takes 4x4, 9x9 and 16x16\)/],
  ])('%s on %ix%i', (id, size, message) => {
    expect(sizeRefusal(getAlgorithm(id)!, size)).toMatch(message)
  })

  it('follows the sizes every algorithm declares (the rule the CLI applies)', () => {
    for (const a of ALGORITHMS)
      for (const size of [4, 9, 16, 25])
        expect(sizeRefusal(a, size) === null).toBe(a.sizes.includes(size))
  })
})
