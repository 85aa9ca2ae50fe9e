import { spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { digitChar } from '../../src/engine/geometry'
import { isSolutionOf, makePuzzle } from '../../src/engine/puzzle'
import { answerOnVirtualClock, CERTAIN_TIMEOUT } from './cli-clock'

/** The CLI as users run it: the compiled entry point (rebuilt when stale). */
const BIN = 'bin/sudoku-lab.mjs'
function run(args: string[], input?: string) {
  const r = spawnSync('node', [BIN, ...args], { encoding: 'utf8', input, maxBuffer: 1 << 28 })
  return { out: r.stdout, err: r.stderr, status: r.status }
}
function cli(args: string[], input?: string): string {
  const r = run(args, input)
  expect(r.status, r.err).toBe(0)
  return r.out
}
const lines = (text: string) => text.trim().split('\n')
const digits = (s: string) => [...s].map((ch) => (/[1-9]/.test(ch) ? Number(ch) : 0))

/** A filled valid grid of box b, one line: row r, column c holds ((b*(r%b) + r/b + c) mod n) + 1. */
function filledGrid(b: number): string {
  const n = b * b
  let s = ''
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) s += digitChar(((b * (r % b) + Math.floor(r / b) + c) % n) + 1)
  return s
}

const HARD = readFileSync('puzzles/hardest-87.txt', 'utf8').split('\n')[0]!.trim()

