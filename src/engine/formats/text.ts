/**
 * The text model every parser reads: the user's text cut into numbered lines,
 * plus the few character classes and error builders the formats share.
 * Everything here is one pass over its input (parsing is linear in the text).
 */
import type { ParseError, Parsed } from './types'

/** One line of the user's text, without its line ending. `no` is 1-based. */
export interface SourceLine {
  readonly no: number
  readonly text: string
}

/** Cut a text into lines at \r\n, \r or \n, dropping a leading byte order mark. */
export function splitLines(text: string): SourceLine[] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  return body.split(/\r\n|\r|\n/).map((t, i) => ({ no: i + 1, text: t }))
}

const SPACE = /\s/

/** JavaScript's \s, with a fast path for ASCII (the hot loops call this per character). */
export function isSpace(ch: string): boolean {
  const c = ch.charCodeAt(0)
  if (c < 128) return c === 32 || (c >= 9 && c <= 13)
  return SPACE.test(ch)
}

export function isBlankLine(line: SourceLine): boolean {
  return line.text.trim() === ''
}

/** `#` starts a comment line, or an .sdk metadata line (#A, #D, ...). */
export function isCommentLine(line: SourceLine): boolean {
  return line.text.trimStart().startsWith('#')
}

/** The optional `[Puzzle]` header of .sdk files (any case). */
export function isPuzzleHeader(line: SourceLine): boolean {
  return line.text.trim().toLowerCase() === '[puzzle]'
}

/**
 * The lines that can hold the grid, in every format: not blank, not a `#` line,
 * not a `[Puzzle]` header.
 */
export function contentLines(lines: readonly SourceLine[]): SourceLine[] {
  return lines.filter((l) => !isBlankLine(l) && !isCommentLine(l) && !isPuzzleHeader(l))
}

/** 1-based column of the first non-space character (1 for a blank line). */
export function startColumn(line: SourceLine): number {
  return line.text.length - line.text.trimStart().length + 1
}

/** 1-based column just after the last non-space character. */
export function endColumn(line: SourceLine): number {
  return line.text.trimEnd().length + 1
}

export function errorAt(line: number, column: number, message: string): ParseError {
  return { message: `Line ${line}, column ${column}: ${message}`, line, column }
}

export function failAt(line: number, column: number, message: string): Parsed {
  return { ok: false, error: errorAt(line, column, message) }
}

/**
 * Char code -> digit: '1' -> 1 ... '9' -> 9, then 'A'/'a' -> 10 ... 'P'/'p' -> 25, as
 * geometry's digitChar writes them; -1 for anything else. A table, since the
 * one-liner path reads every character of a collection through it.
 */
const DIGIT_OF = new Int8Array(128).fill(-1)
;[...'123456789ABCDEFGHIJKLMNOP'].forEach((ch, i) => {
  DIGIT_OF[ch.charCodeAt(0)] = i + 1
  DIGIT_OF[ch.toLowerCase().charCodeAt(0)] = i + 1
})

/** The digit a character stands for in a puzzle of side `size`, or -1. */
export function digitValue(ch: string, size: number): number {
  return digitCodeValue(ch.charCodeAt(0), size)
}

/** `digitValue` of a char code. */
export function digitCodeValue(code: number, size: number): number {
  const d = code < 128 ? DIGIT_OF[code]! : -1
  return d <= size ? d : -1
}

/** "a digit 1-9 or '.' for an empty cell": what a cell may be, for error messages. */
export function expectedCell(size: number, blank: string): string {
  const digits =
    size > 9
      ? `a digit 1-9, a letter A-${String.fromCharCode(55 + size)}`
      : `a digit 1-${Math.min(size, 9)}`
  return `${digits} or '${blank}' for an empty cell`
}

/** The character at `index` as an error message shows it: 'q', or U+0007 when unprintable. */
export function describeChar(text: string, index: number): string {
  const cp = text.codePointAt(index) ?? 0
  const ch = String.fromCodePoint(cp)
  if (cp < 0x20 || (cp >= 0x7f && cp <= 0xa0) || (cp >= 0xd800 && cp <= 0xdfff) || isSpace(ch))
    return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`
  return ch === "'" ? `"'"` : `'${ch}'`
}
