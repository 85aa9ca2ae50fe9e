/**
 * Text from a user solver's sandbox, made fit to show (bounds.ts has the other
 * bounds): the views of the first load import this alone.
 */
import { shortText } from '@/engine'

/** Most characters of a sandbox's error message, note or reason the harness posts (the page keeps at most twice that). */
export const MAX_TEXT = 300
/** Most characters of such a text the page shows (the harness's cut text and its length pass whole). */
export const SHOWN_TEXT = 2 * MAX_TEXT
/**
 * `x` as text fit to show: a string of at most `most` characters as it is, a longer one
 * cut to `most` with an ellipsis and its length ("… (100,000,000 characters)"); anything
 * else as `fallback`. The length is read before anything is copied (the engine's
 * shortText, in the page's style).
 */
export function shorten(x: unknown, most = SHOWN_TEXT, fallback = ''): string {
  return typeof x === 'string' ? shortText(x, most, 'shown') : fallback
}

/**
 * The message of anything thrown, shortened (a huge one is never copied whole). A
 * message the harness already cut (MAX_TEXT and its length said) passes as it is.
 */
export function errorMessage(e: unknown, most = SHOWN_TEXT): string {
  if (typeof e === 'string') return shorten(e, most)
  if (typeof e === 'object' && e !== null) {
    const message = (e as { message?: unknown }).message
    if (typeof message === 'string') return shorten(message, most)
  }
  return 'the solver failed'
}
