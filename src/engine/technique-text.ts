/**
 * The sentences of the human techniques (logic/explain/explain.ts), kept out of the page's
 * first load: only a log of the `logic` algorithm and the Play view's hints have
 * technique steps (docs/contracts/engine-faces.md). `@/engine/full`
 * provides them as it loads (the Workers, the CLI, the tests, the Play view); the
 * Solve view loads them alongside a Human logic solve (`loadTechniqueText`, called by
 * workers/solve-client.ts), so they are in before its log is shown. Should a
 * technique step be explained before that, it reads as the technique's name.
 */
import type { chainNotation, explainImplied, explainTechnique } from './logic/explain/explain'

export interface TechniqueText {
  explainTechnique: typeof explainTechnique
  explainImplied: typeof explainImplied
  /** A chain step in Eureka notation (logic/notation.ts), for the UI to show on demand. */
  chainNotation: typeof chainNotation
}

let text: TechniqueText | null = null

export function provideTechniqueText(sentences: TechniqueText): void {
  text = sentences
}

/** The technique sentences, or null while they are not loaded. */
export function techniqueText(): TechniqueText | null {
  return text
}

/** Load the technique sentences (once); resolves when `techniqueText()` has them. */
export function loadTechniqueText(): Promise<void> {
  return text ? Promise.resolve() : import('./logic/explain/explain').then(provideTechniqueText)
}
