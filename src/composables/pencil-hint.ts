/**
 * The import hint of the pencil-mark formats Load reads (loaded lazily by
 * useImportText.ts: not part of the page's first load).
 */

/**
 * The pencil-mark formats Load reads (engine/formats/pencil.ts, read by a worker:
 * the page's parser does not know them, and must not load them), told apart as
 * pencil.ts's detectPencil does, loosely: Load's reading says what is wrong.
 */
const HODOKU_LINE = /^\s*:[0-9A-Za-z]+(-[0-9A-Za-z]+)?:/
const PM_FRAME = /^[\s\-=.:'*+|]*$/
/** What the box holds, as far as the hint can tell before loading. */
export interface TextHint {
  text: string
  /** A collection (one puzzle a line): Load reads it as your collection. */
  collection: boolean
}

export function pencilHint(text: string): TextHint | null {
  const content = text.split('\n').filter((l) => l.trim() !== '' && !/^\s*#/.test(l))
  if (!content.length) return null
  if (HODOKU_LINE.test(content[0]!)) {
    const n = content.length
    return n === 1
      ? {
          text: 'Looks like a HoDoKu library line: a position, its placed digits and candidates kept.',
          collection: false,
        }
      : {
          text: `Looks like a collection of ${n} HoDoKu library lines: Load puzzle opens it as your collection.`,
          collection: true,
        }
  }
  if (content.length === 1) {
    const t = content[0]!.trim()
    const lists = t.split(/[\s,]+/)
    const digits = lists.filter((l) => /^[1-9]+$/.test(l)).length
    if (
      (t.length === 729 && !/\s/.test(t)) ||
      (lists.length >= 60 && lists.length <= 100 && digits >= 0.9 * lists.length)
    )
      return {
        text: 'Looks like 81 candidate lists: a position, its candidates kept.',
        collection: false,
      }
    return null
  }
  const rows = content.filter((l) => !(PM_FRAME.test(l) && /[-=]{3}/.test(l)))
  if (rows.length !== 9) return null
  const tokens = rows.map((l) => l.match(/[^\s|]+/g) ?? [])
  if (
    tokens.filter((t) => t.length >= 6).length >= 5 &&
    tokens.some((row) => row.some((t) => /^[1-9]{2,9}$/.test(t)))
  )
    return {
      text: 'Looks like a pencil-mark grid: a position, its candidates kept.',
      collection: false,
    }
  return null
}
