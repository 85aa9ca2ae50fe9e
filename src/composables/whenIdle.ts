/**
 * Work that can wait for the browser to be idle: the next idle period (at the
 * latest after `timeoutMs`), so what the user asked for is drawn first. Where
 * there is no requestIdleCallback (Safari before 18, test DOMs) it resolves at once.
 */
export function whenIdle(timeoutMs = 1000): Promise<void> {
  if (typeof requestIdleCallback !== 'function') return Promise.resolve()
  return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: timeoutMs }))
}
