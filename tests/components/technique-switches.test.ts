// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import TechniqueSwitches from '@/components/techniques/TechniqueSwitches.vue'
import { FULL_TECHNIQUES, TECHNIQUES, TECHNIQUE_NAMES } from '@/engine/full'
import { TECHNIQUES_KEY } from '@/persistence/techniques'
import { TECHNIQUE_FAMILIES, TECHNIQUE_LIST, useTechniquesStore } from '@/stores/techniques'

/** A fresh page: a new Pinia (as after a reload) and the switches mounted on it. */
function reload() {
  const pinia = createPinia()
  setActivePinia(pinia)
  const wrapper = mount(TechniqueSwitches, { global: { plugins: [pinia] } })
  const box = (name: string) =>
    wrapper
      .findAll('li label')
      .find((l) => l.find('.name').text() === name)!
      .find<HTMLInputElement>('input[type="checkbox"]')
  const checked = () =>
    wrapper.findAll<HTMLInputElement>('li input[type="checkbox"]').map((i) => i.element.checked)
  const family = (name: string) => wrapper.get(`[role="group"][aria-label="${name}"]`)
  const familyAll = (name: string) =>
    family(name).get<HTMLInputElement>(`input[aria-label="All of ${name}"]`)
  return { wrapper, box, checked, family, familyAll, store: useTechniquesStore() }
}

beforeEach(() => localStorage.clear())

describe('the technique list', () => {
  it("is the logic registry's full set, in its order, with its ratings and the names people read", () => {
    expect(TECHNIQUE_LIST.map((t) => t.id)).toEqual(FULL_TECHNIQUES.map((t) => t.id))
    expect(TECHNIQUE_LIST.map((t) => t.rating)).toEqual(FULL_TECHNIQUES.map((t) => t.rating))
    expect(TECHNIQUE_LIST.map((t) => t.name)).toEqual(FULL_TECHNIQUES.map((t) => t.name))
    // A switch that covers a family (nice loops: continuous and discontinuous) has a
    // name of its own; the others the name of their deduction id.
    for (const [i, t] of TECHNIQUE_LIST.entries())
      if (!FULL_TECHNIQUES[i]!.gives) expect(TECHNIQUE_NAMES[t.id], t.id).toBe(t.name)
  })

  it("marks Sudoku Explainer's 45 techniques as SE-rated, and only those", () => {
    expect(TECHNIQUE_LIST.filter((t) => t.se).map((t) => t.id)).toEqual(
      TECHNIQUE_LIST.map((t) => t.id).filter((id) => TECHNIQUES.some((t) => t.id === id)),
    )
    expect(TECHNIQUE_LIST.filter((t) => t.se)).toHaveLength(45)
    expect(TECHNIQUES).toHaveLength(45)
  })

  it('puts every technique in one of the families, each family holding some', () => {
    for (const f of TECHNIQUE_FAMILIES)
      expect(
        TECHNIQUE_LIST.some((t) => t.family === f),
        f,
      ).toBe(true)
    expect(TECHNIQUE_LIST.find((t) => t.id === 'finned-x-wing')?.family).toBe(
      'Finned and complex fish',
    )
    expect(TECHNIQUE_LIST.find((t) => t.id === 'simple-colours')?.family).toBe('Colouring')
  })
})

