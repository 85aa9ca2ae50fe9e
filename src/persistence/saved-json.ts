/**
 * Reading a value saved as JSON (localStorage) against its valibot schema: the value
 * when it fits, or why not, in a few words the page can show ("it is not JSON",
 * "off.0: Invalid type"). One reader for every saved shape (play-save.ts,
 * techniques.ts).
 */
import * as v from 'valibot'

/** Why a saved value was dropped. */
export interface Corrupt {
  corrupt: string
}

/** `text` parsed and checked against `schema`; `{ corrupt }` when it is not JSON or does not fit. */
export function readSavedJson<S extends v.GenericSchema>(
  schema: S,
  text: string,
): v.InferOutput<S> | Corrupt {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { corrupt: 'it is not JSON' }
  }
  const read = v.safeParse(schema, json)
  if (read.success) return read.output
  const issue = read.issues[0]
  const path = v.getDotPath(issue)
  return { corrupt: path ? `${path}: ${issue.message}` : issue.message }
}
