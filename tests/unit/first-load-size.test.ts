/**
 * scripts/first-load-size.mjs (`npm run size`): what it counts as the first page
 * load. The budget itself is checked on a real build (`npm run test:e2e`).
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { firstLoad, htmlScripts, staticImports } from '../../scripts/first-load-size.mjs'

describe('first-load-size', () => {
  it('reads the entry script and the modulepreloads of index.html, nothing else', () => {
    const html = `<head>
      <script type="module" crossorigin src="/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/shared-b.js">
      <link rel="stylesheet" crossorigin href="/assets/index-c.css">
      <link rel="icon" href="data:," />
    </head>`
    expect(htmlScripts(html)).toEqual(['/assets/index-a.js', '/assets/shared-b.js'])
  })

  it('follows static imports and re-exports, not dynamic import()', () => {
    const code =
      'import{a as b}from"./vue-1.js";import"./side-2.js";export{c}from"./re-3.js";' +
      'const l=()=>import(`./lazy-4.js`),m=import("./lazy-5.js");'
    expect(staticImports(code)).toEqual(['./vue-1.js', './side-2.js', './re-3.js'])
  })

  it('totals the chunks the entry reaches statically', () => {
    const dist = mkdtempSync(join(tmpdir(), 'first-load-'))
    mkdirSync(join(dist, 'assets'))
    writeFileSync(
      join(dist, 'index.html'),
      '<script type="module" src="/assets/index.js"></script>',
    )
    writeFileSync(
      join(dist, 'assets', 'index.js'),
      'import{x}from"./shared.js";const v=()=>import("./view.js");',
    )
    writeFileSync(join(dist, 'assets', 'shared.js'), 'export const x=1;')
    writeFileSync(join(dist, 'assets', 'view.js'), 'import{x}from"./shared.js";')
    expect(firstLoad(dist).map((f) => f.file)).toEqual(['assets/index.js', 'assets/shared.js'])
  })
})
