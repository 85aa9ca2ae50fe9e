/**
 * Time-outs a test can rely on, whatever the machine's speed or load.
 *
 * - `answerOnVirtualClock` runs the CLI's own answering (answer.ts `answerBatch`, what
 *   each worker thread runs) on a virtual clock: `clock.now` (engine/clock.ts) moves
 *   one millisecond at each reading. A puzzle then times out after a fixed number of
 *   readings, the same on every machine, so one run can hold both outcomes.
 * - `CERTAIN_TIMEOUT` is a --timeout (in seconds) for the spawned CLI that no search
 *   reading the clock can meet: the algorithms read it only after thousands of steps
 *   (dancing links, markup and naive every 4096 backtracks, the band engine every 64
 *   branchings), which take longer than a microsecond on any machine. A puzzle whose
 *   search never reads the clock is answered; any other says `timeout`.
 */
import { vi } from 'vitest'
import { addRecord, answerBatch, emptyBatch, type Job } from '../../src/cli/answer'
import { RECORD } from '../../src/engine'
import { clock } from '../../src/engine/clock'

export const CERTAIN_TIMEOUT = '0.000001'

/** The output lines for these puzzle lines, answered on a clock that moves 1 ms a reading. */
export async function answerOnVirtualClock(
  job: Job,
  texts: readonly string[],
): Promise<{ lines: string[]; readings: number }> {
  let readings = 0
  const now = vi.spyOn(clock, 'now').mockImplementation(() => ++readings)
  try {
    const batch = emptyBatch(0)
    texts.forEach((text, i) => addRecord(batch, { kind: RECORD.line, no: i + 1, text }))
    const decoder = new TextDecoder()
    let text = ''
    await answerBatch(batch, job, (piece) => (text += decoder.decode(piece.bytes)))
    return { lines: text.replace(/\n$/, '').split('\n'), readings }
  } finally {
    now.mockRestore()
  }
}
