import type { Algorithm } from '../algorithm'
import { detour } from './detour'

/** Every registered algorithm, in the order the UI lists them. */
export const ALGORITHMS: readonly Algorithm[] = [detour]

export function getAlgorithm(id: string): Algorithm | undefined {
  return ALGORITHMS.find((a) => a.id === id)
}

export const DEFAULT_ALGORITHM = 'detour'
