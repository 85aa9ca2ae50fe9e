/**
 * The one timing module (src/bench/timing.ts) on a virtual clock: every reading
 * is made up by the test, so the rules are checked exactly whatever the
 * machine's load.
 */
import { describe, expect, it } from 'vitest'
import {
  batch,
  detectResolution,
  measure,
  MEASURE,
  spanFor,
  timeInRounds,
  warmUp,
  WARM_UP,
  type Clock,
} from '@/bench/timing'
import { speedRatio } from '@/bench/stats'
import { clockSentence, timingNote } from '@/bench/format'

/**
 * A clock whose true time only moves when the test says (`advance`), and (with
 * `tick`) reads it rounded down to whole ticks, as a browser's coarse
 * `performance.now()` does. `drift`: true time added by every reading.
 */
function virtualClock(tick = 0, drift = 0) {
  const state = { ms: 1000 }
  const clock: Clock = {
    now() {
      state.ms += drift
      return tick ? Math.floor(state.ms / tick) * tick : state.ms
    },
  }
  return { clock, advance: (ms: number) => (state.ms += ms), state }
}

describe('the clock resolution', () => {
  it('is measured: 100 µs, 5 µs or 1 ms ticks are told from the readings', () => {
    for (const tick of [0.1, 0.005, 1]) {
      const { clock } = virtualClock(tick, tick / 7)
      expect(detectResolution(clock)).toBeCloseTo(tick, 9)
    }
  })

  it('of a clock that never moves is taken as the longest wait', () => {
    const { clock } = virtualClock()
    // A stubbed clock that stands still: the loop must still end.
    expect(detectResolution(clock, 12, 25)).toBe(25)
  })

  it('sets the span: 100 ticks, and at least 1 ms', () => {
    expect(MEASURE.ticks).toBe(100)
    expect(spanFor(0.1)).toBeCloseTo(10, 9)
    expect(spanFor(0.005)).toBe(1)
    expect(spanFor(0.0001)).toBe(1)
  })
})

describe('one measurement', () => {
  it('repeats a quick solve until the span has passed, then divides (one batch)', () => {
    const { clock, advance } = virtualClock()
    let calls = 0
    const m = batch(() => (calls++, advance(0.25)), 2.5, clock)
    expect(calls).toBe(10)
    expect(m.runs).toBe(10)
    expect(m.ms).toBe(0.25)
  })

  it('is one call a batch when the solve is slower than the span', () => {
    const { clock, advance } = virtualClock()
    const m = measure(() => advance(40), 10, clock)
    expect(MEASURE.batches).toBe(3)
    expect(m).toEqual({ ms: 40, runs: 3, elapsedMs: 120 })
  })

  it('is one batch when that batch lasts 500 ms or more', () => {
    const { clock, advance } = virtualClock()
    expect(measure(() => advance(600), 10, clock)).toEqual({ ms: 600, runs: 1, elapsedMs: 600 })
  })

  it('keeps the quickest of its batches: another process can only add time', () => {
    const { clock, advance } = virtualClock()
    // The first batch is held up 6 ms by another process; the others are not.
    let calls = 0
    const m = measure(() => advance(calls++ === 0 ? 7 : 1), 4, clock)
    expect(m.ms).toBe(1)
    // Batch 1: one call of 7 ms; batches 2 and 3: four calls of 1 ms.
    expect(m.runs).toBe(1 + 4 + 4)
  })

  it('on a coarse clock is within one tick of the span, never a multiple of the tick per solve', () => {
    // A 37 µs solve on a 100 µs clock: one solve alone would read 0 or 100 µs.
    const { clock, advance } = virtualClock(0.1)
    const m = measure(() => advance(0.037), spanFor(0.1), clock)
    expect(Math.abs(m.ms - 0.037) / 0.037).toBeLessThan(1 / MEASURE.ticks)
  })
})

describe('the warm-up', () => {
  it('goes on while the solve keeps getting quicker (the JIT at work), then stops', () => {
    const { clock, advance } = virtualClock()
    // Cold: 10 ms a solve, halving every 4 solves down to 0.5 ms.
    let solves = 0
    const run = () => advance(Math.max(0.5, 10 / 2 ** Math.floor(solves++ / 4)))
    const measurements = warmUp(run, 5, clock)
    expect(measurements).toBeGreaterThanOrEqual(WARM_UP.measurements)
    // It reached the warm speed before it stopped.
    expect(batch(run, 5, clock).ms).toBe(0.5)
    expect(solves).toBeGreaterThan(20)
  })

  it('stops after its longest time for a solve that is slow anyway', () => {
    const { clock, advance, state } = virtualClock()
    const start = state.ms
    expect(warmUp(() => advance(2000), 10, clock)).toBe(1)
    expect(state.ms - start).toBe(2000)
  })
})

