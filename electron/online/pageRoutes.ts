/**
 * The table's page, as an online table server serves it to browsers: the built renderer at `/`
 * (the page of an invite link) and `/assets/…`, read-only (electron/service/staticFiles.ts), with
 * the online page's Content-Security-Policy. Nothing else of the folder is reachable.
 *
 * It is a plain Node handler on Colyseus' express app, not a router endpoint: the router's Node
 * adapter (better-call 1.x setResponse) never ends a response whose body fills the socket's buffer,
 * so a page or script of more than a few kilobytes would hang.
 */
import { realpath } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { ONLINE_CSP } from '../service/csp'
import { ASSET_HEADERS, lookupStatic, pageHeaders, sendFile } from '../service/staticFiles'

const PAGE_HEADERS = pageHeaders(ONLINE_CSP)

export type PageHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

/** Answers GET and HEAD of `/` and `/assets/…` from `rendererDir`; passes everything else on. */
export async function pageHandler(rendererDir: string): Promise<PageHandler> {
  const root = await realpath(rendererDir)
  return (req, res, next) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    const isPage = path === '/' || path === '/index.html'
    if ((req.method !== 'GET' && req.method !== 'HEAD') || (!isPage && !path.startsWith('/assets/'))) {
      next()
      return
    }
    void lookupStatic(root, isPage ? '/index.html' : path).then(
      (found) => {
        if (found.kind !== 'file') {
          res.writeHead(found.kind === 'bad' ? 400 : 404).end()
          return
        }
        sendFile(res, found, req.method === 'HEAD', isPage ? PAGE_HEADERS : ASSET_HEADERS)
      },
      () => res.writeHead(500).end(),
    )
  }
}
