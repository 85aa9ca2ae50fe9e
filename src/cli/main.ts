/**
 * The terminal front end of the engine (the contract in docs/contracts/cli.md):
 *   solve [--algorithm ID] [FILE...|-]   one line per puzzle: the solution, `unsolvable`, `timeout` or `invalid: <reason>`
 *   count [--algorithm ID] [FILE...|-]   one line per puzzle: 0, 1 or 2 (two or more solutions)
 *   rate [FILE...|-]                     one line per puzzle: `RATING LEVEL TECHNIQUE`, a lower bound `>=RATING LEVEL TECHNIQUE (REASON)`, `timeout`, ... (rate.ts)
 *   rate [--scale se|hodoku|both] [--erpd | --json] [FILE...|-]   SE rating, HoDoKu score and level, or both; serate's ER/EP/ED; JSON (rate.ts)
 *   steps [--set all|se] [--technique ID,...] [--max N] [FILE...|-]   every deduction at each position, `ID CODE MOVES` a line, a blank line after each (steps.ts)
 *   generate [--difficulty LEVEL] [--count N] [--seed S] [--symmetric]   one puzzle per line (generate.ts)
 *   bench [--algorithms a,b] [--module FILE]... [--record] [--json] [--precise] [--seconds S] [FILE...]
 *
 * `--module FILE` is a user's solver module (the contract in docs/contracts/user-solver.md; for its
 * author, docs/user-guide.md "Your own solver"): it runs in processes of its own only, never in the CLI's
 * (module-run.ts, module-process.ts, module-host.ts).
 *
 * Exit codes: 0 when every input was read (unsolvable and invalid puzzles are
 * answers), 1 when an input could not be read, 2 for a usage error. A closed
 * pipe (`... | head -1`) ends the run at once and quietly; any other write error
 * (`> /dev/full`) with one line on stderr and exit code 1 (stdout.ts).
 *
 * Worker threads run worker.ts instead (dist-cli/worker.mjs once built).
 */
import { RATE_SCALES, type RateOutput, type RateScale } from './rate'
import { availableParallelism } from 'node:os'
import { ALGORITHMS, getAlgorithm } from '../engine'
import {
  checkFlags,
  flagNumber,
  flagString,
  flagStrings,
  parseArgs,
  UsageError,
  type Args,
} from './args'
import { runModuleCommand } from './module-run'
import { MODULE_MEMORY_MB, moduleMemory, moduleSpec } from './module-process'
import { runBench } from './bench'
import { GENERATE_USAGE, runGenerate } from './generate'
import { FASTEST, PUZZLE_COMMANDS } from './commands'
import { runPuzzleCommand } from './run'
import { stepTechniques, STEPS_USAGE_NOTE } from './steps'
import { guardOutput, writeOut } from './stdout'
import { stdinHint } from './stdin-hint'

/**
 * Threads past a few per core only cost memory (each worker holds its own engine
 * and caches: 256 took 2.5 GB) and switching: more are capped, and said so once.
 */
const THREADS_PER_CORE = 4

const USAGE = `Usage: npm run --silent cli -- <command> [options]

${Object.entries(PUZZLE_COMMANDS)
  .map(([name, c]) => `  ${name} ${c.usage}`)
  .join('\n')}
  ${GENERATE_USAGE}
  bench [--algorithms a,b] [--module FILE]... [--record] [--json] [--precise] [--seconds S] [--timeout S] [--budget S] [FILE...]
        time every algorithm over every file (default: the built-in collections); quick
        by default (0.5 s an algorithm a file, at least 3 rounds, 5 s verifying a slow
        one), --precise 2 s, 7 rounds and 20 s for a tighter 95% interval; progress on
        stderr when it is a terminal

Your own solver (an ES module file; docs/user-guide.md, "Your own solver"):
  --module FILE      solve, count: answer with the module instead of --algorithm (one);
                     bench: time it beside the algorithms (repeatable). It runs in
                     processes of its own (--threads of them; what it prints goes to
                     stderr), every answer checked; --timeout defaults to 10 s a puzzle
                     (the module's process is then killed, the line says 'timeout')
  --module-memory MB heap of each module worker (default ${MODULE_MEMORY_MB}); past it: 'error: ...'

Options of solve, count, rate and steps:
  --timeout SECONDS  give up on a puzzle after this long (its line says 'timeout'; default: no limit)
  --threads N        threads answering, the main one included (default: the cores, here ${availableParallelism()}; at most ${THREADS_PER_CORE} a core)

${STEPS_USAGE_NOTE}

Algorithms: ${ALGORITHMS.map((a) => a.id).join(', ')}
  solve and count default to '${FASTEST.id}': wasm on 9x9 (fast without WebAssembly SIMD), fast on other sizes
FILE holds puzzles in any supported format: a collection (one per line) or
multi-line puzzles separated by blank lines; '-' or none reads stdin.
Numbers are plain decimal (8, 0.5). A closed pipe ends a run quietly.
Exit codes: 0 every input read, 1 an input could not be read or the output
not written or a --module not loaded, 2 a usage error (or count --module with
a module without count()).`

/** What a worker thread runs: the worker bundle beside this one, or the source under tsx. */
const WORKER_ENTRY = new URL(
  import.meta.url.endsWith('.ts') ? './worker.ts' : './worker.mjs',
  import.meta.url,
)

