/**
 * Text someone else chose (a user solver's message, its name, an answer it returned)
 * made short enough to show, in one of two styles:
 *
 * - `'shown'`, for the page: the text as it is, and past `most` characters cut with
 *   an ellipsis and its length, `… (100,000,000 characters)`;
 * - `'line'`, for a line of the CLI's output: control characters escaped as well
 *   (`\n`, `\u001b`: the text can neither add a line nor drive the terminal), the
 *   escapes counting towards `most`, and the cut said `...(52428800 characters)`.
 *
 * Either way a short text (plain, for a line) comes back as it is, the length is
 * read before anything is copied (a 100 MB message is never copied whole), and a
 * character outside the Basic Multilingual Plane is never cut in half. A text cut
 * once comes back unchanged given a larger `most`.
 */
export type ShortTextStyle = 'shown' | 'line'

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

/** `text` at most about `most` characters long, in `style` (above). */
export function shortText(text: string, most: number, style: ShortTextStyle): string {
  const line = style === 'line'
  if (text.length <= most && !(line && CONTROL.test(text))) return text
  let out = ''
  let i = 0
  if (line) {
    for (; i < text.length && out.length < most; i++) {
      const ch = text[i]!
      out += CONTROL.test(ch) ? escaped(ch) : ch
    }
  } else {
    out = text.slice(0, most)
    i = out.length
  }
  // Not half of a character outside the Basic Multilingual Plane.
  const code = text.charCodeAt(i - 1)
  if (i < text.length && code >= 0xd800 && code <= 0xdbff) out += text[i++]
  if (i >= text.length) return out
  return line
    ? `${out}...(${text.length} characters)`
    : `${out}… (${text.length.toLocaleString('en')} characters)`
}
