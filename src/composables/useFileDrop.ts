/**
 * Puzzle files in: dropped anywhere on the page, or picked with a file input.
 * A file is handed on (`onFile`, which reads it in a worker) only if its name or
 * type says it is a puzzle file and it is not larger than MAX_FILE_BYTES;
 * otherwise `onError` gets a sentence naming why, before anything is read.
 */
import { useDropZone } from '@vueuse/core'

/** Larger files are refused before reading: a 9x9 collection this size holds about 6 million puzzles. */
export const MAX_FILE_BYTES = 512 * 1024 * 1024
export const PUZZLE_FILE_ACCEPT = '.sdk,.ss,.txt'
const PUZZLE_FILE = /\.(sdk|ss|txt)$/i

export interface FileDropHandlers {
  onFile: (file: File) => Promise<void>
  onError: (message: string) => void
}

export function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toLocaleString('en', { maximumFractionDigits: 1 })} MB`
}

/** Why a file will not be read, or null when it may be. */
export function refuseFile(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  if (!PUZZLE_FILE.test(file.name) && file.type !== 'text/plain')
    return `"${file.name}" is not a puzzle file: open a .sdk, .ss or .txt file.`
  if (file.size > MAX_FILE_BYTES)
    return `"${file.name}" is ${megabytes(file.size)}; puzzle files of up to ${megabytes(MAX_FILE_BYTES)} can be opened.`
  return null
}

export function useFileDrop(handlers: FileDropHandlers) {
  async function readFile(file: File): Promise<void> {
    const refused = refuseFile(file)
    if (refused) return handlers.onError(refused)
    try {
      await handlers.onFile(file)
    } catch (e) {
      handlers.onError(
        `"${file.name}" could not be read: ${(e as Error).message || 'unknown error'}.`,
      )
    }
  }

  function readFiles(files: readonly File[] | null): void {
    const [file, ...rest] = files ?? []
    if (!file) return
    if (rest.length) return handlers.onError('Drop one puzzle file at a time.')
    void readFile(file)
  }

  // Only drags that carry files light up the page; dragging text around does not.
  const { isOverDropZone } = useDropZone(
    () => (typeof document === 'undefined' ? null : document),
    {
      checkValidity: (items) => Array.from(items).some((item) => item.kind === 'file'),
      onDrop: readFiles,
    },
  )

  return { isDragging: isOverDropZone, readFile, readFiles }
}
