/**
 * A match like the one on the table: its game, seats (names, people and bots with their levels) and
 * options, from the host's updates. Rematch starts one at once, with a new seed (the host picks it);
 * New game opens the New Game screen set up like it.
 */
import type { RequestPayload } from '../../../electron/protocol/requests'
import type { TableBridge } from '../../bridge/bridge'
import { useMatchStore } from '../../store/useMatchStore'
import type { MatchSetup } from '../../store/useUiStore'
import type { OptionChoice } from '../newGame/newGameOptions'
import { ask } from '../request'

/** The setup of the match the store shows, or null before its first update. */
export function currentSetup(): MatchSetup | null {
  const { game, seats, options } = useMatchStore.getState()
  if (game === null || seats.length === 0) return null
  return { game, seats, options: options ?? {} }
}

/** The match:create request of a rematch: the same game, seats and options; no seed, so a new one. */
export function rematchRequest(setup: MatchSetup): RequestPayload<'match:create'> {
  const options: Record<string, OptionChoice> = {}
  for (const [key, value] of Object.entries(setup.options))
    options[key] = typeof value === 'object' && value !== null ? [...value] : value
  return {
    game: setup.game,
    seats: setup.seats.map((seat) =>
      seat.kind === 'bot' && seat.bot !== undefined
        ? { name: seat.name, kind: 'bot', bot: seat.bot }
        : { name: seat.name, kind: 'human' },
    ),
    ...(Object.keys(options).length === 0 ? {} : { options }),
  }
}

/** Starts the rematch; resolves to its match id (throws RequestFailed when the host refuses). */
export async function startRematch(bridge: TableBridge, setup: MatchSetup): Promise<string> {
  const { matchId } = await ask(bridge, 'match:create', rematchRequest(setup))
  return matchId
}
