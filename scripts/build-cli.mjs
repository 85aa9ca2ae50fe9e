#!/usr/bin/env node
/**
 * Builds the CLI: bundles src/cli/main.ts into dist-cli/sudoku-lab.mjs with esbuild,
 * and the worker threads' module, src/cli/worker.ts, beside it as worker.mjs (a
 * smaller bundle: no commands, bench or generator, so a worker starts sooner), and
 * the process and the worker that run a user's solver module (`--module`),
 * src/cli/module-host.ts and src/cli/module-worker.ts, as module-host.mjs and
 * module-worker.mjs. The
 * WebAssembly engine (assembly/) is rebuilt first when its sources are newer, as the
 * bundle holds it. Not committed: `npm ci` runs this (`prepare`), so the CLI runs in
 * plain Node from the first `npm run cli -- ...` on, writing nothing; during
 * development bin/sudoku-lab.mjs runs it again when a source is newer than the bundle.
 * It does nothing when the bundle is up to date; `--force` rebuilds anyway,
 * `--check` only says whether it is missing or stale (exit code 1).
 *
 * Plain JavaScript, so that it runs before anything is compiled.
 */
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { runBuildStep, writeAtomically } from './build-step.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
/** The main bundle, the one bin/sudoku-lab.mjs runs. */
export const BUNDLE = join(root, 'dist-cli', 'sudoku-lab.mjs')
const workerBundles = ['worker.mjs', 'module-host.mjs', 'module-worker.mjs'].map((f) =>
  join(root, 'dist-cli', f),
)
const sources = [join(root, 'src', 'cli'), join(root, 'src', 'engine'), join(root, 'src', 'bench')]
const assembly = join(root, 'assembly')
const wasmModule = join(root, 'src', 'engine', 'wasm', 'engine.gen.ts')

/** The newest modification time of any file under `dir` (0 when there is none). */
function newest(dir) {
  if (!existsSync(dir)) return 0
  let t = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    t = Math.max(t, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs)
  }
  return t
}

/** Whether the WebAssembly module is missing or older than its sources. */
function wasmStale() {
  return !existsSync(wasmModule) || newest(assembly) > statSync(wasmModule).mtimeMs
}

/** Whether a bundle is missing, or older than a source it is made of (the wasm module included). */
export function stale() {
  if (wasmStale() || !existsSync(BUNDLE) || !workerBundles.every(existsSync)) return true
  const built = statSync(BUNDLE).mtimeMs
  return sources.some((dir) => newest(dir) > built)
}

/** Rebuild what is stale (or everything, `force`); true when it wrote the bundles. */
export async function build({ force = false } = {}) {
  if (wasmStale()) {
    const { build: buildWasm } = await import(
      pathToFileURL(join(root, 'scripts', 'build-wasm.mjs')).href
    )
    await buildWasm()
  }
  if (!force && !stale()) return false
  // esbuild is a dev dependency: only a build needs it, never a run of the CLI.
  const { build: bundle } = await import('esbuild')
  const { outputFiles } = await bundle({
    entryPoints: [
      { in: join(root, 'src', 'cli', 'worker.ts'), out: 'worker' },
      { in: join(root, 'src', 'cli', 'module-host.ts'), out: 'module-host' },
      { in: join(root, 'src', 'cli', 'module-worker.ts'), out: 'module-worker' },
      { in: join(root, 'src', 'cli', 'main.ts'), out: 'sudoku-lab' },
    ],
    outdir: dirname(BUNDLE),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
    write: false,
  })
  // Written aside, then renamed (the workers' first, as the main bundle's time says
  // whether both are fresh): two builds at once never leave half a file to read.
  mkdirSync(dirname(BUNDLE), { recursive: true })
  const mainLast = (f) => Number(f.path === BUNDLE)
  for (const file of [...outputFiles].sort((x, y) => mainLast(x) - mainLast(y)))
    writeAtomically(file.path, file.contents)
  return true
}

await runBuildStep(import.meta.url, {
  label: 'cli bundle',
  built: `cli: built ${relative(root, dirname(BUNDLE))}/`,
  state: () => (!existsSync(BUNDLE) ? 'missing' : stale() ? 'stale' : 'up to date'),
  build,
})
