/**
 * Milliseconds with sub-millisecond resolution where the host has it: `performance`
 * exists in Node, Workers and pages, but the engine is typed without the DOM lib.
 */
export const clock: { now(): number } =
  (globalThis as { performance?: { now(): number } }).performance ?? Date
