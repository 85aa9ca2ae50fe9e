/**
 * `--module FILE`: a user's solver module in solve, count and bench, run as users
 * run the CLI (the compiled entry point). Each module is a small file written
 * here; the ones that misbehave (an endless loop, a throw, garbage, an unbounded
 * allocation) must cost only their own puzzle's line, never the run.
 */
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { fast } from '../../src/engine/algorithms/fast'
import { digitChar } from '../../src/engine/geometry'
import { makePuzzle } from '../../src/engine/puzzle'
import { waitForState } from '../fixtures/wait'

const BIN = 'bin/sudoku-lab.mjs'
const dir = mkdtempSync(join(tmpdir(), 'cli-module-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function run(args: string[], input?: string) {
  const r = spawnSync('node', [BIN, ...args], {
    encoding: 'utf8',
    input,
    timeout: 60_000,
    maxBuffer: 1 << 24,
  })
  expect(r.signal, `killed: ${args.join(' ')} hung`).toBeNull()
  return { out: r.stdout, err: r.stderr, status: r.status }
}
const lines = (text: string) => text.trimEnd().split('\n')

/** A module file in the test's folder; its path. */
function module(name: string, code: string): string {
  const file = join(dir, name)
  writeFileSync(file, code)
  return file
}

/**
 * A plain backtracking solver (row/column/box bit masks, first empty cell), for
 * 4x4 and 9x9: quick on the easy puzzles below; it counts its guesses.
 */
const BACKTRACKER = `
export const name = 'Test backtracker'
export const sizes = [4, 9]
let guesses = 0
function fill(g, n, b) {
  const i = g.indexOf(0)
  if (i < 0) return true
  const r = Math.floor(i / n), c = i % n
  for (let d = 1; d <= n; d++) {
    let ok = true
    for (let k = 0; k < n && ok; k++) {
      const br = r - (r % b) + Math.floor(k / b), bc = c - (c % b) + (k % b)
      if (g[r * n + k] === d || g[k * n + c] === d || g[br * n + bc] === d) ok = false
    }
    if (!ok) continue
    g[i] = d
    guesses++
    if (fill(g, n, b)) return true
  }
  g[i] = 0
  return false
}
export default function solve(line) {
  guesses = 0
  const n = Math.round(Math.sqrt(line.length))
  const g = [...line].map((ch) => (ch === '.' ? 0 : Number(ch)))
  return fill(g, n, Math.round(Math.sqrt(n))) ? g.join('') : null
}
export function count(line) { return solve(line) === null ? 0 : 1 }
export function counters() { return { guesses } }
`

/** Easy 9x9 puzzles (generated, each with one solution): milliseconds for the backtracker. */
const EASY = [
  '604000500500070800000200710000051300000300060306009000000030050800002104001004007',
  '608009700900007063000050004000020000043700108010300000000030000090000050507000400',
  '070108300002004000000000060000030045000001000501006000204070600600000050007900021',
]
/** No solution (r1c9 has no digit left), found at once by any backtracker. */
const UNSOLVABLE =
  '12345678.........9...............................................................'
const FOUR = '1...' + '..3.' + '.4..' + '...2'

const value = (ch: string) => (ch === '.' || ch === '0' ? 0 : Number(ch))
/** The solution line of a puzzle with one, by a built-in engine. */
function solution(line: string): string {
  const r = fast.solve(makePuzzle([...line].map(value)), { limit: 1 })
  return r.solution!.map((d) => digitChar(d)).join('')
}

const good = module('good.mjs', BACKTRACKER)
/** Loops for ever on a puzzle starting with 6, answers the others. */
const loops = module(
  'loops.mjs',
  `import real from './good.mjs'\nexport default (line) => { if (line[0] === '6') for (;;) {} return real(line) }`,
)
const throws = module('throws.mjs', `export default () => { throw new Error('no idea') }`)
/** Allocates without bound on a puzzle starting with 6. */
const hungry = module(
  'hungry.mjs',
  `import real from './good.mjs'
export default (line) => {
  if (line[0] !== '6') return real(line)
  const kept = []
  for (;;) kept.push(new Array(100000).fill(line.length))
}`,
)

describe('solve --module', () => {
  it('answers every puzzle with the module, checked: solutions, unsolvable, invalid puzzles and sizes', () => {
    const input = [EASY[0], UNSOLVABLE, '11' + '.'.repeat(79), FOUR, '.'.repeat(256), EASY[1]]
    const r = run(['solve', '--module', good, '-'], input.join('\n'))
    expect(r.status, r.err).toBe(0)
    expect(lines(r.out)).toEqual([
      solution(EASY[0]!),
      'unsolvable',
      'invalid: Row 1 has two 1s: r1c1 and r1c2',
      solution(FOUR),
      'invalid: Test backtracker does not solve 16x16 puzzles (it solves 4x4, 9x9)',
      solution(EASY[1]!),
    ])
    // Two threads, two workers with the module: the same lines in the same order.
    const two = run(['solve', '--module', good, '--threads', '2', '-'], input.join('\n'))
    expect(two.out).toBe(r.out)
  })

  it("stops a module that loops at --timeout: the line says 'timeout', and the run goes on", () => {
    const r = run(['solve', '--module', loops, '--timeout', '1', '-'], EASY.join('\n'))
    expect(r.status, r.err).toBe(0)
    expect(lines(r.out)).toEqual(['timeout', 'timeout', solution(EASY[2]!)])
  })

  it('loads the module whatever --timeout: a small one limits the solving only', () => {
    const r = run(['solve', '--module', good, '--timeout', '0.01', '-'], EASY[0])
    expect(r.status, r.err).toBe(0)
    expect(['timeout', solution(EASY[0]!)]).toContain(lines(r.out)[0])
  })

  it('turns a throw into an error line, and goes on', () => {
    const r = run(
      ['solve', '--module', throws, '-'],
      [EASY[0], '11' + '.'.repeat(79), EASY[1]].join('\n'),
    )
    expect(r.status, r.err).toBe(0)
    expect(lines(r.out)).toEqual([
      'error: no idea',
      'invalid: Row 1 has two 1s: r1c1 and r1c2',
      'error: no idea',
    ])
  })

  it('refuses garbage and wrong answers, saying why', () => {
    const s = solution(EASY[2]!)
    // Each answer is picked by the puzzle's position in the input (its 81st character).
    const answers = {
      short: s.slice(1),
      dot: '.' + s.slice(1),
      given: s.slice(0, 1) + '9' + s.slice(2), // r1c2 is given 7
      // r1c1 (not a given) changed: its digit is now twice in row 1.
      clash: String((Number(s[0]) % 9) + 1) + s.slice(1),
      number: 42,
      object: { solution: s },
      nullAnswer: null,
    }
    const code = `const a = ${JSON.stringify(answers)}
const order = ${JSON.stringify(Object.keys(answers))}
let i = 0
export default () => { const k = order[i++]; return k === 'nullAnswer' ? null : a[k] }`
    const picky = module('picky.mjs', code)
    const r = run(
      ['solve', '--module', picky, '--threads', '1', '-'],
      Array(7).fill(EASY[2]).join('\n'),
    )
    expect(r.status, r.err).toBe(0)
    expect(lines(r.out)).toEqual([
      "invalid: the module's answer is malformed: the answer is 80 characters, not 81",
      "invalid: the module's answer is malformed: cell r1c1 is '.'",
      "invalid: the module's answer is malformed: r1c2 is 9 but the puzzle gives 7",
      expect.stringMatching(
        /^invalid: the module's answer does not solve the puzzle: r\dc\d and r\dc\d are both \d \((row|column|box) \d\)$/,
      ),
      "invalid: the module's answer is malformed: the answer is a number, not a string",
      "invalid: the module's answer is malformed: the answer is an object, not a string",
      'invalid: the module answered null but the puzzle has a solution',
    ])
  })

  it('survives a module that allocates without bound: an error line, then the next puzzle', () => {
    const r = run(
      ['solve', '--module', hungry, '--module-memory', '32', '--threads', '1', '-'],
      EASY.join('\n'),
    )
    expect(r.status, r.err).toBe(0)
    expect(lines(r.out)).toEqual([
      "error: the module's worker stopped (out of memory?)",
      "error: the module's worker stopped (out of memory?)",
      solution(EASY[2]!),
    ])
  })

  it('keeps stdout for the answers: what the module prints goes to stderr', () => {
    const noisy = module(
      'noisy.mjs',
      `import real from './good.mjs'\nexport default (line) => { console.log('thinking'); return real(line) }`,
    )
    const r = run(['solve', '--module', noisy, '-'], EASY[0])
    expect(r.status, r.err).toBe(0)
    expect(r.out).toBe(`${solution(EASY[0]!)}\n`)
    expect(r.err).toContain('thinking')
  })

  it('refuses a module that does not load, with one stderr line and exit code 1, before any output', () => {
    const cases: [string, string][] = [
      [module('no-default.mjs', 'export const name = "x"'), 'the module has no default export'],
      [
        module('not-fn.mjs', 'export default 5'),
        'the default export is not a function (it is a number)',
      ],
      [
        module('sizes.mjs', 'export default () => null\nexport const sizes = [7]'),
        'sizes must be a list of 4, 9, 16, 25',
      ],
      [join(dir, 'missing.mjs'), 'no such file'],
    ]
    for (const [file, why] of cases) {
      const r = run(['solve', '--module', file, '-'], EASY[0])
      expect(r.status).toBe(1)
      expect(r.out).toBe('')
      expect(r.err).toBe(`cannot load module ${file}: ${why}\n`)
    }
    const broken = module('broken.mjs', 'export default function (line) { return line +')
    const r = run(['count', '--module', broken, '-'], EASY[0])
    expect(r.status).toBe(1)
    expect(r.out).toBe('')
    expect(r.err).toMatch(new RegExp(`^cannot load module ${broken}: .*\n$`))
  })

  it('takes --module or --algorithm, not both, and one module (usage errors, exit code 2)', () => {
    const both = run(['solve', '--module', good, '--algorithm', 'fast', '-'], EASY[0])
    expect(both.status).toBe(2)
    expect(both.out).toBe('')
    expect(both.err).toMatch(/^--module and --algorithm exclude each other/)
    const two = run(['solve', '--module', good, '--module', good, '-'], EASY[0])
    expect(two.status).toBe(2)
    expect(two.err).toMatch(/^solve takes one --module, not 2/)
    expect(run(['rate', '--module', good, '-'], EASY[0]).status).toBe(2)
  })
})

describe('count --module', () => {
  it("counts with the module's count(), checked against whether the puzzle has a solution", () => {
    const r = run(['count', '--module', good, '-'], [EASY[0], UNSOLVABLE].join('\n'))
    expect(r.status, r.err).toBe(0)
    expect(lines(r.out)).toEqual(['1', '0'])
    const liar = module(
      'liar.mjs',
      `export default () => null
let i = 0
export function count() { return [0, 2, 'two', 3][i++] }`,
    )
    const lies = run(
      ['count', '--module', liar, '--threads', '1', '-'],
      [EASY[0], UNSOLVABLE, EASY[1], EASY[2]].join('\n'),
    )
    expect(lies.status, lies.err).toBe(0)
    expect(lines(lies.out)).toEqual([
      'invalid: the module counted 0 solutions but the puzzle has a solution',
      'invalid: the module counted 2 solutions but the puzzle has none',
      `invalid: the module's count is "two", not 0, 1 or 2`,
      "invalid: the module's count is 3, not 0, 1 or 2",
    ])
  })

  it('refuses a module without count() (exit code 2)', () => {
    const r = run(['count', '--module', throws, '-'], EASY[0])
    expect(r.status).toBe(2)
    expect(r.out).toBe('')
    expect(r.err).toBe(`the module ${throws} exports no count()\n`)
  })
})

/** The example solvers the user guide points to (examples/solvers/). */
const BACKTRACKING = 'examples/solvers/backtracking.mjs'
const BITMASK = 'examples/solvers/bitmask.mjs'

/** A filled 16x16 grid (a valid pattern) with every third cell emptied: one line. */
function sixteen(): { puzzle: string; filled: string } {
  let filled = ''
  for (let r = 0; r < 16; r++)
    for (let c = 0; c < 16; c++)
      filled += digitChar(((4 * (r % 4) + Math.floor(r / 4) + c) % 16) + 1)
  const puzzle = [...filled].map((ch, i) => (i % 3 === 0 ? '.' : ch)).join('')
  return { puzzle, filled }
}

describe('the example solvers', () => {
  it('solve: each answers what it takes, and says which sizes it does not', () => {
    const big = sixteen()
    const input = [EASY[0], UNSOLVABLE, FOUR, big.puzzle].join('\n')
    const bitmask = run(['solve', '--module', BITMASK, '-'], input)
    expect(bitmask.status, bitmask.err).toBe(0)
    expect(lines(bitmask.out)).toEqual([
      solution(EASY[0]!),
      'unsolvable',
      solution(FOUR),
      big.filled,
    ])
    const plain = run(['solve', '--module', BACKTRACKING, '-'], input)
    expect(plain.status, plain.err).toBe(0)
    expect(lines(plain.out)).toEqual([
      solution(EASY[0]!),
      'unsolvable',
      'invalid: Plain backtracking does not solve 4x4 puzzles (it solves 9x9)',
      'invalid: Plain backtracking does not solve 16x16 puzzles (it solves 9x9)',
    ])
  })

  it("count: 0, 1 or 2 by the module's count()", () => {
    const input = [EASY[0], UNSOLVABLE, '.'.repeat(81)].join('\n')
    for (const file of [BACKTRACKING, BITMASK]) {
      const r = run(['count', '--module', file, '-'], input)
      expect(r.status, r.err).toBe(0)
      expect(lines(r.out)).toEqual(['1', '0', '2'])
    }
  })

  it('bench: both timed beside an algorithm, every answer right (exit code 0)', () => {
    const file = module('examples.txt', EASY.join('\n') + '\n')
    const r = run(
      ['bench', '--json', '--seconds', '0.05', '--algorithms', 'fast'].concat([
        '--module',
        BACKTRACKING,
        '--module',
        BITMASK,
        file,
      ]),
    )
    expect(r.status, r.err).toBe(0)
    const rows = JSON.parse(r.out) as Record<string, unknown>[]
    expect(rows.map((row) => [row.algorithm, row.module, row.solved, row.failures])).toEqual([
      ['fast', undefined, 3, 0],
      ['Plain backtracking', BACKTRACKING, 3, 0],
      ['Bitmask backtracking', BITMASK, 3, 0],
    ])
    for (const row of rows.slice(1)) expect(row.codeHash).toMatch(/^[0-9a-f]{12}$/)
  })
})

describe('bench --module', () => {
  const puzzles = module('easy.txt', EASY.join('\n') + '\n')
  const benchFor = (seconds: string, ...args: string[]) =>
    run(['bench', '--json', '--seconds', seconds, '--algorithms', 'fast', ...args, puzzles])
  const bench = (...args: string[]) => benchFor('0.05', ...args)

  it('times a module beside the algorithms: a row named by its name export, with its file and code hash', () => {
    // A budget far above the verifying pass (three easy puzzles, milliseconds even on a
    // busy machine): a verifying pass longer than the budget is the only measurement.
    const r = benchFor('2', '--module', good, '--module', throws)
    // The throwing module's failures fail the run, as a wrong answer does.
    expect(r.status, r.err).toBe(1)
    const rows = JSON.parse(r.out) as Record<string, unknown>[]
    const hash = (file: string) =>
      createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 12)
    expect(rows.map((row) => row.algorithm)).toEqual(['fast', 'Test backtracker', 'throws.mjs'])
    expect(rows[1]).toMatchObject({
      module: good,
      codeHash: hash(good),
      puzzles: 3,
      attempted: 3,
      solved: 3,
      failures: 0,
      timedOut: 0,
    })
    expect(rows[1]!.guessesPerPuzzle as number).toBeGreaterThan(0)
    expect(rows[1]!.passes as number).toBeGreaterThanOrEqual(3)
    expect(rows[1]!.usPerPuzzle as number).toBeGreaterThan(0)
    expect(rows[2]).toMatchObject({
      module: throws,
      codeHash: hash(throws),
      solved: 0,
      failures: 3,
    })
    expect(r.err).toContain('  throws.mjs on easy.txt, puzzle 1: error: no idea\n')
  })

  it('stops a puzzle that hangs at --timeout: a timed-out failure, the run ends with exit code 0', () => {
    const r = bench('--module', loops, '--timeout', '1')
    expect(r.status, r.err).toBe(0)
    const rows = JSON.parse(r.out) as Record<string, unknown>[]
    expect(rows[1]).toMatchObject({
      algorithm: 'loops.mjs',
      attempted: 3,
      solved: 1,
      failures: 2,
      timedOut: 2,
      passes: 1,
    })
    expect(r.err).toContain('  loops.mjs on easy.txt, puzzle 1: timeout after 1 s\n')
  })

  it('survives a module that runs out of memory: the puzzle fails, the next is solved', () => {
    const r = bench('--module', hungry, '--module-memory', '32')
    expect(r.status).toBe(1)
    const rows = JSON.parse(r.out) as Record<string, unknown>[]
    expect(rows[1]).toMatchObject({ attempted: 3, solved: 1, failures: 2, timedOut: 0 })
    expect(r.err).toContain("puzzle 1: error: the module's worker stopped (out of memory?)\n")
  })

  it('counts malformed counters() as 0 guesses: a throw, a throwing getter, a negative or non-number', () => {
    const odd = module(
      'odd-counters.mjs',
      `export { default } from './good.mjs'
// One report a solve, in turn: the verifying pass (3 puzzles) reads the first three.
let n = 0
const reports = [
  () => { throw new Error('no counters') },
  () => ({ get guesses() { throw new Error('no guesses') } }),
  () => ({ guesses: -5 }),
  () => ({ guesses: 'many' }),
  () => null,
]
export function counters() { return reports[n++ % reports.length]() }`,
    )
    const r = bench('--module', odd)
    expect(r.status, r.err).toBe(0)
    const rows = JSON.parse(r.out) as Record<string, unknown>[]
    expect(rows[1]).toMatchObject({ solved: 3, failures: 0, guessesPerPuzzle: 0 })
  })

  it('refuses a module that does not load (exit code 1, no table)', () => {
    const bad = join(dir, 'no-default.mjs')
    const r = bench('--module', bad)
    expect(r.status).toBe(1)
    expect(r.out).toBe('')
    expect(r.err).toBe(`cannot load module ${bad}: the module has no default export\n`)
  })
})

