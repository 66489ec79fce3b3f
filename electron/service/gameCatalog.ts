/** The games this app offers, with the bot levels and match options of each, as app:info reports them. */
import type { BotRegistry } from '../../engine/bots/types'
import type { GameRegistry } from '../../engine/core/match'
import levelHelp from '../../assets/help/botLevels.json'
import { SUGGESTED_LEVEL } from '../../engine/bots/levels'
import type { GameInfo } from '../protocol'

const LEVEL_HELP: Readonly<Record<string, string>> = levelHelp

function own(record: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(record, key)
}

export function gameCatalog(registry: GameRegistry, bots: BotRegistry): GameInfo[] {
  return Object.values(registry).map((game) => {
    const levels = Object.prototype.hasOwnProperty.call(bots, game.id) ? bots[game.id] : undefined
    return {
      id: game.id,
      name: game.name,
      minPlayers: game.minPlayers,
      maxPlayers: game.maxPlayers,
      bots: Object.entries(levels ?? {}).map(([id, bot]) => ({
        id,
        label: bot.label,
        ...(own(LEVEL_HELP, id) ? { help: LEVEL_HELP[id] } : {}),
        ...(id === SUGGESTED_LEVEL ? { suggested: true } : {}),
      })),
      options: game.optionSpecs ?? [],
    }
  })
}
