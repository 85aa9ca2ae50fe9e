/**
 * The page's handle on the generate worker (generate.worker.ts). One generation at
 * a time: a new one cancels the one running. `cancel` ends the worker outright (the
 * generator cannot be interrupted any other way) and the pending call rejects with
 * GenerateCancelled; the next call starts a fresh worker. A worker that fails (its
 * script does not load, or the generator throws) rejects the call with
 * GenerateFailed, whose message can be shown as is.
 */
import * as Comlink from 'comlink'
import type { Level } from '@/engine'
import type { GenerateReply } from './generate-types'
import type { GenerateWorkerApi } from './generate.worker'

export class GenerateCancelled extends Error {
  constructor() {
    super('The generation was cancelled.')
  }
}

export class GenerateFailed extends Error {
  constructor(options?: ErrorOptions) {
    super('The generator stopped with an error; try again.', options)
  }
}

export interface GenerateClient {
  /** One puzzle of `level` from `seed`; `onDraw` hears the draws made so far. */
  generate(level: Level, seed: string, onDraw?: (draws: number) => void): Promise<GenerateReply>
  cancel(): void
}

export function createGenerateClient(): GenerateClient {
  let worker: Worker | null = null
  /** Rejects the call running, if any. */
  let fail: ((e: Error) => void) | null = null

  function cancel(): void {
    worker?.terminate()
    worker = null
    fail?.(new GenerateCancelled())
    fail = null
  }

  return {
    generate(level, seed, onDraw) {
      cancel()
      const w = new Worker(new URL('./generate.worker.ts', import.meta.url), { type: 'module' })
      worker = w
      const remote = Comlink.wrap<GenerateWorkerApi>(w)
      return new Promise<GenerateReply>((resolve, reject) => {
        let settled = false
        const settle = (done: () => void) => {
          if (settled) return
          settled = true
          if (worker === w) {
            w.terminate()
            worker = null
            fail = null
          }
          done()
        }
        fail = (e) => settle(() => reject(e))
        // Comlink does not hear a worker that dies (a script that fails to load).
        w.addEventListener('error', (e) => settle(() => reject(new GenerateFailed({ cause: e }))))
        remote.generate(level, seed, onDraw && Comlink.proxy(onDraw)).then(
          (reply) => settle(() => resolve(reply)),
          (e: unknown) => settle(() => reject(new GenerateFailed({ cause: e }))),
        )
      })
    },
    cancel,
  }
}
