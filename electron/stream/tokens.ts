/** The secrets in the table's URLs: one lets a browser play, the other only watch. */
import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { ClientRole } from '../service/clientContext'

/** 32 random hex characters. */
export function newToken(): string {
  return randomBytes(16).toString('hex')
}

export interface TableTokens {
  readonly player: string
  readonly spectator: string
}

/** Which role a token grants, or null for a missing or wrong token (compared in constant time). */
export function roleForToken(tokens: TableTokens, token: string | null): ClientRole | null {
  if (token === null || token === '') return null
  if (sameSecret(token, tokens.player)) return 'player'
  if (sameSecret(token, tokens.spectator)) return 'spectator'
  return null
}

export function checkTokens(tokens: TableTokens): void {
  for (const token of [tokens.player, tokens.spectator]) {
    if (!/^[A-Za-z0-9_-]{16,128}$/.test(token)) {
      throw new Error('A table token must be 16 to 128 letters, digits, "_" or "-".')
    }
  }
  if (tokens.player === tokens.spectator) throw new Error('The player and spectator tokens must differ.')
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
