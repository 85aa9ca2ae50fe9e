/** Types of scripts/first-load-size.mjs (plain JavaScript, so that it runs right after `vite build`). */
export const BUDGET_KB: number
/** The scripts index.html fetches at once: `<script src>` and `<link rel=modulepreload>`. */
export function htmlScripts(html: string): string[]
/** The chunks a built chunk imports statically, relative to it (not its dynamic `import()`s). */
export function staticImports(code: string): string[]
/** Every file the first load fetches, by path under `dist`, with its raw and gzipped sizes. */
export function firstLoad(dist: string): { file: string; bytes: number; gzip: number }[]
