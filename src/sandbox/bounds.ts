/**
 * The bounds on what crosses from a user solver's sandbox to the page, and the page's
 * own measures of it. Pure (no DOM, no timers: every clock is passed in), so the
 * harness (harness.ts, inside the sandbox), the page (frame.ts, replies.ts, slot.ts) and the unit
 * tests share one definition.
 *
 * - Text: every string the sandbox says (an error message, a name, a note) is cut to a
 *   few hundred characters before it is posted, and again on the page before it is put
 *   in a sentence (`shorten`): a module that throws a 100 MB message must not make the
 *   page build or draw a 100 MB sentence.
 * - Messages: the harness posts at most NOTE_BURST notes at once and NOTE_RATE a second
 *   after that; the page ends a sandbox that sends more than FLOOD_LIMIT messages within
 *   FLOOD_WINDOW_MS (`FloodGauge`), however they came.
 * - Time: the page times each puzzle on its own clock and does not believe a sandbox
 *   whose reported time is far below it (`judgeTime`).
 */

// The text helpers live in text.ts, small enough for the views of the first load.
export { errorMessage, MAX_TEXT, SHOWN_TEXT, shorten } from './text'

/** Most characters of a solver's answer that leave the sandbox (25x25 is 625 cells). */
export const MAX_ANSWER = 1000
/** The harness posts at most this many notes at once... */
export const NOTE_BURST = 2000
/** ...and this many a second once those are spent. */
export const NOTE_RATE = 2000
/** The page ends a sandbox that sends more than FLOOD_LIMIT messages... */
export const FLOOD_LIMIT = 5000
/** ...within this long, ms (far above what the harness can send: NOTE_BURST + NOTE_RATE). */
export const FLOOD_WINDOW_MS = 1000
/** Why a sandbox was ended for a flood. */
export const TOO_MANY_MESSAGES = 'it sent too many messages'

/**
 * Counts a sandbox's messages in windows of `windowMs` on the page's clock; `hear`
 * says whether this one is over `limit` within its window (a flood: the caller ends
 * the sandbox).
 */
export class FloodGauge {
  private start = -Infinity
  private count = 0
  constructor(
    private readonly limit = FLOOD_LIMIT,
    private readonly windowMs = FLOOD_WINDOW_MS,
  ) {}

  hear(now: number): boolean {
    if (now - this.start >= this.windowMs) {
      this.start = now
      this.count = 0
    }
    return ++this.count > this.limit
  }
}

/**
 * The harness's own limiter on its notes (a token bucket on a clock the module cannot
 * change): `take` says whether a note may go now.
 */
export class NoteBudget {
  private tokens: number
  private last: number
  constructor(
    now: number,
    private readonly burst = NOTE_BURST,
    private readonly rate = NOTE_RATE,
  ) {
    this.tokens = burst
    this.last = now
  }

  take(now: number): boolean {
    const elapsed = now - this.last
    this.last = now
    if (elapsed > 0) this.tokens = Math.min(this.burst, this.tokens + (elapsed * this.rate) / 1000)
    if (this.tokens < 1) return false
    this.tokens--
    return true
  }
}

/** A sandbox's claimed time is believed while the page's own figure is within this factor of it... */
export const TIME_SLACK = 3
/** ...plus this much, ms (the messages' way there and back, a busy page, a collection). */
export const TIME_MARGIN_MS = 250
/** A solve this long or more is measured once (timing.ts KEEP_FIRST_ABOVE_MS, MEASURE.longMs). */
const ONE_SOLVE_MS = 500

/** The page's verdict on one puzzle's time. */
export interface TimeVerdict {
  /** The time per solve to keep, µs: the sandbox's, or the page's own figure when the claim is not believed. */
  us: number
  /** Over the budget on the page's clock, whatever the sandbox said. */
  timedOut: boolean
  /** The sandbox's figure was not believed. */
  doubted: boolean
}

/**
 * What the page makes of the time a sandbox reports for one puzzle: `claimedUs` per
 * solve, over `solves` solves (the harness counts them), which took `elapsedMs` on the
 * page's clock, from the note that started the puzzle to the one that ended it.
 *
 * The solves of one puzzle cannot have taken much less than the page saw pass: when
 * `claimedUs × solves × TIME_SLACK + TIME_MARGIN_MS` is below `elapsedMs` (a module that
 * slows its own clock), the claim is not believed and the page's own figure
 * (`elapsedMs / solves`) is kept. A puzzle measured in one solve (its time ONE_SOLVE_MS or
 * more, or a time-out) whose page figure is over the budget is timed out; so is any
 * puzzle whose whole measurement ran past the budget plus `graceMs` on the page's clock.
 */
export function judgeTime(
  claimedUs: number,
  solves: number,
  elapsedMs: number,
  budgetMs: number,
  graceMs: number,
): TimeVerdict {
  const n = Math.max(1, Math.floor(solves) || 1)
  const claimedMs = Math.max(0, claimedUs) / 1000
  const pageMs = elapsedMs / n
  const doubted = claimedMs * n * TIME_SLACK + TIME_MARGIN_MS < elapsedMs
  const ms = doubted ? Math.max(claimedMs, pageMs) : claimedMs
  const once = n === 1 || ms >= ONE_SOLVE_MS
  const timedOut = elapsedMs > budgetMs + graceMs || (doubted && once && ms > budgetMs)
  return { us: ms * 1000, timedOut, doubted }
}
