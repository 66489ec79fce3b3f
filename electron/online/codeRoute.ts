/**
 * POST /codes: the table a short invite code is for, so that a browser on this server's page can
 * take the seat by its code ({"code":"ABCDE-FGHJK"} → {"tableId"}). Wrong codes count against the
 * asking address (guessLimit.ts), and past the limit every try from it is refused for a while.
 * A plain Node handler on Colyseus' express app, as the page is (pageRoutes.ts): it needs the
 * asking address.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { tooManyGuesses, type GuessLimit } from './guessLimit'
import type { OnlineTables } from './onlineTables'
import type { PageHandler } from './pageRoutes'

const MAX_BODY_BYTES = 1024

export function codeHandler(tables: OnlineTables, guesses: GuessLimit): PageHandler {
  return (req, res, next) => {
    if (req.method !== 'POST' || (req.url ?? '').split('?')[0] !== '/codes') {
      next()
      return
    }
    const address = askingAddress(req)
    const wait = guesses.waitFor(address)
    if (wait > 0) return answer(res, 429, { error: tooManyGuesses(wait) })
    readSmallBody(req).then(
      (body) => {
        const tableId = tables.tableForCode((body as { code?: unknown } | null)?.code)
        if (tableId !== null) return answer(res, 200, { tableId })
        guesses.wrong(address)
        answer(res, 404, { error: 'There is no table for that code here. Check it with the host.' })
      },
      () => answer(res, 400, { error: 'Send {"code": "ABCDE-FGHJK"}.' }),
    )
  }
}

/**
 * Who is asking: the connection's address, or, when that is this computer (a reverse proxy in
 * front), the address the proxy says it forwards.
 */
export function askingAddress(req: IncomingMessage): string | undefined {
  const peer = req.socket.remoteAddress
  const loopback = peer === '127.0.0.1' || peer === '::1' || peer === '::ffff:127.0.0.1'
  const forwarded = req.headers['x-forwarded-for']
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim()
  return loopback && first !== undefined && first !== '' ? first : peer
}

function readSmallBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let size = 0
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        reject(new Error('too large'))
        req.destroy()
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')))
      } catch (err) {
        reject(err instanceof Error ? err : new Error('not JSON'))
      }
    })
    req.on('error', reject)
  })
}

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  res.end(JSON.stringify(body))
}
