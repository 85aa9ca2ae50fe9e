/**
 * What the build scripts (build-wasm.mjs, build-cli.mjs) share: writing a file so no
 * reader ever sees half of it, and the command line of a build step (`--check` says
 * whether its output is up to date, exit 0 or 1; `--force` rebuilds anyway).
 */
import { renameSync, writeFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

/** Write `contents` aside, then rename it over `path`: a reader never sees half a file. */
export function writeAtomically(path, contents) {
  const aside = `${path}.${process.pid}.tmp`
  writeFileSync(aside, contents)
  renameSync(aside, path)
}

/**
 * Run a build step when `moduleUrl` is the script node was started with. `--check`
 * prints `label: ` and `state()` ('missing', 'stale' or 'up to date'); otherwise
 * `build({ force })` runs, and when it wrote something `built` is printed with the
 * time it took.
 */
export async function runBuildStep(moduleUrl, { label, built, state, build }) {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return
  const args = process.argv.slice(2)
  if (args.includes('--check')) {
    const now = state()
    process.stdout.write(`${label}: ${now}\n`)
    process.exitCode = now === 'up to date' ? 0 : 1
    return
  }
  const started = performance.now()
  if (await build({ force: args.includes('--force') }))
    process.stderr.write(`${built} in ${((performance.now() - started) / 1000).toFixed(1)} s\n`)
}
