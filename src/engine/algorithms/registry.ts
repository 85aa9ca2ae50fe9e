/**
 * Every algorithm with its code, for the Workers, the CLI and the tests (through
 * `@/engine/full`). The page's main thread reads algorithms/catalog.ts instead (the
 * same entries without `solve`): importing this file from the page brings every
 * algorithm, the human techniques and the WebAssembly module into its first load.
 */
import type { Algorithm } from '../algorithm'
import { ALGORITHM_IDS, type AlgorithmId } from './catalog'
import { detour } from './detour'
import { dlx } from './dlx'
import { fast } from './fast'
import { logic } from './logic'
import { markup } from './markup'
import { naive } from './naive'
import { wasm } from './wasm'

export { DEFAULT_ALGORITHM, sizeRefusal } from './catalog'

const CODE: Readonly<Record<AlgorithmId, Algorithm>> = {
  detour,
  naive,
  markup,
  dlx,
  fast,
  wasm,
  logic,
}

/**
 * Every registered algorithm, in the order the UI lists them (the catalog's). Pure, so
 * that a bundle reaching this file without reading the list leaves the algorithms out.
 */
export const ALGORITHMS: readonly Algorithm[] = /* @__PURE__ */ ALGORITHM_IDS.map((id) => CODE[id])

export function getAlgorithm(id: string): Algorithm | undefined {
  return ALGORITHMS.find((a) => a.id === id)
}
