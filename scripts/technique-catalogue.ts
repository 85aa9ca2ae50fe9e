/**
 * docs/techniques.md from the engine's technique catalogue
 * (src/engine/logic/catalogue.ts): a table per family, each technique with its
 * registry id, rating, place in Sudoku Explainer's order, HoDoKu's code, score and
 * level, the sets it is in and the deduction ids it gives.
 *
 *   npm run docs:techniques          write docs/techniques.md
 *
 * tests/unit/technique-catalogue.test.ts makes the text again and fails when the file
 * differs from it: run this after changing the catalogue.
 */

import { writeFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import {
  CATALOGUE,
  DEDUCTIONS,
  givesOf,
  TECHNIQUE_FAMILIES,
  type HodokuFacts,
  type TechniqueRow,
} from '../src/engine/logic/catalogue'
import { HODOKU_TECHNIQUES } from '../src/engine/logic/registry'

export const TECHNIQUES_DOC = new URL('../docs/techniques.md', import.meta.url)

/** "SE 3.2", "≈4.3", "SE 6.6+", as the switches show a rating. */
function rating(row: TechniqueRow): string {
  return `${row.se !== undefined ? 'SE ' : '≈'}${row.rating.toFixed(1)}${row.grows ? '+' : ''}`
}

function hodoku(h: HodokuFacts | undefined): string {
  if (!h) return '–'
  return `${h.code ?? '–'} · ${h.score} ${h.level}${h.est ? ' (est.)' : ''}`
}

const hodokuSet = new Set(HODOKU_TECHNIQUES.map((t) => t.id))

function sets(row: TechniqueRow): string {
  const out = [
    ...(row.se !== undefined ? ['se'] : []),
    ...(hodokuSet.has(row.id) ? ['hodoku'] : []),
  ]
  return [...out, 'full'].join(', ')
}

/** The deductions a row gives, "name (`id`, HoDoKu code)", when they differ from its own. */
function gives(row: TechniqueRow): string {
  const ids = givesOf(row)
  if (!ids) return ''
  return ids
    .map((id) => {
      const d = DEDUCTIONS.get(id)!
      return `${d.name} (\`${id}\`${d.hodoku?.code ? `, ${d.hodoku.code}` : ''})`
    })
    .join('; ')
}

/** The text of docs/techniques.md. */
export function techniqueCatalogueMarkdown(): string {
  const lines = [
    '# Techniques',
    '',
    '<!-- Made by `npm run docs:techniques` from src/engine/logic/catalogue.ts: edit the catalogue, not this file. -->',
    '',
    `The ${CATALOGUE.length} human techniques of the logic solver, by family. **#** is the`,
    "technique's place in the full set's order (HoDoKu's default solver order: the `logic`",
    "solve tries them in it), **SE** its place in Sudoku Explainer's order for the SE set.",
    'A rating "SE 3.2" is Sudoku Explainer\'s own; "≈4.3" our estimate on its scale; "+"',
    'marks a rating that grows with the pattern. **HoDoKu** is the library code, score and',
    'level of its step ("est." where HoDoKu has no such step: its nearest relative\'s).',
    "**Sets**: `se` gives the SE rating, `hodoku` HoDoKu's rating, `full` drives watching,",
    'hints and `steps` (`--set` and `--technique` on the CLI take these names and ids).',
    '**U** marks a technique that assumes the puzzle has one solution.',
  ]
  for (const family of TECHNIQUE_FAMILIES) {
    lines.push('', `## ${family}`, '')
    lines.push('| # | Technique | Id | Rating | SE | HoDoKu | Sets | U | Gives |')
    lines.push('|---:|---|---|---|---:|---|---|---|---|')
    for (const [i, row] of CATALOGUE.entries()) {
      if (row.family !== family) continue
      lines.push(
        `| ${i + 1} | ${row.name} | \`${row.id}\` | ${rating(row)} | ${row.se ?? ''} | ${hodoku(row.hodoku)} | ${sets(row)} | ${row.uniqueness ? 'U' : ''} | ${gives(row)} |`,
      )
    }
  }
  return lines.join('\n') + '\n'
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(TECHNIQUES_DOC, techniqueCatalogueMarkdown())
  console.log(`wrote ${TECHNIQUES_DOC.pathname}`)
}
