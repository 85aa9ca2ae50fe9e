/**
 * The public face of the engine, light enough for the page's first load: geometry,
 * puzzles, step logs and their replay and explanations, formats, levels, and every
 * algorithm without its code (algorithms/catalog.ts). It leaves out the code that
 * solves (each algorithm's `solve`, the human techniques and the rating, the
 * WebAssembly engine, the generator): that is `@/engine/full` (./full.ts), which
 * the Workers, the CLI and the tests import, and the page only from chunks it loads
 * when first needed. `npm run size` holds the first load to its budget.
 */
export * from './geometry'
export * from './puzzle'
export * from './steps'
export * from './algorithm'
export * from './replay'
export * from './stops'
export { handoffProblem, type HandoffProblem } from './handoff'
export { explainStep, unitWords, type ExplainContext } from './explain'
export { loadTechniqueText, techniqueText } from './technique-text'
export {
  CATALOGUE,
  isSeTechnique,
  TECHNIQUE_FAMILIES,
  techniqueName,
  TECHNIQUE_NAMES,
  type TechniqueFamily,
  type TechniqueRow,
} from './logic/catalogue'
export { hodokuRating, type HodokuLevel, type HodokuRating } from './logic/hodoku'
export {
  isLevel,
  LEVEL_BANDS,
  LEVELS,
  levelOf as ratingLevel,
  levelOf,
  levelScaleText,
  type Level,
} from './levels'
export type { Rating } from './logic/rating'
export type { Deduction, Technique } from './logic/types'
export type { LogicReport } from './algorithms/logic'
export {
  ALGORITHMS,
  DEFAULT_ALGORITHM,
  forgetUserAlgorithm,
  getAlgorithm,
  registerUserAlgorithm,
  userAlgorithmCode,
  userAlgorithmInfos,
  sizeRefusal,
  wasmSupport,
  type AlgorithmInfo,
} from './algorithms/catalog'
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
  loadPencilFormats,
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
export type { Generated, GenerateOptions } from './generate'
export {
  COUNTED_ALGORITHMS,
  COUNTERS,
  counterDefinition,
  counterMeaning,
  counterMeaningText,
  formatCounter,
  STEP_WORDS,
  type AlgorithmId,
  type CounterDefinition,
  type CounterId,
  type CounterMeaning,
  type CounterStep,
} from './counters'
export { blockLine, blockPuzzle, sampleIndices, type CollectionBlock } from './collection-reader'
export { clock } from './clock'
export { shortText, type ShortTextStyle } from './short-text'
export { seededRandom } from './random'
/** Tiny (a regular expression, a hash): the page tells a user solver's id from a built-in one, and names saved code. */
export {
  isUserAlgorithm,
  readSolverModule,
  solverId,
  type AnswerCheck,
  type SolverModule,
  type UserSolver,
} from './custom/contract'
/** A user solver's module run as an algorithm (the sandbox's harness; no bundle holds it unused). */
export { recordSteps, reportedCounters, userAlgorithm, type RecordedSolve } from './custom/adapter'
/** The referees that check every other algorithm's answers (src/bench/timing.ts). */
export { detour } from './algorithms/detour'
export { dlx } from './algorithms/dlx'
