/**
 * Hand-built MonopoZombie views for the HUD tests (every field of the view is public, so a view is
 * plain data to write down), and a render helper as for the other games' HUDs.
 */
import { render } from '@testing-library/react'
import { vi } from 'vitest'
import type { Outcome, Seat } from '../../../../engine/core/types'
import { MONOPOZOMBIE } from '../../../../engine/games/monopozombie/data'
import { winnersHeadline } from '../../../../engine/games/monopozombie/view'
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
import type { SeatConfig } from '../../../../electron/protocol'
import { GameHud } from '../../../../renderer/app/table/GameHud'
import { MonopozombieHud } from '../../../../renderer/games/monopozombie/MonopozombieHud'
import { turnStart } from '../../../../engine/games/monopozombie/setup'
import { DEFAULT_OPTIONS } from '../../../../engine/games/monopozombie/options'
import { playerView } from '../../../e2e/harness/monopoFixture'

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

/** A view of a table of Ann, Bob and Cid (by default), all human, lapped, on GO with $1,500 each. */
export function makeView(patch: ViewPatch = {}): MonopoView {
  const names = patch.names ?? ['Ann', 'Bob', 'Cid']
  const players = names.map((name, seat) =>
    playerView(seat, { name, lapped: true, ...(patch.players?.[seat] ?? {}) }),
  )
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
  const turn: TurnState = { seat: 0, number: 1, round: 1, ...turnStart(), ...(patch.turn ?? {}) }
  return {
    game: 'monopozombie',
    viewer: 0,
    options: { ...DEFAULT_OPTIONS, ...(patch.options ?? {}) },
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
      winners === null
        ? null
        : {
            winners,
            scores: view.players.map(() => 0),
            headline: winnersHeadline(view.players, winners),
            summary: view.endReason ?? 'The game is over.',
          },
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
    <GameHud
      Hud={MonopozombieHud}
      props={{ ...hostFields(v), view: v, legal: l, seats: seats ?? humans(v), me: m, send }}
    />
  )
  const result = render(hud(view, legal, me))
  const rerender = (next: MonopoView, nextLegal: readonly MonopoAction[], nextMe: Seat | null) =>
    result.rerender(hud(next, nextLegal, nextMe))
  return { ...result, send, rerender }
}

/** Ann owns the browns (one built), Barricade and North Evac (mortgaged); Bob owns Lookout and Helipad (mortgaged). */
export function tradingLots(): Record<number, LotPatch> {
  return {
    [SQ.bunkerLane]: { owner: 0, level: 1 },
    [SQ.rationRoad]: { owner: 0 },
    [SQ.barricade]: { owner: 0 },
    [SQ.northEvac]: { owner: 0, mortgaged: true },
    [SQ.lookout]: { owner: 1 },
    [SQ.helipad]: { owner: 1, mortgaged: true },
  }
}

/** Every Stage 3 survivor move: each pick of two of the three dice, either way round the board. */
export function stage3Moves(): MonopoAction[] {
  const picks = [
    [0, 1],
    [0, 2],
    [1, 2],
  ] as const
  return picks.flatMap((dice) => [
    { type: 'moveSurvivor', dice, dir: 1 } as const,
    { type: 'moveSurvivor', dice, dir: -1 } as const,
  ])
}

/** An auction of a deed under way: the first of `bidders` is to bid, over `high` by `highBidder`. */
export function deedAuction(square: number, bidders: readonly Seat[], high: number, highBidder: Seat | null) {
  return {
    decision: { kind: 'auction', seat: bidders[0] ?? 0 } as const,
    auction: {
      lot: { kind: 'deed', square } as const,
      bidders: [...bidders],
      next: 0,
      high,
      highBidder,
      opening: 1,
    },
  }
}

/** Stage 3, Ann to move her survivor with these three dice. */
export function stage3Roll(dice: readonly [number, number, number]): MonopoView {
  return makeView({ stage: 3, decision: { kind: 'survivorMove', seat: 0 }, turn: { dice: [...dice] } })
}

/** The bids a bidder over a high bid of $120 is offered in the tests (quick amounts, then pass). */
export function bidsOver120(): MonopoAction[] {
  return [
    { type: 'bid', amount: 121 },
    { type: 'bid', amount: 130 },
    { type: 'bid', amount: 170 },
    { type: 'bid', amount: 220 },
    { type: 'pass' },
  ]
}