describe('cli solve and count', () => {
  it('solves a collection file: one verified line per puzzle, in order', () => {
    const puzzles = lines(readFileSync('puzzles/top95.txt', 'utf8'))
    const out = lines(cli(['solve', 'puzzles/top95.txt']))
    expect(out).toHaveLength(95)
    out.forEach((solution, i) => {
      expect(solution).toMatch(/^[1-9]{81}$/)
      expect(isSolutionOf(makePuzzle(digits(puzzles[i]!)), digits(solution))).toBe(true)
    })
  })

  it('says invalid, unsolvable or counts, and goes on with the next puzzle', () => {
    const solve = lines(cli(['solve', 'tests/fixtures/cli/mixed.txt']))
    expect(solve).toHaveLength(5)
    expect(solve[0]).toMatch(/^[1-9]{81}$/)
    expect(solve[1]).toMatch(/^invalid: Line 3, column 81: .*81/)
    expect(solve[2]).toMatch(/^invalid: Row 1 has three 5s: r1c1, r1c2 and r1c9/)
    expect(solve[3]).toBe('unsolvable')
    expect(solve[4]).toMatch(/^[1-9]{81}$/)
    const count = lines(cli(['count', 'tests/fixtures/cli/mixed.txt']))
    expect(count[0]).toBe('1')
    expect(count[1]).toMatch(/^invalid: /)
    expect(count[3]).toBe('0')
    expect(count[4]).toBe('2')
  })

  const SDK = [
    '#A Anonymous',
    '[Puzzle]',
    '..4.3..1.',
    '..92..685',
    '..51..3.2',
    '3.1.4.9..',
    '4..6.3..1',
    '..7.2.8.4',
    '9.6..72..',
    '543..21..',
    '.1..5.4..',
  ].join('\n')

  it('reads one puzzle in a multi-line format from stdin', () => {
    const out = lines(cli(['solve', '-'], SDK))
    expect(out).toHaveLength(1)
    expect(out[0]).toMatch(/^[1-9]{81}$/)
  })

  it('reads multi-line puzzles between one-liners, a blank line apart, each as one puzzle', () => {
    const text = [HARD, SDK, '', SDK.replace('..4.3..1.', '..4.3..1'), HARD, '# done'].join('\n')
    const out = lines(cli(['solve', '-'], text))
    expect(out).toHaveLength(4)
    expect(out[0]).toMatch(/^[1-9]{81}$/)
    expect(out[1]).toMatch(/^[1-9]{81}$/)
    // The error names the line in the whole text.
    expect(out[2]).toMatch(/^invalid: Line 16, column 9: expected 9 cells in a row, found 8/)
    expect(out[3]).toBe(out[0])
  })

  const FILLED = [2, 3, 4].map(filledGrid)
  const EASY = readFileSync('puzzles/starter-4.txt', 'utf8').split('\n')[0]!.trim()

  it.each(['detour', 'naive', 'markup', 'dlx', 'fast'])(
    '%s takes filled 4x4, 9x9 and 16x16 grids as solved, with one solution',
    (algorithm) => {
      const text = [EASY, ...FILLED].join('\n')
      const out = lines(cli(['solve', '--algorithm', algorithm, '-'], text))
      expect(out[0]).toMatch(/^[1-9]{81}$/)
      expect(out.slice(1)).toEqual(FILLED)
      expect(lines(cli(['count', '--algorithm', algorithm, '-'], text))).toEqual([
        '1',
        '1',
        '1',
        '1',
      ])
    },
  )

  it('takes a filled grid as one right answer in bench, and a filled grid with a conflict as invalid', () => {
    const rows = JSON.parse(
      cli(['bench', '--json', '--seconds', '0.01', '--algorithms', 'detour,fast', '-'], FILLED[1]),
    ) as Record<string, unknown>[]
    expect(rows).toHaveLength(2)
    for (const row of rows) expect(row).toMatchObject({ puzzles: 1, solved: 1, failures: 0 })
    const bad = FILLED.map((grid) => grid[1]! + grid.slice(1))
    for (const line of lines(cli(['solve', '-'], bad.join('\n'))))
      expect(line).toMatch(/^invalid: Row 1 has two /)
  })

  it('solves a 25x25 one-liner, and says which algorithms do not take that size', () => {
    const line = readFileSync('tests/fixtures/formats/twenty-five.txt', 'utf8').trim()
    const [solution] = lines(cli(['solve', '--algorithm', 'fast', '-'], line))
    const value = (ch: string) => (ch === '.' ? 0 : ch <= '9' ? Number(ch) : ch.charCodeAt(0) - 55)
    expect(solution).toHaveLength(625)
    expect(isSolutionOf(makePuzzle([...line].map(value)), [...solution!].map(value))).toBe(true)
    expect(cli(['solve', '--algorithm', 'naive', '-'], line)).toBe(
      'invalid: naive does not solve 25x25 puzzles (it solves 4x4, 9x9, 16x16)\n',
    )
  })

  it('answers an overlong line with invalid and goes on', () => {
    const out = lines(cli(['solve', '-'], `${'1'.repeat(20_000)}\n${HARD}\n`))
    expect(out[0]).toBe(
      'invalid: Line 1: this line has 20000 characters; a puzzle line has at most 10000',
    )
    expect(out[1]).toMatch(/^[1-9]{81}$/)
  })

  it('writes each answer as soon as it is known, before its input ends', async () => {
    const child = spawn('node', [BIN, 'solve', '--threads', '2', '-'])
    child.stdin.write(HARD + '\n')
    const first = await new Promise<string>((resolve) =>
      child.stdout.once('data', (d: Buffer) => resolve(String(d))),
    )
    expect(first).toMatch(/^[1-9]{81}\n$/)
    child.stdin.end()
    await new Promise((resolve) => child.on('close', resolve))
  })

  it('gives up on a puzzle at --timeout, says timeout, and goes on', () => {
    // Markup reads the clock on the slow one (every 4096 backtracks), which no machine
    // does within the deadline; on the easy one it never backtracks, so it never reads
    // the clock and cannot time out however loaded the machine is.
    const slow = readFileSync('tests/fixtures/cli/slow-16x16.txt', 'utf8')
    const r = run(
      ['count', '--algorithm', 'markup', '--timeout', CERTAIN_TIMEOUT, '-'],
      `${slow}\n${EASY}\n`,
    )
    expect(r.status).toBe(0)
    expect(lines(r.out)).toEqual(['timeout', '1'])
  })

  it('times a puzzle out on the engine clock: --timeout is per puzzle, the next starts afresh', async () => {
    // A virtual clock, one millisecond a reading: no answer depends on the machine's speed.
    const slow = readFileSync('tests/fixtures/cli/slow-16x16.txt', 'utf8').trim()
    const job = { command: 'count', algorithm: 'markup', timeoutMs: 3 }
    const { lines: out, readings } = await answerOnVirtualClock(job, [slow, EASY])
    // Markup reads the clock once every 4096 backtracks: the slow puzzle passes its
    // deadline at the third reading, the easy one never reads it.
    expect(out).toEqual(['timeout', '1'])
    expect(readings).toBeLessThan(10)
  })
})