/**
 * Issue 35: a module that means harm (or is careless) cannot add a line to
 * stdout, fill one with 50 MB, write to the CLI's stdout, or leave processes
 * behind. No test here waits for time: each waits for a state (a run's end, a
 * file written, a process gone), and the only --timeout fires on an endless loop.
 */
describe('a hostile module', () => {
  /** Stdout's lines: exactly `n`, each at most `max` characters. */
  function oneLineEach(out: string, n: number, max = 300): string[] {
    expect(out.endsWith('\n')).toBe(true)
    const got = out.slice(0, -1).split('\n')
    expect(got).toHaveLength(n)
    for (const l of got) expect(l.length).toBeLessThanOrEqual(max)
    return got
  }

  it('cannot add a line with a newline in its message: solve and count, the text escaped', () => {
    const s = solution(EASY[0]!)
    const liar = module(
      'newline.mjs',
      `export default () => { throw new Error('bad\\n${s}') }
export function count() { throw new Error('c\\r\\nd\\u001b[2J') }`,
    )
    const input = [EASY[0], EASY[1], EASY[2], UNSOLVABLE, EASY[0]].join('\n')
    const solved = run(['solve', '--module', liar, '-'], input)
    expect(solved.status, solved.err).toBe(0)
    expect(oneLineEach(solved.out, 5)).toEqual(Array(5).fill(`error: bad\\n${s}`))
    const counted = run(['count', '--module', liar, '-'], input)
    expect(counted.status, counted.err).toBe(0)
    expect(oneLineEach(counted.out, 5)).toEqual(Array(5).fill('error: c\\r\\nd\\u001b[2J'))
  })

  it('cannot write a 50 MB line: its message is cut, with its length', () => {
    const long = module(
      'long.mjs',
      `export default () => { throw new Error('x'.repeat(50_000_000)) }`,
    )
    const r = run(['solve', '--module', long, '--threads', '1', '-'], [EASY[0], EASY[1]].join('\n'))
    expect(r.status, r.err).toBe(0)
    for (const l of oneLineEach(r.out, 2))
      expect(l).toMatch(/^error: x+\.\.\.\(50000000 characters\)$/)
  })

  it('cannot make the CLI hold a 50 MB answer: only its length and start cross', () => {
    const huge = module(
      'huge.mjs',
      `const x = 'x'.repeat(50_000_000)
export default () => x
export function count() { return x }`,
    )
    const input = [EASY[0], EASY[1]].join('\n')
    const solved = run(['solve', '--module', huge, '--threads', '1', '-'], input)
    expect(solved.status, solved.err).toBe(0)
    expect(oneLineEach(solved.out, 2)).toEqual(
      Array(2).fill(
        "invalid: the module's answer is malformed: the answer is 50000000 characters, not 81",
      ),
    )
    const counted = run(['count', '--module', huge, '--threads', '1', '-'], input)
    expect(counted.status, counted.err).toBe(0)
    expect(oneLineEach(counted.out, 2)).toEqual(
      Array(2).fill(`invalid: the module's count is "${'x'.repeat(20)}...", not 0, 1 or 2`),
    )
  })

  it('an error thrown later (a queued callback, a rejected promise) is told on stderr: every puzzle keeps its answer', () => {
    const later = module(
      'later.mjs',
      `import real from './good.mjs'
let n = 0
export default (line) => {
  n++
  if (n === 1) queueMicrotask(() => { throw new Error('late\\nboom') })
  if (n === 2) Promise.reject(new Error('rejected'))
  return real(line)
}`,
    )
    // One process, one puzzle at a time: each error is thrown once the answer it follows
    // is sent and before the next puzzle is read, so both are heard before the run ends.
    // (A timer's error would be a race: several puzzles can be read in one turn of the
    // module's event loop, and the run may end, and its process with it, before the
    // timer fires. That happened on a fast idle machine.)
    const r = run(['solve', '--module', later, '--threads', '1', '-'], EASY.join('\n'))
    expect(r.status, r.err).toBe(0)
    expect(oneLineEach(r.out, 3, 81)).toEqual(EASY.map((p) => solution(p)))
    expect(r.err).toContain(`module ${later}: uncaught error: late\\nboom\n`)
    expect(r.err).toContain(`module ${later}: uncaught error: rejected\n`)
  })

  it('cannot forge a reply: one of the wrong shape ends its process, and the line says so', () => {
    const forger = module(
      'forger.mjs',
      `import { parentPort } from 'node:worker_threads'
import real from './good.mjs'
export default (line) => {
  // A reply with no value, ahead of the real one, to a puzzle starting with 6.
  if (line[0] === '6') parentPort.postMessage({ type: 'reply' })
  return real(line)
}`,
    )
    const r = run(
      ['solve', '--module', forger, '--threads', '1', '-'],
      [EASY[0], EASY[2]].join('\n'),
    )
    expect(r.status, r.err).toBe(0)
    expect(oneLineEach(r.out, 2)).toEqual([
      "error: the module's worker sent a message out of turn",
      solution(EASY[2]!),
    ])
  })

  it('cannot write to stdout: fs.writeSync(1), process.stdout and a child with inherited stdio all reach stderr', () => {
    const writer = module(
      'writer.mjs',
      `import { writeSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import real from './good.mjs'
export default (line) => {
  writeSync(1, 'LEAK-FD\\n')
  process.stdout.write('LEAK-STDOUT\\n')
  spawnSync('sh', ['-c', 'echo LEAK-CHILD'], { stdio: 'inherit' })
  return real(line)
}
export function count(line) { writeSync(1, 'LEAK-COUNT\\n'); return 1 }`,
    )
    const r = run(['solve', '--module', writer, '-'], [EASY[0], EASY[1]].join('\n'))
    expect(r.status, r.err).toBe(0)
    expect(r.out).toBe(`${solution(EASY[0]!)}\n${solution(EASY[1]!)}\n`)
    for (const leak of ['LEAK-FD', 'LEAK-STDOUT', 'LEAK-CHILD']) expect(r.err).toContain(leak)
    const counted = run(['count', '--module', writer, '-'], EASY[0])
    expect(counted.out).toBe('1\n')
    expect(counted.err).toContain('LEAK-COUNT')
  })
})

