/**
 * The chain cache's bound (chains/chain-cache.ts): the threads running the engine at once share
 * SHARED_RUN_CACHE_BYTES, so each keeps fewer runs the more threads there are. The
 * bound is checked as a count of runs kept, never as memory or time.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { geometry } from '../../src/engine/geometry'
import {
  chainCacheBytes,
  RUN_CACHE_BYTES,
  SHARED_RUN_CACHE_BYTES,
  shareChainCache,
} from '../../src/engine/logic/chains/chain-cache'
import { chainCacheCount } from '../../src/engine/logic/chains/chainer'
import { multipleForcingChain } from '../../src/engine/logic/chains/forcing-multiple'
import type { Deduction } from '../../src/engine/logic/types'
import fixtures from '../fixtures/logic/techniques.json'
import { fixtureState } from '../fixtures/logic-state'

const g = geometry(3)

const state = fixtureState

const grid = (fixtures.applies as Record<string, { grid: string }>)['cell-forcing-chain']!.grid

/** Every deduction of the cell and unit forcing chains at the fixture's grid (a fresh state: the cache starts over). */
function search(): Deduction[] {
  const out: Deduction[] = []
  multipleForcingChain.search(state(grid), (d) => {
    out.push(d)
    return false
  })
  return out
}

describe('chain cache bound', () => {
  afterEach(() => shareChainCache(1))

  it('one thread keeps RUN_CACHE_BYTES; more threads share SHARED_RUN_CACHE_BYTES', () => {
    shareChainCache(1)
    expect(chainCacheBytes()).toBe(RUN_CACHE_BYTES)
    shareChainCache(8)
    expect(chainCacheBytes()).toBe(SHARED_RUN_CACHE_BYTES / 8)
    expect(8 * chainCacheBytes()).toBeLessThanOrEqual(SHARED_RUN_CACHE_BYTES)
    // A 16x16 grid's runs: four times fewer at 8 threads than at 2.
    shareChainCache(2)
    const two = chainCacheCount(geometry(4)).max
    shareChainCache(8)
    expect(chainCacheCount(geometry(4)).max).toBe(Math.floor(two / 4))
  })

  it('the runs kept never pass the bound, and the answers do not change', () => {
    shareChainCache(1)
    const whole = search()
    const unbounded = chainCacheCount(g).kept
    expect(whole.length).toBeGreaterThan(0)
    // So many threads that a thread's part holds 9 runs of a 9x9 grid.
    shareChainCache(Math.floor(SHARED_RUN_CACHE_BYTES / (10 * (5 * 2 * 81 * 9 + 2 * 81))))
    const { max } = chainCacheCount(g)
    expect(max).toBeLessThan(unbounded)
    const bounded = search()
    expect(chainCacheCount(g).kept).toBeLessThanOrEqual(max)
    expect(bounded).toEqual(whole)
  })
})
