/**
 * A scenario builder for the Zombielife rule tests: it writes a legal ZombielifeState directly (the
 * state is plain JSON) with chosen hands, assets, health and deck order given by card KIND, assigning
 * real card ids so that all 56 Action cards and 53 asset cards stay accounted for (Action cards nobody
 * named go under the deck; assets nobody named stay in their piles; cards of symbols the table does
 * not use lie in the box). Play then goes through `zombielife.legalActions` + `zombielife.apply`,
 * exactly as Match would: `act` refuses an action that is not among the legal ones, checks that apply
 * did not change its input, and checks every invariant afterwards.
 */
import { expect } from 'vitest'
import { seedRng } from '../../../engine/core/rng'
import type { Seat } from '../../../engine/core/types'
import { zombielife } from '../../../engine/games/zombielife'
import {
  ASSET_KINDS,
  ZOMBIELIFE,
  actionCopy,
  assetCopy,
  inPlay,
  type ActionKind,
  type AssetKind,
} from '../../../engine/games/zombielife/data'
import { zombielifeInvariants } from '../../../engine/games/zombielife/invariants'
import { DEFAULT_OPTIONS } from '../../../engine/games/zombielife/options'
import { startingPiles } from '../../../engine/games/zombielife/setup'
import type {
  AssetId,
  CardId,
  PlayerState,
  TurnPhase,
  ZombielifeAction,
  ZombielifeOptions,
  ZombielifeState,
} from '../../../engine/games/zombielife/types'
import { actEach, applyChecked, legalQueries, notLegal, type ScenarioStep } from '../shared/scenarioSteps'
import { wonga } from './reading'

const RULES = ZOMBIELIFE.rules

/** An Action card by kind, or a particular copy of it by its dividend. */
export type CardSpec = ActionKind | { readonly kind: ActionKind; readonly dividend: number }
/** An asset by kind (the top of its pile), or a particular copy by payout, with money on it. */
export type AssetSpec =
  AssetKind | { readonly kind: AssetKind; readonly payout?: number; readonly money?: number }

export interface PlayerSpec {
  readonly name?: string
  readonly wonga?: number
  readonly infected?: number
  readonly hand?: readonly CardSpec[]
  readonly assets?: readonly AssetSpec[]
  readonly extraDraws?: number
  readonly lockedDown?: boolean
  readonly lastTurn?: number
}

export interface ScenarioSpec {
  readonly players: readonly PlayerSpec[]
  /** Whose turn it is (default 0). */
  readonly seat?: Seat
  /** Default: 'chooseOption' for a human, 'zombie' for a zombie. 'actions' starts with option A. */
  readonly phase?: TurnPhase
  readonly actionsLeft?: number
  /** The Action deck, top first; the in-play cards nobody named go under it (or into the discard pile). */
  readonly deck?: readonly CardSpec[]
  readonly discard?: readonly CardSpec[]
  readonly roundCards?: readonly CardSpec[]
  readonly leftover?: 'deck' | 'discard'
  readonly round?: number
  readonly firstSeat?: Seat
  readonly turnNumber?: number
  readonly options?: Partial<ZombielifeOptions>
  readonly seed?: string
}

/** Action card ids of each kind still unassigned (in-play copies only), in id order. */
class CardPool {
  private readonly free: number[]
  constructor(players: number) {
    this.free = ZOMBIELIFE.actions.flatMap((c, id) => (inPlay(c, players) ? [id] : []))
  }
  take(spec: CardSpec): CardId {
    const kind = typeof spec === 'string' ? spec : spec.kind
    const i = this.free.findIndex((id) => {
      const c = actionCopy(id)
      return c.kind === kind && (typeof spec === 'string' || c.dividend === spec.dividend)
    })
    if (i < 0) throw new Error(`scenario: no ${JSON.stringify(spec)} Action card left at this table`)
    return this.free.splice(i, 1)[0] as CardId
  }
  rest(): CardId[] {
    return this.free.slice()
  }
}

