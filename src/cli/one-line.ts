/**
 * Text a user's solver module chose (a thrown message, its name, a count it
 * returned) as one short line: output is one line per puzzle, and a module must
 * not be able to add a line, write 50 MB into one, or drive the terminal.
 *
 * No imports: the module's host process (module-host.ts) uses it too, and stays
 * a small bundle.
 */

/**
 * Characters that break a line or drive a terminal: the C0 controls (\n, \r,
 * ESC ...), DEL, the C1 controls, and Unicode's line and paragraph separators.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' }

/** A control character as text: `\n`, `\r`, `\t`, else `\u001b`. */
function escaped(ch: string): string {
  return NAMED[ch] ?? `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`
}

/**
 * `text` on one line of about `max` characters at most: control characters
 * escaped (`\n`, `\u001b`), and past `max` the rest cut, with `...` and the
 * original length: `no idea...(52428800 characters)`. Text that is already
 * short and plain comes back as it is, and so does this function's own output
 * when given a larger `max` (nothing is escaped twice).
 */
export function oneLine(text: string, max: number): string {
  if (text.length <= max && !CONTROL.test(text)) return text
  let out = ''
  let i = 0
  for (; i < text.length && out.length < max; i++) {
    const ch = text[i]!
    out += CONTROL.test(ch) ? escaped(ch) : ch
  }
  // Not half of a character outside the Basic Multilingual Plane.
  const code = text.charCodeAt(i - 1)
  if (i < text.length && code >= 0xd800 && code <= 0xdbff) out += text[i++]
  return i < text.length ? `${out}...(${text.length} characters)` : out
}

/** How much of a module's message (a throw, a load error) a line shows, characters. */
export const MESSAGE_MAX = 200

/**
 * Any answer line of `solve --module` or `count --module`, at most, before its
 * cut: room for the longest line the CLI makes itself (a 25x25 solution, 625
 * characters; a puzzle's list of conflicts) with a module's message in it.
 */
export const LINE_MAX = 1024
