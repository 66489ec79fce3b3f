/** Selfish: Zombie Edition as a GameDefinition. */
import type { GameDefinition } from '../../core/types'
import { applyAction } from './apply'
import { SELFISH } from './data'
import { selfishInvariants } from './invariants'
import { legalActions, toAct } from './legal'
import { SELFISH_OPTION_SPECS } from './optionSpecs'
import { setupSelfish } from './setup'
import type { SelfishAction, SelfishEvent, SelfishOptions, SelfishState, SelfishView } from './types'
import { outcomeOf, viewSelfish } from './view'

export function resolveSelfishOptions(input: unknown, playerCount = 5): SelfishOptions {
  const o = (input ?? {}) as Record<string, unknown>
  if (typeof o !== 'object' || Array.isArray(o)) throw new Error('Selfish options must be an object.')
  for (const key of Object.keys(o)) {
    if (key !== 'dieFaces' && key !== 'firstSeat') throw new Error(`Selfish has no option "${key}".`)
  }
  const dieFaces = o.dieFaces ?? SELFISH.rules.dieFaces
  if (
    !Array.isArray(dieFaces) ||
    dieFaces.length === 0 ||
    !dieFaces.every((f) => typeof f === 'number' && Number.isInteger(f) && f >= 0 && f <= 6)
  ) {
    throw new Error('dieFaces must be a list of whole numbers from 0 to 6.')
  }
  const firstSeat = o.firstSeat ?? 0
  if (
    typeof firstSeat !== 'number' ||
    !Number.isInteger(firstSeat) ||
    firstSeat < 0 ||
    firstSeat >= playerCount
  ) {
    throw new Error(`firstSeat must be one of the seats at the table (0 to ${playerCount - 1}).`)
  }
  return { dieFaces: dieFaces.slice() as number[], firstSeat }
}

export const selfish: GameDefinition<SelfishState, SelfishAction, SelfishView, SelfishOptions, SelfishEvent> =
  {
    id: 'selfish',
    name: 'Selfish: Zombie Edition',
    minPlayers: 2,
    maxPlayers: 5,
    resolveOptions: resolveSelfishOptions,
    optionSpecs: SELFISH_OPTION_SPECS,
    setup: (players, seed, options) => {
      if (options.firstSeat >= players.length)
        throw new Error('firstSeat must be one of the seats at the table.')
      return setupSelfish(players, seed, options)
    },
    toAct,
    legalActions,
    apply: applyAction,
    view: viewSelfish,
    outcome: outcomeOf,
    invariants: selfishInvariants,
  }

export type { SelfishAction, SelfishOptions, SelfishState, SelfishView } from './types'