function algorithmId(id: string | undefined): string {
  const chosen = id ?? FASTEST.id
  if (chosen !== FASTEST.id && !getAlgorithm(chosen))
    throw new UsageError(
      `unknown algorithm '${chosen}'; known: ${FASTEST.id}, ${ALGORITHMS.map((a) => a.id).join(', ')}`,
    )
  return chosen
}

/** The scale of --scale (rate). */
function rateScale(scale: string | undefined): RateScale {
  if (scale === undefined) return 'se'
  if (!(RATE_SCALES as readonly string[]).includes(scale))
    throw new UsageError(`unknown --scale '${scale}'; known: ${RATE_SCALES.join(', ')}`)
  return scale as RateScale
}

/** --scale, --erpd and --json (rate). */
function rateFlags(args: Args): { scale: RateScale; rateOutput: RateOutput } {
  const scale = rateScale(flagString(args, 'scale'))
  const erpd = args.flags.has('erpd')
  const json = args.flags.has('json')
  if (erpd && json)
    throw new UsageError('--erpd and --json exclude each other (the JSON carries ER, EP and ED)')
  if (erpd && scale === 'hodoku')
    throw new UsageError("--erpd gives serate's ER/EP/ED on the SE scale, not with --scale hodoku")
  return { scale, rateOutput: erpd ? 'erpd' : json ? 'json' : 'line' }
}

/** The technique ids of --set and --technique (steps). */
function techniqueIds(args: Args): string[] {
  const ids = stepTechniques(flagString(args, 'set'), flagString(args, 'technique'))
  if (typeof ids === 'string') throw new UsageError(ids)
  return [...ids]
}

function threadCount(args: Args): number {
  const cores = availableParallelism()
  const asked = flagNumber(args, 'threads', { fallback: cores, min: 1, integer: true })
  const cap = THREADS_PER_CORE * cores
  if (asked <= cap) return asked
  process.stderr.write(
    `--threads ${flagString(args, 'threads')} capped at ${cap} (${THREADS_PER_CORE} x ${cores} core${cores === 1 ? '' : 's'})\n`,
  )
  return cap
}

/** `solve --module FILE` or `count --module FILE` (module-run.ts). */
async function runModule(args: Args, command: string, modules: string[]): Promise<number> {
  if (args.flags.has('algorithm'))
    throw new UsageError('--module and --algorithm exclude each other: the module is the algorithm')
  if (modules.length > 1)
    throw new UsageError(`${command} takes one --module, not ${modules.length}`)
  const timeout = flagNumber(args, 'timeout', { fallback: 10, min: 0, exclusive: true })
  const threads = threadCount(args)
  const file = modules[0]!
  const read = await moduleSpec(file, moduleMemory(args))
  if (!read.ok) {
    process.stderr.write(`cannot load module ${file}: ${read.error}\n`)
    return 1
  }
  return runModuleCommand({
    command: command as 'solve' | 'count',
    files: args.positionals.length ? args.positionals : ['-'],
    spec: read.spec,
    timeoutMs: timeout * 1000,
    threads,
  })
}

async function main(argv: string[]): Promise<number> {
  const args = parseArgs(argv)
  const name = args.command
  const command = name === undefined ? undefined : PUZZLE_COMMANDS[name]
  // `steps --help` (what the stdin hint offers): the usage, its options included.
  if (command && args.flags.has('help')) {
    writeOut(USAGE + '\n')
    return 0
  }
  if (command) {
    checkFlags(args, [
      ...(command.usesAlgorithm ? ['algorithm', 'module', 'module-memory'] : []),
      ...(command.usesTechniques ? ['set', 'technique', 'max'] : []),
      ...(command.usesScale ? ['scale', 'erpd', 'json'] : []),
      'timeout',
      'threads',
    ])
    const hint = stdinHint(args.positionals, process.stdin.isTTY === true)
    if (hint) process.stderr.write(hint)
    const modules = flagStrings(args, 'module')
    if (modules.length) return runModule(args, name!, modules)
    if (args.flags.has('module-memory')) throw new UsageError('--module-memory goes with --module')
    const timeout = flagNumber(args, 'timeout', { fallback: 0, min: 0, exclusive: true })
    const threads = threadCount(args)
    return runPuzzleCommand({
      files: args.positionals.length ? args.positionals : ['-'],
      job: {
        command: name!,
        algorithm: algorithmId(flagString(args, 'algorithm')),
        timeoutMs: timeout * 1000,
        ...(command.usesTechniques
          ? {
              techniques: techniqueIds(args),
              max: flagNumber(args, 'max', { fallback: 0, min: 1, integer: true }),
            }
          : {}),
        ...(command.usesScale ? rateFlags(args) : {}),
      },
      threads,
      entry: WORKER_ENTRY,
    })
  }
  switch (name) {
    case 'bench':
      return runBench(args)
    case 'generate':
      return runGenerate(args)
    case undefined:
    case 'help':
    case '--help':
      writeOut(USAGE + '\n')
      return name ? 0 : 2
    default:
      throw new UsageError(`unknown command '${name}'`)
  }
}

guardOutput()
main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (e: unknown) => {
    if (!(e instanceof UsageError)) throw e
    process.stderr.write(`${e.message}\n(see: npm run --silent cli -- help)\n`)
    process.exitCode = 2
  },
)
