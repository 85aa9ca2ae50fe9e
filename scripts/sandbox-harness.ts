import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import type { Plugin } from 'vite'

/**
 * The import that gives the harness's script as a string (src/sandbox/frame.ts).
 * `?raw` because it is raw text, and so that vite/client's `*?raw` declaration types
 * it for every TypeScript program (the app's and the tests', which reach frame.ts).
 */
const ID = 'virtual:sandbox-harness?raw'
const RESOLVED = '\0virtual:sandbox-harness'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const SRC = resolve(ROOT, 'src')
const ENTRY = fileURLToPath(new URL('../src/sandbox/harness.ts', import.meta.url))

/**
 * `virtual:sandbox-harness?raw`: src/sandbox/harness.ts (the worker that runs a user's
 * solver) bundled with everything it imports (Comlink, the timing method, the
 * engine's checks of a user solver) into one classic script, exported as a string.
 * The sandbox page (public/sandbox.html) starts it from a blob as a *classic*
 * worker: in an opaque origin a module worker from a blob fails to start, and the
 * harness could not import chunks of the app from there anyway (the sandbox may
 * fetch nothing). So it is one IIFE, built with esbuild (Vite's own bundler works
 * per chunk and would split it), resolving the app's `@/` alias itself.
 */
export function sandboxHarness(): Plugin {
  return {
    name: 'sandbox-harness',
    // Before Vite's own `?raw` handling, which would look for a file of that name.
    enforce: 'pre',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null
      const result = await build({
        entryPoints: [ENTRY],
        absWorkingDir: ROOT,
        bundle: true,
        format: 'iife',
        platform: 'browser',
        target: 'es2022',
        minify: true,
        write: false,
        metafile: true,
        logLevel: 'silent',
        plugins: [
          {
            name: 'app-alias',
            setup(b) {
              b.onResolve({ filter: /^@\// }, (args) =>
                b.resolve('./' + args.path.slice(2), { kind: args.kind, resolveDir: SRC }),
              )
            },
          },
        ],
      })
      // The dev server rebuilds the string when any file of the harness changes.
      for (const input of Object.keys(result.metafile.inputs)) {
        this.addWatchFile(resolve(ROOT, input))
      }
      return `export default ${JSON.stringify(result.outputFiles[0]!.text)}`
    },
  }
}
