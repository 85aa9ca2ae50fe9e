/**
 * Uniqueness, the full set: the forms of the deadly rectangle Sudoku Explainer never
 * had, after HoDoKu (UniquenessSolver), and BUG lite after SudokuWiki.
 *
 * The rectangles here are HoDoKu's: four unsolved cells at the corners of a
 * rectangle in two rows, two columns and two boxes, one of them holding exactly the
 * pair {a,b}, and a and b still allowed in every corner by the digits on the board
 * (a corner whose a or b was struck by a technique still counts: "unique rectangles
 * with missing candidates"). The argument never needs the corners' pencil marks: if
 * the four corners ended up a/b/b/a, swapping a and b would give a second solution,
 * whatever was struck from them before. `plain` corners hold nothing but a and/or b,
 * `extra` corners hold other digits too.
 *   HoDoKu's forms of types 1 to 4 (`unique-rectangle-hodoku`): SE's types on a
 *     rectangle where some corner lost a or b, which SE does not look at, and on any
 *     rectangle type 3's other naked subsets (SE keeps the easiest one), with the
 *     box a line subset locks. The SE set must keep finding what SE finds, so these
 *     live in the full set only.
 *   Type 5: one extra digit x in two diagonal corners or in three: one of them is x,
 *     so x leaves every cell that sees them all. (SE's type 2 takes the diagonal
 *     form with equal cells as its own; HoDoKu and this file call it type 5.)
 *   Type 6: two diagonal extra corners, and a has no place in the rectangle's rows
 *     and columns outside it: a sits on one diagonal, and not on the extra one (the
 *     plain diagonal would then be b/b), so the extra corners lose a.
 *   Hidden rectangle: a plain corner C; in the row and the column through the
 *     opposite corner D, a has no place outside the rectangle. D = b would force a
 *     into both neighbours of D and so C = b: the deadly pattern. D loses b.
 *   Avoidable rectangles: the same pattern over cells solved while solving (never
 *     givens, which the swap could not move). Type 1: three corners solved a/b/b:
 *     the fourth cannot be a. Type 2: two solved corners a and b side by side, the
 *     other two {b,x} and {a,x}: one of them is x, so x leaves the cells seeing both.
 *     These need to know which digits are givens: `givens` on the state (1 = given);
 *     without it they find nothing.
 *   BUG lite: a set of unsolved cells where every cell but one holds two digits of
 *     the set, and each digit of a cell appears exactly twice in each of that cell's
 *     row, column and box within the set: the digits could be swapped around it.
 *     The one cell with more digits cannot take either digit of the pattern. Three
 *     digits or more (two make a unique rectangle or loop, SE's), ten cells at most.
 */

import type { Technique } from '../types'
import { avoidable1, avoidable2 } from './avoidable'
import { bugLite } from './bug-lite'
import { hodokuRectangles } from './rectangles-hodoku'
import { hidden, type5, type6 } from './rectangles-more'

/** This family's techniques; the registry orders them (catalogue.ts). */
export const UNIQUENESS_EXTENDED: readonly Technique[] = [
  hodokuRectangles,
  type5,
  type6,
  hidden,
  avoidable1,
  avoidable2,
  bugLite,
]
