/**
 * "All steps here", as the solve worker runs it (solve.worker.ts `steps`, `apply`):
 * plain functions over the full engine, so tests run them without a Worker.
 */
import { bit, puzzleGeometry, TECHNIQUES, type Deduction } from '@/engine/full'
import type { Position, StepGroup } from './solve-types'

/** The logic state of a position: its digits, and each empty cell's candidates (its pencil marks AND its peers' digits). */
function stateOf(p: Position) {
  const g = puzzleGeometry(p)
  const values = Uint8Array.from(p.givens)
  const masks = new Uint16Array(g.cells)
  for (let c = 0; c < g.cells; c++) {
    if (values[c]) continue
    let m = p.candidates?.[c] ?? g.all
    for (const q of g.peers[c]!) if (values[q]) m &= ~bit(values[q]!)
    masks[c] = m
  }
  return { g, values, masks }
}

/**
 * For each technique of `techniques` (registry ids; absent: all), easiest first,
 * what it finds at `position`: `onTechnique` hears the id about to be searched,
 * `onGroup` each technique's list once it is done (a technique that finds nothing
 * sends none).
 */
export function stepsAt(
  position: Position,
  techniques: readonly string[] | undefined,
  onGroup: (g: StepGroup) => void,
  onTechnique: (id: string) => void = () => {},
): void {
  const s = stateOf(position)
  for (const t of TECHNIQUES) {
    if ((techniques && !techniques.includes(t.id)) || !t.sizes.includes(position.size)) continue
    onTechnique(t.id)
    const d = t.find(s)
    if (d) onGroup({ technique: t.id, deductions: [d], cut: 'only the first one is listed' })
  }
}

/** The position after `d`: its digits placed (struck from their peers), its candidates struck. */
export function positionAfter(position: Position, d: Deduction): Position {
  const { g, values, masks } = stateOf(position)
  const placed = new Set(position.placed ?? [])
  for (const [c, digit] of d.eliminate) masks[c]! &= ~bit(digit)
  for (const [c, digit] of d.place) {
    if (values[c]) continue
    values[c] = digit
    masks[c] = 0
    placed.add(c)
    for (const q of g.peers[c]!) masks[q]! &= ~bit(digit)
  }
  return {
    ...position,
    givens: Array.from(values),
    candidates: Array.from(masks),
    placed: [...placed].sort((a, b) => a - b),
  }
}