describe('cli under abuse', () => {
  it('exits 1 when an input cannot be read, after answering the others', () => {
    const r = run(['solve', 'puzzles/inkala-top10.txt', 'no-such-file.txt'])
    expect(r.status).toBe(1)
    expect(lines(r.out)).toHaveLength(10)
    expect(r.err).toMatch(/cannot read no-such-file.txt: ENOENT/)
  })

  it('exits 0 when every input was read, even if every puzzle was invalid', () => {
    const r = run(['solve', '-'], 'nonsense that is long enough\n')
    expect([r.status, r.out]).toEqual([0, expect.stringMatching(/^invalid: /)])
  })

  it.each([
    [['bench', '--seconds', '-1'], /--seconds must be a number over 0, not '-1'/],
    [['bench', '--seconds', 'NaN'], /--seconds must be a number over 0, not 'NaN'/],
    [['bench', '--budget', 'abc'], /--budget must be a number over 0, not 'abc'/],
    [['solve', '--threads', '0'], /--threads must be a whole number 1 or more/],
    [['solve', '--threads', '2.5'], /--threads must be a whole number/],
    [['count', '--timeout', '0'], /--timeout must be a number over 0/],
    [['solve', '--timout', '3'], /unknown option --timout for 'solve'/],
    [['solve', '--algorithm', 'quick'], /unknown algorithm 'quick'/],
    [['solve', '--algorithm'], /--algorithm needs a value/],
    [['frobnicate'], /unknown command 'frobnicate'/],
  ])('refuses %j with a usage error (exit 2)', (args, message) => {
    const r = run(args, '')
    expect(r.status).toBe(2)
    expect(r.err).toMatch(message)
    expect(r.out).toBe('')
  })

  it('refuses /dev/zero at once, naming it as not a text file (exit 1)', () => {
    const r = run(['solve', '/dev/zero'])
    expect(r.status).toBe(1)
    expect(r.err).toMatch(
      /^\/dev\/zero: line 1, column 1 holds a NUL character: this is not a text file/,
    )
  })

  it('refuses a 3 GB stream of one line early: it stops reading long before the end', async () => {
    const chunk = Buffer.alloc(1 << 20, '1')
    let sent = 0
    const source = new Readable({
      read() {
        if (sent >= 3 * 1024) this.push(null)
        else {
          sent++
          this.push(chunk)
        }
      },
    })
    const child = spawn('node', [BIN, 'solve', '-'], { stdio: ['pipe', 'pipe', 'pipe'] })
    let err = ''
    child.stderr.on('data', (d: Buffer) => (err += String(d)))
    child.stdin.on('error', () => {}) // the CLI closes its end early: that is the point
    source.pipe(child.stdin)
    const code = await new Promise((resolve) => child.on('close', resolve))
    source.unpipe()
    source.destroy()
    expect(code).toBe(1)
    expect(err).toMatch(/line 1 runs on for more than 64 MiB without a line break/)
    expect(sent).toBeLessThan(200) // MiB read of 3072
  })

  it('ends quietly when the reader closes the pipe (| head -1)', () => {
    const file = 'puzzles/17-clue-5000.txt'
    const r = spawnSync(
      'bash',
      ['-c', `set -o pipefail; node ${BIN} solve ${file} ${file} | head -1`],
      {
        encoding: 'utf8',
      },
    )
    expect(r.stderr).toBe('')
    expect(r.stdout).toMatch(/^[1-9]{81}\n$/)
    expect(r.status).toBe(0)
  })

  it('finishes on two threads when its reader is slower than the workers', async () => {
    const text = readFileSync('puzzles/17-clue-5000.txt', 'utf8').repeat(4)
    const child = spawn('node', [BIN, 'solve', '--algorithm', 'fast', '--threads', '2', '-'])
    child.stdin.end(text)
    child.stdout.pause()
    await new Promise((resolve) => setTimeout(resolve, 1500))
    let answers = 0
    child.stdout.on('data', (d: Buffer) => {
      for (const byte of d) if (byte === 10) answers++
    })
    child.stdout.resume()
    const code = await new Promise((resolve) => child.on('close', resolve))
    expect([code, answers]).toEqual([0, 20_000])
  })

  it('answers in input order on two threads as on one, over a shuffled collection', () => {
    const pool = [
      ...lines(readFileSync('puzzles/17-clue-5000.txt', 'utf8')).slice(0, 2000),
      ...lines(readFileSync('puzzles/forum-hardest-1106.txt', 'utf8')),
      ...lines(readFileSync('tests/fixtures/cli/mixed.txt', 'utf8')).slice(1),
    ]
    let seed = 7
    const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1))
      ;[pool[i], pool[j]] = [pool[j]!, pool[i]!]
    }
    const text = pool.join('\n') + '\n'
    const one = cli(['solve', '--threads', '1', '-'], text)
    const two = cli(['solve', '--threads', '2', '-'], text)
    expect(lines(one)).toHaveLength(pool.length)
    expect(two).toBe(one)
  })
})

