/**
 * The per-puzzle commands: one entry each, a function from a valid Puzzle to its
 * output line. The streaming runner (run.ts) reads the input, parses and
 * validates every puzzle (an `invalid: ...` line otherwise), calls the entry on
 * worker threads and writes the lines in input order; an entry only answers,
 * writing its line to an AnswerOut (a solution's digits go in without a string).
 *
 * To add a command (`rate`, say): write its line in its own module and add one
 * line to PUZZLE_COMMANDS; its name, usage line and flags come from the entry.
 * `ctx.deadline` is the clock.now() time (engine/clock.ts) the answer should give
 * up at (0: no limit); give `timeout` as the line when it does.
 */
import {
  fastestFor,
  getAlgorithm,
  solvesSize,
  type Algorithm,
  type Puzzle,
  type SolveResult,
} from '../engine/full'
import type { AnswerOut } from './out'
import { rateLine, type RateOutput, type RateScale } from './rate'
import { stepsLines } from './steps'

export interface AnswerContext {
  /** The --algorithm chosen (or the default). */
  algorithm: Algorithm
  /** The technique ids --set and --technique chose (steps; empty for the others). */
  techniques: readonly string[]
  /** clock.now() time (engine/clock.ts) to give up at; 0 for none. */
  deadline: number
  /** The scale `rate` answers on (--scale). */
  scale: RateScale
  /** How `rate` writes its answer (--erpd, --json). */
  rateOutput: RateOutput
  /** The per-puzzle --timeout in milliseconds (0: none). */
  timeoutMs: number
  /** Most deductions a technique lists (steps' --max; 0: no bound). */
  max: number
  /** The input line the puzzle starts at (for what is said on stderr). */
  no: number
}

export interface PuzzleCommand {
  /** The usage line, after the command's name. */
  usage: string
  /** Whether it takes --algorithm. */
  usesAlgorithm: boolean
  /** Whether it takes --set, --technique and --max (steps). */
  usesTechniques?: boolean
  /** Whether it takes --scale, --erpd and --json (rate). */
  usesScale?: boolean
  /**
   * Whether each answer is a block of lines ended by a blank one (steps): the
   * runner then ends an `invalid:` or `error:` line with one too.
   */
  blocks?: boolean
  /** Puzzles a batch holds at most (run.ts): fewer for a command slow on each. */
  batch: number
  /** Writes the puzzle's output line to `out`. */
  answer(puzzle: Puzzle, ctx: AnswerContext, out: AnswerOut): void
  /** The line for an `invalid: ...` or `error: ...` answer, when the command writes it otherwise (rate --json). */
  refusal?(line: string, ctx: AnswerContext): string
}

/**
 * Run the chosen algorithm; a string is the line to give instead of a result (a
 * size it does not handle, or `timeout`).
 */
function solveWith(puzzle: Puzzle, ctx: AnswerContext, limit: 1 | 2): SolveResult | string {
  const { algorithm } = ctx
  if (!solvesSize(algorithm, puzzle.size))
    return `invalid: ${algorithm.id} does not solve ${puzzle.size}x${puzzle.size} puzzles (it solves ${algorithm.sizes.map((n) => `${n}x${n}`).join(', ')})`
  const r = algorithm.solve(puzzle, { limit, deadline: ctx.deadline || undefined })
  return r.timedOut ? 'timeout' : r
}

export const PUZZLE_COMMANDS: Record<string, PuzzleCommand> = {
  solve: {
    usage:
      "[--algorithm ID | --module FILE] [FILE...|-]  solve every puzzle: solution, 'unsolvable', 'timeout' or 'invalid: <reason>'",
    usesAlgorithm: true,
    batch: 1024,
    answer(p, ctx, out) {
      const r = solveWith(p, ctx, 1)
      if (typeof r === 'string') out.line(r)
      else if (r.solution) out.grid(r.solution)
      else out.line('unsolvable')
    },
  },
  count: {
    usage:
      '[--algorithm ID | --module FILE] [FILE...|-]  count solutions of every puzzle: 0, 1 or 2 (two or more)',
    usesAlgorithm: true,
    batch: 1024,
    answer(p, ctx, out) {
      const r = solveWith(p, ctx, 2)
      out.line(typeof r === 'string' ? r : String(r.solutions))
    },
  },
  rate: {
    usage:
      "[--scale se|hodoku|both] [--erpd | --json] [FILE...|-]  rate every puzzle on the Sudoku Explainer scale: 'RATING LEVEL TECHNIQUE', e.g. '4.2 expert xy-wing'; a lower bound where the techniques ran out or --timeout passed: '>=9.0 extreme dynamic-forcing-chain-plus (stuck)', '(stopped at 10 s)'; --erpd: serate's ER/EP/ED, e.g. '9.0/7.2/1.2'; --json: one JSON object a line; on HoDoKu's (--scale hodoku, HoDoKu's techniques): 'SCORE LEVEL TECHNIQUE', e.g. '1260 hard w-wing'; both: the two joined by ' | '; 'several solutions', 'timeout', 'unsolvable' or 'invalid: <reason>' (4x4, 9x9 and 16x16)",
    usesAlgorithm: false,
    usesScale: true,
    // Milliseconds (singles) to seconds (forcing chains) a puzzle.
    batch: 4,
    answer: (p, ctx, out) =>
      out.line(
        rateLine(p, ctx.deadline, ctx.scale, { output: ctx.rateOutput, timeoutMs: ctx.timeoutMs }),
      ),
    refusal: (line, ctx) => (ctx.rateOutput === 'json' ? refusalJson(line) : line),
  },
  steps: {
    usage:
      "[--set all|se] [--technique ID,...] [--max N] [FILE...|-]  every deduction each technique finds at each position, one a line: 'ID CODE MOVES' (e.g. 'x-wing 0300 r3c6<>4 r7c6<>4'; CODE is HoDoKu's, '-' where none); a blank line ends each position; nothing cut unless --max or --timeout",
    usesAlgorithm: false,
    usesTechniques: true,
    blocks: true,
    // Milliseconds (singles) to seconds (every forcing chain) a position.
    batch: 2,
    answer(p, ctx, out) {
      const progress = (words: string) =>
        process.stderr.write(`steps: the position at line ${ctx.no}: ${words}\n`)
      for (const line of stepsLines(p, ctx.techniques, { ...ctx, progress })) out.line(line)
    },
  },
}

/** `invalid: REASON` or `error: MESSAGE` as rate --json writes it. */
function refusalJson(line: string): string {
  const colon = line.indexOf(': ')
  return JSON.stringify({ status: line.slice(0, colon), reason: line.slice(colon + 2) })
}

/**
 * The default of `solve` and `count`: for each puzzle the quickest engine for its
 * size (`wasm` on 9x9 where WebAssembly SIMD runs, else `fast`).
 */
export const FASTEST: Algorithm = {
  id: 'fastest',
  name: 'The fastest engine for the size',
  description: 'wasm on 9x9 (fast where WebAssembly SIMD is missing), fast on other sizes.',
  sizes: [4, 9, 16, 25],
  candidates: 'kept',
  solve: (puzzle, options) => fastestFor(puzzle.size).solve(puzzle, options),
}

/** The algorithm an id names (checked by the caller), for a worker that got the id. */
export function algorithmById(id: string): Algorithm {
  if (id === FASTEST.id) return FASTEST
  const a = getAlgorithm(id)
  if (!a) throw new Error(`unknown algorithm ${id}`)
  return a
}
