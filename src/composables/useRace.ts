/**
 * The race: two algorithms solve the same puzzle with recording on, then both are
 * timed the way Compare times them (bench/timing.ts: warmed up, recording off,
 * interleaved rounds until the medians are stable), and only then do their step
 * logs play side by side on one shared clock. Each log plays over its
 * algorithm's warm median time times the slow-motion factor, so the lanes keep
 * the proportions of the real solve times, and the verdict is Compare's: the
 * quicker median wins unless the 95% interval of the ratio holds 1 (a tie).
 * The clock advances once per animation frame and each lane seeks once.
 */
import { tryOnScopeDispose, useRafFn } from '@vueuse/core'
import { computed, onActivated, onDeactivated, reactive, ref, shallowRef, watch } from 'vue'
import {
  serialize,
  getAlgorithm,
  isUserAlgorithm,
  parsePuzzle,
  sizeRefusal,
  type Puzzle,
  type SolveStats,
} from '@/engine'
import { speedRatio, type SpeedRatio } from '@/bench/stats'
import type { Timing } from '@/bench/timing'
import { startMeasuring, stopMeasuring } from '@/services/scheduler'
import { ROUNDS } from '@/bench/policy'
import { findCollection, loadCollection } from '@/collections'
import { MAX_FRAME_MS } from '@/composables/usePlayback'
import { createBoardReplay } from '@/board/board-replay'
import { STEP_CAP, useSolveStore } from '@/stores/solve'
import { useCompareStore } from '@/stores/compare'
import { useSolversStore } from '@/stores/solvers'
import { cancelRace, RaceCancelled, raceSolve, raceTimeRounds } from '@/services/race'
import { TimingFailed } from '@/workers/bench-client'
import { errorMessage, shorten } from '@/sandbox/text'

/** FIT: stretch the race so the slower lane takes FIT_MS of animation. */
export const FIT = 0
export const FIT_MS = 10_000
/** Animation milliseconds per millisecond of solving (FIT: whatever makes the race last FIT_MS). */
export const SLOW_MOTIONS = [
  { factor: FIT, label: 'The slower one takes 10 s' },
  { factor: 10_000, label: '1 ms of solving = 10 s' },
  { factor: 1000, label: '1 ms of solving = 1 s' },
  { factor: 100, label: '1 ms of solving = 0.1 s' },
  { factor: 10, label: '1 ms of solving = 10 ms' },
  { factor: 1, label: 'Real time' },
] as const
export const DEFAULT_SLOW_MOTION = FIT

/** The puzzle a race uses when the Solve view has none. */
export const FALLBACK_COLLECTION = 'hardest-87'
export const FALLBACK_SOURCE = `${findCollection(FALLBACK_COLLECTION)?.name ?? FALLBACK_COLLECTION} #1`

export type RacePhase = 'idle' | 'solving' | 'running' | 'stopped' | 'finished' | 'error'

/** One side of the race: its algorithm, solve time, clock and board. */
function makeLane() {
  return reactive({
    algorithmId: '',
    name: '',
    /** The techniques its logic solve kept to (the switches; undefined: all), as solved. */
    techniques: undefined as readonly string[] | undefined,
    /** How many techniques were switched off for it (0: all on, or not Human logic). */
    techniquesOff: 0,
    /** Warm median solve time with recording off, ms (bench/timing.ts). */
    timedMs: 0,
    /** The whole measurement: rounds, median, interval. */
    timing: null as Timing | null,
    stats: null as SolveStats | null,
    /** Solve time shown so far, ms (the lane's clock). */
    elapsedMs: 0,
    finished: false,
    board: createBoardReplay(),
  })
}
export type RaceLane = ReturnType<typeof makeLane>

