/**
 * Milliseconds with sub-millisecond resolution where the host has it: `performance`
 * exists in Node, Workers and pages, but the engine is typed without the DOM lib.
 */
const host: { now(): number } =
  (globalThis as { performance?: { now(): number } }).performance ?? Date

/**
 * An object of its own (not `performance` itself), so a test can stub `clock.now` to
 * force a time-out at a chosen reading without touching the host's clock.
 */
export const clock: { now(): number } = { now: () => host.now() }
