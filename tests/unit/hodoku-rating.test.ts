/**
 * HoDoKu's scale: the score of a solve path is the sum of HoDoKu's step scores, the
 * level the hardest step's, raised while the score passes the level's bound
 * (Options.DEFAULT_DIFFICULTY_LEVELS: easy 800, medium 1000, hard 1600, unfair 1800).
 * `rate --scale hodoku` walks the path of HoDoKu's techniques (HoDoKu's order) and prints it.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { rateLine } from '../../src/cli/rate'
import { HODOKU_SCORES, hodokuRating } from '../../src/engine/logic/hodoku'
import { FULL_ORDER } from '../../src/engine/logic/catalogue'
import { HODOKU_TECHNIQUES, REGISTRY_IDS } from '../../src/engine/logic/registry'
import { TECHNIQUE_IDS } from '../../src/engine/logic/catalogue'
import { makePuzzle } from '../../src/engine/puzzle'
import { cells } from '../fixtures/puzzles'

describe("HoDoKu's rating", () => {
  it('sums the step scores and takes the hardest step level', () => {
    expect(hodokuRating(['naked-single', 'hidden-single-box', 'pointing'])).toEqual({
      score: 4 + 14 + 50,
      level: 'medium',
    })
    expect(hodokuRating(['hidden-single-line', 'x-wing'])).toEqual({ score: 154, level: 'hard' })
  })

  it('raises the level while the score is past its bound', () => {
    // 60 hidden singles alone: 840 points, past easy's 800.
    expect(hodokuRating(Array(60).fill('hidden-single-box'))).toEqual({
      score: 840,
      level: 'medium',
    })
    // Medium steps worth 1,700 points: past medium (1,000) and hard (1,600).
    expect(hodokuRating(Array(34).fill('pointing')).level).toBe('unfair')
  })

  it('calls a path that ran out of techniques extreme', () => {
    expect(hodokuRating(['naked-single'], true).level).toBe('extreme')
  })

  it('scores every deduction id but the one that says logic ran out', () => {
    for (const id of TECHNIQUE_IDS)
      if (id !== 'out-of-techniques') expect(HODOKU_SCORES[id], id).toBeDefined()
  })

  it("orders every technique of the full set (HoDoKu's order)", () => {
    for (const id of REGISTRY_IDS) expect(FULL_ORDER, id).toContain(id)
    expect(FULL_ORDER.indexOf('naked-single')).toBeLessThan(FULL_ORDER.indexOf('hidden-single-box'))
    expect(FULL_ORDER.indexOf('x-wing')).toBeLessThan(FULL_ORDER.indexOf('skyscraper'))
  })
})

describe('rate --scale', () => {
  const easy = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..'

  it('gives the SE line, the HoDoKu line, or both', () => {
    const p = makePuzzle(cells(easy))
    const se = rateLine(p, 0, 'se')
    const hodoku = rateLine(p, 0, 'hodoku')
    expect(se).toMatch(/^\d+\.\d [a-z]+ [a-z-]+$/)
    expect(hodoku).toMatch(/^\d+ easy [a-z-]+$/)
    expect(rateLine(p, 0, 'both')).toBe(`${se} | ${hodoku}`)
  })

  it("names HoDoKu's techniques only, never an SE-only one (top95 #1 and the first ten)", () => {
    const top95 = readFileSync('puzzles/top95.txt', 'utf8').split('\n').filter(Boolean)
    const first = rateLine(makePuzzle(cells(top95[0]!)), 0, 'hodoku')
    // It was `800 medium direct-hidden-pair`: HoDoKu has no direct techniques.
    expect(first).not.toMatch(/direct-/)
    for (const line of top95.slice(0, 10)) {
      const words = rateLine(makePuzzle(cells(line)), 0, 'hodoku').split(' ')
      const named = words[2]!
      expect(HODOKU_SCORES[named]?.est, `${line}: ${words.join(' ')}`).toBeUndefined()
    }
    for (const t of HODOKU_TECHNIQUES)
      expect(
        [t.id, ...(t.gives ?? [])].some((id) => HODOKU_SCORES[id] && !HODOKU_SCORES[id].est),
      ).toBe(true)
    expect(HODOKU_TECHNIQUES.map((t) => t.id)).not.toContain('direct-hidden-pair')
  })

  it('refuses an unknown scale with the known ones', () => {
    let message = ''
    try {
      execFileSync(
        'node_modules/.bin/tsx',
        ['src/cli/main.ts', 'rate', '--scale', 'sudokuwiki', '-'],
        {
          encoding: 'utf8',
          input: '',
          stdio: 'pipe',
        },
      )
    } catch (e) {
      message = String((e as { stderr: string }).stderr)
    }
    expect(message).toMatch(/unknown --scale 'sudokuwiki'; known: se, hodoku, both/)
  })
})
