/**
 * The CLI as scripts run it over big inputs: bounded time, Unix manners on a
 * closed pipe or a full disk, strict numbers, inputs in other encodings.
 * No outcome here depends on the machine's speed: time-outs run on a virtual clock
 * or a deadline no search can meet (cli-clock.ts), and a closed pipe is told from a
 * run to the end by a kill bound (HANG_MS) a machine many times slower than this one
 * still meets when the CLI stops at once, and no machine meets when it runs on.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { digitChar } from '../../src/engine/geometry'
import { patternSolution } from '../fixtures/puzzles'
import { answerOnVirtualClock, CERTAIN_TIMEOUT } from './cli-clock'

/** The CLI as users run it: the compiled entry point (rebuilt when stale). */
const BIN = 'bin/sudoku-lab.mjs'

function run(args: string[], input = '') {
  const r = spawnSync('node', [BIN, ...args], { encoding: 'utf8', input })
  return { out: r.stdout, err: r.stderr, status: r.status }
}
const lines = (text: string) => text.trim().split('\n')
const HARD = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......'

/**
 * The kill bound of a run that should stop at once on a closed pipe: seconds here,
 * where running on to the end takes minutes even on a fast idle machine (generating
 * 100,000 puzzles about 280 s, rating 2,212 of the forum's hardest longer).
 */
const HANG_MS = 120_000

/** Run a shell command line (pipes, redirections) from the repository, killed at HANG_MS. */
function sh(line: string) {
  const r = spawnSync('sh', ['-c', line], { encoding: 'utf8', timeout: HANG_MS })
  return { out: r.stdout, err: r.stderr, status: r.status, killed: r.signal !== null }
}

describe('cli output errors', () => {
  it('generate --count 100000 | head -1 ends at once, quietly', () => {
    const r = sh(`node ${BIN} generate --count 100000 --seed pipe | head -1`)
    expect(r.out).toMatch(/^[0-9]{81}\n$/)
    expect(r.err).toBe('')
    expect(r.killed, 'still generating after the pipe closed').toBe(false)
  })

  it.each([
    ['solve', 'solve puzzles/top95.txt'],
    ['count', 'count puzzles/top95.txt'],
    ['rate', 'rate tests/fixtures/cli/mixed.txt'],
    ['generate', 'generate --count 3 --seed full'],
    ['generate without a seed', 'generate --count 3'],
    ['help', 'help'],
  ])('%s > /dev/full: one line on stderr, exit 1', (_name, args) => {
    const r = sh(`node ${BIN} ${args} > /dev/full`)
    expect(r.status).toBe(1)
    expect(r.err).toMatch(/^cannot write to standard output: ENOSPC[^\n]*\n$/)
  })
})

describe('cli numbers', () => {
  it.each([
    [
      ['solve', '--threads', '0x2'],
      "--threads must be a whole number 1 or more, not '0x2' (write it in plain decimal digits)",
    ],
    [['solve', '--threads', '1e1'], "not '1e1' (write it in plain decimal digits)"],
    [['rate', '--threads', '+2'], "--threads must be a whole number 1 or more, not '+2'"],
    [
      ['count', '--timeout', '1e-3'],
      "--timeout must be a number over 0, not '1e-3' (write it in plain decimal digits, e.g. 0.5)",
    ],
    [['solve', '--timeout', 'Infinity'], "--timeout must be a number over 0, not 'Infinity'"],
    [
      ['generate', '--count', '1e3'],
      "--count must be a whole number 1 or more and at most 100000, not '1e3'",
    ],
    [['generate', '--count', '0x10'], "not '0x10'"],
    [['bench', '--seconds', '2e0'], "--seconds must be a number over 0, not '2e0'"],
    // Plain decimal, out of range: told the range, not how to write a number.
    [['solve', '--threads', '-1'], "--threads must be a whole number 1 or more, not '-1'\n"],
    [['count', '--timeout', '-1'], "--timeout must be a number over 0, not '-1'\n"],
  ])('refuses %j with a usage error (exit 2)', (args, message) => {
    const r = run(args)
    expect(r.status).toBe(2)
    expect(r.err).toContain(message)
    expect(r.out).toBe('')
  })

  it('takes plain decimals: --timeout .5 and 2.0, --threads 02', () => {
    expect(lines(run(['solve', '--timeout', '.5', '--threads', '02', '-'], HARD).out)).toEqual([
      expect.stringMatching(/^[1-9]{81}$/),
    ])
    expect(run(['count', '--timeout', '2.0', '-'], HARD).out).toBe('1\n')
  })

  it('caps --threads at 4 a core, saying so once on stderr', () => {
    const cores = availableParallelism()
    const asked = Math.max(256, 4 * cores + 1)
    const r = run(['solve', '--threads', String(asked), '-'], `${HARD}\n${HARD}\n`)
    expect(r.status).toBe(0)
    expect(lines(r.out)).toHaveLength(2)
    expect(r.err).toBe(
      `--threads ${asked} capped at ${4 * cores} (4 x ${cores} core${cores === 1 ? '' : 's'})\n`,
    )
  })
})

