/**
 * How many bytes of chain runs a thread keeps (chainer.ts). The CLI's `--threads N`
 * runs N engines at once; it says so once, at start, with shareChainCache.
 */

/**
 * The typed arrays of the runs a Chainer keeps, at most. Every run of a 9x9 grid
 * fits (all four modes of a grid: 5,832 runs of 7.5 KB, 44 MB), so the cap
 * changes nothing there; a 16x16 grid has 8,192 literals a mode at 41 KB a run
 * (an empty one took 1.4 GB), and past the cap its runs are made again when
 * asked for, not kept.
 */
export const RUN_CACHE_BYTES = 64 * 1024 * 1024
/**
 * The bound the chain caches of every thread share (the CLI's `--threads N` runs N
 * engines at once, each with its own caches): a thread keeps RUN_CACHE_BYTES or its
 * part of this, whichever is less. 8 threads rating slow 16x16 puzzles held about
 * 550 MB with a whole RUN_CACHE_BYTES each.
 */
export const SHARED_RUN_CACHE_BYTES = 128 * 1024 * 1024
let threadsSharing = 1

/**
 * Tell the chain cache how many threads run the engine at once (the CLI's
 * --threads): each then keeps its part of SHARED_RUN_CACHE_BYTES.
 */
export function shareChainCache(threads: number): void {
  threadsSharing = Math.max(1, Math.floor(threads) || 1)
}

/** The bytes of runs one thread's Chainer keeps. */
export function chainCacheBytes(): number {
  return Math.min(RUN_CACHE_BYTES, Math.floor(SHARED_RUN_CACHE_BYTES / threadsSharing))
}
