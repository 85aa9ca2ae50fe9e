/**
 * The import graph of src/ has no cycle (docs/ARCHITECTURE.md, Layers): `npm run lint`
 * runs `npm run lint:cycles`, which is dependency-cruiser with this file. Every edge
 * counts: .ts and .vue files, static and dynamic `import()`, and type-only imports
 * (a cycle in types is still two modules that cannot be read one before the other).
 * The layers themselves are ESLint's (eslint.config.js); this file only forbids cycles.
 * @type {import('dependency-cruiser').IConfiguration}
 */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'This import closes a cycle: move what both modules need into a module below both.',
      from: {},
      to: { circular: true },
    },
    {
      // A project import (relative or `@/`) the cruiser cannot follow is an edge it
      // cannot see. (Packages are not followed at all; Vite's `virtual:` modules are
      // not files.)
      name: 'no-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, path: '^([.]|@/)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are edges too (they vanish in the build, not in the design).
    tsPreCompilationDeps: true,
    // The `@/` alias (tsconfig.app.json's paths).
    tsConfig: { fileName: 'tsconfig.app.json' },
  },
}
