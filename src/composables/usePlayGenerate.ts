import { tryOnScopeDispose } from '@vueuse/core'
import { ref } from 'vue'
import { trackJob, whenNotMeasuring } from '@/services/scheduler'
import type { Level } from '@/engine'
import { createGenerateClient, GenerateCancelled } from '@/workers/generate-client'

export interface GeneratedPuzzle {
  givens: number[]
  solution: number[]
  rating: number
  technique: string
  stuck?: boolean
  level: Level
  seed: string
}

/**
 * New puzzles from the generator in a Worker (its client: src/workers/generate-client.ts):
 * `draws` counts the attempts so far (the progress shown), `cancel` ends the worker at
 * once. One generation at a time; a new request cancels the one running. The generator keeps a core busy for
 * seconds: while a comparison is timing it waits (`waiting`) and starts when the
 * timing ends, and a comparison about to start waits for it (services/scheduler.ts).
 */
export function usePlayGenerate(onDone: (p: GeneratedPuzzle) => void) {
  const running = ref(false)
  const draws = ref(0)
  const error = ref('')
  /** Started, but waiting for a comparison's timing to end. */
  const waiting = ref(false)
  const client = createGenerateClient()
  /** Each start gets a number: a start still waiting is dropped when a newer one (or cancel) comes. */
  let token = 0
  /** Ends the tracked job of the worker running. */
  let ended: (() => void) | null = null

  function cancel(): void {
    token++
    client.cancel()
    running.value = false
    waiting.value = false
    ended?.()
    ended = null
  }

  async function start(level: Level, seed: string): Promise<void> {
    cancel()
    const mine = token
    error.value = ''
    draws.value = 0
    running.value = true
    waiting.value = true
    await whenNotMeasuring()
    if (mine !== token) return
    waiting.value = false
    void trackJob(new Promise<void>((resolve) => (ended = resolve)))
    try {
      const reply = await client.generate(level, seed, (n) => {
        if (mine === token) draws.value = n
      })
      cancel()
      if (reply.kind === 'failed') error.value = reply.reason
      else onDone({ ...reply, level, seed })
    } catch (e) {
      if (e instanceof GenerateCancelled) return // a newer start or cancel has taken over
      cancel()
      error.value = (e as Error).message
    }
  }

  tryOnScopeDispose(cancel)
  return { running, waiting, draws, error, start, cancel }
}
