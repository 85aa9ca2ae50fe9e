/**
 * Kraken fish (HoDoKu's types 1 and 2): a finned fish whose fins strike nothing by
 * sight, helped by chains. Either the fish holds or one of its fins is true.
 *   type 1  a candidate the fish would strike without its fins (a cover candidate
 *           outside the base, or a cannibalistic one) is also struck by each fin,
 *           along a chain: it goes either way.
 *   type 2  in one cover unit, the fish puts one of its base candidates there unless
 *           a fin is true: if each of those base candidates and each fin strikes the
 *           same candidate (of any digit) along a chain, it goes.
 * The chains are what assuming a candidate implies by singles alone (naked and hidden
 * singles, round by round), up to a contradiction if the assumption runs into one
 * (what it implied until then holds all the same). Limits: basic fish up to size 3
 * (HoDoKu's default goes on to Franken fish of size 4; this keeps the search within
 * the speed budget), at most 2 fins and no endo fins (HoDoKu's defaults). Rated 7.8
 * plus SE's length bonus for the chains' literals.
 */

import { bit, popcount } from '../../geometry'
import { lengthDifficulty } from '../chains/rating'
import { COL, ROW, searchFishShapes, type FishShape } from './fish-search'
import {
  deduction,
  firstOf,
  type Link,
  type LogicState,
  type Technique,
  type Visit,
} from '../types'
import { catalogued, ratingOf } from '../catalogue'

const RATING = ratingOf('kraken-fish')
const MAX_SIZE = 3
const MAX_FINS = 2
/** Rounds of singles an assumption may take (a bound on the chains, for speed). */
const MAX_ROUNDS = 8

/** What one assumption implies: each candidate struck (its round, and the true candidate that struck it). */
interface Implication {
  /** Round + 1 at which each candidate (cell * 9 + digit - 1) went false; 0 if it did not. */
  off: Int16Array
  /** For a candidate gone false, the candidate set true that struck it; for one set true, the candidate whose fall made it a single (-1 for the assumption). */
  why: Int32Array
  /** The assumption empties a cell or a unit: it is false, and implies anything. */
  contradiction: boolean
}

/** Assume candidate `start` true and apply singles until nothing changes. */
function imply(s: LogicState, start: number): Implication {
  const { g } = s
  const masks = s.masks.slice()
  const values = s.values.slice()
  const off = new Int16Array(81 * 9)
  const why = new Int32Array(81 * 9).fill(-1)
  let trues = [start]
  let round = 0
  const set = (cand: number, round: number) => {
    const c = Math.floor(cand / 9)
    const d = (cand % 9) + 1
    values[c] = d
    for (let x = 1; x <= 9; x++) {
      if (x === d || !(masks[c]! & bit(x))) continue
      off[c * 9 + x - 1] = round + 1
      why[c * 9 + x - 1] = cand
    }
    masks[c] = 0
    for (const p of g.peers[c]!) {
      if (!(masks[p]! & bit(d))) continue
      masks[p]! &= ~bit(d)
      off[p * 9 + d - 1] = round + 1
      why[p * 9 + d - 1] = cand
    }
  }
  while (trues.length) {
    for (const t of trues) {
      const c = Math.floor(t / 9)
      if (values[c]) {
        if (values[c] !== (t % 9) + 1) return { off, why, contradiction: true }
        continue
      }
      if (!(masks[c]! & bit((t % 9) + 1))) return { off, why, contradiction: true }
      set(t, round)
    }
    round++
    const next = new Set<number>()
    for (let c = 0; c < 81; c++) {
      if (values[c]) continue
      const m = masks[c]!
      if (!m) return { off, why, contradiction: true }
      if (popcount(m) === 1) {
        const d = 32 - Math.clz32(m)
        let cause = -1
        for (let x = 0; x < 9; x++) if (off[c * 9 + x] === round) cause = c * 9 + x
        if (cause < 0) continue
        why[c * 9 + d - 1] = cause
        next.add(c * 9 + d - 1)
      }
    }
    for (let u = 0; u < 27; u++) {
      const cells = g.units[u]!
      for (let d = 1; d <= 9; d++) {
        let place = -1
        let count = 0
        let placed = false
        let cause = -1
        for (const c of cells) {
          if (values[c] === d) placed = true
          else if (masks[c]! & bit(d)) {
            count++
            place = c
          } else if (off[c * 9 + d - 1] === round) cause = c * 9 + d - 1
        }
        if (placed) continue
        if (!count) return { off, why, contradiction: true }
        if (count === 1 && cause >= 0 && !next.has(place * 9 + d - 1)) {
          why[place * 9 + d - 1] = cause
          next.add(place * 9 + d - 1)
        }
      }
    }
    trues = [...next]
    if (round >= MAX_ROUNDS) break
  }
  return { off, why, contradiction: false }
}

