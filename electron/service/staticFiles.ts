/**
 * The built renderer, served read-only from one folder: no path outside it (by `..`, encoded
 * slashes or symbolic links), no hidden files, no folder listings.
 */
import { createReadStream } from 'node:fs'
import { realpath, stat } from 'node:fs/promises'
import type { ServerResponse } from 'node:http'
import { isAbsolute, join, relative, sep } from 'node:path'
import { contentTypeFor } from './mime'

export type StaticLookup =
  | { readonly kind: 'file'; readonly path: string; readonly size: number }
  | { readonly kind: 'bad' }
  | { readonly kind: 'missing' }

/** Finds the file a URL path names inside `root` (realpath'd), or says why there is none. */
export async function lookupStatic(root: string, urlPath: string): Promise<StaticLookup> {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return { kind: 'bad' }
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return { kind: 'bad' }
  const parts = decoded.split('/').filter((part) => part !== '')
  if (parts.some((part) => part === '..')) return { kind: 'bad' }
  if (parts.some((part) => part.startsWith('.'))) return { kind: 'missing' }
  const relativePath = parts.length === 0 ? 'index.html' : parts.join(sep)
  const candidate = join(root, relativePath)
  if (!isInside(root, candidate)) return { kind: 'bad' }
  try {
    const real = await realpath(candidate)
    if (!isInside(root, real)) return { kind: 'bad' }
    const info = await stat(real)
    if (!info.isFile()) return { kind: 'missing' }
    return { kind: 'file', path: real, size: info.size }
  } catch {
    return { kind: 'missing' }
  }
}

export function sendFile(
  res: ServerResponse,
  file: { readonly path: string; readonly size: number },
  headOnly: boolean,
  headers: Readonly<Record<string, string>> = {},
): void {
  res.writeHead(200, {
    'Content-Type': contentTypeFor(file.path),
    'Content-Length': String(file.size),
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  })
  if (headOnly) {
    res.end()
    return
  }
  const stream = createReadStream(file.path)
  stream.on('error', () => res.destroy())
  stream.pipe(res)
}

function isInside(root: string, path: string): boolean {
  const rel = relative(root, path)
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel)
}

/**
 * The headers of a served page: its policy, never framed, no referrer (its address may hold a
 * token, or a table's id), never cached.
 */
export function pageHeaders(csp: string): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': csp,
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  }
}

/** The headers of a served page's scripts, styles and fonts. */
export const ASSET_HEADERS: Readonly<Record<string, string>> = {
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-cache',
}