describe('cli bench', () => {
  it('benchmarks with --json in the contract shape', () => {
    const rows = JSON.parse(
      cli([
        'bench',
        '--algorithms',
        'detour',
        '--record',
        '--json',
        '--seconds',
        '0.05',
        'puzzles/inkala-top10.txt',
      ]),
    ) as Record<string, unknown>[]
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      algorithm: 'detour',
      file: 'inkala-top10.txt',
      puzzles: 10,
      solved: 10,
      failures: 0,
    })
    for (const key of [
      'usPerPuzzle',
      'puzzlesPerSecond',
      'guessesPerPuzzle',
      'noGuessShare',
      'stepsPerPuzzle',
      'bytesPerStep',
    ])
      expect(typeof rows[0]![key]).toBe('number')
    expect(rows[0]!.bytesPerStep as number).toBeLessThanOrEqual(16)
  })

  it('reports the spread of the timed passes beside their median', () => {
    const [row] = JSON.parse(
      cli([
        'bench',
        '--algorithms',
        'fast,dlx',
        '--json',
        '--seconds',
        '0.3',
        'puzzles/inkala-top10.txt',
      ]),
    ) as Record<string, number>[]
    const { usPerPuzzle: us, usPerPuzzleQ1: q1, usPerPuzzleQ3: q3 } = row!
    const { usPerPuzzleLow: lo, usPerPuzzleHigh: hi, passes } = row!
    expect(passes).toBeGreaterThanOrEqual(3)
    expect(q1).toBeLessThanOrEqual(us!)
    expect(q3).toBeGreaterThanOrEqual(us!)
    expect(lo).toBeLessThanOrEqual(us!)
    expect(hi).toBeGreaterThanOrEqual(us!)
  })

  it('counts a confirmed "unsolvable" as a right answer in bench, and exits 0', () => {
    const out = cli([
      'bench',
      '--algorithms',
      'dlx,fast',
      '--json',
      '--seconds',
      '0.05',
      'tests/fixtures/cli/unsolvable.txt',
    ])
    for (const row of JSON.parse(out) as Record<string, unknown>[])
      expect(row).toMatchObject({ puzzles: 1, solved: 1, failures: 0 })
  })
})
