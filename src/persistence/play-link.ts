import { isLevel, type Level } from '@/engine'

/**
 * The shared puzzle's address: `#/play?level=hard&seed=k3x9qa` (the Play view's
 * part of the URL; src/persistence/url.ts reads and writes the Solve view's query). The same level and
 * seed make the same puzzle anywhere (the generator is seeded), so the link is all
 * a friend needs. Written with replaceState (no history entries).
 */
export function readPlayLink(hash = location.hash): { level: Level; seed: string } | null {
  const query = hash.split('?')[1]
  if (!query) return null
  const q = new URLSearchParams(query)
  const level = q.get('level') ?? ''
  const seed = q.get('seed')?.trim().slice(0, 64) ?? ''
  return isLevel(level) && seed ? { level, seed } : null
}

export function writePlayLink(link: { level: string; seed: string } | null): void {
  const q = link ? `?${new URLSearchParams({ level: link.level, seed: link.seed })}` : ''
  history.replaceState(history.state, '', `${location.pathname}${location.search}#/play${q}`)
}
