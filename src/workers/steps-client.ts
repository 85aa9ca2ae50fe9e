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
import type { SolveWorkerApi } from './solve.worker'
import type { Position, StepGroup } from './solve-types'
import { SolveCancelled } from './solve-client'

export interface StepsClient {
  /**
   * Search `position` with `techniques` (registry ids, easiest first; absent: all).
   * `onGroup` hears each technique's list as soon as it is done, easiest first, and
   * `onTechnique` the id being searched next. Rejects with SolveCancelled when a
   * newer search or `cancel` replaces it.
   */
  steps(
    position: Position,
    techniques: readonly string[] | undefined,
    listeners: { onGroup: (g: StepGroup) => void; onTechnique?: (id: string) => void },
  ): Promise<void>
  /** The position after `deduction` (its digits placed, its candidates struck). */
  apply(position: Position, deduction: Deduction): Promise<Position>
  cancel(): void
}

export function createStepsClient(): StepsClient {
  let worker: Worker | null = null
  let remote: Comlink.Remote<SolveWorkerApi> | null = null
  const pending = new Set<(e: Error) => void>()

  function cancel(): void {
    worker?.terminate()
    worker = null
    remote = null
    for (const reject of pending) reject(new SolveCancelled())
    pending.clear()
  }

  function call<T>(run: (api: Comlink.Remote<SolveWorkerApi>) => Promise<T>): Promise<T> {
    if (!remote) {
      worker = new Worker(new URL('./solve.worker.ts', import.meta.url), { type: 'module' })
      remote = Comlink.wrap<SolveWorkerApi>(worker)
    }
    const api = remote
    return new Promise<T>((resolve, reject) => {
      pending.add(reject)
      run(api)
        .then(resolve, reject)
        .finally(() => pending.delete(reject))
    })
  }

  return {
    steps(position, techniques, { onGroup, onTechnique }) {
      if (pending.size) cancel()
      const group = Comlink.proxy(onGroup)
      const next = Comlink.proxy((id: string) => onTechnique?.(id))
      return call((api) =>
        api.steps(position, techniques ? [...techniques] : undefined, group, next),
      )
    },
    apply(position, deduction) {
      return call((api) => api.apply(position, deduction))
    },
    cancel,
  }
}
