import { tryOnScopeDispose } from '@vueuse/core'
import { ref, shallowRef } from 'vue'
import type { Level } from '@/engine'
import type { GenerateMessage } from '@/workers/generate-types'

export interface GeneratedPuzzle {
  givens: number[]
  solution: number[]
  rating: number
  technique: string
  level: Level
  seed: string
}

/**
 * New puzzles from the generator in a Worker: `draws` counts the attempts so far
 * (the progress shown), `cancel` ends the worker at once. One generation at a time;
 * a new request cancels the one running.
 */
export function usePlayGenerate(onDone: (p: GeneratedPuzzle) => void) {
  const running = ref(false)
  const draws = ref(0)
  const error = ref('')
  const worker = shallowRef<Worker | null>(null)

  function cancel(): void {
    worker.value?.terminate()
    worker.value = null
    running.value = false
  }

  function start(level: Level, seed: string): void {
    cancel()
    error.value = ''
    draws.value = 0
    running.value = true
    const w = new Worker(new URL('../workers/generate.worker.ts', import.meta.url), {
      type: 'module',
    })
    worker.value = w
    w.onmessage = (e: MessageEvent<GenerateMessage>) => {
      const m = e.data
      if (m.kind === 'progress') draws.value = m.draws
      else {
        cancel()
        if (m.kind === 'failed') error.value = m.reason
        else onDone({ ...m, level, seed })
      }
    }
    w.onerror = () => {
      cancel()
      error.value = 'The generator stopped with an error; try again.'
    }
    w.postMessage({ level, seed })
  }

  tryOnScopeDispose(cancel)
  return { running, draws, error, start, cancel }
}
