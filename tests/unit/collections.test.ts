import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  COLLECTIONS,
  collectionFile,
  findCollection,
  loadCollection,
  parseCollectionText,
} from '@/collections'
import { validatePuzzle } from '@/engine'

const root = new URL('../../', import.meta.url)
const read = (id: string) => readFileSync(new URL(`.${collectionFile(id)}`, root), 'utf8')

describe('built-in collections', () => {
  it.each(COLLECTIONS.map((c) => [c.id, c.count] as const))(
    '%s parses to %i valid puzzles',
    (id, count) => {
      const info = findCollection(id)!
      const result = parseCollectionText(info, read(id))
      if (!result.ok) throw new Error(result.message)
      expect(result.collection.puzzles).toHaveLength(count)
      expect(result.collection.formatName).toBe('Collection (one puzzle per line)')
      for (const p of result.collection.puzzles.slice(0, 50)) {
        expect(p.size).toBe(9)
        expect(validatePuzzle(p)).toEqual([])
      }
    },
  )

  it('lists every file in puzzles/', () => {
    const files = readdirSync(new URL('puzzles/', root)).filter((f) => f.endsWith('.txt'))
    expect(COLLECTIONS.map((c) => collectionFile(c.id).slice('/puzzles/'.length)).sort()).toEqual(
      files.sort(),
    )
  })

  it('starts with the starter collection and its easy puzzle', () => {
    expect(COLLECTIONS[0]!.id).toBe('starter-4')
    expect(COLLECTIONS[0]!.name).toBe('Starter (easy to evil)')
  })

  it('names a bad line of a collection', () => {
    const info = findCollection('starter-4')!
    const text = read('starter-4').replace(/\n.{9}/, '\n..x......')
    const result = parseCollectionText(info, text)
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/Line 2, column 3:.*'x'/) })
  })

  it('loads a collection lazily through the bundler and caches it', async () => {
    const first = await loadCollection('hardest-87')
    expect(first.ok && first.collection.puzzles).toHaveLength(87)
    const again = await loadCollection('hardest-87')
    expect(again.ok && again.collection).toBe(first.ok && first.collection)
  })

  it('names an unknown collection', async () => {
    const result = await loadCollection('top-9000')
    expect(result).toEqual({
      ok: false,
      message: expect.stringMatching(/no collection "top-9000".*starter-4/),
    })
  })
})
