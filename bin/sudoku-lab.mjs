#!/usr/bin/env node
/**
 * The CLI's entry point: runs the compiled bundle of src/cli/main.ts (dist-cli/,
 * not committed), which `npm ci` builds (`prepare` runs scripts/build-cli.mjs), so
 * a run starts in plain Node and writes nothing. During development, when a source
 * is newer than the bundle (or the bundle is missing), it is rebuilt first by the
 * same script, which needs the dev dependencies (esbuild, assemblyscript).
 */
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build, BUNDLE, stale } from '../scripts/build-cli.mjs'

if (stale()) {
  try {
    await build()
  } catch (e) {
    const root = join(dirname(fileURLToPath(import.meta.url)), '..')
    process.stderr.write(
      `sudoku-lab: the CLI bundle is missing or stale and could not be built in ${root}` +
        ` (run npm ci, or npm run build:cli): ${e instanceof Error ? e.message : String(e)}\n`,
    )
    process.exit(1)
  }
}
await import(pathToFileURL(BUNDLE).href)