/** Whether process `pid` exists (signal 0 only asks). */
function exists(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Wait until `done()` holds: a state, polled, with the suite's bound for a slow machine (fixtures/wait.ts). */
async function until(done: () => boolean, what: string): Promise<void> {
  await waitForState(() => expect(done(), what).toBe(true))
}

describe("a hostile module's child processes", () => {
  /**
   * A module that starts `sleep 1000` (stdio inherited) on its first solve in
   * each process, adds the child's pid to PIDFILE, then answers; with `loop`,
   * it then loops for ever instead.
   */
  function spawner(name: string, pidFile: string, loop: boolean): string {
    return module(
      name,
      `import { spawn } from 'node:child_process'
import { appendFileSync } from 'node:fs'
import real from './good.mjs'
let child = null
export default (line) => {
  if (!child) {
    child = spawn('sleep', ['1000'], { stdio: 'inherit' })
    appendFileSync(${JSON.stringify(pidFile)}, child.pid + '\\n')
    ${loop ? 'for (;;) {}' : ''}
  }
  return real(line)
}`,
    )
  }
  const pidsOf = (file: string) => lines(readFileSync(file, 'utf8')).map(Number)
  const allGone = async (file: string) => {
    const pids = pidsOf(file)
    expect(pids.length).toBeGreaterThan(0)
    for (const pid of pids) await until(() => !exists(pid), `the module's child ${pid} is gone`)
  }

  it('does not outlive the CLI: the run ends, and so does the child', async () => {
    const pidFile = join(dir, 'child-done.pid')
    const mod = spawner('spawner.mjs', pidFile, false)
    // The child holds the CLI's stderr: were it left alive, this run would not end.
    const r = run(['solve', '--module', mod, '--threads', '1', '-'], [EASY[0], EASY[1]].join('\n'))
    expect(r.status, r.err).toBe(0)
    expect(lines(r.out)).toEqual([solution(EASY[0]!), solution(EASY[1]!)])
    await allGone(pidFile)
  })

  it('is killed with its module at a time-out', async () => {
    const pidFile = join(dir, 'child-timeout.pid')
    const mod = spawner('spawn-loop.mjs', pidFile, true)
    // The first solve loops for ever: the time-out is certain to fire.
    const r = run(
      ['solve', '--module', mod, '--timeout', '1', '--threads', '1', '-'],
      [EASY[0], EASY[1]].join('\n'),
    )
    expect(r.status, r.err).toBe(0)
    // The second puzzle's fresh process starts a child of its own, and loops too.
    expect(lines(r.out)).toEqual(['timeout', 'timeout'])
    expect(pidsOf(pidFile)).toHaveLength(2)
    await allGone(pidFile)
  })

  it.each(['SIGTERM', 'SIGKILL'] as const)(
    'is killed when the CLI is stopped by %s',
    async (signal) => {
      const pidFile = join(dir, `child-${signal}.pid`)
      const mod = spawner(`spawn-${signal}.mjs`, pidFile, true)
      // --timeout 600: beyond the test's life (whether it fires does not change the outcome).
      const cli = spawn('node', [BIN, 'solve', '--module', mod, '--timeout', '600', '-'], {
        stdio: ['pipe', 'ignore', 'ignore'],
      })
      cli.stdin.end(EASY[0])
      const exited = new Promise((resolve) => cli.on('exit', resolve))
      await until(
        () => existsSync(pidFile) && readFileSync(pidFile, 'utf8').endsWith('\n'),
        'the module started its child',
      )
      cli.kill(signal)
      await exited
      // SIGTERM: the CLI kills its module's process group; SIGKILL: the module's
      // host sees its channel close and kills its group itself.
      await allGone(pidFile)
    },
  )
})
