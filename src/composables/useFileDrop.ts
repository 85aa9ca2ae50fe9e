/**
 * Puzzle files in: dropped anywhere on the page, or picked with a file input.
 * A file is read as text only if its name or type says it is one and it is not
 * larger than MAX_FILE_BYTES; otherwise `onError` gets a sentence naming why.
 */
import { useDropZone } from '@vueuse/core'

/** Larger files are refused before reading (the parser stops at 2,000,000 characters anyway). */
export const MAX_FILE_BYTES = 4 * 1024 * 1024
export const PUZZLE_FILE_ACCEPT = '.sdk,.ss,.txt'
const PUZZLE_FILE = /\.(sdk|ss|txt)$/i

export interface FileDropHandlers {
  onText: (text: string, fileName: string) => void
  onError: (message: string) => void
}

function megabytes(bytes: number): string {
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
      handlers.onText(await file.text(), file.name)
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
