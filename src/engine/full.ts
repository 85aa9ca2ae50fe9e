/**
 * The whole engine: everything of `@/engine` (./index.ts) and the code it leaves
 * out of the page's first load: every algorithm with its `solve`
 * (algorithms/registry.ts: `ALGORITHMS` and `getAlgorithm` here are those of
 * `@/engine` with their code), the human techniques and the rating, the Solver, the
 * WebAssembly engine, the generator and the technique sentences. The Workers, the CLI, the scripts and the
 * tests import it statically; the page's main thread only from modules it loads
 * when first needed (the Play view and its store), never from its first load.
 */
import { chainNotation, explainImplied, explainTechnique } from './logic/explain/explain'
import { provideTechniqueText } from './technique-text'
import { PENCIL_FORMATS } from './formats/pencil'
export { PENCIL_WRITERS, type PencilWriters } from './formats/pencil'
import { providePencilFormats } from './formats/pencil-hooks'

export { readHodokuComment, type HodokuTest } from './formats/pencil'

export * from './index'
export { ALGORITHMS, getAlgorithm } from './algorithms/registry'
export { fastestFor, prepareWasm } from './algorithms/wasm'
export { generate, generateMany, randomSeed } from './generate'
export {
  ratePuzzle,
  type BoundReason,
  type Figure,
  type Rating,
  type RatedStep,
} from './logic/rating'
export { shareChainCache } from './logic/chains/chain-cache'
export {
  FULL_TECHNIQUES,
  FULL_WITHOUT_UNIQUENESS,
  EASIEST_IDS,
  HODOKU_TECHNIQUES,
  REGISTRY_IDS,
  RESCUE,
  SE_IDS,
  UNIQUENESS,
  selectTechniques,
  techniqueSet,
  TECHNIQUES,
  WITHOUT_UNIQUENESS,
  type TechniqueSet,
} from './logic/registry'
export {
  allDeductions,
  DEFAULT_CAP,
  DEFAULT_TECHNIQUE_MS,
  solutionsKnown,
  uniquenessWhy,
  type SolutionsKnown,
  type AllDeductions,
  type AllDeductionsOptions,
  type TechniqueDeductions,
} from './logic/all'
export { applyDeduction, positionState, type Position } from './logic/position'
export { chainNotation } from './logic/notation'
export {
  HODOKU_CODES,
  hodokuCode,
  hodokuRating,
  HODOKU_LEVELS,
  HODOKU_SCORES,
  type HodokuLevel,
  type HodokuRating,
} from './logic/hodoku'
export { Solver, solverFor } from './solver'
export { findPositionProblems, hasPencilMarks, positionMasks, validatePosition } from './position'
export { baseline, type Baseline } from './algorithms/baseline'
export * from './play'
export { CollectionReader } from './collection-reader'
export { textEncodingOf, type TextEncoding } from './text-encoding'
export { ONE_LINE_BLANKS } from './formats/line'
export { ALL_SIZES, type LogicState } from './logic/types'
export { AnswerError, checkAnswer, readSolverModule, solverId } from './custom/contract'
export {
  logFromEvents,
  recordSteps,
  STEP_BACKTRACK,
  STEP_GUESS,
  STEP_PLACE,
  userAlgorithm,
  type StepEvents,
} from './custom/adapter'

// The technique sentences, at once for whoever imports the whole engine (technique-text.ts).
provideTechniqueText({ explainTechnique, explainImplied, chainNotation })
// The pencil-mark formats' detection and parsers, likewise (formats/pencil-hooks.ts);
// their writers are PENCIL_WRITERS, which `serialize` takes as an argument.
providePencilFormats(PENCIL_FORMATS)
