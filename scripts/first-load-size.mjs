#!/usr/bin/env node
/**
 * The JavaScript the first page load fetches, gzipped: the entry script of
 * dist/index.html, every chunk it names for modulepreload, and every chunk those
 * import statically (what the browser must fetch before the app runs). Chunks
 * loaded by a dynamic `import()` (the other views, the human techniques, the
 * WebAssembly engine, the collections) are not counted: they load when first needed.
 *
 *   npm run build && npm run size          prints each chunk and the total
 *   node scripts/first-load-size.mjs --budget 90
 *
 * Exits 1 when the total is over the budget (KB of 1000 bytes, gzip level 9, as
 * Vite's own report), or when dist/index.html is missing. Plain JavaScript with
 * no dependency and no browser, so that it runs right after `vite build`.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, posix } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

/** The first load's budget, KB gzipped (issue 22). */
export const BUDGET_KB = 90

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/** The scripts index.html fetches at once: `<script src>` and `<link rel=modulepreload>`. */
export function htmlScripts(html) {
  const found = []
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1]
    if (/^<script/i.test(tag) && attr('src')) found.push(attr('src'))
    else if (/^<link/i.test(tag) && /modulepreload/i.test(attr('rel') ?? '') && attr('href'))
      found.push(attr('href'))
  }
  return found
}

/**
 * The chunks a built chunk imports statically (`import ... from "./x.js"`,
 * `import "./x.js"`, `export ... from "./x.js"`), relative to the chunk. A dynamic
 * `import("./x.js")` has a parenthesis before its string, so it is not matched.
 */
export function staticImports(code) {
  const found = []
  const pattern =
    /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"'()]+\.js)["']/g
  for (const m of code.matchAll(pattern)) found.push(m[1])
  return found
}

/** Every file the first load fetches, by path under dist/, with its raw and gzipped sizes. */
export function firstLoad(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const queue = htmlScripts(html)
    .filter((src) => !/^[a-z]+:/i.test(src))
    .map((src) => posix.normalize(src.replace(/^\//, '')))
  const seen = new Set()
  const files = []
  while (queue.length) {
    const file = queue.shift()
    if (seen.has(file)) continue
    seen.add(file)
    const code = readFileSync(join(dist, file))
    files.push({ file, bytes: code.length, gzip: gzipSync(code, { level: 9 }).length })
    for (const spec of staticImports(code.toString('utf8')))
      queue.push(posix.normalize(posix.join(posix.dirname(file), spec)))
  }
  return files
}

function main() {
  const args = process.argv.slice(2)
  const at = args.indexOf('--budget')
  const budget = at >= 0 ? Number(args[at + 1]) : BUDGET_KB
  const dist = join(root, 'dist')
  if (!existsSync(join(dist, 'index.html'))) {
    console.error('dist/index.html is missing: run `npm run build` first.')
    process.exit(1)
  }
  const kb = (n) => (n / 1000).toFixed(1).padStart(7)
  const files = firstLoad(dist)
  let total = 0
  console.log('First page load, JavaScript:')
  for (const f of files) {
    total += f.gzip
    console.log(`  ${f.file.padEnd(44)} ${kb(f.bytes)} KB ${kb(f.gzip)} KB gzipped`)
  }
  const over = total > budget * 1000
  console.log(
    `  ${'total'.padEnd(44)} ${' '.repeat(10)} ${kb(total)} KB gzipped (budget ${budget} KB)${over ? ': OVER' : ''}`,
  )
  if (over) process.exit(1)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main()
