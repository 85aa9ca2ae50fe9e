// @vitest-environment happy-dom
/**
 * What may cross from a user solver's sandbox (src/sandbox/bounds.ts) and the page's
 * own watch over it (src/sandbox/slot.ts Watch): text cut before it is shown, floods
 * counted, the harness's notes rate-limited, a time far below the page's own not
 * believed, and a deadline that only a new puzzle moves. Every clock is a fake one.
 */
import { describe, expect, it } from 'vitest'
import {
  errorMessage,
  FLOOD_LIMIT,
  FloodGauge,
  judgeTime,
  NOTE_BURST,
  NoteBudget,
  shorten,
  TOO_MANY_MESSAGES,
} from '@/sandbox/bounds'
import { Watch } from '@/sandbox/slot'
import { reportedCounters } from '@/engine/custom/adapter'
import type { UserSolver } from '@/engine/custom/contract'

describe('text from a sandbox', () => {
  it('keeps a short message as it is and cuts a huge one, saying how long it was', () => {
    expect(shorten('boom')).toBe('boom')
    const huge = 'E'.repeat(100_000_000)
    const cut = shorten(huge)
    expect(cut).toBe(`${'E'.repeat(600)}… (100,000,000 characters)`)
    // The harness's cut message (300 characters and its length) passes whole.
    const harnessCut = `${'E'.repeat(300)}… (100,000,000 characters)`
    expect(shorten(harnessCut)).toBe(harnessCut)
    expect(shorten(huge, 10)).toHaveLength(10 + '… (100,000,000 characters)'.length)
    expect(shorten(42)).toBe('')
    expect(shorten(null, 10, 'none')).toBe('none')
  })

  it('takes the message of anything thrown, shortened', () => {
    expect(errorMessage(new Error('E'.repeat(1e6)))).toMatch(/^E{600}… \(1,000,000 characters\)$/)
    expect(errorMessage('x'.repeat(601))).toMatch(/… \(601 characters\)$/)
    expect(errorMessage({ message: 'plain' })).toBe('plain')
    expect(errorMessage(7)).toBe('the solver failed')
  })
})

describe('floods', () => {
  it('the page takes FLOOD_LIMIT messages in a window, and calls the next one a flood', () => {
    const gauge = new FloodGauge()
    let t = 0
    for (let i = 0; i < FLOOD_LIMIT; i++) expect(gauge.hear(t)).toBe(false)
    expect(gauge.hear(t)).toBe(true)
    // 2,000,000 messages at once: the first one over the limit is where it stops.
    const flood = new FloodGauge()
    let stoppedAt = -1
    for (let i = 0; i < 2_000_000 && stoppedAt < 0; i++) if (flood.hear(0)) stoppedAt = i
    expect(stoppedAt).toBe(FLOOD_LIMIT)
    expect(TOO_MANY_MESSAGES).toBe('it sent too many messages')
    // An honest pace never is one: a window later the count starts again.
    t += 1000
    expect(gauge.hear(t)).toBe(false)
  })

  it('the harness posts NOTE_BURST notes at once, then its rate', () => {
    const budget = new NoteBudget(0, 10, 100)
    let sent = 0
    for (let i = 0; i < 1000; i++) if (budget.take(0)) sent++
    expect(sent).toBe(10)
    // 100 a second: 50 ms later, 5 more.
    for (let i = 0; i < 1000; i++) if (budget.take(50)) sent++
    expect(sent).toBe(15)
    expect(new NoteBudget(0).take(0)).toBe(true)
    expect(NOTE_BURST).toBeLessThan(FLOOD_LIMIT)
  })
})

describe("the page's own time of a puzzle", () => {
  const BUDGET = 2000
  const GRACE = 1000

  it('believes a time that fits what the page saw pass', () => {
    expect(judgeTime(600_000, 1, 650, BUDGET, GRACE)).toEqual({
      us: 600_000,
      timedOut: false,
      doubted: false,
    })
    // A quick solve measured many times: the page's messages take longer than the solves.
    expect(judgeTime(20, 200, 40, BUDGET, GRACE).doubted).toBe(false)
  })

  it('does not believe a module that slows its own clock, and times out what was over the budget', () => {
    // The review's module: 2.5 s a puzzle on the page's clock, 600 ms by its own.
    const v = judgeTime(600_000, 1, 2500, BUDGET, GRACE)
    expect(v).toMatchObject({ doubted: true, timedOut: true })
    expect(v.us).toBe(2_500_000)
    // Under the budget by the page's clock: the page's figure, not timed out.
    const slower = judgeTime(100_000, 1, 1500, BUDGET, GRACE)
    expect(slower).toEqual({ us: 1_500_000, timedOut: false, doubted: true })
  })

  it('times out whatever the sandbox says when the whole puzzle ran past budget and grace', () => {
    expect(judgeTime(1000, 4, 3500, BUDGET, GRACE).timedOut).toBe(true)
    expect(judgeTime(1_900_000, 1, 2950, BUDGET, GRACE).timedOut).toBe(false)
  })
})

describe("the slot's watch, on the page's clock", () => {
  const clock = { t: 0, now: () => clock.t }
  const LIMIT = 3000

  it('stops a solve at its limit however many beats about the same puzzle arrive', () => {
    clock.t = 0
    const watch = new Watch(clock, LIMIT, 3, 4)
    expect(watch.beat(0, false)).toBe(true)
    for (clock.t = 250; clock.t <= 10_000; clock.t += 250) {
      // A forged beat every 250 ms: the same puzzle, an earlier one, none, one out of range.
      expect(watch.beat(0, false)).toBe(false)
      expect(watch.beat(-1, false)).toBe(false)
      expect(watch.beat(99, false)).toBe(false)
      expect(watch.beat(0, true)).toBe(clock.t === 250)
      if (watch.overdue()) break
    }
    expect(clock.t).toBe(3500)
  })

  it('gives each new puzzle the limit from its beat, and remembers when it began', () => {
    clock.t = 0
    const watch = new Watch(clock, LIMIT, 1, 4)
    clock.t = 2900
    expect(watch.beat(0, true)).toBe(true)
    expect(watch.beat(1, true)).toBe(false) // the warm-up names one puzzle only
    clock.t = 5800
    expect(watch.overdue()).toBe(false)
    expect(watch.beat(1, false)).toBe(true)
    expect(watch.started(1)).toBe(5800)
    clock.t = 8801
    expect(watch.overdue()).toBe(true)
    expect(watch.started(2)).toBeUndefined()
  })
})

describe('counters()', () => {
  const solver = (counters: () => unknown): UserSolver =>
    ({ solve: () => null, counters }) as unknown as UserSolver

  it('counts a throw or a malformed value as 0, as the user guide says', () => {
    expect(
      reportedCounters(
        solver(() => {
          throw new Error('no counters today')
        }),
      ),
    ).toEqual({ guesses: 0, backtracks: 0 })
    expect(reportedCounters(solver(() => ({ guesses: -1, backtracks: 'many' })))).toEqual({
      guesses: 0,
      backtracks: 0,
    })
    const getter = {
      get guesses(): number {
        throw new Error('no')
      },
    }
    expect(reportedCounters(solver(() => getter))).toEqual({ guesses: 0, backtracks: 0 })
    expect(reportedCounters(solver(() => ({ guesses: 3.7, backtracks: 2 })))).toEqual({
      guesses: 3,
      backtracks: 2,
    })
  })
})
