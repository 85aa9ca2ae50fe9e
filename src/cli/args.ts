/**
 * A small argument reader: `--flag`, `--key value`, `--key=value`, and positionals;
 * plus the checks that turn a bad value into a usage error (exit code 2).
 */
export interface Args {
  command: string | undefined
  flags: Map<string, string | true>
  /** Every value of each valued flag, in order (`--module a --module b`); `flags` keeps the last. */
  values: Map<string, string[]>
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
  'timeout',
  'threads',
  'set',
  'technique',
  'max',
  'scale',
  'module',
  'module-memory',
])

/** A mistake in how the command was called: the message, then exit code 2. */
export class UsageError extends Error {}

export function parseArgs(argv: readonly string[]): Args {
  const flags = new Map<string, string | true>()
  const values = new Map<string, string[]>()
  const positionals: string[] = []
  const set = (key: string, value: string | true) => {
    flags.set(key, value)
    if (typeof value === 'string') values.set(key, [...(values.get(key) ?? []), value])
  }
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!
    if (a.startsWith('--') && a.length > 2) {
      const eq = a.indexOf('=')
      if (eq > 0) set(a.slice(2, eq), a.slice(eq + 1))
      else {
        const key = a.slice(2)
        const next = argv[i + 1]
        if (VALUED.has(key) && next !== undefined) {
          set(key, next)
          i++
        } else set(key, true)
      }
    } else positionals.push(a)
  }
  return { command: positionals.shift(), flags, values, positionals }
}

export function flagString(args: Args, key: string): string | undefined {
  const v = args.flags.get(key)
  if (v === true && VALUED.has(key)) throw new UsageError(`--${key} needs a value`)
  return typeof v === 'string' ? v : undefined
}

/** Every value a repeatable flag was given (none: an empty list). */
export function flagStrings(args: Args, key: string): string[] {
  flagString(args, key)
  return args.values.get(key) ?? []
}

/** Refuse flags the command does not know (a typo must not be ignored silently). */
export function checkFlags(args: Args, known: readonly string[]): void {
  for (const key of args.flags.keys())
    if (!known.includes(key))
      throw new UsageError(
        `unknown option --${key} for '${args.command}'; known: ${known.map((k) => `--${k}`).join(', ') || 'none'}`,
      )
}

export interface NumberRule {
  /** The value when the flag is absent. */
  fallback: number
  /** Smallest value allowed; `exclusive` makes it a strict bound. */
  min: number
  exclusive?: boolean
  max?: number
  integer?: boolean
}

/** How a number is written on the command line: plain decimal digits, a point for a fraction. */
const PLAIN_WHOLE = /^[0-9]+$/
const PLAIN_DECIMAL = /^(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/

/**
 * A numeric flag, checked: `--seconds -1`, `NaN`, `abc`, `1e999` or `2.5` threads
 * are usage errors naming the flag, the value and what it should be. Only plain
 * decimal is taken (`8`, `0.5`): `0x2`, `1e1`, `+3`, ` 4`, `Infinity` are
 * refused, so a typo or a generated value in another notation is not read as
 * some other number.
 */
export function flagNumber(args: Args, key: string, rule: NumberRule): number {
  const text = flagString(args, key)
  if (text === undefined) return rule.fallback
  const plain = (rule.integer ? PLAIN_WHOLE : PLAIN_DECIMAL).test(text)
  const value = plain ? Number(text) : NaN
  const low = rule.exclusive ? value > rule.min : value >= rule.min
  const ok =
    Number.isFinite(value) &&
    low &&
    (rule.max === undefined || value <= rule.max) &&
    (!rule.integer || Number.isInteger(value))
  if (!ok) {
    const kind = rule.integer ? 'a whole number' : 'a number'
    const bound = rule.exclusive ? `over ${rule.min}` : `${rule.min} or more`
    const top = rule.max === undefined ? '' : ` and at most ${rule.max}`
    // A number in another notation (0x2, 1e1, +3) is told how to write it; a plain
    // one out of range (-1, 2.5 threads) is told only the range.
    const hint =
      !/^-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/.test(text) &&
      text.trim() !== '' &&
      Number.isFinite(Number(text))
        ? ` (write it in plain decimal digits${rule.integer ? '' : ', e.g. 0.5'})`
        : ''
    throw new UsageError(`--${key} must be ${kind} ${bound}${top}, not '${text}'${hint}`)
  }
  return value
}
