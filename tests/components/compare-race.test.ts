// @vitest-environment happy-dom
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getAlgorithm, parsePuzzle, type Puzzle } from '@/engine/full'
import { timingFrom } from '../fixtures/timing'

/** Solve times the mocked worker reports, ms: Fast is four times quicker than Detour. */
const TIMED: Record<string, number> = { detour: 2, fast: 0.5, dlx: 0.5, naive: 1, logic: 3 }
/** Per algorithm, the most steps the mocked worker records. */
let caps: Record<string, number> = {}

// The race's worker, in-process: record the steps, report a fixed solve time.
vi.mock('@/services/race', () => ({
  RaceCancelled: class extends Error {},
  cancelRace: vi.fn(),
  raceSolve: vi.fn(async (puzzle: Puzzle, algorithmId: string, maxSteps: number) => {
    const recorded = getAlgorithm(algorithmId)!.solve(puzzle, {
      record: true,
      maxSteps: Math.min(maxSteps, caps[algorithmId] ?? Infinity),
      limit: 1,
    })
    return {
      status: recorded.status,
      solutions: 1,
      solution: recorded.solution,
      stats: recorded.stats,
      log: recorded.log!.toData(),
    }
  }),
  // Each algorithm's time in five rounds: its TIMED figure, give or take `jitter` (a
  // share), the two lanes' noise unrelated (as another process's load would be).
  raceTimeRounds: vi.fn(async (_puzzle: Puzzle, ids: string[]) =>
    ids.map((id, k) => {
      const shape = k ? [0.3, -0.3, 0, -0.4, 0.4] : [0, 0.5, -0.5, 0.2, -0.2]
      return timingFrom(
        shape.map((f) => TIMED[id]! * (1 + f * jitter * 2)),
        id,
      )
    }),
  ),
}))
/** How much the mocked rounds vary (0: not at all). */
let jitter = 0

const { default: CompareRace } = await import('@/components/compare/CompareRace.vue')
const { useSolveStore } = await import('@/stores/solve')
const { raceSolve, raceTimeRounds } = await import('@/services/race')

const HARD = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........'

// A hand-driven requestAnimationFrame: `frame(ms)` moves time on and runs one frame.
let queue = new Map<number, FrameRequestCallback>()
let now = 1000
let nextId = 1
function frame(ms: number): void {
  now += ms
  const due = [...queue.values()]
  queue = new Map()
  for (const cb of due) cb(now)
}

let wrapper: VueWrapper

async function startRace(
  left: string,
  right: string,
  slow = '1000',
  line = HARD,
): Promise<VueWrapper> {
  const parsed = parsePuzzle(line)
  if (!parsed.ok) throw new Error(parsed.error.message)
  const solve = useSolveStore()
  solve.puzzle = parsed.puzzle
  solve.source = 'The 87 hardest #1'
  wrapper = mount(CompareRace, { attachTo: document.body })
  const selects = wrapper.findAll('select')
  await selects[0]!.setValue(left)
  await selects[1]!.setValue(right)
  await selects[2]!.setValue(slow) // 1000: 1 ms of solving = 1 s
  await wrapper
    .findAll('button')
    .find((b) => b.text() === 'Start race')!
    .trigger('click')
  await flushPromises()
  frame(0) // the first frame only sets the loop's time base
  await flushPromises()
  return wrapper
}

const lanes = () => wrapper.findAll('.race-lane')
const clock = (i: number) => lanes()[i]!.find('[data-test=clock]').text()
const steps = (i: number) => lanes()[i]!.find('[data-test=steps]').text()
const stepNumber = (i: number) => Number(/Step ([\d,]+)/.exec(steps(i))![1]!.replace(/,/g, ''))
async function play(ms: number, frameMs = 50): Promise<void> {
  for (let t = 0; t < ms; t += frameMs) frame(frameMs)
  await flushPromises()
}

