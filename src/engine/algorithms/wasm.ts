/**
 * `wasm`: the band engine of `fast` compiled to WebAssembly with SIMD128, from
 * assembly/engine.ts (AssemblyScript) by scripts/build-wasm.mjs, which embeds the
 * module in wasm/engine.gen.ts. 9x9 only. It follows the same rules and branches
 * on the same cells as `fast` (the same search tree, node for node), so:
 *   - with a step log (watching it in the Solve view) it hands over to the fast
 *     engine's recording path, which records that very search;
 *   - its answers and counters equal fast's, and only the time differs.
 *
 * Where WebAssembly or its SIMD instructions are missing, `wasmSupport` (from
 * algorithms/catalog.ts, which the page reads without loading this file) says why
 * and every solve runs the fast engine instead. The module is decoded and compiled
 * on first use, synchronously (Node, Workers); a page's main thread may refuse a
 * synchronous compile, and there the first solves also run the fast engine while
 * an asynchronous compile finishes. Nothing runs when this file is imported, so a
 * bundle that imports it without using it leaves it out.
 */
import { emptyStats, type Algorithm, type SolveOptions, type SolveResult } from '../algorithm'
import { clock } from '../clock'
import { hasPencilMarks } from '../position'
import type { Puzzle } from '../puzzle'
import { WASM_BASE64 } from '../wasm/engine.gen'
import { defineAlgorithm, wasmSupport } from './catalog'
import { fast } from './fast'

export { wasmSupport }

/** What this file needs of the WebAssembly API (the engine is typed without the DOM lib). */
interface WasmApi {
  Module: new (bytes: Uint8Array) => object
  Instance: new (module: object, imports: object) => { exports: unknown }
  compile(bytes: Uint8Array): Promise<object>
  instantiate(module: object, imports: object): Promise<{ exports: unknown }>
}

interface EngineExports {
  memory: { buffer: ArrayBuffer }
  input(): number
  output(): number
  solve(limit: number, deadline: number): number
  /** Address of six i32 counters: calculations, placements, guesses, backtracks, maxDepth, timedOut. */
  stats(): number
}

/** The host's WebAssembly, read when first needed (so that importing this file runs nothing). */
function wasmApi(): WasmApi | undefined {
  return (globalThis as { WebAssembly?: WasmApi }).WebAssembly
}

function decodeBase64(text: string): Uint8Array {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
  const value = new Uint8Array(128)
  for (let i = 0; i < 64; i++) value[alphabet.charCodeAt(i)] = i
  const clean = text.replace(/=+$/, '')
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4))
  let bits = 0
  let acc = 0
  let o = 0
  for (let i = 0; i < clean.length; i++) {
    acc = (acc << 6) | value[clean.charCodeAt(i)]!
    bits += 6
    if (bits >= 8) {
      bits -= 8
      out[o++] = (acc >> bits) & 255
    }
  }
  return out
}

let bytes: Uint8Array | null = null

/** The module's bytes, decoded on first use. */
function moduleBytes(): Uint8Array {
  return (bytes ??= decodeBase64(WASM_BASE64))
}

const imports = { env: { now: () => clock.now() } }

interface Engine {
  exports: EngineExports
  /** The engine's memory (re-read if the module ever grows it). */
  memory: Uint8Array
  input: number
  output: number
  /** The counters, as a view of the engine's memory. */
  counters: Int32Array
}

let engine: Engine | null = null
let pending: Promise<void> | null = null
/** The host refused a synchronous compile once (a page's main thread): do not try again. */
let syncRefused = false

function adopt(instance: { exports: unknown }): Engine {
  const exports = instance.exports as EngineExports
  return {
    exports,
    memory: new Uint8Array(exports.memory.buffer),
    input: exports.input(),
    output: exports.output(),
    counters: new Int32Array(exports.memory.buffer, exports.stats(), 6),
  }
}

/** The engine, compiling it now if this host allows a synchronous compile; else null. */
function ready(): Engine | null {
  const api = wasmApi()
  if (engine || syncRefused || !wasmSupport.ok || !api) return engine
  try {
    engine = adopt(new api.Instance(new api.Module(moduleBytes()), imports))
  } catch {
    syncRefused = true
    // A page's main thread refuses synchronous compiles of this size: compile in
    // the background, and let the fast engine answer until then.
    void prepareWasm()
  }
  return engine
}

/** Compile the module asynchronously (where a synchronous compile is refused); safe to call twice. */
export function prepareWasm(): Promise<void> {
  const api = wasmApi()
  if (engine || !wasmSupport.ok || !api) return Promise.resolve()
  pending ??= api
    .compile(moduleBytes())
    .then((module) => api.instantiate(module, imports))
    .then((instance) => {
      engine = adopt(instance)
    })
    .catch(() => {
      pending = null
    })
  return pending
}

/**
 * The module reads givens only (81 bytes): a position with pencil marks is solved
 * by Fast, the same search in TypeScript, which keeps to the marks.
 */
function solveWasm(puzzle: Puzzle, options?: SolveOptions): SolveResult {
  if (puzzle.size !== 9 || options?.record || hasPencilMarks(puzzle))
    return fast.solve(puzzle, options)
  const e = ready()
  if (!e) return fast.solve(puzzle, options)
  const started = clock.now()
  const givens = puzzle.givens
  const { memory, input } = e
  let valid = givens.length === 81
  for (let c = 0; valid && c < 81; c++) {
    const d = givens[c]!
    if (d >= 0 && d <= 9 && d === (d | 0)) memory[input + c] = d
    else valid = false
  }
  const x = e.exports
  const solutions = valid ? x.solve(options?.limit === 2 ? 2 : 1, options?.deadline ?? 0) : 0
  const ms = clock.now() - started
  const stats = emptyStats()
  const counters = e.counters
  if (valid) {
    stats.calculations = counters[0]!
    stats.placements = counters[1]!
    stats.guesses = counters[2]!
    stats.backtracks = counters[3]!
    stats.maxDepth = counters[4]!
  }
  stats.ms = ms
  let solution: number[] | null = null
  if (solutions) {
    solution = new Array<number>(81)
    for (let c = 0; c < 81; c++) solution[c] = memory[e.output + c]!
  }
  const result: SolveResult = {
    status: solutions ? 'solved' : 'unsolvable',
    solutions,
    solution,
    stats,
    log: null,
  }
  if (valid && counters[5]) result.timedOut = true
  return result
}

export const wasm: Algorithm = /* @__PURE__ */ defineAlgorithm('wasm', {
  solve: solveWasm,
})

/**
 * The quickest engine for a puzzle of this size, for counting solutions (validation,
 * the generator, the CLI's defaults): `wasm` on 9x9 where it runs, else `fast`.
 */
export function fastestFor(size: number): Algorithm {
  return size === 9 && wasmSupport.ok ? wasm : fast
}
