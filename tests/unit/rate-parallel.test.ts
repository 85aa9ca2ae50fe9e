/**
 * scripts/rate-parallel.sh, the GNU parallel recipe for `rate`: its answers are the
 * bytes of one `rate` run over the same file, and a run stopped part way goes on with
 * --resume, running only the jobs its joblog does not show as done.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lines } from '../fixtures/puzzles'

const gnuParallel =
  spawnSync('parallel', ['--version'], { encoding: 'utf8' }).stdout?.startsWith('GNU parallel') ??
  false
if (!gnuParallel)
  console.warn(
    "rate-parallel.test.ts: skipped, GNU parallel is not installed ('parallel' is missing or another one; Debian: apt-get install parallel; .ci/run installs it)",
  )

const script = 'scripts/rate-parallel.sh'
// 36 puzzles that SE rates 1.2 (quick to rate), a comment, and an unreadable line in a
// later block: its answer names its line, counted from the top of the file.
const easy = lines('puzzles/se-rated-1771.tsv')
  .slice(1241, 1277)
  .map((l) => l.split('\t')[0]!)
const input = [
  '# easy puzzles from se-rated-1771.tsv',
  ...easy.slice(0, 25),
  easy[25]!.slice(0, 80),
  ...easy.slice(26),
].join('\n')

/** The joblog's rows: each job's sequence number and exit value. */
function joblog(path: string): { seq: number; exit: number }[] {
  return readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((row) => row.split('\t'))
    .map((cols) => ({ seq: Number(cols[0]), exit: Number(cols[6]) }))
}

describe.skipIf(!gnuParallel)('scripts/rate-parallel.sh (GNU parallel)', () => {
  let dir = ''
  let file = ''
  let single = ''

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'rate-parallel-'))
    file = join(dir, 'easy.txt')
    writeFileSync(file, input + '\n')
    single = execFileSync('node', ['bin/sudoku-lab.mjs', 'rate', file], { encoding: 'latin1' })
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  function run(...args: string[]): string {
    const out = join(dir, 'out.txt')
    rmSync(out, { force: true })
    execFileSync('bash', [script, '--slots', '2', '--block', '600', '-o', out, ...args, file], {
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    return readFileSync(out, 'latin1')
  }

  it('answers as one rate run does, byte for byte, from several jobs on 2 slots', () => {
    expect(single.split('\n')).toHaveLength(easy.length + 1)
    expect(single).toContain('invalid: Line 27, column 81:')
    const work = join(dir, 'whole')
    expect(run('--work', work)).toBe(single)
    const jobs = joblog(join(work, 'joblog'))
    expect(jobs.length).toBeGreaterThanOrEqual(5)
    expect(jobs.every((j) => j.exit === 0)).toBe(true)
  })

  it('goes on after a stop: only the jobs not logged as done run again, and the output is whole', () => {
    const work = join(dir, 'stopped')
    run('--work', work)
    const log = join(work, 'joblog')
    const all = joblog(log)
    // As if stopped after jobs 1 and 2 finished and while job 3 was writing its answers:
    // the joblog keeps their rows only, job 3's file is half written, the rest are gone.
    const kept = readFileSync(log, 'utf8')
      .split('\n')
      .filter((row, i) => i === 0 || /^[12]\t/.test(row))
    writeFileSync(log, kept.join('\n') + '\n')
    writeFileSync(join(work, 'out', '3'), '1.2 easy hidden-single-box\n')
    for (const f of readdirSync(join(work, 'out')))
      if (!/^[123](\.|$)/.test(f)) rmSync(join(work, 'out', f))

    // Without --resume the run is refused rather than mixed with the old one.
    const refused = spawnSync('bash', [script, '--work', work, file], { encoding: 'utf8' })
    expect(refused.status).toBe(2)
    expect(refused.stderr).toContain('--resume to go on')

    expect(run('--work', work, '--resume')).toBe(single)
    const rows = joblog(log)
    expect(rows.every((r) => r.exit === 0)).toBe(true)
    expect(rows.map((r) => r.seq).sort((a, b) => a - b)).toEqual(
      all.map((r) => r.seq).sort((a, b) => a - b),
    )
    // Jobs 1 and 2 did not run again: their rows are the first run's, start times and all.
    const after = readFileSync(log, 'utf8').split('\n')
    expect(after.filter((row) => /^[12]\t/.test(row)).sort()).toEqual(kept.slice(1).sort())
  })

  it('refuses to resume with other rate flags (other answers would be mixed in)', () => {
    const work = join(dir, 'flags')
    run('--work', work)
    const other = spawnSync('bash', [script, '--resume', '--work', work, file, '--', '--erpd'], {
      encoding: 'utf8',
    })
    expect(other.status).toBe(2)
    expect(other.stderr).toContain('holds a run with other settings')
  })
})