/** The links from `start` (assumed true) to `target` going false, in order. */
function chainTo(im: Implication, start: number, target: number): Link[] {
  const out: Link[] = []
  let cand = target
  let goingFalse = true
  for (let guard = 0; cand !== start && guard < 200; guard++) {
    const from = im.why[cand]!
    if (from < 0) break
    // A true candidate strikes (weak link); a struck one leaves a single (strong link).
    out.push({ from, to: cand, strong: !goingFalse })
    cand = from
    goingFalse = !goingFalse
  }
  return out.reverse()
}

function search(s: LogicState, visit: Visit): void {
  if (s.g.size !== 9) return
  const cache = new Map<number, Implication>()
  const implied = (cand: number) => {
    let im = cache.get(cand)
    if (!im) {
      im = imply(s, cand)
      cache.set(cand, im)
    }
    return im
  }
  // What an assumption implies before it runs into a contradiction holds as well.
  const strikes = (im: Implication, cand: number) => im.off[cand]! > 0
  const seen = new Set<string>()
  const tell = (
    id: string,
    f: FishShape,
    starts: number[],
    targets: number[],
    cover?: number,
  ): boolean => {
    const key = `${id}|${f.base.join()}|${f.cover.join()}|${cover ?? ''}|${targets.join()}`
    if (seen.has(key)) return false
    seen.add(key)
    // The chains to the first target (the others are struck the same way).
    const links: Link[] = []
    for (const start of starts) links.push(...chainTo(implied(start), start, targets[0]!))
    const d = deduction(id, RATING + lengthDifficulty(links.length + starts.length), {
      cells: f.cells,
      digits: [f.digit],
      units: [...f.base, ...f.cover],
      links,
      eliminate: targets.map((t) => [Math.floor(t / 9), (t % 9) + 1] as [number, number]),
      fins: f.fins.map((c) => c * 9 + f.digit - 1),
    })
    return visit(d)
  }
  const orientations: [number, number][] = [
    [ROW, COL],
    [COL, ROW],
  ]
  for (let size = 2; size <= MAX_SIZE; size++)
    for (let digit = 1; digit <= 9; digit++)
      for (const [baseKinds, coverKinds] of orientations) {
        const q = {
          size,
          baseKinds,
          coverKinds,
          finned: true,
          maxFins: MAX_FINS,
          maxEndoFins: 0,
          keepBarren: true,
        }
        const stopped = searchFishShapes(s, digit, q, (f) => {
          // A finned fish that strikes by sight is a plain finned fish.
          if (f.eliminate.length) return false
          const fins = f.fins.map((c) => c * 9 + digit - 1)
          // Type 1: a potential elimination every fin strikes too.
          const type1 = f.potential
            .map((c) => c * 9 + digit - 1)
            .filter((t) => fins.every((fin) => strikes(implied(fin), t)))
          if (type1.length && tell('kraken-fish-1', f, fins, type1)) return true
          // Type 2: per cover unit, its base candidates (not cannibalistic) and the fins.
          const cannibal = new Set(f.potential.filter((c) => f.cells.includes(c)))
          for (const u of f.cover) {
            const cells = s.g.units[u]!.filter((c) => s.masks[c]! & bit(digit))
            const base = cells.filter((c) => f.cells.includes(c) && !cannibal.has(c))
            if (base.length === cells.length) continue
            const starts = [...base.map((c) => c * 9 + digit - 1), ...fins]
            const ims = starts.map(implied)
            const targets: number[] = []
            const first = ims[0]!.off
            for (let t = 0; t < 81 * 9; t++) {
              if (!first[t] || starts.includes(t)) continue
              // Struck by sight from every start: a plain unit or cell forcing, no kraken.
              if (ims.every((im) => strikes(im, t)) && !ims.every((im) => im.off[t] === 1))
                targets.push(t)
            }
            // Type 1 already told what the fish's own digit loses in its cover.
            const fresh = targets.filter((t) => !type1.includes(t))
            if (fresh.length && tell('kraken-fish-2', f, starts, fresh, u)) return true
          }
          return false
        })
        if (stopped) return
      }
}

export const krakenFish: Technique = {
  ...catalogued('kraken-fish'),
  sizes: [9],
  find: firstOf(search),
  search,
}
