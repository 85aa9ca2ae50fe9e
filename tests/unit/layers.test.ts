/**
 * The layers of docs/ARCHITECTURE.md hold because lint says so: an import that goes
 * up a layer, or past the engine's two public faces, is an error in `npm run lint`.
 * These cases run the project's own ESLint configuration on one-line files.
 */
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

/** A file of `file`'s kind that imports `from` (a component gets a script block). */
const use = (file: string, from: string) =>
  file.endsWith('.vue')
    ? `<script setup lang="ts">\nimport { x } from '${from}'\nconsole.log(x)\n</script>\n`
    : `import { x } from '${from}'\nexport const y = x\n`

describe('the layers, enforced by lint', () => {
  it.each([
    ['src/engine/solver.ts', '@/stores/solve'],
    ['src/engine/solver.ts', 'vue'],
    ['src/engine/solver.ts', '../bench/timing'],
    ['src/bench/timing.ts', '@/workers/bench-client'],
    ['src/workers/solve-client.ts', '@/stores/solve'],
    ['src/persistence/history.ts', 'vue'],
    ['src/persistence/history.ts', '../stores/history'],
    ['src/board/board-view.ts', '@/stores/solve'],
    ['src/cli/main.ts', '@/persistence/history'],
    ['src/stores/solve.ts', '@/composables/useView'],
    ['src/stores/solve.ts', '../components/board/BoardGrid.vue'],
    ['src/composables/useRace.ts', '@/components/compare/CompareRace.vue'],
    ['src/components/board/BoardCell.vue', '@/views/SolveView.vue'],
    // The sandbox: the engine's faces, the timing and its own files, nothing above.
    ['src/sandbox/bounds.ts', 'vue'],
    ['src/sandbox/bounds.ts', '@/workers/solve-client'],
    ['src/sandbox/bounds.ts', '../workers/bench-types'],
    ['src/sandbox/bounds.ts', '@/services/solving'],
    ['src/sandbox/bounds.ts', '@/persistence/solvers'],
    ['src/sandbox/bounds.ts', '@/stores/solvers'],
    ['src/sandbox/bounds.ts', '@/composables/useRace'],
    ['src/sandbox/bounds.ts', '@/cli/main'],
    // Services: plain TypeScript under the stores.
    ['src/services/solving.ts', 'pinia'],
    ['src/services/solving.ts', '@/stores/solve'],
    ['src/services/solving.ts', '../stores/history'],
    ['src/services/solving.ts', '@/composables/useView'],
    ['src/services/solving.ts', '@/components/board/BoardGrid.vue'],
    ['src/services/solving.ts', '@/views/SolveView.vue'],
    ['src/services/solving.ts', '@/board/board-view'],
    ['src/services/solving.ts', '@/cli/main'],
    // Nothing below the services (or the sandbox, but for its callers) imports them.
    ['src/engine/solver.ts', '@/services/solving'],
    ['src/engine/solver.ts', '../sandbox/bounds'],
    ['src/bench/timing.ts', '@/services/scheduler'],
    ['src/workers/solve-client.ts', '@/services/solving'],
    ['src/workers/solve-client.ts', '@/sandbox/inspect'],
    ['src/persistence/solvers.ts', '@/services/user-solvers'],
    ['src/persistence/solvers.ts', '@/sandbox/bounds'],
    ['src/board/board-view.ts', '@/services/solving'],
    ['src/cli/main.ts', '@/services/solving'],
    ['src/cli/main.ts', '../sandbox/bounds'],
  ])('%s may not import %s', async (file, from) => {
    expect(await problems(file, use(file, from))).toHaveLength(1)
  })

  it.each([
    ['src/components/playback/step-kinds.ts', '@/engine/counters'],
    ['src/stores/play.ts', '@/engine/play'],
    ['src/bench/timing.ts', '../engine/algorithms/detour'],
    ['src/sandbox/bounds.ts', '@/engine/custom/adapter'],
    ['src/services/solving.ts', '@/engine/solver'],
  ])('%s may not reach past the engine’s faces to %s', async (file, from) => {
    expect(await problems(file, use(file, from))).toEqual([
      expect.stringContaining('through @/engine or @/engine/full'),
    ])
  })

  it.each([
    ['src/stores/solve.ts', '@/engine'],
    ['src/stores/play.ts', '@/engine/full'],
    ['src/stores/solve.ts', '@/board/board-view'],
    ['src/stores/history.ts', '@/persistence/history'],
    ['src/composables/useRace.ts', '@/stores/solve'],
    ['src/components/board/BoardGrid.vue', '@/composables/useView'],
    ['src/engine/solver.ts', './algorithms/shared'],
    ['src/bench/rating.ts', '../engine/full'],
    ['src/sandbox/bounds.ts', '@/engine'],
    ['src/sandbox/bounds.ts', '@/engine/full'],
    ['src/sandbox/bounds.ts', './protocol'],
    ['src/sandbox/bounds.ts', '@/bench/timing'],
    ['src/services/solving.ts', '@/engine/full'],
    ['src/services/solving.ts', '@/bench/timing'],
    ['src/services/solving.ts', '@/workers/solve-client'],
    ['src/services/solving.ts', '@/sandbox/host'],
    ['src/services/solving.ts', '@/persistence/history'],
    ['src/services/scheduler.ts', 'vue'],
    ['src/stores/solve.ts', '@/services/solving'],
  ])('%s may import %s', async (file, from) => {
    expect(await problems(file, use(file, from))).toEqual([])
  })
})
