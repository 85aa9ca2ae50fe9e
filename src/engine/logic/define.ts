/**
 * A technique from its catalogue row and its search: the row gives its id, name,
 * rating and what it gives (catalogue.ts); `find` is the search's first deduction.
 */
import { catalogued } from './catalogue'
import { ALL_SIZES, firstOf, type LogicState, type Technique, type Visit } from './types'

export function searchTechnique(
  id: string,
  search: (s: LogicState, visit: Visit) => void,
): Technique {
  return { ...catalogued(id), sizes: ALL_SIZES, find: firstOf(search), search }
}
