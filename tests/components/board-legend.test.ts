// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import BoardLegend from '@/components/board/BoardLegend.vue'
import { BOARD_MARKS } from '@/components/board/board-marks'

describe('BoardLegend', () => {
  const w = mount(BoardLegend)
  const items = (name: string) =>
    w
      .get(`ul[aria-label="${name}"]`)
      .findAll('li')
      .map((li) => li.text())

  it('names how a digit got there: given, logic, guessed', () => {
    const digits = items('Digits')
    expect(digits[0]).toContain('given')
    expect(digits[1]).toContain('placed by logic')
    expect(digits[2]).toContain('guessed')
  })

  it.each([
    ['source', 'Detour source'],
    ['related', 'Related cell'],
    ['strike', 'Struck candidate'],
    ['guess', 'Guess'],
    ['conflict', 'Contradiction'],
    ['rewound', 'Restored cell'],
  ])('has a swatch drawn with the board\'s own "mark-%s" class, named %s', (mark, label) => {
    const li = w
      .get('ul[aria-label="Highlights"]')
      .findAll('li')
      .find((l) => l.find('strong').text() === label)
    expect(li, label).toBeDefined()
    expect(li!.get('.swatch').classes()).toContain(`mark-${mark}`)
  })

  it('draws the struck candidate struck and the guessed one ringed, as the board does', () => {
    const swatch = (mark: string) => w.get(`.swatch.mark-${mark}`)
    expect(swatch('strike').find('.candidate.is-struck').exists()).toBe(true)
    expect(swatch('guess').find('.candidate.is-chosen').exists()).toBe(true)
  })

  it('says in words what each highlight means, with the shape that tells it apart', () => {
    for (const m of BOARD_MARKS) expect(m.means).toMatch(/\(.+\)$/)
  })
})