describe('interleaved rounds', () => {
  it('time each subject in turns, each round starting one further on, until enough', () => {
    const { clock, advance } = virtualClock()
    const order: string[] = []
    const subject = (id: string, ms: number) => ({
      id,
      run: () => (order.push(id), advance(ms)),
    })
    const timings = timeInRounds([subject('a', 2), subject('b', 6)], {
      clock,
      resolutionMs: 0.001,
      warm: true,
      enough: (rounds) => rounds.every((r) => r.length >= 3),
    })
    // Span 1 ms: one call is a batch, three batches a measurement. Rounds: a b, b a, a b.
    expect(order.join('')).toBe('aaabbbbbbaaaaaabbb')
    expect(timings.map((t) => [t.id, t.roundsMs, t.medianMs])).toEqual([
      ['a', [2, 2, 2], 2],
      ['b', [6, 6, 6], 6],
    ])
  })

  it('give the median with its interval, and a ratio that is a tie only within the noise', () => {
    const { clock, advance } = virtualClock()
    // Each round's load: the same burst lands on both subjects of a round.
    const load = [1, 1.4, 1, 1.1, 1, 1.3, 1, 1]
    let round = 0
    const calls = { a: 0, b: 0 }
    const timings = timeInRounds(
      [
        { id: 'a', run: () => advance(1 * load[Math.floor(calls.a++ / MEASURE.batches)]!) },
        { id: 'b', run: () => advance(1.5 * load[Math.floor(calls.b++ / MEASURE.batches)]!) },
      ],
      {
        clock,
        resolutionMs: 0.001,
        warm: true,
        enough: (rounds) => rounds.every((r) => r.length >= load.length),
        onRound: (n) => (round = n),
      },
    )
    expect(round).toBe(load.length)
    const [a, b] = timings
    expect(a!.medianMs).toBe(1)
    expect(a!.lowMs).toBeLessThanOrEqual(1)
    expect(a!.highMs).toBeGreaterThanOrEqual(1)
    const paired = speedRatio(a!.roundsMs, b!.roundsMs, true)!
    expect(paired.ratio).toBeCloseTo(1.5, 9)
    expect(paired.tie).toBe(false)
    // The same algorithm twice is a tie.
    const same = speedRatio(a!.roundsMs, [...a!.roundsMs].reverse(), true)!
    expect(same.tie).toBe(true)
  })

  it('warm every subject up before the first timed round', () => {
    const { clock, advance } = virtualClock()
    let cold = 30
    const run = () => advance((cold = Math.max(1, cold - 1)))
    const [t] = timeInRounds([{ id: 'x', run }], {
      clock,
      resolutionMs: 0.001,
      enough: (rounds) => rounds[0]!.length >= 5,
    })
    // Without the warm-up the first rounds would read 29, 28, ... ms.
    expect(t!.roundsMs).toEqual([1, 1, 1, 1, 1])
  })
})

describe('how a measurement is said', () => {
  it('names the clock, the span and whether the page is isolated', () => {
    expect(clockSentence({ resolutionUs: 5, isolated: true })).toBe(
      'Each solve was warmed up, then timed in batches of repeated solves of at least 1.00 ms each, the quickest of 3 counting, on a clock that reads in steps of 5.00 µs.',
    )
    expect(clockSentence({ resolutionUs: 100, isolated: false })).toMatch(
      /at least 10\.0 ms each, .* steps of 100 µs \(the browser gives this page a coarse clock, as its host does not make it cross-origin isolated/,
    )
  })

  it('says how a warm time was measured, with its interval and clock', () => {
    const note = timingNote({
      id: 'detour',
      roundsMs: [0.33, 0.34, 0.35],
      medianMs: 0.34,
      lowMs: 0.33,
      highMs: 0.35,
      resolutionMs: 0.1,
    })
    expect(note).toBe(
      'The typical time of one solve with step recording off: the median of 3 timed rounds, after a warm-up (95% confidence interval 330–350 µs). Each round keeps the quickest of 3 batches of repeated solves, each at least 10.0 ms: 100 ticks of a clock that reads in steps of 100 µs.',
    )
  })
})
