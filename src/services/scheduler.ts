import { until } from '@vueuse/core'
import { computed, readonly, ref } from 'vue'

/**
 * The measuring flag: true while a comparison or a race times algorithms. On a machine with
 * few cores any other work of the page's workers lands on the timed rounds, so
 * the page's background work keeps off them. This module owns the flag; the
 * compare store and the Race set it, each under its own name (`startMeasuring`,
 * `stopMeasuring`), and every background job honours it:
 *
 * - A background job waits for the measuring to end before it starts
 *   (`whenNotMeasuring`), then runs under `trackJob`, so a comparison that starts
 *   meanwhile knows it is there. The jobs: mounting the Solve view behind a page
 *   opened elsewhere (App.vue), the Solve view's solve of the puzzle it opens on
 *   (the starter puzzle, a shared link) and the timing after every solve, the
 *   rating of the loaded puzzle (Solve and Play), and the Play generator (it keeps
 *   a core busy for seconds; Play says it is waiting).
 * - `startMeasuring` raises the flag at once, then waits for the jobs already
 *   running to end, at most BACKGROUND_WAIT_MS (a job that runs longer is timed
 *   over: better some noise than a comparison that never starts).
 *
 * A user's explicit action in the Solve view (pressing Solve, picking an
 * algorithm, loading a puzzle) does not wait: it is what the user is looking at,
 * and a comparison can run for minutes. It starts at once and is tracked, so a
 * comparison about to start waits for it as for any other job; one pressed while
 * a comparison is timing shares the cores with it (the interleaved rounds and
 * their intervals are there for that kind of noise). Its timing, which is not
 * asked for, waits.
 */

/** How long a comparison waits for the background jobs already running before it times anyway. */
export const BACKGROUND_WAIT_MS = 5000

/** Who is timing now: a comparison, a race, the Solve view (each starts and stops on its own). */
export type Measurer = 'compare' | 'race' | 'solve'
const measurers = ref<ReadonlySet<Measurer>>(new Set())
const flag = computed(() => measurers.value.size > 0)
/** True while a comparison or a race is timing (read only: startMeasuring and stopMeasuring set it). */
export const measuring = readonly(flag)

const jobs = ref(0)
/** How many background jobs are running (a comparison starting waits for them). */
export const backgroundJobs = computed(() => jobs.value)

/** Resolves at once when no comparison is timing, else when the timing ends. */
export async function whenNotMeasuring(): Promise<void> {
  if (flag.value) await until(flag).toBe(false)
}

/** Count `job` as running background work until it settles; returns it. */
export function trackJob<T>(job: Promise<T>): Promise<T> {
  jobs.value++
  return job.finally(() => jobs.value--)
}

/**
 * Run `start` once no comparison is timing, tracked while it runs. `stale`
 * (checked after the wait) says the job is no longer wanted: it is not started
 * and the promise resolves to null.
 */
export async function backgroundJob<T>(
  start: () => Promise<T>,
  stale: () => boolean = () => false,
): Promise<T | null> {
  await whenNotMeasuring()
  if (stale()) return null
  return trackJob(start())
}

/**
 * A comparison starts timing: background jobs wait from now on. Resolves once
 * the jobs already running have ended, after `timeoutMs`, or as soon as
 * `cancelled` (a reactive getter) turns true, whichever comes first.
 */
export async function startMeasuring(
  options: { timeoutMs?: number; cancelled?: () => boolean; who?: Measurer } = {},
): Promise<void> {
  measurers.value = new Set([...measurers.value, options.who ?? 'compare'])
  if (!jobs.value) return
  const { timeoutMs = BACKGROUND_WAIT_MS, cancelled = () => false } = options
  await until(() => jobs.value === 0 || cancelled()).toBe(true, { timeout: timeoutMs })
}

/** `who`'s timing is over (or never started): once no one times, background jobs go ahead. */
export function stopMeasuring(who: Measurer = 'compare'): void {
  if (!measurers.value.has(who)) return
  const rest = new Set(measurers.value)
  rest.delete(who)
  measurers.value = rest
}
