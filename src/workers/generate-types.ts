import type { Level } from '@/engine'

/** The page asks for one puzzle of a level from a seed. */
export interface GenerateRequest {
  level: Level
  seed: string
}

/** Progress while drawing, then the puzzle or why there is none. */
export type GenerateMessage =
  | { kind: 'progress'; draws: number }
  | { kind: 'done'; givens: number[]; solution: number[]; rating: number; technique: string }
  | { kind: 'failed'; reason: string }
