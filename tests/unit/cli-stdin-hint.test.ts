/**
 * `solve` (any puzzle command) with no file on a terminal says, on stderr, that it
 * reads standard input; piped input, or a file named, gets no such line.
 */
import { describe, expect, it } from 'vitest'
import { STDIN_HINT, stdinHint } from '../../src/cli/stdin-hint'

describe('the stdin hint', () => {
  it('is one line, naming standard input, Ctrl-D and --help', () => {
    expect(STDIN_HINT).toBe(
      'reading puzzles from standard input (Ctrl-D to end; --help for usage)\n',
    )
  })

  it('shows only when stdin is a terminal and no file is named (or "-")', () => {
    expect(stdinHint([], true)).toBe(STDIN_HINT)
    expect(stdinHint(['-'], true)).toBe(STDIN_HINT)
    expect(stdinHint([], false)).toBeNull()
    expect(stdinHint(['puzzles.txt'], true)).toBeNull()
    expect(stdinHint(['puzzles.txt'], false)).toBeNull()
  })
})
