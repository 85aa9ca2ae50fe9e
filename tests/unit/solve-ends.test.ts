/**
 * Every algorithm is clean after every way a solve ends (the property is in
 * tests/fixtures/solve-ends.ts). Each check runs in a worker thread under tsx, so a
 * solver that loops for ever on a dirty state fails here, after HANG_MS, instead of
 * holding up the whole run.
 */
import { Worker } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'
import { ALGORITHMS } from '@/engine'

const RUNNER = new URL('../fixtures/solve-ends.ts', import.meta.url).href
const HANG_MS = 90_000

function inWorker(task: { algorithm?: string }): Promise<{ ok: boolean; message?: string }> {
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(RUNNER)}) })`
  const worker = new Worker(boot, { eval: true, workerData: task })
  return new Promise<{ ok: boolean; message?: string }>((resolve, reject) => {
    const timer = setTimeout(
      () => resolve({ ok: false, message: `no answer within ${HANG_MS / 1000} s: a solve hung` }),
      HANG_MS,
    )
    worker.on('message', (m: { ok: boolean; message?: string }) => {
      clearTimeout(timer)
      resolve(m)
    })
    worker.on('error', (e) => {
      clearTimeout(timer)
      reject(e)
    })
  }).finally(() => worker.terminate())
}

describe('every algorithm is clean after every way a solve ends', () => {
  it.each(ALGORITHMS.map((a) => a.id))(
    '%s: solves cut short at random points (time-out or throw) never change a later answer',
    async (algorithm) => {
      const r = await inWorker({ algorithm })
      expect(r.message ?? '').toBe('')
      expect(r.ok).toBe(true)
    },
    HANG_MS + 10_000,
  )

  it(
    'dancing links: a time-out inside the search leaves the links as built (the reported pair)',
    async () => {
      const r = await inWorker({})
      expect(r.message ?? '').toBe('')
      expect(r.ok).toBe(true)
    },
    HANG_MS + 10_000,
  )
})
