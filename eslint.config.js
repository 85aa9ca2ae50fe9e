import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import pluginVue from 'eslint-plugin-vue'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Import patterns for the folders `names` under src/, in alias and relative form. */
const folders = (names) => names.flatMap((n) => [`@/${n}`, `@/${n}/*`, `**/${n}/*`])
const VUE = ['vue', 'pinia', '@vueuse/*']

/**
 * Layer by layer, from the bottom: the files of the layer, and what they must not
 * import (every folder above them, and Vue where the layer is plain TypeScript).
 */
const LAYERS = [
  {
    name: 'engine',
    files: ['src/engine/**/*.ts'],
    banned: [
      ...VUE,
      ...folders(['bench', 'workers', 'sandbox', 'services', 'persistence', 'board', 'cli']),
      ...folders(['stores', 'composables', 'components', 'views']),
    ],
  },
  {
    name: 'bench (the timing method, pure)',
    files: ['src/bench/**/*.ts'],
    banned: [
      ...VUE,
      ...folders(['workers', 'sandbox', 'services', 'persistence', 'board', 'cli']),
      ...folders(['stores', 'composables', 'components', 'views']),
    ],
  },
  {
    name: 'workers and their clients',
    files: ['src/workers/**/*.ts'],
    banned: [
      ...VUE,
      ...folders(['sandbox', 'services', 'persistence', 'board', 'cli', 'stores']),
      ...folders(['composables', 'components', 'views']),
    ],
  },
  {
    name: 'sandbox (a user solver in its iframe: the engine faces, the timing, its own files)',
    files: ['src/sandbox/**/*.ts'],
    banned: [
      ...VUE,
      ...folders(['workers', 'services', 'persistence', 'board', 'cli', 'stores']),
      ...folders(['composables', 'components', 'views']),
    ],
  },
  {
    name: 'persistence (IndexedDB, localStorage, the URL)',
    files: ['src/persistence/**/*.ts'],
    banned: [
      ...VUE,
      ...folders(['workers', 'sandbox', 'services', 'board', 'cli', 'stores']),
      ...folders(['composables', 'components', 'views']),
    ],
  },
  {
    name: 'services (the I/O the stores call: plain TypeScript, at most Vue reactivity)',
    files: ['src/services/**/*.ts'],
    banned: ['pinia', ...folders(['board', 'cli', 'stores', 'composables', 'components', 'views'])],
  },
  {
    name: 'the board model (Vue reactivity, no store)',
    files: ['src/board/**/*.ts'],
    banned: [
      'pinia',
      ...folders(['workers', 'sandbox', 'services', 'persistence', 'cli', 'stores']),
      ...folders(['composables', 'components', 'views']),
    ],
  },
  {
    name: 'the CLI',
    files: ['src/cli/**/*.ts'],
    banned: [
      ...VUE,
      ...folders(['workers', 'sandbox', 'services', 'persistence', 'board', 'stores']),
      ...folders(['composables', 'components', 'views']),
    ],
  },
  {
    name: 'stores',
    files: ['src/stores/**/*.ts', 'src/collections.ts'],
    banned: folders(['cli', 'composables', 'components', 'views']),
  },
  {
    name: 'composables',
    files: ['src/composables/**/*.ts'],
    banned: folders(['cli', 'components', 'views']),
  },
  {
    name: 'components',
    files: ['src/components/**/*.{ts,vue}'],
    banned: folders(['cli', 'views']),
  },
  {
    name: 'views (and the app shell)',
    files: ['src/views/**/*.vue', 'src/App.vue', 'src/main.ts'],
    banned: folders(['cli']),
  },
]

/**
 * The engine's two public faces: `@/engine` (src/engine/index.ts, light enough for
 * the page's first load) and `@/engine/full` (src/engine/full.ts, every algorithm's
 * code, the techniques, the generator). Nothing outside the engine reaches past them.
 */
const ENGINE_FACES = [
  '@/engine/*',
  '!@/engine/full',
  '**/engine/*',
  '!**/engine/full',
  '!**/engine/index',
]

const layerRules = () =>
  LAYERS.map(({ name, files, ignores, banned }) => ({
    name: `layer: ${name}`,
    files,
    ...(ignores ? { ignores } : {}),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...(name === 'engine'
              ? []
              : [
                  {
                    group: ENGINE_FACES,
                    message:
                      'Import the engine through @/engine or @/engine/full (src/engine/index.ts, full.ts).',
                  },
                ]),
            {
              group: banned,
              message: `The ${name.split(' ')[0]} layer may not import this (docs/ARCHITECTURE.md, Layers).`,
            },
          ],
        },
      ],
    },
  }))

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-cli/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      // AssemblyScript (decorators on functions, i32 and v128 types): compiled and checked by asc.
      'assembly/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginVue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'vue/no-v-html': 'error',
    },
  },
  // The layers (docs/ARCHITECTURE.md, "Layers"): each folder imports only the
  // folders below it. A rule names what lies above a layer (and the libraries it
  // must not use); any import of those is an error, in both spellings
  // (`@/stores/solve` and `../stores/solve`).
  ...layerRules(),
  {
    // The engine and the timing method run in Node, a Worker or the page: no DOM.
    files: ['src/engine/**/*.ts', 'src/bench/**/*.ts'],
    languageOptions: { globals: { ...globals.es2023 } },
    rules: {
      'no-restricted-globals': ['error', 'document', 'window', 'localStorage', 'navigator'],
    },
  },
  prettier,
)
