import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import pluginVue from 'eslint-plugin-vue'
import globals from 'globals'
import tseslint from 'typescript-eslint'

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
  {
    // The engine is pure TypeScript: no Vue, no Pinia, no DOM.
    files: ['src/engine/**/*.ts'],
    languageOptions: { globals: { ...globals.es2023 } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'vue',
            'pinia',
            '@vueuse/*',
            '@/stores/*',
            '@/components/*',
            '../stores/*',
            '../components/*',
          ],
        },
      ],
      'no-restricted-globals': ['error', 'document', 'window', 'localStorage', 'navigator'],
    },
  },
  prettier,
)
