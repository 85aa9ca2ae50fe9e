/** The public face of the engine: what the store, the workers and the CLI import. */
export * from './geometry'
export * from './puzzle'
export * from './steps'
export * from './algorithm'
export * from './replay'
export { explainStep } from './explain'
export { techniqueName, TECHNIQUE_NAMES } from './logic/ids'
export { level as ratingLevel } from './logic/agreement'
export { ratePuzzle, type Rating } from './logic/path'
export { TECHNIQUES, WITHOUT_UNIQUENESS } from './logic/registry'
export type { Deduction, Technique } from './logic/types'
export type { LogicReport } from './algorithms/logic'
export { Solver, solverFor } from './solver'
export { ALGORITHMS, DEFAULT_ALGORITHM, getAlgorithm } from './algorithms/registry'
export {
  collectionLineNumbers,
  FORMAT_NAMES,
  MAX_TEXT_LENGTH,
  parseMany,
  parsePuzzle,
  serialize,
  type ExportFormat,
  type FormatId,
  type ParseError,
  type ParseResult,
} from './formats'
