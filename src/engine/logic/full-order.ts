/**
 * The full technique set's order: registry ids, easiest first. The `logic` solve
 * takes, at each step, the first technique of the set that makes progress. A
 * technique not listed here goes after those listed, by its rating.
 */

export const FULL_ORDER: readonly string[] = []
