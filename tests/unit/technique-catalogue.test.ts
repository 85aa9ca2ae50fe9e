/**
 * docs/techniques.md is made from the engine's technique catalogue
 * (scripts/technique-catalogue.ts): it must say what the catalogue says.
 */

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { TECHNIQUES_DOC, techniqueCatalogueMarkdown } from '../../scripts/technique-catalogue'

describe('docs/techniques.md', () => {
  it("is the catalogue's text (run `npm run docs:techniques` after changing the catalogue)", () => {
    const made = techniqueCatalogueMarkdown()
    const file = readFileSync(TECHNIQUES_DOC, 'utf8')
    expect(
      file === made,
      'docs/techniques.md differs from the catalogue: run `npm run docs:techniques`',
    ).toBe(true)
  })

  it('has a row for every technique, under its family', () => {
    const made = techniqueCatalogueMarkdown()
    expect(made).toMatch(/## Basic fish\n[\s\S]*\| X-Wing \| `x-wing` \| SE 3\.2 \|/)
    expect(made).toMatch(/\| Sue de Coq \| `sue-de-coq` \| ≈5\.0 \|/)
  })
})
