import type { SolveStats, StepLogData } from '@/engine'

export interface SolveReply {
  status: 'solved' | 'unsolvable'
  /** 0, 1 or 2 (two or more), counted with recording off. */
  solutions: number
  solution: number[] | null
  /** Stats of the recorded run. */
  stats: SolveStats
  /** Median time of the solve with recording off, ms. */
  timedMs: number
  log: StepLogData
}
