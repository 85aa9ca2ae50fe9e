import type { Algorithm } from '../algorithm'
import { detour } from './detour'
import { logic } from './logic'
import { dlx } from './dlx'
import { fast } from './fast'
import { wasm } from './wasm'
import { markup } from './markup'
import { naive } from './naive'

/** Every registered algorithm, in the order the UI lists them. */
export const ALGORITHMS: readonly Algorithm[] = [detour, naive, markup, dlx, fast, wasm, logic]

export function getAlgorithm(id: string): Algorithm | undefined {
  return ALGORITHMS.find((a) => a.id === id)
}

export const DEFAULT_ALGORITHM = 'detour'
