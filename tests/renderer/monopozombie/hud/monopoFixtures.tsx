/**
 * Hand-built MonopoZombie views for the HUD tests (every field of the view is public, so a view is
 * plain data to write down), and a render helper as for the other games' HUDs.
 */
import { render } from '@testing-library/react'
import { vi } from 'vitest'
import type { Outcome, Seat } from '../../../../engine/core/types'
import { MONOPOZOMBIE } from '../../../../engine/games/monopozombie/data'
import type {
  AuctionState,
  Debt,
  DecisionView,
  LotView,
  MonopoAction,
  MonopoOptions,
  MonopoView,
  PlayerView,
  Stage,
  TradeOffer,
  TurnState,
} from '../../../../engine/games/monopozombie/types'
import type { SeatConfig } from '../../../../electron/contract'
import { MonopozombieHud } from '../../../../renderer/games/monopozombie/MonopozombieHud'
import { TURN_START } from '../../../../engine/games/monopozombie/setup'

/** Squares used by name in the tests (board.json). */
export const SQ = {
  bunkerLane: 1,
  rationRoad: 3,
  northEvac: 5,
  barricade: 6,
  scrapyard: 8,
  lookout: 9,
  chapel: 11,
  powerPlant: 12,
  helipad: 37,
  lastStand: 39,
} as const

export const LOT_SQUARES: readonly number[] = MONOPOZOMBIE.squares
  .filter((s) => s.price !== undefined)
  .map((s) => s.index)

export interface LotPatch {
  readonly owner: Seat | null
  readonly level?: number
  readonly mortgaged?: boolean
  readonly liftAtPrincipal?: boolean
}

export interface ViewPatch {
  readonly names?: readonly string[]
  readonly players?: readonly Partial<PlayerView>[]
  readonly lots?: Readonly<Record<number, LotPatch>>
  readonly stage?: Stage
  readonly turn?: Partial<TurnState>
  readonly decision?: DecisionView | null
  readonly auction?: AuctionState | null
  readonly trade?: (TradeOffer & { counters: number }) | null
  readonly debt?: Debt | null
  readonly options?: Partial<MonopoOptions>
  readonly winners?: readonly Seat[] | null
  readonly endReason?: string | null
  readonly bankHouses?: number
  readonly bankHotels?: number
  readonly firstSeat?: Seat
}

const OPTIONS: MonopoOptions = {
  taxEdition: 'current',
  apocalypseAt: 'zombiesAtLeastHumans',
  bankruptcy: 'zombify',
  stallRounds: 200,
  hopelessLastHuman: 'playOn',
  firstSeat: null,
}

/** A view of a table of Ann, Bob and Cid (by default), all human, lapped, on GO with $1,500 each. */
export function makeView(patch: ViewPatch = {}): MonopoView {
  const names = patch.names ?? ['Ann', 'Bob', 'Cid']
  const players = names.map((name, seat): PlayerView => ({
    seat,
    name,
    cash: 1500,
    position: 0,
    zombie: false,
    lapped: true,
    eliminated: false,
    inJail: false,
    jailRolls: 0,
    cards: [],
    bodyguards: 0,
    worth: 1500,
    ...(patch.players?.[seat] ?? {}),
  }))
  const lots = LOT_SQUARES.map((square): LotView => {
    const p = patch.lots?.[square]
    return {
      square,
      owner: p?.owner ?? null,
      mortgaged: p?.mortgaged ?? false,
      level: p?.level ?? 0,
      liftAtPrincipal: p?.liftAtPrincipal ?? false,
    }
  })
  const turn: TurnState = { seat: 0, number: 1, round: 1, ...TURN_START, ...(patch.turn ?? {}) }
  return {
    game: 'monopozombie',
    viewer: 0,
    options: { ...OPTIONS, ...(patch.options ?? {}) },
    stage: patch.stage ?? 1,
    firstSeat: patch.firstSeat ?? 0,
    players,
    lots,
    bankHouses: patch.bankHouses ?? 32,
    bankHotels: patch.bankHotels ?? 12,
    deckSizes: { chance: 16, chest: 16 },
    shownCard: null,
    occupied: [],
    turn,
    decision: patch.decision === undefined ? { kind: 'turn', seat: turn.seat } : patch.decision,
    auction: patch.auction ?? null,
    trade: patch.trade ?? null,
    debt: patch.debt ?? null,
    winners: patch.winners ?? null,
    endReason: patch.endReason ?? null,
  }
}

export function humans(view: MonopoView): SeatConfig[] {
  return view.players.map((p) => ({ name: p.name, kind: 'human' }))
}

/** What the host's update says beside a hand-made view: who acts, and the result once there are winners. */
export function hostFields(view: MonopoView): { toAct: readonly Seat[]; outcome: Outcome | null } {
  const winners = view.winners
  return {
    toAct: winners === null && view.decision !== null ? [view.decision.seat] : [],
    outcome:
      winners === null ? null : { winners, scores: view.players.map(() => 0), summary: 'The game is over.' },
  }
}

export function renderHud(
  view: MonopoView,
  legal: readonly MonopoAction[],
  me: Seat | null,
  seats?: readonly SeatConfig[],
) {
  const send = vi.fn<(action: MonopoAction) => void>()
  const hud = (v: MonopoView, l: readonly MonopoAction[], m: Seat | null) => (
    <MonopozombieHud {...hostFields(v)} view={v} legal={l} seats={seats ?? humans(v)} me={m} send={send} />
  )
  const result = render(hud(view, legal, me))
  const rerender = (next: MonopoView, nextLegal: readonly MonopoAction[], nextMe: Seat | null) =>
    result.rerender(hud(next, nextLegal, nextMe))
  return { ...result, send, rerender }
}
