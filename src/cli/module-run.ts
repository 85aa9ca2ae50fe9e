/**
 * `solve --module FILE` and `count --module FILE`: a user's solver answers
 * every puzzle, in processes of its own (module-process.ts: `--threads N` of
 * them), one puzzle at a time each, so each puzzle gets its own time limit: a
 * module that runs past `--timeout` has its process killed, the line is
 * `timeout`, and a fresh process (the module loaded again) takes the next
 * puzzle. The CLI reads the input as a stream (input.ts), checks every answer
 * (module-check.ts) and writes the lines in input order as soon as they are
 * known. It never runs the module itself.
 *
 * Lines: the solution (or the count), `unsolvable`, `timeout`, `invalid: ...`
 * (an unreadable puzzle, a size the module does not take, a garbage or wrong
 * answer) and `error: ...` (the module threw, or its worker stopped). None of
 * them ends the run. Every answer is one line, whatever the module's text in
 * it: `answered`, the one writer of these lines, makes it one (oneLine).
 */
import { once } from 'node:events'
import type { PuzzleRecord } from '../engine/full'
import { gridString, parseRecord } from './io'
import { readRecords } from './input'
import { judgeCount, judgeSolve } from './module-check'
import { isPortable, moduleName, puzzleLine } from './module-protocol'
import { ModuleProcess, type ModuleSpec } from './module-process'
import { LINE_MAX, oneLine } from './one-line'
import { writeOut } from './stdout'

export interface ModuleRunOptions {
  command: 'solve' | 'count'
  files: readonly string[]
  spec: ModuleSpec
  /** Per puzzle, ms (> 0). */
  timeoutMs: number
  /** Processes, each with the module loaded (--threads). */
  threads: number
}

/** Records read but not yet answered, at most (the reader waits beyond: constant memory). */
const QUEUE = 256
/** Lines answered but waiting for an earlier, slower one, at most. */
const WAITING = 4096

/** Records in input order, handed to whichever worker is free. */
class Queue {
  private readonly items: { seq: number; record: PuzzleRecord }[] = []
  private readonly takers: ((item: { seq: number; record: PuzzleRecord } | null) => void)[] = []
  private closed = false

  get length(): number {
    return this.items.length
  }

  push(item: { seq: number; record: PuzzleRecord }): void {
    const taker = this.takers.shift()
    if (taker) taker(item)
    else this.items.push(item)
  }

  close(): void {
    this.closed = true
    for (const taker of this.takers.splice(0)) taker(null)
  }

  take(): Promise<{ seq: number; record: PuzzleRecord } | null> {
    const item = this.items.shift()
    if (item) return Promise.resolve(item)
    if (this.closed) return Promise.resolve(null)
    return new Promise((resolve) => this.takers.push(resolve))
  }
}

/** Loads the module (stderr and exit code when it cannot be), then answers every puzzle. */
export async function runModuleCommand(options: ModuleRunOptions): Promise<number> {
  const { command, spec, timeoutMs } = options
  // The module is loaded (and its exports checked) before anything is read or written.
  const first = await ModuleProcess.start(spec, timeoutMs)
  if (!first.ok) {
    process.stderr.write(`cannot load module ${spec.file}: ${oneLine(first.error, LINE_MAX)}\n`)
    return 1
  }
  const { info } = first
  const name = moduleName(info, spec.file)
  if (command === 'count' && !info.hasCount) {
    await first.host.close()
    process.stderr.write(`the module ${spec.file} exports no count()\n`)
    return 2
  }

  const done = new Map<number, string>()
  let next = 0
  let wake: (() => void) | null = null
  const notify = () => {
    const w = wake
    wake = null
    w?.()
  }
  /** An answer's line, whatever text the module put in it: one line, at most LINE_MAX characters (and a note). */
  const answered = (seq: number, line: string) => {
    done.set(seq, oneLine(line, LINE_MAX))
    let text = ''
    for (let l = done.get(next); l !== undefined; l = done.get(next)) {
      text += `${l}\n`
      done.delete(next++)
    }
    if (text) writeOut(text)
    notify()
  }

  const queue = new Queue()
  const slots = [first.host as ModuleProcess | null]
  for (let i = 1; i < options.threads; i++) slots.push(null)

  /** One worker's loop: take a record, answer it, until the input ends. */
  const work = async (slot: number) => {
    for (let item = await queue.take(); item; item = await queue.take()) {
      notify()
      answered(item.seq, await answer(slot, item.record))
    }
  }

  const answer = async (slot: number, record: PuzzleRecord): Promise<string> => {
    const entry = parseRecord(record)
    if (!entry.ok) return `invalid: ${entry.reason}`
    const { puzzle } = entry
    if (!info.sizes.includes(puzzle.size))
      return `invalid: ${name} does not solve ${puzzle.size}x${puzzle.size} puzzles (it solves ${info.sizes.map((n) => `${n}x${n}`).join(', ')})`
    let host = slots[slot]
    if (!host?.alive) {
      const started = await ModuleProcess.start(spec, timeoutMs)
      if (!started.ok) return `error: the module did not load again: ${started.error}`
      host = slots[slot] = started.host
    }
    const line = puzzleLine(puzzle)
    const outcome = await host.call({ op: command, line }, timeoutMs, isPortable)
    switch (outcome.kind) {
      case 'timeout':
        return 'timeout'
      case 'died':
        return `error: ${outcome.why}`
      case 'threw':
        return `error: ${outcome.error}`
    }
    if (command === 'count') return judgeCount(puzzle, outcome.value)
    const verdict = judgeSolve(puzzle, outcome.value)
    if (verdict.kind === 'solution') return gridString(verdict.digits)
    return verdict.kind === 'unsolvable' ? 'unsolvable' : `invalid: ${verdict.why}`
  }

  const workers = slots.map((_, i) => work(i))
  let seq = 0
  let unreadable: number
  try {
    unreadable = await readRecords(options.files, {
      record: (record) => queue.push({ seq: seq++, record }),
      async pause() {
        // Backpressure: the reader waits for the workers, and for a slow reader of stdout.
        while (queue.length > QUEUE || done.size > WAITING)
          await new Promise<void>((resolve) => (wake = resolve))
        if (process.stdout.writableNeedDrain) await once(process.stdout, 'drain')
      },
    })
  } finally {
    queue.close()
    await Promise.all(workers)
    await Promise.all(slots.map((t) => t?.close()))
  }
  return unreadable ? 1 : 0
}