describe('CompareRace', () => {
  beforeEach(() => {
    setActivePinia(createPinia())
    caps = {}
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      queue.set(nextId, cb)
      return nextId++
    })
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => void queue.delete(id))
  })
  afterEach(() => {
    wrapper.unmount()
    vi.restoreAllMocks()
  })

  it('races Human logic with the technique switches, and says so on its lane', async () => {
    localStorage.clear()
    const { useTechniquesStore } = await import('@/stores/techniques')
    useTechniquesStore().setOn('x-wing', false)
    vi.mocked(raceSolve).mockClear()
    vi.mocked(raceTimeRounds).mockClear()
    const EASY = '..4.3..1...92..685..51..3.23.1.4.9..4..6.3..1..7.2.8.49.6..72..543..21...1..5.4..'
    await startRace('logic', 'fast', '1000', EASY)
    const calls = vi.mocked(raceSolve).mock.calls
    const logic = calls.find((c) => c[1] === 'logic')!
    expect(logic[3]?.techniques).toBeDefined()
    expect(logic[3]?.techniques).not.toContain('x-wing')
    expect(calls.find((c) => c[1] === 'fast')![3]?.techniques).toBeUndefined()
    expect(vi.mocked(raceTimeRounds).mock.calls[0]![3]).not.toContain('x-wing')
    expect(lanes()[0]!.find('[data-test=lane-techniques]').text()).toBe(
      'Solved and timed without the 1 technique switched off in the Solve view.',
    )
    expect(lanes()[1]!.find('[data-test=lane-techniques]').exists()).toBe(false)
    useTechniquesStore().allOn()
  })

  it('labels its controls', async () => {
    wrapper = mount(CompareRace, { attachTo: document.body })
    const labels = wrapper.findAll('label').map((l) => l.text())
    expect(labels).toEqual(['Left algorithm', 'Right algorithm', 'Slow motion'])
    expect(wrapper.text()).toContain('Puzzle: The 87 hardest #1')
    expect(lanes()).toHaveLength(0)
  })

  it('races two lanes on one clock, in proportion to their solve times', async () => {
    await startRace('detour', 'fast')
    expect(lanes()).toHaveLength(2)
    expect(lanes()[0]!.text()).toContain('Detour solver')
    expect(lanes()[1]!.text()).toContain('Fast bitboard engine')
    expect(clock(0)).toBe('0.00 ms of 2.00 ms')
    expect(clock(1)).toBe('0.000 ms of 0.500 ms')
    expect(steps(0)).toMatch(/^Step 0 of [\d,]+$/)

    await play(250) // 0.25 ms of solving at 1 ms = 1 s
    expect(clock(0)).toBe('0.25 ms of 2.00 ms')
    expect(clock(1)).toBe('0.250 ms of 0.500 ms')
    const total0 = Number(/of ([\d,]+)/.exec(steps(0))![1]!.replace(/,/g, ''))
    expect(stepNumber(0)).toBe(Math.floor(total0 / 8)) // an eighth of Detour's time
    expect(stepNumber(1)).toBeGreaterThan(0)
    expect(wrapper.text()).not.toContain('Winner')

    await play(300) // Fast is done at 0.5 ms; Detour is not
    expect(clock(1)).toBe('0.500 ms of 0.500 ms')
    expect(lanes()[1]!.text()).toContain('Winner')
    expect(lanes()[0]!.text()).not.toContain('Winner')
    const board = lanes()[1]!.findAll('[role=gridcell]')
    expect(board.every((c) => !/empty/.test(c.attributes('aria-label') ?? ''))).toBe(true)

    await play(1500)
    expect(clock(0)).toBe('2.00 ms of 2.00 ms')
    expect(steps(0)).toBe(`Step ${total0.toLocaleString('en')} of ${total0.toLocaleString('en')}`)
    expect(lanes()[0]!.text()).toContain('Finished')
    expect(wrapper.text()).toContain(
      'Fast bitboard engine wins: 500 µs against 2.00 ms (4.0× faster).',
    )
  })

  it('calls it a tie when the difference is within the noise of the timing', async () => {
    jitter = 0.5
    TIMED.detour = 0.55
    try {
      await startRace('detour', 'dlx')
      await play(2000, 100)
      expect(wrapper.text()).toMatch(/Within noise: Detour solver .*includes 1/)
      expect(lanes()[0]!.text()).toContain('Winner (tie)')
      expect(lanes()[1]!.text()).toContain('Winner (tie)')
    } finally {
      jitter = 0
      TIMED.detour = 2
    }
  })

  it('stops where it is, and restarts from the beginning', async () => {
    await startRace('detour', 'fast')
    await play(200)
    await wrapper
      .findAll('button')
      .find((b) => b.text() === 'Stop')!
      .trigger('click')
    await play(500)
    expect(clock(0)).toBe('0.20 ms of 2.00 ms')
    await wrapper
      .findAll('button')
      .find((b) => b.text() === 'Restart')!
      .trigger('click')
    await flushPromises()
    expect(clock(0)).toBe('0.00 ms of 2.00 ms')
    expect(steps(1)).toMatch(/^Step 0 of/)
    frame(0)
    await play(100)
    expect(clock(0)).toBe('0.10 ms of 2.00 ms')
  })

  it('by default stretches the race so the slower lane takes 10 s', async () => {
    await startRace('fast', 'detour', '0')
    expect(wrapper.text()).toContain('The race lasts about 10 s.')
    await play(5000, 100)
    expect(clock(1)).toBe('1.00 ms of 2.00 ms')
    expect(lanes()[0]!.text()).toContain('Winner')
    await play(5000, 100)
    expect(clock(1)).toBe('2.00 ms of 2.00 ms')
  })

  it('says when a log was capped', async () => {
    caps = { detour: 300 }
    await startRace('detour', 'fast')
    expect(steps(0)).toBe('Step 0 of 300 (log capped)')
    expect(steps(1)).not.toContain('capped')
  })
})
