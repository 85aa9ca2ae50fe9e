// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import BoardLegend from '@/components/board/BoardLegend.vue'
import { BOARD_MARKS } from '@/components/board/board-marks'
import { getAlgorithm, logContents, makePuzzle, type LogContents } from '@/engine/full'

const HARD = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........'
// Naive backtracking takes seconds over HARD: it gets the starter's easy puzzle.
const EASY = '..4.3..1...92..685..51..3.23.1.4.9..4..6.3..1..7.2.8.49.6..72..543..21...1..5.4..'

/** What a recorded solve by `id` holds. */
function contentsOf(id: string): LogContents {
  const line = id === 'naive' ? EASY : HARD
  const givens = [...line].map((ch) => (ch === '.' ? 0 : Number(ch)))
  const r = getAlgorithm(id)!.solve(makePuzzle(givens), { record: true, maxSteps: 200_000 })
  return logContents(r.log!)
}

function legend(id: string, extra: { placed?: boolean; fromPlay?: boolean } = {}) {
  const w = mount(BoardLegend, {
    props: {
      contents: contentsOf(id),
      algorithm: id,
      candidates: getAlgorithm(id)!.candidates,
      ...extra,
    },
  })
  const items = (name: string) =>
    w.find(`ul[aria-label="${name}"]`).exists()
      ? w
          .get(`ul[aria-label="${name}"]`)
          .findAll('li')
          .map((li) =>
            li.find('strong').exists()
              ? li.find('strong').text()
              : li.text().replace(/^7\??\s*/, ''),
          )
      : []
  return { w, items }
}

describe('BoardLegend', () => {
  it('lists, for the detour Solver, every digit kind and highlight its steps draw', () => {
    const { items, w } = legend('detour')
    expect(items('Digits')).toEqual([
      'given',
      'placed by logic',
      'guessed, or tried after a guess failed',
    ])
    expect(items('Highlights')).toEqual([
      'Current cell',
      'Detour source',
      'Related cell',
      'Struck candidate',
      'Guess',
      'Contradiction',
      'Restored cell',
    ])
    expect(w.text()).not.toContain('keeps no candidates')
  })

  it('lists for naive backtracking only what it does: no detours, strikes or guesses', () => {
    const { items, w } = legend('naive')
    expect(items('Digits')).toEqual(['given', 'guessed, or tried after a guess failed'])
    expect(items('Highlights')).toEqual(['Current cell', 'Contradiction'])
    expect(w.text()).toContain('Naive backtracking keeps no candidates, so empty cells stay blank.')
  })

  it('names the cause of a strike, not a detour, for candidate backtracking', () => {
    const { items } = legend('markup')
    expect(items('Highlights')).toContain('Cause')
    expect(items('Highlights')).toContain('Struck candidate')
    expect(items('Highlights')).not.toContain('Detour source')
    expect(items('Highlights')).not.toContain('Related cell')
  })

  it('says dancing links keeps no candidates but shows a guess among its options', () => {
    const { w } = legend('dlx')
    expect(w.text()).toContain('a guess shows the digits it chose among')
  })

  it('names the digits handed over from Play', () => {
    expect(legend('detour', { placed: true, fromPlay: true }).items('Digits')[1]).toBe(
      'placed by you (in Play)',
    )
  })

  it("names a position's placed digits (Solve from here, Apply, a HoDoKu line) as placed before it", () => {
    expect(legend('detour', { placed: true }).items('Digits')[1]).toBe(
      'placed before this position',
    )
  })

  it.each([
    ['source', 'Detour source'],
    ['related', 'Related cell'],
    ['strike', 'Struck candidate'],
    ['guess', 'Guess'],
    ['conflict', 'Contradiction'],
    ['rewound', 'Restored cell'],
  ])('has a swatch drawn with the board\'s own "mark-%s" class, named %s', (mark, label) => {
    const li = legend('detour')
      .w.get('ul[aria-label="Highlights"]')
      .findAll('li')
      .find((l) => l.find('strong').text() === label)
    expect(li, label).toBeDefined()
    expect(li!.get('.swatch').classes()).toContain(`mark-${mark}`)
  })

  it('draws the struck candidate struck and the guessed one ringed, as the board does', () => {
    const { w } = legend('detour')
    const swatch = (mark: string) => w.get(`.swatch.mark-${mark}`)
    expect(swatch('strike').find('.candidate.is-struck').exists()).toBe(true)
    expect(swatch('guess').find('.candidate.is-chosen').exists()).toBe(true)
  })

  it('says in words what each highlight means, with the shape that tells it apart', () => {
    for (const m of BOARD_MARKS) expect(m.means).toMatch(/\(.+\)$/)
  })

  it('lists for Human logic no detour-only mark unless the step on show is a detour', async () => {
    const logic = legend('logic')
    expect(logic.items('Highlights')).not.toContain('Detour source')
    expect(logic.items('Highlights')).not.toContain('Related cell')
    // A log that held detours too: their marks wait for a detour step.
    const contents: LogContents = {
      kinds: new Set(['place', 'eliminate', 'detour', 'technique']),
      logic: true,
      guessed: false,
    }
    const w = mount(BoardLegend, {
      props: { contents, algorithm: 'logic', step: 'technique' as const },
    })
    const labels = () => w.findAll('ul[aria-label="Highlights"] strong').map((s) => s.text())
    expect(labels()).not.toContain('Detour source')
    expect(labels()).not.toContain('Related cell')
    await w.setProps({ step: 'detour' })
    expect(labels()).toContain('Detour source')
    expect(labels()).toContain('Related cell')
  })

  it('shows no highlights before there is a log', () => {
    const w = mount(BoardLegend, { props: { contents: null, algorithm: 'detour' } })
    expect(w.find('ul[aria-label="Highlights"]').exists()).toBe(false)
  })
})
