/**
 * `generate [--difficulty LEVEL] [--count N] [--seed S] [--symmetric]`: N puzzles
 * (default 1) of one level (default medium), one line each, every one with
 * exactly one solution and rated in its band (`rate` agrees). The same seed gives
 * the same lines; without one a fresh seed is drawn and said on stderr (after
 * the first puzzle), so a run can be repeated.
 */
import { generateMany, randomSeed } from '../engine/full'
import { isLevel, LEVELS } from '../engine'
import { checkFlags, flagNumber, flagString, UsageError, type Args } from './args'
import { gridString } from './io'
import { writeOut, yieldToOutput } from './stdout'

export const GENERATE_USAGE = `generate [--difficulty LEVEL] [--count N] [--seed S] [--symmetric]
        puzzles with one solution, one per line; LEVEL: ${LEVELS.join(', ')} (default medium)`

export async function runGenerate(args: Args): Promise<number> {
  checkFlags(args, ['difficulty', 'count', 'seed', 'symmetric'])
  if (args.positionals.length)
    throw new UsageError(`generate reads no files (got '${args.positionals[0]}')`)
  const level = flagString(args, 'difficulty') ?? 'medium'
  if (!isLevel(level))
    throw new UsageError(`--difficulty must be one of ${LEVELS.join(', ')}, not '${level}'`)
  const count = flagNumber(args, 'count', { fallback: 1, min: 1, max: 100_000, integer: true })
  const given = flagString(args, 'seed')
  const seed = given ?? randomSeed()
  // The drawn seed is said once the first puzzle is out (or the run gives up):
  // an output that cannot be written is then the one line on stderr.
  let seedSaid = given !== undefined
  const saySeed = () => {
    if (!seedSaid) process.stderr.write(`seed: ${seed}\n`)
    seedSaid = true
  }
  const symmetric = args.flags.get('symmetric') === true
  let made = 0
  for (const p of generateMany({ level, count, seed, symmetric })) {
    writeOut(gridString(p.puzzle.givens) + '\n')
    made++
    // A puzzle takes milliseconds: let a closed pipe's error (and 'drain') in
    // between, so `generate --count 100000 | head -1` ends at once.
    await yieldToOutput()
    saySeed()
  }
  if (made < count) {
    saySeed()
    process.stderr.write(
      `gave up after ${made} of ${count} puzzles: too many draws missed the band\n`,
    )
    return 1
  }
  return 0
}
