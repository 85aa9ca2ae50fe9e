import 'fake-indexeddb/auto'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getAlgorithm, parsePuzzle } from '@/engine/full'
import { backgroundJobs, measuring, trackJob } from '@/services/scheduler'
import { timePuzzle } from '@/bench/timing'
import { clearRuns, closeHistory, listRuns } from '@/persistence/history'
import { BenchCancelled, type BenchHandlers } from '@/workers/bench-client'
import { comparison } from '@/services/comparison'
import { SolveCancelled, solving } from '@/services/solving'
import { installFakes } from '../fixtures/services'
import { STATE_MS, waitForState } from '../fixtures/wait'

/**
 * The store talks to a Worker; here the same engine runs in-process. `pause`
 * (when set) holds the run after the first algorithm, so a test can cancel there;
 * `ratingPause` holds it after the first puzzle is rated. Puzzle i is rated 2 + i.
 */
const control = vi.hoisted(() => ({
  pause: null as Promise<void> | null,
  ratingPause: null as Promise<void> | null,
  reject: null as ((e: Error) => void) | null,
  calls: [] as string[][],
  /** While set, a Solve view solve stays "in the worker" until it settles. */
  solveGate: null as Promise<void> | null,
}))

// The Solve view's worker: held until the test lets go, then cancelled.
installFakes(solving, {
  solve: async () => {
    await control.solveGate
    throw new SolveCancelled()
  },
  cancel: () => {},
  cancelTiming: () => {},
})

// Compare's bench worker, in-process.
installFakes(comparison, {
  cancel: () => control.reject?.(new BenchCancelled()),
  bench: async (lines: string[], algorithms: string[], handlers: BenchHandlers) => {
    control.calls.push(algorithms)
    const cancelled = new Promise<never>((_, reject) => (control.reject = reject))
    for (const [n, id] of algorithms.entries()) {
      const algorithm = getAlgorithm(id)!
      const timings = lines.map((line, i) => {
        const parsed = parsePuzzle(line)
        return timePuzzle(algorithm, parsed.ok ? parsed.puzzle : null, i, {
          budgetMs: 2000,
          spanMs: 0.5,
        })
      })
      // A report with the first puzzle only, as the worker would send mid-way.
      handlers.report(
        {
          progress: { algorithm: id, done: 1, total: lines.length, failures: 0 },
          timings: timings.slice(0, 1),
        },
        0,
      )
      if (n > 0 && control.pause) await Promise.race([control.pause, cancelled])
      handlers.report(
        {
          progress: { algorithm: id, done: lines.length, total: lines.length, failures: 0 },
          timings: timings.slice(1),
        },
        0,
      )
      handlers.finished(id, timings, n)
    }
    handlers.timed?.()
    if (!handlers.rated) return
    const ratings = lines.map((_, i) => ({ rating: 2 + i, hardest: 'hidden-single-box' }))
    for (let i = 0; i < lines.length; i++) {
      handlers.rating?.(i + 1, lines.length, ratings.slice(i, i + 1))
      if (i === 0 && control.ratingPause) await Promise.race([control.ratingPause, cancelled])
    }
    handlers.rated(ratings)
  },
})

const { useCompareStore, readPasted, browserName } = await import('@/stores/compare')
const { useSolveStore } = await import('@/stores/solve')
const { useHistoryStore } = await import('@/stores/history')

/** The runs saved in the history database, oldest first. */
async function savedRuns() {
  return (await listRuns()).runs.reverse()
}

const PUZZLES = [
  '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........',
  '..4.3..1...92..685..51..3.23.1.4.9..4..6.3..1..7.2.8.49.6..72..543..21...1..5.4..',
  '1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..',
]

function pasteThree() {
  const store = useCompareStore()
  store.selected = ['detour', 'dlx']
  store.workloadKind = 'pasted'
  store.pastedText = PUZZLES.join('\n')
  return store
}

