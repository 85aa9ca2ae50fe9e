/**
 * A puzzle command given no file reads standard input. On a terminal that looks like
 * a hang, so it says so once on stderr; piped or redirected input gets no line (the
 * output, --json included, is untouched either way: the hint goes to stderr).
 */

export const STDIN_HINT = 'reading puzzles from standard input (Ctrl-D to end; --help for usage)\n'

/** The line to write before reading, or null: only with no file named and stdin a terminal. */
export function stdinHint(positionals: readonly string[], stdinIsTTY: boolean): string | null {
  const reads = positionals.length === 0 || positionals.includes('-')
  return reads && stdinIsTTY ? STDIN_HINT : null
}
