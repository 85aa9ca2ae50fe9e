import * as Comlink from 'comlink'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createGenerateClient, GenerateCancelled, GenerateFailed } from '@/workers/generate-client'
import type { GenerateReply } from '@/workers/generate-types'
import { waitForState } from '../fixtures/wait'

/** What the fake worker's generate does: the test drives each call. */
interface Call {
  level: string
  seed: string
  draw: (n: number) => Promise<void>
  finish: (reply: GenerateReply) => void
  fail: (e: Error) => void
}

const calls: Call[] = []
const workers: FakeWorker[] = []

/** A Worker whose other end is a Comlink-exposed fake generator on a MessageChannel. */
class FakeWorker extends EventTarget {
  terminated = false
  private readonly channel = new MessageChannel()
  constructor() {
    super()
    workers.push(this)
    Comlink.expose(
      {
        generate: (level: string, seed: string, onDraw?: (n: number) => void) =>
          new Promise<GenerateReply>((finish, fail) =>
            calls.push({ level, seed, draw: async (n) => void (await onDraw?.(n)), finish, fail }),
          ),
      },
      this.channel.port2,
    )
  }
  postMessage(message: unknown, transfer: Transferable[] = []): void {
    if (!this.terminated) this.channel.port1.postMessage(message, transfer)
  }
  override addEventListener(...args: Parameters<EventTarget['addEventListener']>): void {
    if (args[0] === 'error') super.addEventListener(...args)
    else this.channel.port1.addEventListener(...(args as [string, EventListener]))
  }
  override removeEventListener(...args: Parameters<EventTarget['removeEventListener']>): void {
    this.channel.port1.removeEventListener(...(args as [string, EventListener]))
  }
  start(): void {
    this.channel.port1.start()
  }
  terminate(): void {
    this.terminated = true
    this.channel.port1.close()
    this.channel.port2.close()
  }
}

const done: GenerateReply = {
  kind: 'done',
  givens: [1],
  solution: [1],
  rating: 1.2,
  technique: 'x',
}

/** Until the fake generator has been called `n` times. */
const called = (n: number) => waitForState(() => expect(calls).toHaveLength(n))

describe('the generate client', () => {
  beforeEach(() => {
    calls.length = 0
    workers.length = 0
    vi.stubGlobal('Worker', FakeWorker)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('reports each draw, answers with the puzzle, and ends its worker', async () => {
    const client = createGenerateClient()
    const draws: number[] = []
    const reply = client.generate('hard', 'abc', (n) => draws.push(n))
    await called(1)
    expect(calls[0]).toMatchObject({ level: 'hard', seed: 'abc' })
    await calls[0]!.draw(1)
    await calls[0]!.draw(2)
    expect(draws).toEqual([1, 2])
    calls[0]!.finish(done)
    await expect(reply).resolves.toEqual(done)
    expect(workers[0]!.terminated).toBe(true)
  })

  it('cancel ends the worker at once and rejects the call with GenerateCancelled', async () => {
    const client = createGenerateClient()
    const reply = client.generate('expert', 's', () => {})
    await called(1)
    client.cancel()
    await expect(reply).rejects.toBeInstanceOf(GenerateCancelled)
    expect(workers[0]!.terminated).toBe(true)
  })

  it('a new generation cancels the one running, on a fresh worker', async () => {
    const client = createGenerateClient()
    const first = client.generate('easy', '1')
    const second = client.generate('easy', '2')
    await expect(first).rejects.toBeInstanceOf(GenerateCancelled)
    await called(1)
    expect(workers).toHaveLength(2)
    expect(workers[0]!.terminated).toBe(true)
    expect(calls.at(-1)!.seed).toBe('2')
    calls.at(-1)!.finish(done)
    await expect(second).resolves.toEqual(done)
  })

  it('a generator that throws, or a worker that dies, rejects with a message for the user', async () => {
    const client = createGenerateClient()
    const thrown = client.generate('easy', '1')
    await called(1)
    calls[0]!.fail(new Error('boom'))
    await expect(thrown).rejects.toThrow(GenerateFailed)
    await expect(thrown).rejects.toThrow('The generator stopped with an error; try again.')
    const died = client.generate('easy', '2')
    workers.at(-1)!.dispatchEvent(new Event('error'))
    await expect(died).rejects.toBeInstanceOf(GenerateFailed)
    expect(workers.at(-1)!.terminated).toBe(true)
  })
})
