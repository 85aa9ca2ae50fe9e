/**
 * Moving through a replaying board (board-replay.ts) as the Solve view's playback
 * does: seek, a move by the chosen step size (placements, single steps, guesses,
 * techniques: STEP_SIZES), a jump to the next guess, play and pause. Plain Vue
 * reactivity, no store: the solve store holds one over its board.
 */
import { computed, ref, type Ref } from 'vue'
import { stopFrom, usableStepSize, type Step } from '@/engine'
import type { createBoardReplay } from './board-replay'

/** Slider position 0..100 maps to 1 .. 1,000,000 steps a second (log scale). */
export const MAX_SPEED = 100
export function stepsPerSecond(speed: number): number {
  return Math.round(10 ** ((6 * speed) / MAX_SPEED))
}
/** The slider's first position: 2 moves a second, a pace a newcomer can read. */
export const DEFAULT_SPEED = 5

export function createBoardPlayback(
  board: ReturnType<typeof createBoardReplay>,
  /** What one move is: a STEP_SIZES id. */
  stepSize: Ref<string>,
) {
  const { log, outline, replayer, total, position: cursor } = board
  const playing = ref(false)
  const atEnd = computed(() => cursor.value >= total.value)
  const currentStep = computed<Step | null>(() =>
    log.value && cursor.value > 0 ? log.value.step(cursor.value - 1) : null,
  )
  const currentDepth = computed(() =>
    outline.value && cursor.value > 0 ? outline.value.depth[cursor.value - 1]! : 0,
  )

  function seek(k: number): void {
    if (!replayer.value) return
    board.seek(k)
    if (cursor.value >= total.value) playing.value = false
  }
  const toStart = () => seek(0)
  const toEnd = () => seek(total.value)

  /** The stops of the chosen step size, or null when every step is one. */
  function stops(): readonly number[] | null {
    const o = outline.value
    return o ? usableStepSize(stepSize.value, o).stops(o) : null
  }

  /**
   * Move `count` moves forward (dir 1) or one back (dir -1) by the chosen step size;
   * past the last stop forward is the end, before the first back is the start.
   */
  function move(dir: 1 | -1, count = 1): void {
    const marks = stops()
    if (!marks) return seek(cursor.value + dir * count)
    seek(stopFrom(marks, cursor.value, dir, count) ?? (dir === 1 ? total.value : 0))
  }
  const stepForward = () => move(1)
  const stepBack = () => move(-1)

  /** Jump to the next (or previous) guess; returns false when there is none. */
  function jumpToGuess(dir: 1 | -1): boolean {
    const target = stopFrom(outline.value?.guesses ?? [], cursor.value, dir)
    if (target === null) return false
    seek(target)
    return true
  }

  function play(): void {
    if (!log.value) return
    if (atEnd.value) seek(0)
    playing.value = true
  }
  const pause = () => (playing.value = false)
  const togglePlay = () => (playing.value ? pause() : play())

  return {
    playing,
    atEnd,
    currentStep,
    currentDepth,
    seek,
    move,
    stepForward,
    stepBack,
    toStart,
    toEnd,
    jumpToGuess,
    play,
    pause,
    togglePlay,
  }
}
