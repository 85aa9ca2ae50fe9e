import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'

// The store talks to a Worker; here the same engine runs in-process instead.
vi.mock('@/workers/solve-client', async () =>
  (await import('../fixtures/solve-client-mock')).solveClientMock({ countSolutions: true }),
)

const { useSolveStore } = await import('@/stores/solve')

const HARD = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........'
const EASY = '..4.3..1...92..685..51..3.23.1.4.9..4..6.3..1..7.2.8.49.6..72..543..21...1..5.4..'

describe('solve store', () => {
  beforeEach(() => setActivePinia(createPinia()))

  it('loads, solves and replays to the solution and back to the givens', async () => {
    const store = useSolveStore()
    expect(await store.loadText(HARD)).toBe(true)
    expect(store.formatName).toBeTruthy()
    await Promise.resolve() // the time with recording off arrives after the log
    expect(store.timedMs).toBe(0.25)
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

  it('jumps between guesses and explains the step', async () => {
    const store = useSolveStore()
    await store.loadText(HARD)
    expect(store.jumpToGuess(1)).toBe(true)
    expect(store.currentStep?.kind).toBe('guess')
    expect(store.explanation).toMatch(
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
    expect(store.notice?.level).toBe('warning')
    expect(store.notice?.text).toMatch(/more than one solution/)
    await store.loadText('12345678.........9' + '.'.repeat(63))
    expect(store.notice?.level).toBe('error')
    expect(store.notice?.text).toMatch(/no solution/)
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
    const client = await import('@/workers/solve-client')
    const solve = vi.mocked(client.solveInWorker)
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
    await vi.waitFor(() => expect(told).toBeDefined())
    expect(store.explanation).toBe('Solving…')
    told!(12_345)
    expect(store.explanation).toBe('Solving… 12,345 steps recorded so far.')
    finish()
    expect(await loading).toBe(true)
    expect(store.explanation).toMatch(/^The givens\. [\d,]+ steps recorded/)
  })
})

function countGivens(s: string): number {
  return [...s].filter((ch) => ch !== '.').length
}
