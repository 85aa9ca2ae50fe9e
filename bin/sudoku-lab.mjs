#!/usr/bin/env node
/**
 * The CLI's entry point: runs the compiled bundle of src/cli/main.ts (dist-cli/,
 * not committed), building it first with esbuild when it is missing or older than
 * any source it is made of. So a fresh `npm ci` then `npm run --silent cli -- ...`
 * works, and later runs start in plain Node without compiling TypeScript. The
 * worker threads' module, src/cli/worker.ts, is built beside it as worker.mjs:
 * a smaller bundle (no commands, bench or generator), so a worker starts sooner.
 * The WebAssembly engine (assembly/) is rebuilt first when its sources are newer.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const bundle = join(root, 'dist-cli', 'sudoku-lab.mjs')
const workerBundle = join(root, 'dist-cli', 'worker.mjs')
const sources = [join(root, 'src', 'cli'), join(root, 'src', 'engine'), join(root, 'src', 'bench')]
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
  if (!existsSync(bundle) || !existsSync(workerBundle)) return true
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
    entryPoints: [
      { in: join(root, 'src', 'cli', 'worker.ts'), out: 'worker' },
      { in: join(root, 'src', 'cli', 'main.ts'), out: 'sudoku-lab' },
    ],
    outdir: dirname(bundle),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
    write: false,
  })
  // Written aside, then renamed (the worker's first, as the main bundle's time
  // says whether both are fresh): two runs building at once never read half a file.
  mkdirSync(dirname(bundle), { recursive: true })
  const mainLast = (f) => Number(f.path === bundle)
  for (const file of [...outputFiles].sort((x, y) => mainLast(x) - mainLast(y))) {
    const aside = `${file.path}.${process.pid}.tmp`
    writeFileSync(aside, file.contents)
    renameSync(aside, file.path)
  }
}
await import(pathToFileURL(bundle).href)
