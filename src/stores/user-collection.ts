import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import { blockPuzzle, type CollectionBlock } from '@/engine'
import { ReadCancelled, reading as reader, type ReadResult } from '@/services/reading'
import { useSolveStore } from './solve'

/** A collection the user opened or pasted: its name and its puzzles as one block of cells. */
export interface UserCollection {
  name: string
  block: CollectionBlock
  /** A sentence about how it came ("Pasted 60.2 MB: loaded as a collection, …"), or null. */
  note: string | null
}

export { LONG_TEXT } from '@/services/reading'

/**
 * The user's own collection (one at a time): read in a worker with progress, then
 * "Puzzle n of N" in the Solve view and "Your collection" in Compare.
 */
export const useUserCollectionStore = defineStore('user-collection', () => {
  const solve = useSolveStore()
  const collection = shallowRef<UserCollection | null>(null)
  /** The reading under way: what, and how far (0..1); null when none. */
  const reading = ref<{ name: string; fraction: number } | null>(null)
  const error = ref<string | null>(null)
  /** The puzzle shown, from 1. */
  const number = ref(1)
  const count = computed(() => collection.value?.block.count ?? 0)

  /** Each read gets a number; only the newest may show progress. */
  let readToken = 0

  /**
   * Read a file or a long text. A collection becomes the user's collection and its
   * first puzzle is loaded; anything else comes back as text for the caller to load
   * as one puzzle. Null when it could not be read (`error` says why) or was replaced.
   * `note` is shown with the collection once it is read.
   */
  async function read(
    source: File | string,
    name: string,
    note: string | null = null,
  ): Promise<string | null> {
    error.value = null
    reading.value = { name, fraction: 0 }
    // Progress comes on its own message port (Comlink.proxy), so under load a late
    // report can arrive after the result: once this read has settled, or a newer
    // read has begun, it would bring back a progress bar that never goes away.
    const token = ++readToken
    let settled = false
    let result: ReadResult
    try {
      result = await reader.read(source, (p) => {
        if (settled || token !== readToken) return
        reading.value = { name, fraction: p.total ? p.done / p.total : 0 }
      })
    } catch (e) {
      settled = true
      if (!(e instanceof ReadCancelled)) {
        error.value = `"${name}" could not be read: ${(e as Error).message}`
        reading.value = null
      }
      return null
    }
    settled = true
    reading.value = null
    if (result.kind === 'text') return result.text
    if (!result.block.count) {
      const why = result.block.reasons[0] ?? 'it holds no puzzle'
      error.value = `"${name}" holds no puzzle that can be read. ${why}`
      return null
    }
    collection.value = { name, block: result.block, note }
    await pick(1)
    return null
  }

  /** Load puzzle `n` (from 1) of the collection in the Solve view. */
  async function pick(n: number): Promise<boolean> {
    const c = collection.value
    if (!c || !Number.isInteger(n) || n < 1 || n > c.block.count) {
      error.value = c
        ? `Pick a puzzle number from 1 to ${c.block.count.toLocaleString('en')}.`
        : null
      return false
    }
    error.value = null
    number.value = n
    return solve.loadPuzzle(blockPuzzle(c.block, n - 1), {
      formatName: 'Collection (one puzzle per line)',
      source: `${c.name} #${n.toLocaleString('en')}`,
    })
  }

  function forget(): void {
    collection.value = null
  }

  return { collection, reading, error, number, count, read, pick, forget }
})
