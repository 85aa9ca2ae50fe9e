/**
 * Handing a game from Play to the Solve view: what is wrong with the player's
 * digits, said in the player's terms, before the solver is asked to start from them.
 *
 * Glossary
 *   givens    the puzzle's digits (row-major, 0 = empty)
 *   values    the board as the player left it: the givens plus the player's digits
 *   yours     a cell the player filled: values[c] !== 0 and givens[c] === 0
 *   solution  the givens' one solution (Play only plays puzzles that have exactly one)
 *
 * Two things can be wrong, checked in this order:
 *   conflict  one of your digits stands twice in a row, column or box (the solver
 *             refuses such a board outright)
 *   wrong     no conflict, but some of your digits differ from the solution: since the
 *             solution is unique, the board then has none at all
 */
import { cellName, digitChar, type Geometry } from './geometry'

export interface HandoffProblem {
  kind: 'conflict' | 'wrong'
  /** Your cells at fault: the conflicting ones, or the ones that differ from the solution. */
  cells: number[]
  /** One or two sentences, e.g. "Your 3 at r4c1 conflicts with the 3 at r7c1." */
  message: string
}

/** Most wrong digits a message names; the rest are counted. */
const NAMED = 3

const yours = (g: Geometry, values: readonly number[], c: number) =>
  `your ${digitChar(values[c]!)} at ${cellName(g, c)}`

/**
 * What stands in the way of watching the solver from this board, or null when the
 * player's digits (if any) all agree with the solution.
 */
export function handoffProblem(
  g: Geometry,
  givens: readonly number[],
  values: readonly number[],
  solution: readonly number[],
): HandoffProblem | null {
  const isYours = (c: number) => values[c]! !== 0 && givens[c]! === 0
  // Conflicts: each of your digits against its related cells; a given partner first.
  const clashing: number[] = []
  let pair: [number, number] | null = null
  for (let c = 0; c < g.cells; c++) {
    if (!isYours(c)) continue
    const same = g.peers[c]!.filter((p) => values[p] === values[c])
    if (!same.length) continue
    clashing.push(c)
    pair ??= [c, same.find((p) => !isYours(p)) ?? same[0]!]
  }
  if (pair) {
    const [mine, other] = pair
    const them = isYours(other)
      ? yours(g, values, other)
      : `the given ${digitChar(values[other]!)} at ${cellName(g, other)}`
    const more = clashing.filter((c) => c !== mine && c !== other).length
    const rest = more
      ? ` ${more} more of your digits ${more === 1 ? 'conflicts' : 'conflict'} too.`
      : ''
    const first = yours(g, values, mine)
    return {
      kind: 'conflict',
      cells: clashing,
      message: `${first[0]!.toUpperCase()}${first.slice(1)} conflicts with ${them}.${rest}`,
    }
  }
  const wrong: number[] = []
  for (let c = 0; c < g.cells; c++) if (isYours(c) && values[c] !== solution[c]) wrong.push(c)
  if (!wrong.length) return null
  const names = wrong.slice(0, NAMED).map((c) => yours(g, values, c))
  const left = wrong.length - names.length
  if (left) names.push(`${left} more`)
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)!}` : names[0]!
  return {
    kind: 'wrong',
    cells: wrong,
    message: `Your digits cannot all be right: from the givens alone the puzzle has a solution, but not with ${list}.`,
  }
}
