import { fileURLToPath, URL } from 'node:url'
import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'vitest/config'
import { contentSecurityPolicy } from './scripts/csp.ts'
import { sandboxHarness } from './scripts/sandbox-harness.ts'

/**
 * Served cross-origin isolated, so `performance.now()` reads in 5 µs steps
 * instead of 100 µs (Chromium) and every solve time is measured on the finer
 * clock (src/bench/timing.ts). The app loads nothing from other origins. A static
 * host should send the same two headers (see the README); without them the app
 * works the same, its measurements just run longer to stay as precise.
 */
export const CROSS_ORIGIN_ISOLATION = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
}

export default defineConfig({
  plugins: [vue({ features: { optionsAPI: false } }), contentSecurityPolicy(), sandboxHarness()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    // Every module of the first load in one chunk (`$initial`: reached statically from
    // the entry). Left to itself, the bundler splits the modules the entry shares with
    // each lazily loaded chunk (a view, a panel) into common chunks by who reaches them,
    // though the entry always loads them first: a new lazy panel that imports Vue split
    // Vue out of its chunk and cost the first load 1.3 KB gzipped, for nothing.
    // One chunk is also the smaller download (87.3 KB against 89.9 KB in four).
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'first-load', tags: ['$initial'] }] } },
    },
  },
  worker: { format: 'es' },
  server: { port: 5173, headers: CROSS_ORIGIN_ISOLATION },
  preview: { port: 4173, strictPort: true, headers: CROSS_ORIGIN_ISOLATION },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/components/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
})
