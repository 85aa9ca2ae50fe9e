/** The difficulty levels (src/engine/levels.ts): one band per level, no gaps, SE's classes. */
import { describe, expect, it } from 'vitest'
import { isLevel, LEVEL_BANDS, LEVELS, levelOf, levelScaleText } from '../../src/engine/levels'
import { TECHNIQUES } from '../../src/engine/logic/registry'

describe('levelOf', () => {
  it.each([
    [0, 'easy'],
    [1.2, 'easy'], // hidden single in a box: the starter puzzle
    [1.5, 'medium'], // hidden single in a row or column
    [2.3, 'medium'], // naked single
    [2.6, 'medium'], // pointing
    [2.8, 'hard'], // claiming
    [3.2, 'hard'], // X-Wing
    [3.8, 'hard'], // Swordfish
    [4.0, 'expert'], // hidden triple, skyscraper
    [4.2, 'expert'], // XY-Wing
    [5.6, 'expert'], // BUG
    [5.9, 'expert'],
    [6.0, 'extreme'],
    [6.6, 'extreme'], // forcing chain
    [9.5, 'extreme'],
    [11.9, 'extreme'],
  ] as const)('%s is %s', (rating, level) => {
    expect(levelOf(rating)).toBe(level)
  })

  it('the bands tile the scale in order, each starting where the last ends', () => {
    let low = 0
    for (const level of LEVELS) {
      const [from, to] = LEVEL_BANDS[level]
      expect(from, level).toBe(low)
      expect(to, level).toBeGreaterThan(from)
      expect(levelOf(from), `${level} starts at ${from}`).toBe(level)
      low = to
    }
    expect(low).toBe(Infinity)
  })

  it("agrees with every technique's class", () => {
    const byId = (id: string) => TECHNIQUES.find((t) => t.id === id)!.rating
    expect(levelOf(byId('hidden-single-box'))).toBe('easy')
    expect(levelOf(byId('pointing'))).toBe('medium')
    expect(levelOf(byId('x-wing'))).toBe('hard')
    expect(levelOf(byId('xy-wing'))).toBe('expert')
    expect(levelOf(byId('forcing-chain'))).toBe('extreme')
  })

  it('isLevel knows the five levels and nothing else', () => {
    expect(LEVELS).toEqual(['easy', 'medium', 'hard', 'expert', 'extreme'])
    for (const l of LEVELS) expect(isLevel(l)).toBe(true)
    expect(isLevel('insane')).toBe(false)
  })

  it('says the scale in words', () => {
    expect(levelScaleText()).toBe(
      'easy below 1.5, medium below 2.7, hard below 4, expert below 6, extreme 6 and up',
    )
  })
})
