/** A tiny argument reader: `--flag`, `--key value`, `--key=value`, and positionals. */
export interface Args {
  command: string | undefined
  flags: Map<string, string | true>
  positionals: string[]
}

/** Flags that take a value (the rest are booleans). */
const VALUED = new Set([
  'algorithm',
  'algorithms',
  'seconds',
  'puzzle-seconds',
  'budget',
  'difficulty',
  'count',
  'seed',
  'limit',
])

export function parseArgs(argv: readonly string[]): Args {
  const flags = new Map<string, string | true>()
  const positionals: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!
    if (a.startsWith('--') && a.length > 2) {
      const eq = a.indexOf('=')
      if (eq > 0) flags.set(a.slice(2, eq), a.slice(eq + 1))
      else {
        const key = a.slice(2)
        const next = argv[i + 1]
        if (VALUED.has(key) && next !== undefined) {
          flags.set(key, next)
          i++
        } else flags.set(key, true)
      }
    } else positionals.push(a)
  }
  return { command: positionals.shift(), flags, positionals }
}

export function flagString(args: Args, key: string): string | undefined {
  const v = args.flags.get(key)
  return typeof v === 'string' ? v : undefined
}
