/// <reference lib="webworker" />
/**
 * Generates one puzzle off the page's thread, saying how many draws it has made
 * (an expert puzzle may take a few). Cancel ends the worker (its client: src/composables/usePlayGenerate.ts).
 */
import { generate } from '@/engine/full'
import type { GenerateMessage, GenerateRequest } from './generate-types'

const post = (m: GenerateMessage) => postMessage(m)

addEventListener('message', (e: MessageEvent<GenerateRequest>) => {
  const { level, seed } = e.data
  const p = generate({ level, seed, onDraw: (draws) => post({ kind: 'progress', draws }) })
  post(
    p
      ? {
          kind: 'done',
          givens: p.puzzle.givens,
          solution: p.solution,
          rating: p.rating,
          technique: p.technique,
        }
      : { kind: 'failed', reason: `No ${level} puzzle came out of 2000 draws; try another seed.` },
  )
})
