/**
 * Which text encoding a file's first bytes show: UTF-16 (as Windows tools write
 * "Unicode" text) or else UTF-8. The CLI's reader and the app's file reader both ask
 * here, so a file reads the same in the terminal and in the page.
 */

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be'

/**
 * UTF-16 when the bytes start with its byte order mark (FF FE little-endian, FE FF
 * big-endian), or, without one, when the first 8 bytes are ASCII characters (puzzle
 * text) each with a zero byte after it (LE) or before it (BE): UTF-8 text never has
 * such zero bytes, and a binary file that happens to start so still meets a NUL
 * character later. `utf-8` otherwise, and for fewer than 2 bytes.
 */
export function textEncodingOf(start: Uint8Array): TextEncoding {
  if (start[0] === 0xff && start[1] === 0xfe) return 'utf-16le'
  if (start[0] === 0xfe && start[1] === 0xff) return 'utf-16be'
  if (start.length < 8) return 'utf-8'
  const ascii = (b: number) => b > 0 && b < 0x80
  let le = true
  let be = true
  for (let i = 0; i < 8; i += 2) {
    le &&= ascii(start[i]!) && start[i + 1] === 0
    be &&= start[i] === 0 && ascii(start[i + 1]!)
  }
  return le ? 'utf-16le' : be ? 'utf-16be' : 'utf-8'
}