export function useRace() {
  const solve = useSolveStore()
  const compare = useCompareStore()
  const leftId = ref('detour')
  const rightId = ref('dlx')
  // A side whose solver of yours is removed goes back to its default.
  const solvers = useSolversStore()
  watch(
    () => solvers.list,
    (list) => {
      const kept = (id: string) => !isUserAlgorithm(id) || list.some((s) => s.id === id)
      if (!kept(leftId.value)) leftId.value = 'detour'
      if (!kept(rightId.value)) rightId.value = 'dlx'
    },
  )
  const slowMotion = ref<number>(DEFAULT_SLOW_MOTION)
  const phase = ref<RacePhase>('idle')
  /** What the race is doing, or why it failed ("Solving with Naive (1 of 2)…"). */
  const message = ref('')
  /** Solve-time milliseconds since the start (the shared clock). */
  const clock = ref(0)
  const lanes = [makeLane(), makeLane()] as const
  /** Indices of the lanes that finished first (two on a tie). */
  const winners = ref<number[]>([])
  /** What the lanes show: the puzzle and where it came from. */
  const raced = shallowRef<{ line: string; source: string } | null>(null)
  /** How many times quicker the left lane is than the right, timed in interleaved rounds (null before a race). */
  const noise = shallowRef<SpeedRatio | null>(null)

  /** The puzzle the next Start uses: one picked from the results, else the Solve view's. */
  const nextSource = computed(
    () =>
      compare.racePuzzle?.source ??
      (solve.puzzle ? solve.source || 'The current puzzle of the Solve view' : FALLBACK_SOURCE),
  )
  const ready = computed(() => lanes.every((l) => l.board.total > 0))
  /** Animation ms per solve ms, with FIT resolved against the lanes' solve times. */
  const factor = computed(() => {
    if (slowMotion.value !== FIT) return slowMotion.value
    const slowest = Math.max(...lanes.map((l) => l.timedMs))
    return slowest > 0 ? FIT_MS / slowest : 1000
  })
  /** How long the whole race lasts on screen, ms. */
  const duration = computed(() => Math.max(...lanes.map((l) => l.timedMs)) * factor.value)

  const raf = useRafFn(({ delta }) => tick(Math.min(delta, MAX_FRAME_MS)), { immediate: false })

  /** Advance the shared clock by `frameMs` of animation time: one seek per lane. */
  function tick(frameMs: number): void {
    clock.value += frameMs / factor.value
    const justFinished: number[] = []
    lanes.forEach((lane, i) => {
      if (lane.finished) return
      const { board } = lane
      const share = lane.timedMs > 0 ? Math.min(1, clock.value / lane.timedMs) : 1
      lane.elapsedMs = share * lane.timedMs
      board.seek(share >= 1 ? board.total : Math.floor(share * board.total))
      if (share >= 1) {
        lane.finished = true
        justFinished.push(i)
      }
    })
    // The verdict was settled by the timing; the first lane home reveals it.
    if (justFinished.length && !winners.value.length) winners.value = verdict()
    if (lanes.every((l) => l.finished)) {
      raf.pause()
      phase.value = 'finished'
      message.value = ''
    }
  }

  /** Compare's rule: the quicker median wins, unless the ratio's interval holds 1 (both win: a tie). */
  function verdict(): number[] {
    if (noise.value?.tie) return [0, 1]
    const [a, b] = lanes.map((l) => l.timedMs)
    return a! === b! ? [0, 1] : a! < b! ? [0] : [1]
  }

  function rewind(): void {
    raf.pause()
    clock.value = 0
    winners.value = []
    for (const lane of lanes) {
      lane.elapsedMs = 0
      lane.finished = false
      lane.board.seek(0)
    }
  }

  async function racePuzzle(): Promise<{ puzzle: Puzzle; source: string } | null> {
    const picked = compare.racePuzzle
    const parsed = picked ? parsePuzzle(picked.line) : null
    if (picked && parsed?.ok) return { puzzle: parsed.puzzle, source: picked.source }
    if (solve.puzzle) return { puzzle: solve.puzzle, source: nextSource.value }
    const result = await loadCollection(FALLBACK_COLLECTION)
    if (!result.ok) {
      message.value = result.message
      return null
    }
    return { puzzle: result.collection.puzzles[0]!, source: FALLBACK_SOURCE }
  }

  /** Solve both (reusing a lane's log when its algorithm and puzzle are unchanged), then run. */
  /** Stop was pressed while the race was getting ready (it may be waiting for background work). */
  // A ref: startMeasuring watches it, so Stop ends a wait for background jobs at once.
  const stopRequested = shallowRef(false)

  async function start(): Promise<void> {
    if (phase.value === 'solving') return
    stopRequested.value = false
    rewind()
    phase.value = 'solving'
    const picked = await racePuzzle()
    if (!picked) {
      phase.value = 'error'
      return
    }
    const line = serialize(picked.puzzle, 'line')
    const ids = [leftId.value, rightId.value]
    // The CLI's rule: an algorithm is not run on a size it does not take (it could search for minutes).
    const refused = ids
      .map((id) => getAlgorithm(id))
      .map((a) => (a ? sizeRefusal(a, picked.puzzle.size) : null))
      .find((r) => r !== null)
    if (refused) {
      phase.value = 'error'
      message.value = refused
      return
    }
    const sameAs = raced.value?.line === line
    // A Human logic lane keeps to the technique switches, as the Solve view does.
    const switches = ids.includes('logic')
      ? (await import('@/stores/techniques')).useTechniquesStore()
      : null
    const techniques = switches?.allowed
    const same = (a?: readonly string[], b?: readonly string[]) => a?.join() === b?.join()
    try {
      for (let i = 0; i < 2; i++) {
        const lane = lanes[i]!
        const id = ids[i]!
        const kept = id === 'logic' ? techniques : undefined
        if (
          sameAs &&
          lane.algorithmId === id &&
          lane.board.total > 0 &&
          same(lane.techniques, kept)
        )
          continue
        lane.board.clear()
        lane.algorithmId = id
        lane.techniques = kept
        lane.techniquesOff = kept ? (switches?.offList.length ?? 0) : 0
        lane.name = getAlgorithm(id)?.name ?? id
        message.value = `Solving with ${lane.name} (${i + 1} of 2)…`
        const reply = await raceSolve(picked.puzzle, id, STEP_CAP, { techniques: kept })
        lane.board.load(picked.puzzle, reply.log, reply.outline)
        lane.stats = reply.stats
      }
      // Measured before it is animated: both warmed up and timed in turns (A, B; B, A; ...).
      message.value = 'Timing both the way Compare does: warming up…'
      const onRound = (n: number) =>
        (message.value = `Timing both the way Compare does: round ${n} (${ROUNDS.min} to ${ROUNDS.max}, until the times settle)…`)
      // Background work (a rating, the generator) keeps off the cores meanwhile, as for Compare.
      await startMeasuring({ who: 'race', cancelled: () => stopRequested.value })
      if (stopRequested.value) throw new RaceCancelled()
      const times = await raceTimeRounds(picked.puzzle, ids, onRound, techniques).finally(() =>
        stopMeasuring('race'),
      )
      lanes.forEach((lane, i) => {
        lane.timing = times[i] ?? null
        lane.timedMs = times[i]?.medianMs ?? 0
      })
      noise.value = speedRatio(times[0]?.roundsMs ?? [], times[1]?.roundsMs ?? [], true)
    } catch (e) {
      phase.value = e instanceof RaceCancelled ? 'stopped' : 'error'
      message.value =
        e instanceof RaceCancelled
          ? 'Stopped before the solves finished. Press Start race to try again.'
          : e instanceof TimingFailed
            ? `The race cannot be timed: ${shorten(e.message)}.`
            : `The solver failed: ${errorMessage(e)}`
      raced.value = null
      return
    }
    raced.value = { line, source: picked.source }
    run()
  }

  function run(): void {
    rewind()
    phase.value = 'running'
    message.value = 'Racing…'
    raf.resume()
  }

  /** Stop a solve or freeze the race where it is. */
  function stop(): void {
    if (phase.value === 'solving') {
      stopRequested.value = true
      cancelRace()
    } else if (phase.value === 'running') {
      raf.pause()
      phase.value = 'stopped'
      message.value = 'Stopped. Restart plays the race again from the start.'
    }
  }

  function restart(): void {
    if (ready.value && phase.value !== 'solving') run()
  }

  // The view is kept alive while hidden: do not animate what nobody sees.
  onDeactivated(() => raf.pause())
  onActivated(() => {
    if (phase.value === 'running') raf.resume()
  })
  tryOnScopeDispose(() => {
    if (phase.value === 'solving') cancelRace()
  })

  return {
    leftId,
    rightId,
    slowMotion,
    factor,
    duration,
    phase,
    message,
    clock,
    lanes,
    winners,
    noise,
    raced,
    nextSource,
    ready,
    start,
    stop,
    restart,
  }
}
