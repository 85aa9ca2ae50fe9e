/**
 * Text a user's solver module chose (a thrown message, its name, a count it
 * returned) as one short line: output is one line per puzzle, and a module must
 * not be able to add a line, write 50 MB into one, or drive the terminal.
 */
import { shortText } from '../engine'

/**
 * `text` on one line of about `max` characters at most: control characters
 * escaped (`\n`, `\u001b`), and past `max` the rest cut, with `...` and the
 * original length: `no idea...(52428800 characters)`. Text that is already
 * short and plain comes back as it is, and so does this function's own output
 * when given a larger `max` (nothing is escaped twice). The engine's shortText,
 * in the style of a line.
 */
export function oneLine(text: string, max: number): string {
  return shortText(text, max, 'line')
}

/** How much of a module's message (a throw, a load error) a line shows, characters. */
export const MESSAGE_MAX = 200

/**
 * Any answer line of `solve --module` or `count --module`, at most, before its
 * cut: room for the longest line the CLI makes itself (a 25x25 solution, 625
 * characters; a puzzle's list of conflicts) with a module's message in it.
 */
export const LINE_MAX = 1024
