/**
 * A scenario builder for the Selfish rule tests: it writes a legal SelfishState directly (the state is
 * plain JSON) with chosen hands, levels, trails and deck orders given by card KIND, assigning real
 * card ids so that all 81 Game cards and 41 Wasteland cards stay accounted for (the cards nobody
 * named go under the draw piles). Play then goes through `selfish.legalActions` + `selfish.apply`,
 * exactly as Match would: `act` refuses an action that is not among the legal ones.
 */
import { seedRng } from '../../../engine/core/rng'
import { sameAction } from '../../../engine/core/sameAction'
import type { Seat } from '../../../engine/core/types'
import { selfish } from '../../../engine/games/selfish'
import { GAME_KINDS, SELFISH, type GameKind, type WasteKind } from '../../../engine/games/selfish/data'
import type {
  AllianceState,
  CardId,
  PlayerState,
  SelfishAction,
  SelfishState,
  TrailCard,
  TurnPhase,
} from '../../../engine/games/selfish/types'
import { actEach, applyChecked, legalQueries, notLegal, type ScenarioStep } from '../shared/scenarioSteps'

export interface PlayerSpec {
  readonly name?: string
  readonly hand?: readonly GameKind[]
  readonly level?: number
  readonly alive?: boolean
  /** The Wasteland cards behind the player, space 0 first; null = a space with no card. Default: `level` harmless cards. */
  readonly trail?: readonly (WasteKind | null)[]
  /** Whether the trail lies face up. Default: face up for a survivor, face down for a zombie. */
  readonly faceUp?: boolean
  readonly skipNext?: boolean
}

export interface AllianceSpec {
  readonly owner: Seat
  readonly ally: Seat
  readonly watching?: boolean
  readonly moved?: number
}

export interface ScenarioSpec {
  readonly players: readonly PlayerSpec[]
  /** Whose turn it is (default 0). The turn starts after Phase 1: the hand given is the hand after the draw. */
  readonly seat?: Seat
  /** Default: 'actions' for a survivor, 'zombieRoll' for a zombie. */
  readonly phase?: TurnPhase
  readonly ap?: number
  readonly actionsPlayed?: number
  /** Game draw pile, top first; the cards nobody named go under it (or into the discard pile, see leftoverGame). */
  readonly deck?: readonly GameKind[]
  /** Game discard pile, top first. */
  readonly discard?: readonly GameKind[]
  /** Wasteland draw pile, top first; the leftover Wasteland cards go under it. */
  readonly wasteland?: readonly WasteKind[]
  /** Wasteland discard pile, top first. */
  readonly wastelandDiscard?: readonly WasteKind[]
  /** Alliances in play (each holds a real Alliance card). */
  readonly alliances?: readonly AllianceSpec[]
  /** The die's faces (S1); a single face forces every roll. */
  readonly dieFaces?: readonly number[]
  readonly seed?: string | number
  readonly leftoverGame?: 'deck' | 'discard'
  /**
   * 'drop' takes the leftover Wasteland cards out of the game. Only for the empty-Wasteland case of
   * S9, which real play cannot reach (5 trails hold at most 30 of the 41 cards).
   */
  readonly leftoverWasteland?: 'deck' | 'discard' | 'drop'
}

/** Ids of each kind still unassigned, in id order. */
class Pool<K extends string> {
  private readonly free = new Map<K, number[]>()
  constructor(
    kindOf: readonly K[],
    private readonly deck: string,
  ) {
    kindOf.forEach((kind, id) => {
      const list = this.free.get(kind) ?? []
      list.push(id)
      this.free.set(kind, list)
    })
  }
  has(kind: K): boolean {
    return (this.free.get(kind)?.length ?? 0) > 0
  }
  take(kind: K): number {
    const id = this.free.get(kind)?.shift()
    if (id === undefined) throw new Error(`scenario: no ${this.deck} card "${kind}" left to place`)
    return id
  }
  rest(): number[] {
    return [...this.free.values()].flat().sort((a, b) => a - b)
  }
}

/** Kinds used, in this order, for default trail cards (they are behind the player: never resolved again). */
const FILLER: readonly WasteKind[] = [
  'blank',
  'settlement',
  'shoppingMall',
  'twistedAnkle',
  'sewer',
  'bandits',
  'zombies',
  'bitten',
  'secretPassageway',
]

