/** Recognises the app's own page: the built index.html loaded from disk, whatever its query or hash. */
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export function isAppFileUrl(
  url: string,
  indexHtmlPath: string,
  platform: NodeJS.Platform = process.platform,
): boolean {
  let path: string
  try {
    const parsed = new URL(url)
    if (parsed.protocol !== 'file:' || (parsed.host !== '' && parsed.host !== 'localhost')) return false
    path = fileURLToPath(parsed)
  } catch {
    return false
  }
  const expected = resolve(indexHtmlPath)
  // Windows paths are case-insensitive (and Chromium may change a drive letter's case).
  return platform === 'win32' ? path.toLowerCase() === expected.toLowerCase() : path === expected
}
