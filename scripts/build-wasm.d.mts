/** Types of scripts/build-wasm.mjs (plain JavaScript, so that it runs before anything is compiled). */
export const GENERATED: string
export const ASC_OPTIONS: string[]
/** The hash a module built now from the current sources would carry. */
export function sourceHash(): string
/** The hash recorded in the generated module, or null when there is none. */
export function builtHash(): string | null
/** Compile assembly/ to the module's bytes. */
export function compile(): Promise<Uint8Array>
/** Rebuild when stale (or `force`); true when it wrote the module. */
export function build(options?: { force?: boolean }): Promise<boolean>