/** Builds the state. Throws when the spec asks for more cards of a kind than the game has. */
export function scenario(spec: ScenarioSpec): SelfishState {
  const n = spec.players.length
  if (n < 2 || n > 5) throw new Error('scenario: Selfish is for 2 to 5 players')
  const game = new Pool<GameKind>(SELFISH.gameKindOf, 'Game')
  const waste = new Pool<WasteKind>(SELFISH.wasteKindOf, 'Wasteland')

  const hands = spec.players.map((p) => (p.hand ?? []).map((k) => game.take(k)))
  const deckTop = (spec.deck ?? []).map((k) => game.take(k))
  const discardTop = (spec.discard ?? []).map((k) => game.take(k))
  const alliances: AllianceState[] = (spec.alliances ?? []).map((a) => ({
    card: game.take('alliance'),
    owner: a.owner,
    ally: a.ally,
    watching: a.watching ?? false,
    moved: a.moved ?? 0,
  }))
  const gameRest = game.rest()

  const explicitTrails = spec.players.map((p) =>
    p.trail === undefined ? undefined : p.trail.map((k) => (k === null ? null : waste.take(k))),
  )
  const wasteTop = (spec.wasteland ?? []).map((k) => waste.take(k))
  const wasteDiscardTop = (spec.wastelandDiscard ?? []).map((k) => waste.take(k))
  const trails = spec.players.map((p, i) => {
    const given = explicitTrails[i]
    if (given) return given
    return Array.from({ length: p.level ?? 0 }, () => {
      const kind = FILLER.find((k) => waste.has(k))
      if (!kind) throw new Error('scenario: no Wasteland cards left for the default trails')
      return waste.take(kind)
    })
  })
  const wasteRest = waste.rest()

  const players: PlayerState[] = spec.players.map((p, i) => {
    const alive = p.alive ?? true
    const faceUp = p.faceUp ?? alive
    return {
      name: p.name ?? ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'][i] ?? `P${i}`,
      survivor: SELFISH.survivors[i] ?? `Survivor ${i + 1}`,
      alive,
      level: p.level ?? 0,
      hand: hands[i] ?? [],
      trail: (trails[i] ?? []).map((id): TrailCard | null => (id === null ? null : { id, faceUp })),
      skipNext: p.skipNext ?? false,
    }
  })
  const seat = spec.seat ?? 0
  const me = players[seat]
  if (!me) throw new Error(`scenario: no seat ${seat}`)
  const leftoverGame = spec.leftoverGame ?? 'deck'
  const leftoverWaste = spec.leftoverWasteland ?? 'deck'
  const topLast = (topFirst: readonly number[]) => topFirst.slice().reverse()

  return {
    game: 'selfish',
    options: { dieFaces: (spec.dieFaces ?? SELFISH.rules.dieFaces).slice(), firstSeat: 0 },
    rng: seedRng(spec.seed ?? 'scenario'),
    players,
    deck: [...(leftoverGame === 'deck' ? gameRest : []), ...topLast(deckTop)],
    discard: [...(leftoverGame === 'discard' ? gameRest : []), ...topLast(discardTop)],
    wasteland: [...(leftoverWaste === 'deck' ? wasteRest : []), ...topLast(wasteTop)],
    wastelandDiscard: [...(leftoverWaste === 'discard' ? wasteRest : []), ...topLast(wasteDiscardTop)],
    alliances,
    turn: {
      seat,
      phase: spec.phase ?? (me.alive ? 'actions' : 'zombieRoll'),
      actionsPlayed: spec.actionsPlayed ?? 0,
      ap: spec.ap ?? 0,
      number: 1,
    },
    steps: [],
    decision: null,
    lastRoll: null,
    winner: null,
    zombiesWin: false,
  }
}

// ---------------------------------------------------------------------------------------------
// Checks that every test step runs

/**
 * Sentences for every broken bookkeeping rule: each Game card in exactly one place (hands, piles,
 * Alliances in play), each Wasteland card in exactly one place (piles, trails), and (S12) no living
 * player without Supplies once nothing is pending.
 */