describe('compare store', () => {
  beforeEach(async () => {
    setActivePinia(createPinia())
    control.pause = null
    control.ratingPause = null
    control.reject = null
    control.calls = []
    control.solveGate = null
    await clearRuns()
  })
  afterEach(() => closeHistory())

  it('times quick by default, precise when asked (the rounds policy goes to the bench)', async () => {
    const runBench = comparison.bench
    const { QUICK_ROUNDS, ROUNDS } = await import('@/bench/policy')
    const store = pasteThree()
    vi.mocked(runBench).mockClear()
    await store.runComparison()
    expect(vi.mocked(runBench).mock.calls[0]![3]).toMatchObject({ rounds: QUICK_ROUNDS })
    store.precise = true
    await store.runComparison()
    expect(vi.mocked(runBench).mock.calls[1]![3]).toMatchObject({ rounds: ROUNDS })
  })

  it('runs every chosen algorithm over every puzzle and keeps the run', async () => {
    const store = pasteThree()
    expect(store.blocker).toBeNull()
    const run = await store.runComparison()
    expect(run).not.toBeNull()
    expect(store.run).toBe(run)
    expect(store.running).toBe(false)
    expect(run!.partial).toBe(false)
    expect(run!.workload).toEqual({
      kind: 'pasted',
      name: 'Pasted collection (3 puzzles)',
      puzzles: PUZZLES,
    })
    expect(run!.results.map((r) => [r.algorithm, r.name])).toEqual([
      ['detour', 'Detour solver'],
      ['dlx', 'Dancing links'],
    ])
    for (const r of run!.results) {
      expect(r.puzzles.map((t) => t.index)).toEqual([0, 1, 2])
      expect(r.summary).toMatchObject({ puzzles: 3, solved: 3, failures: 0 })
      expect(r.summary.medianUs).toBeGreaterThan(0)
    }
    expect(store.fraction).toBe(1)
    expect(measuring.value).toBe(false)
    // Saved, though no History panel was ever shown: once when timed, then with its ratings.
    await waitForState(async () => expect(await savedRuns()).toHaveLength(1))
    await waitForState(async () =>
      expect((await savedRuns())[0]!.ratings!.map((r) => r.rating)).toEqual([2, 3, 4]),
    )
    expect((await savedRuns())[0]).toMatchObject({ date: run!.date, partial: false })
  })

  it('runs the algorithms in registry order, whatever order they were ticked in', async () => {
    const store = pasteThree()
    store.selected = ['dlx', 'detour']
    await store.runComparison()
    expect(control.calls).toEqual([['detour', 'dlx']])
  })

  it('cancel keeps the results so far and marks the run partial', async () => {
    const store = pasteThree()
    control.pause = new Promise(() => {}) // the second algorithm never finishes by itself
    const running = store.runComparison()
    await waitForState(() => expect(store.progress[1]?.done).toBe(1))
    expect(store.running).toBe(true)
    expect(store.blocker).not.toBeNull()
    store.cancel()
    const run = await running
    expect(store.running).toBe(false)
    expect(run!.partial).toBe(true)
    expect(store.run).toBe(run)
    // Detour finished; Dancing links got as far as its first puzzle.
    expect(run!.results.map((r) => [r.algorithm, r.summary.puzzles])).toEqual([
      ['detour', 3],
      ['dlx', 1],
    ])
    expect(store.error).toBeNull()
    expect(measuring.value).toBe(false)
    // A partial run is saved as it is.
    await waitForState(async () => expect(await savedRuns()).toHaveLength(1))
    expect((await savedRuns())[0]).toMatchObject({ date: run!.date, partial: true })
  })

  it('shows the results as final once timed, and fills the ratings in as they come', async () => {
    const store = pasteThree()
    const record = vi.spyOn(useHistoryStore(), 'record')
    let release = () => {}
    control.ratingPause = new Promise((r) => (release = r))
    const running = store.runComparison()
    await waitForState(() => expect(store.run?.ratings).toHaveLength(1))
    // Timing is over: final results, a full bar, one rating of three, still running (and cancellable).
    expect(store.run!.partial).toBe(false)
    expect(store.run!.results.map((r) => r.summary.puzzles)).toEqual([3, 3])
    expect(store.run!.ratings).toEqual([{ rating: 2, hardest: 'hidden-single-box' }])
    expect(store.rating).toEqual({ done: 1, total: 3 })
    expect(store.running).toBe(true)
    expect(store.fraction).toBe(1)
    // The timing is over: background work may go on, and the run is saved already (its ratings follow).
    expect(measuring.value).toBe(false)
    expect(record).toHaveBeenCalledTimes(1)
    const saved = record.mock.calls[0]![0]
    expect(saved).toMatchObject({ partial: false, date: store.run!.date })
    expect(saved.ratings).toEqual(
      Array.from({ length: 3 }, () => ({ rating: null, why: 'interrupted' })),
    )
    expect(saved.results).toEqual(store.run!.results)
    release()
    const run = await running
    expect(run!.ratings!.map((r) => r.rating)).toEqual([2, 3, 4])
    expect(store.rating).toBeNull()
    expect(store.running).toBe(false)
    expect(record).toHaveBeenCalledTimes(2)
    expect(record).toHaveBeenLastCalledWith(run)
    // One record, with the ratings.
    await waitForState(async () =>
      expect((await savedRuns()).map((r) => r.ratings?.map((x) => x.rating))).toEqual([[2, 3, 4]]),
    )
  })

  /** Start a Solve view solve that stays in the (mocked) worker until `release()`. */
  function solveViewBusy(): () => void {
    let release = () => {}
    control.solveGate = new Promise<void>((r) => (release = r))
    const solve = useSolveStore()
    const parsed = parsePuzzle(PUZZLES[0]!)
    if (!parsed.ok) throw new Error(parsed.error.message)
    solve.puzzle = parsed.puzzle
    void solve.solveCurrent()
    expect(backgroundJobs.value).toBe(1)
    return release
  }

  it("waits for the Solve view's work in the worker to end before timing, so it does not share the cores", async () => {
    const store = pasteThree()
    const release = solveViewBusy()
    const running = store.runComparison()
    await new Promise((r) => setTimeout(r, 50))
    expect(control.calls).toEqual([])
    expect(store.running).toBe(true)
    expect(measuring.value).toBe(true)
    release()
    await running
    expect(backgroundJobs.value).toBe(0)
    expect(control.calls).toEqual([['detour', 'dlx']])
  })

  it('waits for any background job, but not past its time limit', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const store = pasteThree()
      let end = () => {}
      void trackJob(new Promise<void>((r) => (end = r)))
      const running = store.runComparison()
      await vi.advanceTimersByTimeAsync(4000)
      expect(control.calls).toEqual([])
      await vi.advanceTimersByTimeAsync(1500)
      vi.useRealTimers()
      await running
      expect(control.calls).toEqual([['detour', 'dlx']])
      end()
    } finally {
      vi.useRealTimers()
    }
  })

  it('Cancel while it waits for the Solve view ends the run at once, timing nothing', async () => {
    const store = pasteThree()
    const release = solveViewBusy()
    // On fake timers the wait's own limit (BACKGROUND_WAIT_MS, 5 s) never passes: the
    // run can end only because Cancel ended the wait. The test polls on the real clock,
    // which moves no fake time.
    const realSetTimeout = globalThis.setTimeout
    const realTick = () => new Promise((r) => realSetTimeout(r, 10))
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let ended = false
    let running: Promise<unknown>
    try {
      running = store.runComparison().finally(() => (ended = true))
      for (let i = 0; !measuring.value && i < STATE_MS / 10; i++) await realTick()
      expect(measuring.value).toBe(true)
      store.cancel()
      for (let i = 0; !ended && i < STATE_MS / 10; i++) await realTick()
      expect(ended).toBe(true)
    } finally {
      vi.useRealTimers()
    }
    expect(await running).toBeNull()
    expect(store.running).toBe(false)
    expect(measuring.value).toBe(false)
    expect(control.calls).toEqual([])
    release()
    expect(await savedRuns()).toEqual([])
  })

  it('cancel while rating keeps the final results and the ratings so far', async () => {
    const store = pasteThree()
    control.ratingPause = new Promise(() => {}) // the rating never goes on by itself
    const running = store.runComparison()
    await waitForState(() => expect(store.rating).toEqual({ done: 1, total: 3 }))
    store.cancel()
    const run = await running
    expect(run!.partial).toBe(false)
    expect(run!.results.map((r) => r.summary.puzzles)).toEqual([3, 3])
    expect(run!.ratings).toEqual([
      { rating: 2, hardest: 'hidden-single-box' },
      { rating: null, why: 'cancelled' },
      { rating: null, why: 'cancelled' },
    ])
    expect(store.error).toBeNull()
    // The record saved when the timing ended gets the ratings so far.
    await waitForState(async () =>
      expect((await savedRuns()).map((r) => r.ratings?.map((x) => x.why))).toEqual([
        [undefined, 'cancelled', 'cancelled'],
      ]),
    )
  })

  it('opens a puzzle of the run in the Solve view, through its action, with the algorithm asked for', async () => {
    const store = pasteThree()
    await store.runComparison()
    const solve = useSolveStore()
    const load = vi.spyOn(solve, 'loadPuzzle')
    await store.openInSolve('dlx', 1)
    expect(load).toHaveBeenCalledWith(
      expect.objectContaining({ size: 9 }),
      expect.objectContaining({ algorithmId: 'dlx', source: 'Pasted collection (3 puzzles) #2' }),
    )
    expect(solve.algorithmId).toBe('dlx')
    expect(await store.openInSolve('nonesuch', 1)).toBe(false)
  })

  it('runs the Solve view puzzle as "Current puzzle"', async () => {
    const store = useCompareStore()
    store.selected = ['dlx']
    store.workloadKind = 'current'
    expect(store.blocker).toMatch(/no current puzzle/)
    const solve = useSolveStore()
    const parsed = parsePuzzle(PUZZLES[0]!)
    if (!parsed.ok) throw new Error(parsed.error.message)
    solve.puzzle = parsed.puzzle
    solve.source = 'Top 95 #3'
    expect(store.blocker).toBeNull()
    const run = await store.runComparison()
    expect(run!.workload).toMatchObject({
      kind: 'current',
      name: 'Current puzzle (Top 95 #3)',
      puzzles: [PUZZLES[0]],
    })
    expect(run!.results[0]!.summary.solved).toBe(1)
  })

  it('takes only the first N puzzles of a big collection when asked', async () => {
    const store = useCompareStore()
    store.selected = ['fast']
    store.workloadKind = 'collection'
    store.collectionId = 'magictour-top1465'
    store.useFirstN = true
    store.firstN = 2
    const run = await store.runComparison()
    expect(run!.workload.name).toBe('Magictour top 1465 (first 2)')
    expect(run!.workload.puzzles).toHaveLength(2)
    expect(run!.results[0]!.summary).toMatchObject({ puzzles: 2, solved: 2 })
    // A small collection is always taken whole.
    store.collectionId = 'inkala-top10'
    expect((await store.runComparison())!.workload).toMatchObject({
      name: "Arto Inkala's top 10",
      puzzles: expect.arrayContaining([expect.stringMatching(/^[1-9.]{81}$/)]),
    })
    expect(store.run!.workload.puzzles).toHaveLength(10)
  })

  it('will not run without an algorithm or with an unreadable paste', async () => {
    const store = pasteThree()
    store.selected = []
    expect(store.blocker).toBe('Choose at least one algorithm.')
    expect(await store.runComparison()).toBeNull()
    store.selected = ['dlx']
    store.pastedText = 'not a puzzle\nnor this'
    expect(store.blocker).toBe('None of the pasted text could be read as a puzzle.')
    store.pastedText = '   '
    expect(store.blocker).toMatch(/^Paste/)
    expect(control.calls).toEqual([])
  })

  it('shows a past run and sets an earlier run to compare with', async () => {
    const store = pasteThree()
    const first = (await store.runComparison())!
    const second = (await store.runComparison())!
    expect(store.run).toBe(second)
    store.showRun(first)
    expect(store.run).toBe(first)
    store.setCompareWith(second)
    expect(store.compareWith).toBe(second)
    store.setCompareWith(null)
    expect(store.compareWith).toBeNull()
  })
})

