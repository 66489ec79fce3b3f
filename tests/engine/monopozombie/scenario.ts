/**
 * A scenario builder for the MonopoZombie rule tests. It starts from `monopozombie.setup(...)` and
 * patches the plain-JSON state: positions, owners, buildings, mortgages, cash (the bank's balance is
 * adjusted so cash stays conserved), cards held or put on top of a deck, the stage, zombies, laps,
 * jail, bodyguards, whose turn it is and the decision. Dice are forced through the state's own SFC32
 * RNG: `rigDice` searches seeds `dice:${k}` until the next draws give the wanted dice, in the order the
 * engine draws them (a human's roll: two d6; a zombie's: two d4; a survivor's: three d6; the nearest-
 * utility card: two d6). Play then goes through `monopozombie.legalActions` / `validate` + `apply`,
 * exactly as Match does: `act` refuses what Match would refuse, checks that apply did not change its
 * input, and checks every invariant afterwards.
 */
import { sameAction } from '../../../engine/core/sameAction'
import type { GameEvent, Seat } from '../../../engine/core/types'
import { monopozombie } from '../../../engine/games/monopozombie'
import { monopoInvariants } from '../../../engine/games/monopozombie/invariants'
import type {
  CardId,
  Decision,
  MonopoAction,
  MonopoOptions,
  MonopoState,
  PlayerState,
  Stage,
  TurnState,
} from '../../../engine/games/monopozombie/types'
import { applyChecked, legalQueries, notLegal, type ScenarioStep } from '../shared/scenarioSteps'

import { RULES, d6, rigDice, withDice, type Draw } from './board'

// -------------------------------------------------------------------------------------------------
// Building a state

export interface PlayerSpec {
  readonly name?: string
  readonly cash?: number
  readonly position?: number
  readonly zombie?: boolean
  readonly lapped?: boolean
  readonly eliminated?: boolean
  readonly inJail?: boolean
  readonly jailRolls?: number
  /** Get Out of Jail Free card ids held (taken out of their decks). */
  readonly cards?: readonly CardId[]
  readonly bodyguards?: number
}

export interface LotSpec {
  readonly owner: Seat | null
  /** 0..4 houses, 5 = hotel. */
  readonly level?: number
  readonly mortgaged?: boolean
  readonly liftAtPrincipal?: boolean
}

export interface ScenarioSpec {
  /** A count (everyone default) or one spec per seat. */
  readonly players: number | readonly PlayerSpec[]
  readonly options?: Partial<MonopoOptions>
  readonly seed?: string
  /** Default: 1 with no zombie, else 2. */
  readonly stage?: Stage
  /** Lots by square: an owner seat, or the full spec. */
  readonly lots?: Readonly<Record<number, Seat | LotSpec>>
  /** Whose turn it is (default 0). */
  readonly seat?: Seat
  readonly firstSeat?: Seat
  /** Patches the turn record (phase, doublesInRow, dice, round...). */
  readonly turn?: Partial<TurnState>
  /** The decision pending; default: the turn seat's turn decision (a zombie's: zombieMove, see zombieDice). */
  readonly decision?: Decision
  /** It is a zombie's turn and it rolled these d4s: it must choose the direction. */
  readonly zombieDice?: readonly [number, number]
  /** It is a survivor's Apocalypse turn and it rolled these three d6: choose two and a direction. */
  readonly survivorDice?: readonly [number, number, number]
  /** Cards put on top of the decks, top first (each taken from where it was). */
  readonly chance?: readonly CardId[]
  readonly chest?: readonly CardId[]
  /** The next dice to be drawn. */
  readonly dice?: readonly Draw[]
  readonly occupied?: readonly number[]
}

const NAMES = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal']