export function problems(s: SelfishState, opts: { wastelandConserved?: boolean } = {}): string[] {
  const out: string[] = []
  const check = (ids: readonly number[], total: number, what: string, mustBeAll: boolean) => {
    const seen = new Set<number>()
    for (const id of ids) {
      if (seen.has(id)) out.push(`${what} card ${id} is in two places`)
      if (!Number.isInteger(id) || id < 0 || id >= total) out.push(`${what} card ${id} does not exist`)
      seen.add(id)
    }
    if (mustBeAll && seen.size !== total) out.push(`${total - seen.size} ${what} cards are missing`)
  }
  check(
    [...s.players.flatMap((p) => p.hand), ...s.deck, ...s.discard, ...s.alliances.map((a) => a.card)],
    SELFISH.gameCardCount,
    'Game',
    true,
  )
  check(
    [
      ...s.wasteland,
      ...s.wastelandDiscard,
      ...s.players.flatMap((p) => p.trail.flatMap((c) => (c ? [c.id] : []))),
    ],
    SELFISH.wastelandCardCount,
    'Wasteland',
    opts.wastelandConserved ?? true,
  )
  s.players.forEach((p, i) => {
    if (!p.alive && p.hand.length > 0) out.push(`zombie ${i} holds cards`)
    if (p.alive && s.decision === null && !isOverState(s) && !p.hand.some((id) => isSupply(id))) {
      out.push(`living player ${i} has no Supplies`)
    }
  })
  if (JSON.stringify(JSON.parse(JSON.stringify(s))) !== JSON.stringify(s)) out.push('state is not plain JSON')
  return out
}

function isOverState(s: SelfishState): boolean {
  return s.winner !== null || s.zombiesWin
}

function isSupply(id: CardId): boolean {
  const k = SELFISH.gameKindOf[id]
  return k === 'single' || k === 'double'
}

export type Step = ScenarioStep<SelfishState>

/**
 * One action by one seat, through the engine's own door: the action must be among
 * `selfish.legalActions` or (a picked payment or discard) accepted by `selfish.validate`, as Match
 * requires; apply must not change its input, and the result must keep every card accounted for.
 */
export function act(
  state: SelfishState,
  seat: Seat,
  action: SelfishAction,
  opts: { wastelandConserved?: boolean } = {},
): Step {
  const legal = selfish.legalActions(state, seat)
  const admitted = legal.find((a) => sameAction(a, action)) ?? selfish.validate?.(state, seat, action) ?? null
  if (admitted === null) throw notLegal(state, seat, action, legal)
  return applyChecked(selfish.apply, (s) => problems(s, opts), state, seat, admitted, '; ')
}

type PickedType = 'rest' | 'travel' | 'paySewer' | 'discardCards'

/**
 * Every pick of hand cards the door admits for a move, found by trying each sub-multiset of the
 * hand (not the engine's own enumerations), in kind order: the payments or discards a player can
 * make through the picking form.
 */
export function picksFor(state: SelfishState, seat: Seat, type: PickedType): GameKind[][] {
  const hand = (state.players[seat]?.hand ?? []).map((id) => SELFISH.gameKindOf[id] as GameKind)
  const kinds = GAME_ORDER.filter((k) => hand.includes(k))
  const out: GameKind[][] = []
  const pick: GameKind[] = []
  const walk = (i: number): void => {
    if (i === kinds.length) {
      const action: SelfishAction =
        type === 'discardCards' ? { type, cards: pick.slice() } : { type, pay: pick.slice() }
      if (pick.length > 0 && isLegal(state, seat, action)) out.push(pick.slice())
      return
    }
    const kind = kinds[i] as GameKind
    const have = hand.filter((k) => k === kind).length
    for (let n = 0; n <= have; n++) {
      for (let j = 0; j < n; j++) pick.push(kind)
      walk(i + 1)
      for (let j = 0; j < n; j++) pick.pop()
    }
  }
  walk(0)
  return out.sort(byKindOrder)
}

const GAME_ORDER: readonly GameKind[] = GAME_KINDS

function byKindOrder(a: readonly GameKind[], b: readonly GameKind[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const d = GAME_ORDER.indexOf(a[i] as GameKind) - GAME_ORDER.indexOf(b[i] as GameKind)
    if (d !== 0) return d
  }
  return a.length - b.length
}

/** Several actions in a row; returns the last state and all events. */
export function actAll(state: SelfishState, moves: readonly (readonly [Seat, SelfishAction])[]): Step {
  return actEach(act, state, moves)
}

export { refusal, submitTo } from '../shared/scenarioSteps'

export const { legal, isLegal, legalOfType } = legalQueries<SelfishState, SelfishAction>(selfish)

/**
 * The zombies' last bite: Ann (on turn, 3 action points) and Cid are zombies, Bob the last survivor
 * (one Single, on Ann's level 1); Ann's zombie bites him.
 */
export function lastSurvivorBitten(): Step {
  const s = scenario({
    players: [
      { alive: false, level: 1 },
      { hand: ['single'], level: 1 },
      { alive: false, level: 4 },
    ],
    phase: 'zombie',
    ap: 3,
  })
  return act(s, 0, { type: 'zombieAttack', target: 1 })
}