describe('TechniqueSwitches', () => {
  it('shows every technique on, easiest first with its SE rating, when nothing is saved', () => {
    const { wrapper, checked } = reload()
    const rows = wrapper
      .findAll('li label')
      .map((l) => `${l.find('.name').text()} ${l.find('.rating').text()}`)
    expect(rows).toHaveLength(TECHNIQUE_LIST.length)
    expect(rows[0]).toBe('Full house SE 1.0')
    expect(rows).toContain('X-Wing SE 3.2')
    // A technique SE never had: our estimate on its scale.
    expect(rows).toContain('Empty rectangle ≈4.3')
    expect(rows).toContain('Kraken fish ≈7.8+')
    expect(rows).toContain('Dynamic forcing chains (+) SE 9.0+')
    // What HoDoKu's solver leaves off by default comes after the forcing chains; last of
    // all, SE's nested forcing chains (its rescue).
    expect(rows).toContain('Template delete ≈7.5')
    expect(rows.at(-1)).toBe(
      'Dynamic forcing chains (+ Dynamic Forcing Chains (+ Forcing Chains)) SE 10.5+',
    )
    expect(checked().every(Boolean)).toBe(true)
    expect(wrapper.text()).toContain(`${TECHNIQUE_LIST.length} of ${TECHNIQUE_LIST.length} on`)
    expect(wrapper.get('button').attributes('disabled')).toBeDefined() // "All on": already
  })

  it('turns a technique off, tells the view, and keeps the choice across a reload', async () => {
    const first = reload()
    await first.box('X-Wing').setValue(false)
    expect(first.wrapper.emitted('changed')).toHaveLength(1)
    expect(first.store.allowed).not.toContain('x-wing')
    expect(first.store.allowed).toContain('swordfish')
    expect(first.wrapper.text()).toContain(`${TECHNIQUE_LIST.length - 1} of`)

    const again = reload()
    expect(again.box('X-Wing').element.checked).toBe(false)
    expect(again.box('Swordfish').element.checked).toBe(true)
    expect(again.store.allowed).toEqual(
      TECHNIQUE_LIST.map((t) => t.id).filter((id) => id !== 'x-wing'),
    )
  })

  it("groups the switches by family, each with its count, in the families' order", () => {
    const { wrapper, family } = reload()
    const groups = wrapper.findAll('.family')
    expect(groups.map((g) => g.attributes('aria-label'))).toEqual([...TECHNIQUE_FAMILIES])
    const fish = family('Basic fish')
    expect(fish.get('summary').text()).toMatch(/^Basic fish\s*6 of 6 on$/)
    expect(fish.findAll('li .name').map((n) => n.text())).toEqual([
      'X-Wing',
      'Swordfish',
      'Jellyfish',
      'Squirmbag',
      'Whale',
      'Leviathan',
    ])
    // The families together hold every switch once.
    expect(wrapper.findAll('.family li').length).toBe(TECHNIQUE_LIST.length)
  })

  it('turns a whole family off and on with its own switch, mixed while some are on', async () => {
    const first = reload()
    const colouring = TECHNIQUE_LIST.filter((t) => t.family === 'Colouring').map((t) => t.id)
    expect(first.familyAll('Colouring').element.checked).toBe(true)
    await first.familyAll('Colouring').setValue(false)
    expect(first.wrapper.emitted('changed')).toHaveLength(1)
    expect(first.store.off).toEqual(colouring)
    expect(first.family('Colouring').get('summary').text()).toMatch(/0 of 4 on$/)
    // The other families are untouched.
    expect(first.familyAll('Basic fish').element.checked).toBe(true)
    // One back on: the family's switch is mixed; clicking it turns them all on.
    await first.box('X-colours').setValue(true)
    expect(first.familyAll('Colouring').element.indeterminate).toBe(true)
    expect(first.familyAll('Colouring').element.checked).toBe(false)
    await first.familyAll('Colouring').setValue(true)
    expect(first.store.allowed).toBeUndefined()
    expect(first.familyAll('Colouring').element.indeterminate).toBe(false)
    // And a family turned off stays off after a reload.
    await first.familyAll('Wings').setValue(false)
    const again = reload()
    expect(again.box('XY-Wing').element.checked).toBe(false)
    expect(again.familyAll('Wings').element.checked).toBe(false)
    expect(again.box('X-Wing').element.checked).toBe(true)
  })

  it('"All on" turns every technique back on, and a reload keeps them on', async () => {
    const first = reload()
    await first.box('X-Wing').setValue(false)
    await first.box('Jellyfish').setValue(false)
    const allOn = first.wrapper.findAll('button').find((b) => b.text() === 'All on')!
    await allOn.trigger('click')
    expect(first.checked().every(Boolean)).toBe(true)
    expect(first.store.allowed).toBeUndefined() // absent: every technique
    expect(reload().checked().every(Boolean)).toBe(true)
  })

  it.each([
    ['not JSON', '{"version":1,"off":['],
    ['the wrong shape', '{"version":1,"off":"x-wing"}'],
    ['a version it does not know', '{"version":2,"off":["x-wing"]}'],
  ])('reads a saved choice that is %s as every technique on, and says so', async (_, text) => {
    localStorage.setItem(TECHNIQUES_KEY, text)
    const { wrapper, checked, store, box } = reload()
    expect(checked().every(Boolean)).toBe(true)
    expect(store.allowed).toBeUndefined()
    expect(wrapper.get('[role="alert"]').text()).toMatch(
      /^The saved choice of techniques could not be read \(.+\), so every technique is on\.$/,
    )
    // The next change saves a good choice, and the warning goes.
    await box('Swordfish').setValue(false)
    await nextTick()
    expect(wrapper.find('[role="alert"]').exists()).toBe(false)
    expect(JSON.parse(localStorage.getItem(TECHNIQUES_KEY)!)).toEqual({
      version: 1,
      off: ['swordfish'],
    })
  })

  it('skips saved ids it no longer knows and keeps the others', () => {
    localStorage.setItem(
      TECHNIQUES_KEY,
      JSON.stringify({ version: 1, off: ['gone-wing', 'x-wing'] }),
    )
    const { box, wrapper, store } = reload()
    expect(box('X-Wing').element.checked).toBe(false)
    expect(store.off).toEqual(['x-wing'])
    expect(wrapper.find('[role="alert"]').exists()).toBe(false)
  })
})
