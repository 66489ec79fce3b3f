/** Refusals are typed: a stable code for programs and a sentence a player would understand. */

export type RefusalCode = 'GAME_OVER' | 'NOT_YOUR_TURN' | 'ILLEGAL' | 'STALE' | 'MALFORMED' | 'UNKNOWN_GAME'

export class IllegalAction extends Error {
  override readonly name = 'IllegalAction'
  constructor(
    readonly code: RefusalCode,
    message: string,
  ) {
    super(message)
  }
}
