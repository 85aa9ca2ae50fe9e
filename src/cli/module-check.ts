/**
 * The main thread's check of a user module's answers (`--module`): nothing the
 * module's worker says is trusted. A solution must pass the independent checker
 * (isSolutionOf), a `null` must be confirmed by a built-in solver, a count must
 * agree with whether the puzzle has a solution at all, and anything else is
 * garbage (checkAnswer, engine/custom). `solve`, `count` and `bench` share it.
 */
import { checkAnswer, fastestFor, isSolutionOf, type Puzzle } from '../engine/full'
import type { Portable } from './module-protocol'
import { oneLine } from './one-line'

export type Verdict =
  /** A verified solution. */
  | { kind: 'solution'; digits: number[] }
  /** `null`, and a built-in solver found no solution either. */
  | { kind: 'unsolvable' }
  /** Garbage or a wrong answer; `why` follows `invalid: ` on the puzzle's line. */
  | { kind: 'wrong'; why: string }

/** The value an answer stood for, or a stand-in of its type (see Portable). */
function valueOf(answer: Portable): unknown {
  if (answer.kind === 'value') return answer.value
  if (answer.kind === 'long') return `${answer.start}...`
  switch (answer.type) {
    case 'array':
      return []
    case 'function':
      return () => null
    case 'symbol':
      return Symbol('answer')
    default:
      return {}
  }
}

/** Whether the puzzle has a solution, by the quickest built-in engine for its size. */
export function hasSolution(puzzle: Puzzle): boolean {
  return fastestFor(puzzle.size).solve(puzzle, { limit: 1 }).status === 'solved'
}

/**
 * checkAnswer's why for a full grid that keeps the givens but holds a digit
 * twice in a unit ("r1c1 and r1c5 are both 3 (row 1)"): that answer is wrong
 * rather than malformed.
 */
const CLASH = /are both \S+ \((?:row|column|box) \d+\)$/

/** The verdict on a module's answer to `solve` for `puzzle`. */
export function judgeSolve(puzzle: Puzzle, answer: Portable): Verdict {
  if (answer.kind === 'long')
    return {
      kind: 'wrong',
      why: `the module's answer is malformed: the answer is ${answer.length} characters, not ${puzzle.size * puzzle.size}`,
    }
  const check = checkAnswer(puzzle, valueOf(answer))
  if (check.kind === 'garbage')
    return {
      kind: 'wrong',
      why: CLASH.test(check.why)
        ? `the module's answer does not solve the puzzle: ${check.why}`
        : `the module's answer is malformed: ${check.why}`,
    }
  if (check.kind === 'none')
    return hasSolution(puzzle)
      ? { kind: 'wrong', why: 'the module answered null but the puzzle has a solution' }
      : { kind: 'unsolvable' }
  if (isSolutionOf(puzzle, check.digits)) return { kind: 'solution', digits: check.digits }
  // Every unit holds each digit once: a position's pencil marks were not kept.
  return {
    kind: 'wrong',
    why: "the module's answer does not solve the puzzle: it breaks the position's pencil marks",
  }
}

/** The line of a module's answer to `count`: `0`, `1`, `2` or `invalid: ...`. */
export function judgeCount(puzzle: Puzzle, answer: Portable): string {
  const value = valueOf(answer)
  if (value !== 0 && value !== 1 && value !== 2) {
    const shown =
      answer.kind !== 'other'
        ? typeof value === 'string'
          ? JSON.stringify(value.length > 20 ? `${value.slice(0, 20)}...` : value)
          : // A bigint of 100,000 digits is no reason for a long line; 1n is not 1.
            oneLine(typeof value === 'bigint' ? `${value}n` : String(value), 40)
        : `a ${answer.type}`
    return `invalid: the module's count is ${shown}, not 0, 1 or 2`
  }
  const solvable = hasSolution(puzzle)
  if (value === 0 && solvable)
    return 'invalid: the module counted 0 solutions but the puzzle has a solution'
  if (value > 0 && !solvable)
    return `invalid: the module counted ${value} solution${value === 1 ? '' : 's'} but the puzzle has none`
  return String(value)
}
