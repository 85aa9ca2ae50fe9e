/**
 * The one way the app writes a file for the user: a download. Used by the Solve
 * view's Export panel (the puzzle as text) and the History panel's export (saved
 * runs as CSV or JSON).
 */

/**
 * Offer `content` (text, or parts already encoded) as a file download: a Blob
 * behind a temporary link that is clicked once. The link is put in the page while
 * it is clicked (some browsers ignore a click on a detached link).
 */
export function downloadFile(content: string | BlobPart[], fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob(Array.isArray(content) ? content : [content], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // Revoking at once can cancel the download in some browsers; a moment later is safe.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
