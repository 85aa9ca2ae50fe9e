/**
 * The puzzle collections that ship with the app: the text files in `puzzles/`,
 * one puzzle per line. Each file is a lazy import (`?raw`), so a collection's
 * text is fetched only when someone picks it; the parsed result is kept.
 */
import { parseMany, type Puzzle } from '@/engine'

export interface CollectionInfo {
  /** The file name without `.txt`, also the id a link or a test uses. */
  id: string
  name: string
  /** How many puzzles the file holds. */
  count: number
  description: string
}

/** In the order the picker lists them; the first is what an empty page starts with. */
export const COLLECTIONS: readonly CollectionInfo[] = [
  {
    id: 'starter-4',
    name: 'Starter (easy to evil)',
    count: 4,
    description: 'Four puzzles: easy, medium, hard and evil.',
  },
  {
    id: 'inkala-top10',
    name: "Arto Inkala's top 10",
    count: 10,
    description: 'Ten puzzles Arto Inkala rated the hardest.',
  },
  {
    id: 'hardest-87',
    name: 'The 87 hardest',
    count: 87,
    description: 'The magictour top 87.',
  },
  { id: 'top95', name: 'Top 95', count: 95, description: "The top95 list from Norvig's essay." },
  {
    id: 'norvig-hardest-11',
    name: "Norvig's hardest 11",
    count: 11,
    description: "The 'hardest' list from Norvig's essay.",
  },
  {
    id: 'magictour-top1465',
    name: 'Magictour top 1465',
    count: 1465,
    description: 'A classic benchmark set of hard puzzles.',
  },
  {
    id: 'forum-hardest-1106',
    name: 'Forum hardest (375 of 1106)',
    count: 375,
    description: 'Very hard puzzles collected on the Sudoku forum.',
  },
  {
    id: '17-clue-5000',
    name: '17-clue puzzles (first 5000)',
    count: 5000,
    description: "From Gordon Royle's list of puzzles with only 17 givens.",
  },
  {
    id: 'kaggle-2000',
    name: 'Kaggle easy 2000',
    count: 2000,
    description: 'Easy puzzles from the Kaggle one-million set.',
  },
]

/** Collection id -> file in puzzles/ (when they differ). */
const FILE_OF: Record<string, string> = { 'kaggle-2000': 'kaggle-2000-with-solutions' }

export function findCollection(id: string): CollectionInfo | undefined {
  return COLLECTIONS.find((c) => c.id === id)
}

export function collectionFile(id: string): string {
  return `/puzzles/${FILE_OF[id] ?? id}.txt`
}

export interface Collection {
  info: CollectionInfo
  puzzles: Puzzle[]
  /** The format the file was read as ("Collection (one puzzle per line)"). */
  formatName: string
}

export type CollectionResult = { ok: true; collection: Collection } | { ok: false; message: string }

/** Parse a collection's text; a bad line is named (line, column, what was wrong). */
export function parseCollectionText(info: CollectionInfo, text: string): CollectionResult {
  const parsed = parseMany(text)
  const puzzles: Puzzle[] = []
  for (const entry of parsed.entries) {
    if (!entry.ok) return { ok: false, message: `${info.name}: ${entry.error.message}` }
    puzzles.push(entry.puzzle)
  }
  return { ok: true, collection: { info, puzzles, formatName: parsed.formatName ?? '' } }
}

const loaders = import.meta.glob<string>('/puzzles/*.txt', { query: '?raw', import: 'default' })
const loaded = new Map<string, Promise<CollectionResult>>()

async function fetchAndParse(info: CollectionInfo): Promise<CollectionResult> {
  const load = loaders[collectionFile(info.id)]
  if (!load) return { ok: false, message: `The file of "${info.name}" is missing from this build.` }
  try {
    return parseCollectionText(info, await load())
  } catch (e) {
    loaded.delete(info.id) // a network hiccup: let the next pick try again
    return { ok: false, message: `"${info.name}" could not be loaded: ${(e as Error).message}` }
  }
}

/** A collection by id, fetched and parsed once. Never throws. */
export function loadCollection(id: string): Promise<CollectionResult> {
  const info = findCollection(id)
  if (!info) {
    const known = COLLECTIONS.map((c) => c.id).join(', ')
    return Promise.resolve({
      ok: false,
      message: `There is no collection "${id}". The collections are: ${known}.`,
    })
  }
  let hit = loaded.get(id)
  if (!hit) {
    hit = fetchAndParse(info)
    loaded.set(id, hit)
  }
  return hit
}