describe('pasted puzzles', () => {
  beforeEach(() => setActivePinia(createPinia()))

  it('reads a long paste once typing pauses, and at once when Run is pressed', async () => {
    vi.useFakeTimers()
    try {
      const store = useCompareStore()
      store.selected = ['fast']
      store.workloadKind = 'pasted'
      const many = Array.from({ length: 300 }, (_, i) => PUZZLES[i % 3]).join('\n')
      store.pastedText = many
      expect(store.pasted.puzzles).toHaveLength(0) // not read yet
      vi.advanceTimersByTime(300)
      expect(store.pasted.puzzles).toHaveLength(300)
      store.pastedText = PUZZLES[0]!
      expect(store.pasted.puzzles).toHaveLength(1) // short: read at once
      store.pastedText = `${many}\n${many}`
      vi.useRealTimers()
      const run = await store.runComparison()
      expect(run!.workload.puzzles).toHaveLength(600)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('readPasted', () => {
  it('skips bad lines and conflicting puzzles, naming the line and the reason', () => {
    const conflict = '11' + '.'.repeat(79)
    const text = [
      '# my puzzles',
      PUZZLES[0],
      'x'.repeat(81),
      '',
      conflict,
      PUZZLES[1],
      PUZZLES[2]!.slice(0, 70),
    ].join('\n')
    const r = readPasted(text)
    expect(r.puzzles).toEqual([PUZZLES[0], PUZZLES[1]])
    expect(r.problem).toBeNull()
    expect(r.skipped.map((s) => s.line)).toEqual([3, 5, 7])
    expect(r.skipped[0]!.reason).toMatch(/^Line 3, column 1/)
    expect(r.skipped[1]!.reason).toMatch(/^Line 5: conflicting givens: Row 1 has two 1s/)
    expect(r.skipped[2]!.reason).toMatch(/^Line 7/)
  })

  it('reads one puzzle in any format', () => {
    const grid = PUZZLES[0]!.match(/.{9}/g)!.join('\n')
    expect(readPasted(grid)).toMatchObject({ puzzles: [PUZZLES[0]], skipped: [], problem: null })
  })

  it('names the browser of a run', () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
    expect(browserName(chrome)).toBe('Chrome 126')
    expect(
      browserName('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'),
    ).toBe('Firefox 128')
    expect(
      browserName(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      ),
    ).toBe('Safari 17')
  })
})
