/**
 * Offers text as a file to keep: a Blob behind an object URL, clicked through an <a download>.
 * The URL is let go of a little later, once the download has surely read it (revoking it at once
 * can cut a download short in some browsers).
 */

export const REVOKE_AFTER_MS = 30_000

export function downloadText(fileName: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.style.display = 'none'
  document.body.append(link)
  try {
    link.click()
  } finally {
    link.remove()
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS)
  }
}
