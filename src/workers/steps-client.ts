/**
 * "All steps here" off the main thread: every deduction each enabled technique
 * finds at a position, and the position after one of them. It runs on a solve
 * worker of its own (solve.worker.ts `steps`, `apply`), so a long chain search
 * never freezes the page nor stops the Solve view's solve. A new search replaces a
 * running one: the worker is ended (a search cannot be interrupted any other way)
 * and the next call starts a fresh one. Imported only by the lazily loaded
 * techniques panel, never by the page's first load.
 */
import * as Comlink from 'comlink'
import type { Deduction } from '@/engine'
import type { Position, StepGroup } from './solve-types'
import { solveWorkerCalls } from './solve-client'

export interface StepsClient {
  /**
   * Search `position` with `techniques` (registry ids, easiest first; absent: all).
   * `onGroup` hears each technique's list as soon as it is done, easiest first, and
   * `onTechnique` the id being searched next, `onSkipped` why the uniqueness
   * techniques are left out (before any group), `onProgress` the deductions a long
   * search has found so far (about every second). Rejects with SolveCancelled when a
   * newer search or `cancel` replaces it.
   */
  steps(
    position: Position,
    techniques: readonly string[] | undefined,
    listeners: {
      onGroup: (g: StepGroup) => void
      onTechnique?: (id: string) => void
      onSkipped?: (why: string) => void
      onProgress?: (id: string, found: number) => void
    },
  ): Promise<void>
  /** The position after `deduction` (its digits placed, its candidates struck). */
  apply(position: Position, deduction: Deduction): Promise<Position>
  cancel(): void
}

export function createStepsClient(): StepsClient {
  const { call, cancel, busy } = solveWorkerCalls()

  return {
    steps(position, techniques, { onGroup, onTechnique, onSkipped, onProgress }) {
      if (busy()) cancel()
      const group = Comlink.proxy(onGroup)
      const next = Comlink.proxy((id: string) => onTechnique?.(id))
      const skipped = Comlink.proxy((why: string) => onSkipped?.(why))
      const progress = Comlink.proxy((id: string, found: number) => onProgress?.(id, found))
      return call((api) =>
        api.steps(
          position,
          techniques ? [...techniques] : undefined,
          group,
          next,
          skipped,
          progress,
        ),
      )
    },
    apply(position, deduction) {
      return call((api) => api.apply(position, deduction))
    },
    cancel,
  }
}
