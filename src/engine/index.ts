/** The public face of the engine: what the store, the workers and the CLI import. */
export * from './geometry'
export * from './puzzle'
export * from './steps'
export * from './algorithm'
export * from './replay'
export * from './stops'
export { handoffProblem, type HandoffProblem } from './handoff'
export { explainStep, unitWords, type ExplainContext } from './explain'
export { techniqueName, TECHNIQUE_NAMES } from './logic/ids'
export { ratePuzzle, type Rating } from './logic/rating'
export { TECHNIQUES, WITHOUT_UNIQUENESS } from './logic/registry'
export type { Deduction, Technique } from './logic/types'
export type { LogicReport } from './algorithms/logic'
export { Solver, solverFor } from './solver'
export { ALGORITHMS, DEFAULT_ALGORITHM, getAlgorithm, sizeRefusal } from './algorithms/registry'
export { fastestFor, prepareWasm, wasmSupport } from './algorithms/wasm'
export {
  collectionLineNumbers,
  FORMAT_NAMES,
  MAX_TEXT_LENGTH,
  parseLines,
  parseMany,
  readsAsCollection,
  type ParsedMany,
  parsePuzzle,
  serialize,
  type ExportFormat,
  type FormatId,
  type ParseError,
  type ParseResult,
} from './formats'
export { notAPuzzle } from './formats/collection'
export { parseOneLine, quickNineLine } from './formats/line'
export {
  RecordSplitter,
  RECORD,
  recordLines,
  type PuzzleRecord,
  type RecordKind,
} from './formats/records'
export type { SourceLine } from './formats/text'
export {
  generate,
  generateMany,
  randomSeed,
  type Generated,
  type GenerateOptions,
} from './generate'
export {
  isLevel,
  LEVEL_BANDS,
  LEVELS,
  levelOf as ratingLevel,
  levelOf,
  levelScaleText,
  type Level,
} from './levels'
