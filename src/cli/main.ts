/**
 * The terminal front end of the engine (the contract in DESIGN.md):
 *   solve [--algorithm ID] [FILE|-]   one line per puzzle: the solution, `unsolvable` or `invalid: <reason>`
 *   count [FILE|-]                    one line per puzzle: 0, 1 or 2 (two or more solutions)
 *   rate [FILE|-]                     one line per puzzle: `RATING LEVEL TECHNIQUE [guess]` (rate.ts)
 *   bench [--algorithms a,b] [--record] [--json] [--seconds S] [FILE...]
 */
import { ALGORITHMS, DEFAULT_ALGORITHM, getAlgorithm } from '../engine'
import { flagString, parseArgs } from './args'
import { runBench } from './bench'
import { gridString, readInput, readPuzzles } from './io'
import { rateLine } from './rate'

const USAGE = `Usage: npm run --silent cli -- <command> [options]

  solve [--algorithm ID] [FILE...|-]  solve every puzzle: solution, 'unsolvable' or 'invalid: <reason>'
  count [--algorithm ID] [FILE...|-]  count solutions of every puzzle: 0, 1 or 2 (two or more)
  rate [FILE...|-]                    rate every puzzle on the Sudoku Explainer scale: 'RATING LEVEL TECHNIQUE',
                                    e.g. '4.2 hard xy-wing'; last word 'guess' when the techniques ran out
  bench [--algorithms a,b] [--record] [--json] [--seconds S] [FILE...]
                                    time every algorithm over every file (default: the built-in collections)

Algorithms: ${ALGORITHMS.map((a) => a.id).join(', ')}
FILE holds one puzzle in any supported format or a collection (one per line); '-' or none reads stdin.`

function algorithmFrom(id: string | undefined) {
  const algorithm = getAlgorithm(id ?? DEFAULT_ALGORITHM)
  if (!algorithm) {
    process.stderr.write(
      `unknown algorithm '${id}'; known: ${ALGORITHMS.map((a) => a.id).join(', ')}\n`,
    )
    process.exit(2)
  }
  return algorithm
}

function main(argv: string[]): number {
  const args = parseArgs(argv)
  switch (args.command) {
    case 'solve':
    case 'count': {
      if (args.flags.get('algorithm') === true) {
        process.stderr.write('--algorithm needs an id\n')
        return 2
      }
      const algorithm = algorithmFrom(flagString(args, 'algorithm'))
      const counting = args.command === 'count'
      const out: string[] = []
      const files = args.positionals.length ? args.positionals : ['-']
      const entries = files.flatMap((file) => readPuzzles(readInput(file)))
      for (const entry of entries) {
        if (!entry.ok) out.push(`invalid: ${entry.reason}`)
        else if (!algorithm.sizes.includes(entry.puzzle.size))
          out.push(
            `invalid: ${algorithm.id} does not solve ${entry.puzzle.size}x${entry.puzzle.size} puzzles`,
          )
        else {
          const r = algorithm.solve(entry.puzzle, { limit: counting ? 2 : 1 })
          if (counting) out.push(String(r.solutions))
          else out.push(r.solution ? gridString(r.solution) : 'unsolvable')
        }
        if (out.length >= 1000) {
          process.stdout.write(out.join('\n') + '\n')
          out.length = 0
        }
      }
      if (out.length) process.stdout.write(out.join('\n') + '\n')
      return 0
    }
    case 'rate': {
      const files = args.positionals.length ? args.positionals : ['-']
      for (const file of files) {
        for (const entry of readPuzzles(readInput(file))) {
          process.stdout.write(
            (entry.ok ? rateLine(entry.puzzle) : `invalid: ${entry.reason}`) + '\n',
          )
        }
      }
      return 0
    }
    case 'bench':
      return runBench(args)
    case undefined:
    case 'help':
    case '--help':
      process.stdout.write(USAGE + '\n')
      return args.command ? 0 : 2
    default:
      process.stderr.write(`unknown command '${args.command}'\n\n${USAGE}\n`)
      return 2
  }
}

process.exitCode = main(process.argv.slice(2))
