#!/usr/bin/env node
/**
 * The CLI's entry point: runs the compiled bundle of src/cli/main.ts (dist-cli/,
 * not committed), building it first with esbuild when it is missing or older than
 * any source it is made of. So a fresh `npm ci` then `npm run --silent cli -- ...`
 * works, and later runs start in plain Node without compiling TypeScript. The
 * WebAssembly engine (assembly/) is rebuilt first when its sources are newer.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const bundle = join(root, 'dist-cli', 'sudoku-lab.mjs')
const sources = [join(root, 'src', 'cli'), join(root, 'src', 'engine')]
const wasmModule = join(root, 'src', 'engine', 'wasm', 'engine.gen.ts')

/** The newest modification time of any file under `dir`. */
function newest(dir) {
  let t = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    t = Math.max(t, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs)
  }
  return t
}

function stale() {
  if (!existsSync(bundle)) return true
  const built = statSync(bundle).mtimeMs
  return sources.some((dir) => newest(dir) > built)
}

if (!existsSync(wasmModule) || newest(join(root, 'assembly')) > statSync(wasmModule).mtimeMs) {
  const { build: buildWasm } = await import(
    pathToFileURL(join(root, 'scripts', 'build-wasm.mjs')).href
  )
  await buildWasm()
}

if (stale()) {
  const { build } = await import('esbuild')
  const { outputFiles } = await build({
    entryPoints: [join(root, 'src', 'cli', 'main.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
    write: false,
  })
  // Written aside, then renamed: two runs building at once never read half a file.
  mkdirSync(dirname(bundle), { recursive: true })
  const aside = `${bundle}.${process.pid}.tmp`
  writeFileSync(aside, outputFiles[0].contents)
  renameSync(aside, bundle)
}
await import(pathToFileURL(bundle).href)
