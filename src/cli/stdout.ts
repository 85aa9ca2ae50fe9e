/**
 * The output, with Unix manners. Every command writes its standard output here:
 * - a reader that went away (EPIPE: `... | head -1`) ends the run at once and
 *   quietly, exit code 0: nobody is left to read the rest;
 * - any other write error (ENOSPC from `> /dev/full` or a full disk, EIO) ends
 *   it at once with one line on stderr and exit code 1, not a stack trace.
 *
 * A failed write is reported as an 'error' event (Node 20: for a file or a
 * device as well as a pipe), after the call that failed; a command that writes
 * in a loop must let the event loop turn now and then (`yieldToOutput`) to hear
 * of it. A write that throws instead ends up in the same place.
 */

/** Report a failed write and end the process (see above). */
export function outputFailed(e: unknown): never {
  const err = e as NodeJS.ErrnoException
  if (err.code === 'EPIPE') process.exit(0)
  process.stderr.write(`cannot write to standard output: ${err.message}\n`)
  process.exit(1)
}

/** Route standard output's asynchronous errors to outputFailed; once, at start. */
export function guardOutput(): void {
  process.stdout.on('error', outputFailed)
}

/** Write to standard output; false when the caller should wait for 'drain'. */
export function writeOut(data: string | Uint8Array): boolean {
  try {
    return process.stdout.write(data)
  } catch (e) {
    outputFailed(e)
  }
}

/**
 * Let the event loop turn: a pipe's write error (the reader gone) arrives as an
 * event, and a full pipe's 'drain' too (awaited here: backpressure).
 */
export async function yieldToOutput(): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve))
  if (process.stdout.writableNeedDrain)
    await new Promise<void>((resolve) => process.stdout.once('drain', resolve))
}
