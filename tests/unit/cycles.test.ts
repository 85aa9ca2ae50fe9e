/**
 * `npm run lint` fails on an import cycle in src/ (`npm run lint:cycles`: dependency-
 * cruiser with .dependency-cruiser.mjs). These cases plant small module graphs in a
 * temporary folder inside src/ and cruise them with the project's own configuration:
 * every kind of edge closes a cycle (static, type-only, dynamic, through a .vue file,
 * through the `@/` alias), and a graph without one passes.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { basename, dirname, join, relative } from 'node:path'
import { cruise, type ICruiseResult } from 'dependency-cruiser'
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import extractDepcruiseConfig from 'dependency-cruiser/config-utl/extract-depcruise-config'

/** Each planted graph: a subfolder, its files and their text. */
const GRAPHS: Record<string, Record<string, string>> = {
  static: {
    'a.ts': `import { b } from './b'\nexport const a = () => b`,
    'b.ts': `import { a } from './a'\nexport const b = () => a`,
  },
  'type-only': {
    'a.ts': `import type { B } from './b'\nexport interface A { b?: B }`,
    'b.ts': `import type { A } from './a'\nexport interface B { a?: A }`,
  },
  dynamic: {
    'a.ts': `import { b } from './b'\nexport const a = () => b`,
    'b.ts': `export const b = () => import('./a')`,
  },
  'three-long': {
    'a.ts': `import { b } from './b'\nexport const a = b`,
    'b.ts': `import { c } from './c'\nexport const b = c`,
    'c.ts': `import { a } from './a'\nexport const c = a`,
  },
  'vue-and-alias': {
    'use-thing.ts': `import Thing from '@/@@DIR@@/Thing.vue'\nexport const use = () => Thing`,
    'Thing.vue': `<script setup lang="ts">\nimport { use } from './use-thing'\nuse()\n</script>\n<template><p /></template>\n`,
  },
  'no-cycle': {
    'a.ts': `import { b } from './b'\nimport type { C } from './c'\nexport const a = (c: C) => [b, c]`,
    'b.ts': `import type { C } from './c'\nexport const b = (c?: C) => import('./c').then((m) => m.c ?? c)`,
    'c.ts': `export interface C { n: number }\nexport const c = { n: 1 }`,
  },
}

let dir: string
let result: ICruiseResult

beforeAll(async () => {
  dir = mkdtempSync(join('src', '__cycles-test-'))
  const alias = relative('src', dir)
  for (const [graph, files] of Object.entries(GRAPHS)) {
    for (const [name, text] of Object.entries(files)) {
      const path = join(dir, graph, name)
      mkdirSync(dirname(path), { recursive: true })
      writeFileSync(path, text.replace('@@DIR@@', `${alias}/${graph}`))
    }
  }
  const config = await extractDepcruiseConfig('./.dependency-cruiser.mjs')
  const { output } = await cruise(
    [dir],
    { ...config.options, ruleSet: config, validate: true },
    {},
    { tsConfig: extractTSConfig(config.options!.tsConfig!.fileName!) },
  )
  result = output as ICruiseResult
})

afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** The cycle rule's violations in `graph`: the modules each cycle goes through. */
function cycles(graph: string): string[][] {
  const inGraph = (p: string) => p.startsWith(join(dir, graph) + '/')
  return result.summary.violations
    .filter((v) => v.rule.name === 'no-circular' && inGraph(v.from))
    .map((v) => [v.from, ...(v.cycle ?? []).map((c) => c.name)])
}

describe('import cycles, found by lint', () => {
  it.each(['static', 'type-only', 'dynamic', 'three-long'])('a %s cycle is reported', (graph) => {
    expect(cycles(graph).length).toBeGreaterThan(0)
  })

  it('a cycle through a .vue file and the @/ alias is reported', () => {
    const found = cycles('vue-and-alias')
    expect(found.length).toBeGreaterThan(0)
    expect(found.flat()).toContain(join(dir, 'vue-and-alias', 'Thing.vue'))
  })

  it('a graph without a cycle passes, and every import in it is followed', () => {
    expect(cycles('no-cycle')).toEqual([])
    const edges = result.modules
      .filter((m) => m.source.startsWith(join(dir, 'no-cycle') + '/'))
      .flatMap((m) => m.dependencies.map((d) => `${basename(m.source)} -> ${basename(d.resolved)}`))
    // b.ts -> c.ts twice: its type import and its dynamic import.
    expect(edges.sort()).toEqual(['a.ts -> b.ts', 'a.ts -> c.ts', 'b.ts -> c.ts', 'b.ts -> c.ts'])
    expect(result.summary.violations.filter((v) => v.rule.name !== 'no-circular')).toEqual([])
  })
})