describe('cli bench without files', () => {
  it('finds the built-in collections from any working directory', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sudoku-lab-bench-'))
    try {
      const r = spawnSync(
        'node',
        [resolve(BIN), 'bench', '--algorithms', 'fast', '--seconds', '0.05', '--json'],
        { cwd: dir, encoding: 'utf8' },
      )
      expect(r.status, r.stderr).toBe(0)
      const rows = JSON.parse(r.stdout) as { file: string; failures: number }[]
      expect(rows.map((row) => row.file)).toEqual([
        '17-clue-5000.txt',
        'magictour-top1465.txt',
        'forum-hardest-1106.txt',
        'top95.txt',
        'hardest-87.txt',
      ])
      expect(rows.every((row) => row.failures === 0)).toBe(true)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('cli UTF-16 input', () => {
  const text = readFileSync('tests/fixtures/cli/mixed.txt', 'utf8').replace(/\n/g, '\r\n')
  const le = Buffer.from(text, 'utf16le')
  const be = Buffer.from(le).swap16()
  const expected = run(['solve', 'tests/fixtures/cli/mixed.txt']).out

  it.each([
    ['LE with a BOM', Buffer.concat([Buffer.from([0xff, 0xfe]), le])],
    ['BE with a BOM', Buffer.concat([Buffer.from([0xfe, 0xff]), be])],
    ['LE without a BOM', le],
    ['BE without a BOM', be],
  ])('solves %s as its UTF-8 text, from a file and from stdin', (_name, bytes) => {
    const dir = mkdtempSync(join(tmpdir(), 'sudoku-lab-utf16-'))
    try {
      const file = join(dir, 'puzzles.txt')
      writeFileSync(file, bytes)
      const fromFile = run(['solve', file])
      expect([fromFile.status, fromFile.err]).toEqual([0, ''])
      expect(fromFile.out).toBe(expected)
      const r = spawnSync('node', [BIN, 'count', '-'], { input: bytes, encoding: 'utf8' })
      expect(lines(r.stdout)).toEqual([
        '1',
        expect.stringMatching(/^invalid: /),
        expect.stringMatching(/^invalid: /),
        '0',
        '2',
      ])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

/** A filled valid grid of box b, one line (the fixtures' pattern solution). */
const filledGrid = (b: number) => patternSolution(b).map(digitChar).join('')

/** `text` with every `step`-th cell emptied, from `from` on. */
function holes(text: string, step: number, from = 0): string {
  return [...text].map((ch, i) => (i >= from && (i - from) % step === 0 ? '.' : ch)).join('')
}

describe('cli rate, bounded', () => {
  const hardest = readFileSync('puzzles/hardest-87.txt', 'utf8').split('\n')
  // Rated by dynamic forcing chains (9.7, the slowest two of the file), and by a hidden
  // pair (3.4): on the virtual clock the first read it thousands of times, the others
  // a few dozen.
  const SLOW = [hardest[1]!.trim(), hardest[56]!.trim()]
  const QUICK = [hardest[2]!.trim(), hardest[4]!.trim()]

  it('says timeout for a puzzle past its time limit and rates the others', async () => {
    const { lines: out } = await answerOnVirtualClock(
      { command: 'rate', algorithm: 'detour', timeoutMs: 1000 },
      [SLOW[0]!, QUICK[0]!, SLOW[1]!, QUICK[1]!],
    )
    // Past the limit, the rating is a stated lower bound (issue 32), never 'timeout'
    // once a rating has begun, nor what was reached shown as a rating.
    expect(out[1]).toBe('3.4 hard hidden-pair')
    expect(out[3]).toBe('3.4 hard hidden-pair')
    for (const line of [out[0], out[2]])
      expect(line).toMatch(/^>=\d+\.\d (easy|medium|hard|expert|extreme) \S+ \(stopped at 1 s\)$/)
  })

  it('--timeout through the CLI: a deadline no rating can meet says timeout or stopped for each', () => {
    const r = run(['rate', '--timeout', CERTAIN_TIMEOUT, '-'], [SLOW[0], QUICK[0]].join('\n'))
    expect([r.status, r.err]).toEqual([0, ''])
    // 'timeout' when the deadline passed while counting the solutions; a stated lower
    // bound when it passed during the rating: never a rating.
    const stopped = new RegExp(
      `^(timeout|>=\\d+\\.\\d \\S+ \\S+ \\(stopped at ${CERTAIN_TIMEOUT} s\\))$`,
    )
    const out = lines(r.out)
    expect(out).toHaveLength(2)
    for (const line of out) expect(line).toMatch(stopped)
  })

  it('rates 16x16 boards, and says several solutions on an empty one, never unsolvable', async () => {
    const filled = filledGrid(4)
    const { lines: out } = await answerOnVirtualClock(
      { command: 'rate', algorithm: 'detour', timeoutMs: 1000 },
      [holes(filled, 7), '.'.repeat(256), holes(filled, 3)],
    )
    expect(out).toHaveLength(3)
    expect(out[0]).toMatch(/^1\.\d easy \S+$/)
    // An empty 16x16 has many solutions: SE rates one-solution puzzles only.
    expect(out[1]).toBe('several solutions')
    expect(out[2]).toMatch(/^(>=)?\d+\.\d (easy|medium|hard|expert|extreme) \S+( \(stuck\))?$/)
  })

  it('rates 16x16 through the CLI: an empty one at a deadline no rating can meet says timeout', () => {
    const r = run(['rate', '--threads', '1', '--timeout', CERTAIN_TIMEOUT, '-'], '.'.repeat(256))
    expect([r.status, r.err, lines(r.out)]).toEqual([0, '', ['timeout']])
  })

  it('says 25x25 is not rated, whether empty or with 417 givens', () => {
    const filled = filledGrid(5)
    const input = ['.'.repeat(625), holes(filled, 3, 1)].join('\n') + '\n'
    const r = run(['rate', '-'], input)
    expect([r.status, r.err]).toEqual([0, ''])
    expect(lines(r.out)).toEqual([
      'invalid: rate does not support 25x25 puzzles',
      'invalid: rate does not support 25x25 puzzles',
    ])
  })

  it('streams: the first answer comes while its input is still open', async () => {
    const child = spawn('node', [BIN, 'rate', '-'])
    child.stdin.write(QUICK[0] + '\n')
    const first = await new Promise<string>((resolve) =>
      child.stdout.once('data', (d: Buffer) => resolve(String(d))),
    )
    expect(first).toBe('3.4 hard hidden-pair\n')
    child.stdin.end()
    await new Promise((resolve) => child.on('close', resolve))
  })

  it('streams from a big file: the first answers come long before the last', async () => {
    // 5,250 of the hardest puzzles: minutes of rating in all.
    const dir = mkdtempSync(join(tmpdir(), 'sudoku-lab-rate-'))
    const file = join(dir, 'hard.txt')
    writeFileSync(file, readFileSync('puzzles/forum-hardest-1106.txt', 'utf8').repeat(14))
    const child = spawn('node', [BIN, 'rate', '--threads', '2', file])
    try {
      const first = await new Promise<string>((resolve) =>
        child.stdout.once('data', (d: Buffer) => resolve(String(d))),
      )
      expect(first).toMatch(/^(>=)?\d+\.\d (easy|medium|hard|expert|extreme) /)
      // The first answers came while the CLI was still rating the rest.
      expect(first.split('\n').length).toBeLessThan(5_250)
      expect(child.exitCode).toBeNull()
    } finally {
      child.kill()
      await new Promise((resolve) => child.on('close', resolve))
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('rate | head -1 ends at once, quietly', () => {
    const r = sh(
      `node ${BIN} rate puzzles/forum-hardest-1106.txt puzzles/forum-hardest-1106.txt | head -1`,
    )
    expect(r.out).toMatch(/^(>=)?\d+\.\d (easy|medium|hard|expert|extreme) /)
    expect(r.err).toBe('')
    expect(r.killed, 'still rating after the pipe closed').toBe(false)
  })
})
