/**
 * Short invite codes: ten characters of Crockford's base32 (50 random bits), shown as ABCDE-FGHJK,
 * to read out or type where a link is awkward. Typing slips are forgiven (any case, spaces or
 * dashes, O for 0, I and L for 1); guessing is limited per address (guessLimit.ts).
 */
import { randomInt } from 'node:crypto'

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const LENGTH = 10

export function newInviteCode(): string {
  let code = ''
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)]
  return `${code.slice(0, 5)}-${code.slice(5)}`
}

/** The code as it is kept (ABCDE-FGHJK), or null when `text` cannot be one. */
export function normalizeInviteCode(text: unknown): string | null {
  if (typeof text !== 'string' || text.length > 40) return null
  const plain = text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
  if (plain.length !== LENGTH || [...plain].some((c) => !ALPHABET.includes(c))) return null
  return `${plain.slice(0, 5)}-${plain.slice(5)}`
}