export function scenario(spec: ScenarioSpec): MonopoState {
  const specs: readonly PlayerSpec[] =
    typeof spec.players === 'number' ? Array.from({ length: spec.players }, () => ({})) : spec.players
  const n = specs.length
  const seat = spec.seat ?? 0
  const options = monopozombie.resolveOptions({ firstSeat: spec.firstSeat ?? 0, ...spec.options }, n)
  const base = monopozombie.setup(
    specs.map((p, i) => ({ name: p.name ?? NAMES[i] ?? `P${i}` })),
    spec.seed ?? 'scenario',
    options,
  )
  // Cards held or put on top come out of the decks; the rest keep their shuffled order.
  const held = specs.flatMap((p) => p.cards ?? [])
  const onTop = [...(spec.chance ?? []), ...(spec.chest ?? [])]
  const all = [...held, ...onTop]
  if (new Set(all).size !== all.length) throw new Error('scenario: a card is named twice')
  const rest = (deck: readonly CardId[]) => deck.filter((c) => !all.includes(c))
  const decks = {
    chance: [...(spec.chance ?? []), ...rest(base.decks.chance)],
    chest: [...(spec.chest ?? []), ...rest(base.decks.chest)],
  }
  for (const c of spec.chance ?? []) if (c > 15) throw new Error(`scenario: card ${c} is not a Scavenge card`)
  for (const c of spec.chest ?? []) if (c < 16) throw new Error(`scenario: card ${c} is not a Cache card`)

  const players: PlayerState[] = specs.map((p, i) => {
    const b = base.players[i] as PlayerState
    return {
      name: b.name,
      cash: p.cash ?? b.cash,
      position: p.position ?? b.position,
      zombie: p.zombie ?? false,
      lapped: p.lapped ?? p.zombie ?? false,
      eliminated: p.eliminated ?? false,
      inJail: p.inJail ?? false,
      jailRolls: p.jailRolls ?? 0,
      cards: p.cards ?? [],
      bodyguards: p.bodyguards ?? 0,
    }
  })
  const bank = RULES.startingCash * n - players.reduce((sum, p) => sum + p.cash, 0)

  let houses = RULES.houses
  let hotels = RULES.hotels
  const lots = base.lots.map((l) => ({ ...l }))
  for (const [key, value] of Object.entries(spec.lots ?? {})) {
    const i = Number(key)
    const l = typeof value === 'number' || value === null ? { owner: value } : value
    const level = l.level ?? 0
    lots[i] = {
      owner: l.owner,
      level,
      mortgaged: l.mortgaged ?? false,
      liftAtPrincipal: l.liftAtPrincipal ?? false,
    }
    if (level === 5) hotels--
    else houses -= level
  }
  if (houses < 0 || hotels < 0) throw new Error('scenario: more buildings than the bank has')

  const zombies = players.filter((p) => p.zombie && !p.eliminated).length
  const stage = spec.stage ?? (zombies > 0 ? 2 : 1)
  const me = players[seat]
  if (!me) throw new Error(`scenario: no seat ${seat}`)
  let turn: TurnState = { ...base.turn, seat, ...spec.turn }
  let decision: Decision | null = spec.decision ?? { kind: 'turn', seat }
  if (spec.zombieDice) {
    turn = { ...turn, phase: 'resolving', dice: [...spec.zombieDice], diceKind: 'd4', chosen: [] }
    decision = spec.decision ?? { kind: 'zombieMove', seat }
  } else if (spec.survivorDice) {
    turn = { ...turn, phase: 'resolving', dice: [...spec.survivorDice], diceKind: 'd6', chosen: [] }
    decision = spec.decision ?? { kind: 'survivorMove', seat }
  } else if (me.zombie && !spec.decision) {
    throw new Error('scenario: a zombie turn needs zombieDice (or an explicit decision)')
  }

  const state: MonopoState = {
    ...base,
    rng: spec.dice ? rigDice(spec.dice) : base.rng,
    stage,
    firstSeat: spec.firstSeat ?? 0,
    players,
    bank,
    lots,
    bankHouses: houses,
    bankHotels: hotels,
    decks,
    occupied: [...(spec.occupied ?? [])],
    turn,
    decision,
  }
  const broken = monopoInvariants(state)
  if (broken.length > 0) throw new Error(`scenario breaks invariants: ${broken.join('; ')}`)
  return state
}

/** Lot specs giving one owner several squares, all at one level. */
export function owned(owner: Seat, squares: readonly number[], level = 0): Record<number, LotSpec> {
  return Object.fromEntries(squares.map((i) => [i, { owner, level }]))
}

// -------------------------------------------------------------------------------------------------
// Playing

export type Step = ScenarioStep<MonopoState>

export function legal(state: MonopoState, seat: Seat): readonly MonopoAction[] {
  return monopozombie.legalActions(state, seat)
}

/** What Match accepts: one of the listed actions, or one validate() puts in canonical form. */
export function accepted(state: MonopoState, seat: Seat, action: unknown): MonopoAction | null {
  if (!monopozombie.toAct(state).includes(seat)) return null
  return (
    legal(state, seat).find((a) => sameAction(a, action)) ??
    monopozombie.validate?.(state, seat, action) ??
    null
  )
}

export function isLegal(state: MonopoState, seat: Seat, action: unknown): boolean {
  return accepted(state, seat, action) !== null
}

export const { legalOfType } = legalQueries<MonopoState, MonopoAction>(monopozombie)

/** One action through the engine's own door, with every invariant checked afterwards. */
export function act(state: MonopoState, seat: Seat, action: MonopoAction): Step {
  const chosen = accepted(state, seat, action)
  if (chosen === null) throw notLegal(state, seat, action, legal(state, seat))
  return applyChecked(monopozombie.apply, monopoInvariants, state, seat, chosen)
}

/** The seat asked to act now. */
export function actor(state: MonopoState): Seat {
  const seat = monopozombie.toAct(state)[0]
  if (seat === undefined) throw new Error('nobody is asked to act')
  return seat
}

/** Several actions in a row, each by the seat asked at that moment; returns the last state and all events. */
export function play(state: MonopoState, ...actions: MonopoAction[]): Step {
  let s = state
  const events: GameEvent[] = []
  for (const action of actions) {
    const r = act(s, actor(s), action)
    s = r.state
    events.push(...r.events)
  }
  return { state: s, events }
}

/** The seat to act rolls, with these dice forced. */
export function roll(state: MonopoState, ...dice: number[]): Step {
  return act(withDice(state, d6(...dice)), actor(state), { type: 'roll' })
}

export { refusal, submitTo } from '../shared/scenarioSteps'

export { monopozombie }
