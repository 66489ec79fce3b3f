/**
 * What the host checks before it opens a saved match, asked of a save file as soon as it is read:
 * the record's shape, seats the host accepts (names of at most MAX_NAME_LENGTH characters, a bot
 * level the game has), and seats that are the record's players. It calls the host's own checks
 * (seats.ts, recordShape.ts), so a file the saves accept is one the host opens (replaying the
 * log aside, which saveCheck.ts does).
 */
import type { BotRegistry } from '../../engine/bots/types'
import { IllegalAction } from '../../engine/core/errors'
import { checkRecordShape } from '../host/recordShape'
import { botLevels, checkSavedSeats } from '../host/seats'
import { SaveError } from './saveError'
import type { InspectedSave } from './saveFormat'

/** Throws a MALFORMED SaveError saying what the host would refuse; returns the save unchanged. */
export function checkLoadable(save: InspectedSave, bots: BotRegistry): InspectedSave {
  try {
    checkRecordShape(save.record)
    checkSavedSeats(save.meta.seats, botLevels(bots, save.record.game), save.record.players)
  } catch (err) {
    if (!(err instanceof IllegalAction)) throw err
    throw new SaveError('MALFORMED', `This save cannot be loaded: ${lowerFirst(err.message)}`, { cause: err })
  }
  return save
}

/** "Seat 2 asks for…" reads on after a colon; "This match cannot be loaded: …" says it twice. */
function lowerFirst(message: string): string {
  const own = message.replace(/^This match cannot be loaded:\s*/, '')
  return own.startsWith('Seat ') ? own : own.charAt(0).toLowerCase() + own.slice(1)
}
