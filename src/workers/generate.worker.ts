/// <reference lib="webworker" />
/**
 * Generates one puzzle off the page's thread, saying how many draws it has made
 * (an expert puzzle may take a few). Cancel ends the worker (its client:
 * generate-client.ts).
 */
import * as Comlink from 'comlink'
import { generate, type Level } from '@/engine/full'
import type { GenerateReply } from './generate-types'

const api = {
  /**
   * One puzzle of `level` from `seed`; `onDraw` hears the number of draws so far
   * after each draw (a Comlink proxy: the call is a message, not waited for).
   */
  generate(level: Level, seed: string, onDraw?: (draws: number) => void): GenerateReply {
    const p = generate({ level, seed, onDraw: (draws) => void onDraw?.(draws) })
    return p
      ? {
          kind: 'done',
          givens: p.puzzle.givens,
          solution: p.solution,
          rating: p.rating,
          technique: p.technique,
          stuck: p.stuck,
        }
      : { kind: 'failed', reason: `No ${level} puzzle came out of 2000 draws; try another seed.` }
  },
}

export type GenerateWorkerApi = typeof api

Comlink.expose(api)