export function scenario(spec: ScenarioSpec): ZombielifeState {
  const n = spec.players.length
  if (n < 2 || n > 5) throw new Error('scenario: Zombielife is for 2 to 5 players')
  const cards = new CardPool(n)
  const piles = startingPiles()
  const onCard = ZOMBIELIFE.assets.map(() => 0)
  const takeAsset = (a: AssetSpec): AssetId => {
    const kind = typeof a === 'string' ? a : a.kind
    const pile = piles[ASSET_KINDS.indexOf(kind)] as AssetId[]
    const payout = typeof a === 'string' ? undefined : a.payout
    // The top of the pile, or the named copy from anywhere in it.
    let i = pile.length - 1
    if (payout !== undefined) i = pile.findIndex((id) => assetCopy(id).payout === payout)
    if (i < 0) throw new Error(`scenario: no ${JSON.stringify(a)} asset left`)
    const id = pile.splice(i, 1)[0] as AssetId
    if (typeof a !== 'string' && a.money) onCard[id] = a.money
    return id
  }
  const players: PlayerState[] = spec.players.map((p, i) => {
    const infected = p.infected ?? 0
    return {
      name: p.name ?? ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'][i] ?? `P${i}`,
      wonga: p.wonga ?? RULES.startingWonga,
      infected,
      zombie: infected >= RULES.healthTokens,
      hand: (p.hand ?? []).map((c) => cards.take(c)),
      assets: (p.assets ?? []).map(takeAsset),
      extraDraws: p.extraDraws ?? 0,
      lockedDown: p.lockedDown ?? false,
      lastTurn: p.lastTurn ?? 0,
      bittenInRound: 0,
    }
  })
  const deckTop = (spec.deck ?? []).map((c) => cards.take(c))
  const discard = (spec.discard ?? []).map((c) => cards.take(c))
  const roundCards = (spec.roundCards ?? []).map((c) => cards.take(c))
  const rest = cards.rest()
  const leftover = spec.leftover ?? 'deck'
  const seat = spec.seat ?? 0
  const me = players[seat]
  if (!me) throw new Error(`scenario: no seat ${seat}`)
  const phase = spec.phase ?? (me.zombie ? 'zombie' : 'chooseOption')
  const number = spec.turnNumber ?? 1
  return {
    game: 'zombielife',
    options: { firstSeat: spec.firstSeat ?? 0, ...DEFAULT_OPTIONS, ...spec.options },
    rng: seedRng(spec.seed ?? 'scenario'),
    players: players.map((p, i) => (i === seat ? { ...p, lastTurn: Math.max(p.lastTurn, number) } : p)),
    deck: [...(leftover === 'deck' ? rest : []), ...deckTop.slice().reverse()],
    discard: [...(leftover === 'discard' ? rest : []), ...discard.slice().reverse()],
    box: ZOMBIELIFE.actions.flatMap((c, id) => (inPlay(c, n) ? [] : [id])),
    roundCards,
    revealed: null,
    piles,
    removed: [],
    onCard,
    round: spec.round ?? 1,
    firstSeat: spec.firstSeat ?? 0,
    turn: {
      seat,
      number,
      phase,
      option: phase === 'actions' ? 'A' : null,
      actionsLeft: phase === 'actions' ? (spec.actionsLeft ?? 2) : 0,
      skipDraw: false,
      selfSpread: 0,
    },
    steps: [],
    decision: null,
    over: false,
  }
}

// -------------------------------------------------------------------------------------------------
// Playing

export type Step = ScenarioStep<ZombielifeState>

export const { legal, isLegal, legalOfType } = legalQueries<ZombielifeState, ZombielifeAction>(zombielife)

/** One action through the engine's own door, with every invariant checked afterwards. */
export function act(state: ZombielifeState, seat: Seat, action: ZombielifeAction): Step {
  if (!isLegal(state, seat, action)) throw notLegal(state, seat, action, legal(state, seat))
  return applyChecked(zombielife.apply, zombielifeInvariants, state, seat, action)
}

/** Several actions in a row (each by the seat given); returns the last state and all events. */
export function actAll(state: ZombielifeState, moves: readonly (readonly [Seat, ZombielifeAction])[]): Step {
  return actEach(act, state, moves)
}

/**
 * Seat 0 of three, holding only `asset`, chooses option A and pays the asset's maintenance: 4 of its
 * 5 Wonga are left, and `onCard` Wonga lie on the asset.
 */
export function expectMaintenancePaid(asset: AssetSpec, onCard: number): void {
  const s = scenario({ players: [{ assets: [asset] }, {}, {}] })
  const id = s.players[0]!.assets[0]!
  const paid = actAll(s, [
    [0, { type: 'chooseOption', option: 'A' }],
    [0, { type: 'payMaintenance', asset: id }],
  ])
  expect(paid.state.onCard[id]).toBe(onCard)
  expect(wonga(paid.state, 0)).toBe(4)
}

export { refusal, submitTo } from '../shared/scenarioSteps'
