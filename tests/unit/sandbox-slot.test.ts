// @vitest-environment happy-dom
/**
 * A Compare slot of a user solver (src/sandbox/slot.ts) against fake sandboxes: the
 * frame and its worker are what the Playwright specs drive; here the question is
 * what the slot makes of a sandbox that dies while it waits for its turn.
 */
import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dlx, parsePuzzle, type Puzzle } from '@/engine/full'
import type { Sandbox } from '@/sandbox/frame'

const opened: FakeSandbox[] = []

vi.mock('@/sandbox/frame', async (original) => ({
  ...(await original<typeof import('@/sandbox/frame')>()),
  openSandbox: vi.fn(async () => {
    const s = fakeSandbox()
    opened.push(s)
    return s
  }),
}))

const { sandboxSlot } = await import('@/sandbox/slot')
/** Every puzzle here has a solution: the referee is never asked. */
const REFEREE = { confirmNone: async () => false, rate: async () => [], end: () => {} }

const LINES = readFileSync('puzzles/inkala-top10.txt', 'utf8')
  .split('\n')
  .filter((l) => /^[0-9.]{81}$/.test(l.trim()))
  .slice(0, 3)
const PUZZLES = LINES.map((l) => {
  const parsed = parsePuzzle(l)
  if (!parsed.ok) throw new Error('fixture')
  return parsed.puzzle
})
const solutionOf = (p: Puzzle) => dlx.solve(p, { limit: 1 }).solution

type FakeSandbox = Sandbox & { die(): void; ended: boolean }

/** A sandbox that solves every puzzle right at once, telling each one as the harness does. */
function fakeSandbox(): FakeSandbox {
  let listener: (note: unknown) => void = () => {}
  let die: (why: string) => void = () => {}
  const dead = new Promise<string>((resolve) => (die = resolve))
  const s: FakeSandbox = {
    ended: false,
    dead,
    die: () => die("the solver's worker stopped (out of memory or crashed)"),
    onNote: (l) => (listener = l),
    unanswered: () => 0,
    lastError: () => null,
    end: () => {
      s.ended = true
    },
    api: {
      load: async (lines: string[]) => lines.length,
      resolution: async () => 0.005,
      firstRound: async (_id: string, _options: unknown, from: number) => {
        // Its notes come over a port, after the call has gone out.
        await new Promise((resolve) => setTimeout(resolve, 0))
        for (let i = from; i < PUZZLES.length; i++) {
          listener({ sandbox: 'beat', at: i, warm: false })
          const timing = { index: i, us: 100, guesses: 0, backtracks: 0, calculations: 0 }
          listener({
            sandbox: 'done',
            timing: { ...timing, ok: true, timedOut: false, answer: 'solved' },
            answer: solutionOf(PUZZLES[i]!),
          })
        }
        return []
      },
    } as unknown as Sandbox['api'],
  }
  return s
}

const OPTIONS = { budgetMs: 2000, warmup: 1 }

afterEach(() => {
  opened.length = 0
})

describe('a user solver’s Compare slot', () => {
  it('checks and keeps every answer of a sandbox that lives', async () => {
    const slot = sandboxSlot('export default () => null', REFEREE)
    await slot.load(LINES)
    const timings = await slot.firstRound('user-0123456789ab', OPTIONS, () => {})
    expect(timings.map((t) => [t.answer, t.ok])).toEqual(LINES.map(() => ['solved', true]))
    expect(opened).toHaveLength(1)
    slot.end()
  })

  it('replaces a sandbox that died while it waited (another solver’s crash took the shared process), blaming none of its puzzles', async () => {
    const slot = sandboxSlot('export default () => null', REFEREE)
    await slot.load(LINES)
    opened[0]!.die()
    await Promise.resolve()
    const timings = await slot.firstRound('user-0123456789ab', OPTIONS, () => {})
    expect(timings.map((t) => [t.answer, t.ok])).toEqual(LINES.map(() => ['solved', true]))
    expect(opened).toHaveLength(2)
    expect(opened[0]!.ended).toBe(true)
    slot.end()
  })
})
