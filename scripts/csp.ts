import type { Plugin } from 'vite'

/**
 * The Content-Security-Policy of the built app: only its own scripts, styles, workers
 * and data (the puzzle collections are script chunks of the app), no inline script and
 * no eval (WebAssembly compiles, JavaScript eval does not). `data:` images are for the empty favicon. Style attributes that Vue and
 * Chart.js set through the CSSOM are not inline styles, so 'unsafe-inline' is not needed.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // 'wasm-unsafe-eval' lets the page compile the WebAssembly engine, and nothing else:
  // eval and new Function stay blocked.
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  // The sandbox of a user's solver (public/sandbox.html, src/sandbox/frame.ts), and
  // nothing else: said outright rather than left to default-src.
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ')

/**
 * Adds the policy as a <meta> tag at build time only: the dev server injects inline
 * styles and its client for hot reload, which the policy would block.
 */
export function contentSecurityPolicy(): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
        injectTo: 'head-prepend',
      },
    ],
  }
}
