import { solvesSize, type Algorithm } from '../algorithm'
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

/** "a", "a or b", "a, b or c" (or "and"). */
function list(words: readonly string[], last: 'or' | 'and'): string {
  return words.length < 2
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} ${last} ${words.at(-1)}`
}

/**
 * Why `algorithm` is not run on a puzzle of side `size`, in a sentence that names
 * the algorithms that are; null when it takes that size. The rule is `solvesSize`,
 * the one the CLI applies.
 */
export function sizeRefusal(algorithm: Algorithm, size: number): string | null {
  if (solvesSize(algorithm, size)) return null
  const side = (n: number) => `${n}x${n}`
  const others = ALGORITHMS.filter((a) => a !== algorithm && solvesSize(a, size)).map((a) => a.name)
  const choose = others.length ? `; choose ${list(others, 'or')}` : ''
  const takes = list(algorithm.sizes.map(side), 'and')
  return `${algorithm.name} does not solve ${side(size)} puzzles (it takes ${takes})${choose}.`
}
