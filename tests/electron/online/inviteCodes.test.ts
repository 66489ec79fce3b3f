import { describe, expect, it } from 'vitest'
import { GuessLimit, tooManyGuesses } from '../../../electron/online/guessLimit'
import { newInviteCode, normalizeInviteCode } from '../../../electron/online/inviteCodes'

describe('invite codes', () => {
  it('are ten characters of base32 (50 bits), shown in two halves, and never the same twice here', () => {
    const codes = new Set(Array.from({ length: 2000 }, () => newInviteCode()))
    expect(codes.size).toBe(2000)
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/)
  })

  it('forgive typing slips, and refuse what cannot be a code', () => {
    expect(normalizeInviteCode(' abcde fghjk ')).toBe('ABCDE-FGHJK')
    expect(normalizeInviteCode('0o1il-23456')).toBe('00111-23456')
    expect(normalizeInviteCode('ABCDE-FGHJ')).toBeNull()
    expect(normalizeInviteCode('ABCDE-FGHJU')).toBeNull()
    expect(normalizeInviteCode(42)).toBeNull()
    expect(normalizeInviteCode('A'.repeat(100))).toBeNull()
  })
})

describe('guessing, per address', () => {
  it('refuses an address after ten wrong guesses until its window passes; others are unaffected', () => {
    let now = 0
    const limit = new GuessLimit(10, 600_000, () => now)
    for (let i = 0; i < 9; i++) limit.wrong('10.0.0.9')
    expect(limit.waitFor('10.0.0.9')).toBe(0)
    limit.wrong('10.0.0.9')
    expect(limit.waitFor('10.0.0.9')).toBe(600_000)
    expect(limit.waitFor('10.0.0.8')).toBe(0)
    now = 420_000
    expect(tooManyGuesses(limit.waitFor('10.0.0.9'))).toBe(
      'Too many wrong invites from your address: try again in 3 minutes.',
    )
    now = 600_000
    expect(limit.waitFor('10.0.0.9')).toBe(0)
  })
})
