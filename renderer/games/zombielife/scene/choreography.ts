/**
 * Turns the engine's events into animations on the Zombielife table, in order: bought assets
 * flying from their pile to the buyer, Wonga flying between players, the bank and the cards, Health
 * Tokens flipping, cards drawn, played and revealed.
 */
import type { GameEvent, Seat } from '../../../../engine/core/types'
import {
  ACTION_KINDS,
  ASSET_KINDS,
  type ActionKind,
  type AssetKind,
} from '../../../../engine/games/zombielife/data'
import type { ZombielifeView } from '../../../../engine/games/zombielife/types'
import { ease, type TweenSystem } from '../../../table/animation'
import { pileTopY } from '../../../table/CardPile'
import {
  ACTION_DECK,
  ACTION_DISCARD,
  ASSET_SCALE,
  BANK,
  HAND_SCALE,
  REVEALED,
  ROUND_SCALE,
  assetPlace,
  coinStackPlace,
  handPlace,
  pilePlace,
  roundPlace,
  type Vec3,
} from './layout'
import type { FlightDeck, ZombielifeRig } from './sceneRig'
import { actionKey, assetKey } from './zombielifeDecks'

export interface ChoreographyContext {
  readonly rig: ZombielifeRig
  readonly tweens: TweenSystem
  readonly view: ZombielifeView
  readonly me: Seat | null
}

const FLIGHT_SECONDS = 0.55
const COIN_SECONDS = 0.45
const FLIP_SECONDS = 0.6
const MAX_COINS_PER_EVENT = 6

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0)
const isAssetKind = (v: unknown): v is AssetKind =>
  typeof v === 'string' && (ASSET_KINDS as readonly string[]).includes(v)

const isActionKind = (v: unknown): v is ActionKind =>
  typeof v === 'string' && (ACTION_KINDS as readonly string[]).includes(v)

const raise = (p: Vec3, y: number): Vec3 => [p[0], p[1] + y, p[2]]

export function playEvents(events: readonly GameEvent[], ctx: ChoreographyContext): void {
  const { rig, tweens, view, me } = ctx
  const n = view.players.length
  const now = tweens.now
  let cursor = Math.max(now, rig.timelineEnd)
  // When play runs ahead of the animations (fast bots), catch up by playing faster.
  const speed = cursor - now > 4 ? 4 : cursor - now > 2 ? 2 : 1
  let end = cursor

  const slot = (seconds: number, overlap = 0): number => {
    const start = cursor
    cursor += (seconds / speed) * (1 - overlap)
    end = Math.max(end, start + seconds / speed)
    return start - now
  }

  const fly = (
    delay: number,
    deck: FlightDeck,
    front: string | null,
    from: Vec3,
    to: Vec3,
    o: { rollFrom: number; rollTo: number; scaleFrom?: number; scaleTo?: number; onLand?: () => void },
  ) => {
    const f = rig.flight(deck)
    f.active = true
    f.t = -1
    tweens.add({
      delay,
      duration: FLIGHT_SECONDS / speed,
      ease: ease.inOutCubic,
      onStart: () => {
        f.front = front
        f.from = from
        f.to = to
        f.height = 0.8 + Math.hypot(to[0] - from[0], to[2] - from[2]) * 0.08
        f.rollFrom = o.rollFrom
        f.rollTo = o.rollTo
        f.scaleFrom = o.scaleFrom ?? 1
        f.scaleTo = o.scaleTo ?? 1
        f.t = 0
        rig.touch()
      },
      onUpdate: (t) => {
        f.t = t
        rig.touch()
      },
      onComplete: () => {
        f.active = false
        o.onLand?.()
        rig.touch()
      },
    })
  }

  const coins = (count: number, from: Vec3, to: Vec3) => {
    const k = Math.min(MAX_COINS_PER_EVENT, Math.max(0, Math.round(count)))
    if (k === 0) return
    const delay = slot(COIN_SECONDS, 0.5)
    for (let i = 0; i < k; i++) {
      const c = rig.coin()
      c.active = true
      c.t = -1
      tweens.add({
        delay: delay + (i * 0.06) / speed,
        duration: COIN_SECONDS / speed,
        ease: ease.inOutCubic,
        onStart: () => {
          c.from = from
          c.to = to
          c.t = 0
          rig.touch()
        },
        onUpdate: (t) => {
          c.t = t
          rig.touch()
        },
        onComplete: () => {
          c.active = false
          rig.touch()
        },
      })
    }
  }

  const wallet = (seat: Seat): Vec3 => raise(coinStackPlace(seat, n, 0), 0.2)
  const assetSpot = (seat: Seat, asset: number): Vec3 | null => {
    const owned = view.players[seat]?.assets ?? []
    const i = owned.findIndex((a) => a.id === asset)
    return i < 0 ? null : raise(assetPlace(seat, n, i, owned.length), 0.02)
  }

  /** The token keeps its old side from now until its turn on the timeline comes, then turns over. */
  const flip = (seat: Seat, index: number, toInfected: boolean) => {
    const delay = slot(FLIP_SECONDS, 0.2)
    const state = { index, toInfected, t: 0 }
    rig.flips.set(seat, state)
    tweens.add({
      delay,
      duration: FLIP_SECONDS / speed,
      ease: ease.inOutCubic,
      onStart: () => {
        rig.flips.set(seat, state)
        rig.touch()
      },
      onUpdate: (t) => {
        state.t = t
        rig.touch()
      },
      onComplete: () => {
        if (rig.flips.get(seat) === state) rig.flips.delete(seat)
        rig.touch()
      },
    })
  }

  for (const e of events) {
    const seat = e.seat
    switch (e.type) {
      case 'assetBought': {
        if (seat === undefined || !isAssetKind(e.kind)) break
        const asset = num(e.asset)
        const card = view.players[seat]?.assets.find((a) => a.id === asset)
        const to = assetSpot(seat, asset)
        coins(num(e.price), wallet(seat), BANK)
        if (!card || !to) break
        const pile = view.piles[ASSET_KINDS.indexOf(e.kind)]
        const from = raise(pilePlace(ASSET_KINDS.indexOf(e.kind)), pileTopY(pile?.count ?? 0))
        rig.hiddenAssets.add(asset)
        fly(slot(FLIGHT_SECONDS), 'asset', assetKey(card), from, to, {
          rollFrom: 0,
          rollTo: 0,
          scaleTo: ASSET_SCALE,
          onLand: () => rig.hiddenAssets.delete(asset),
        })
        break
      }
      case 'maintenancePaid': {
        if (seat === undefined) break
        coins(num(e.amount), wallet(seat), assetSpot(seat, num(e.asset)) ?? BANK)
        break
      }
      case 'wongaGained':
      case 'scavenged':
      case 'insuranceClaimed':
        if (seat !== undefined) coins(num(e.amount), BANK, wallet(seat))
        break
      case 'dividendsPaid':
        if (seat !== undefined) coins(num(e.cash) + num(e.onCards), BANK, wallet(seat))
        break
      case 'tokenInfected':
        if (seat !== undefined) flip(seat, Math.max(0, num(e.infected) - 1), true)
        break
      case 'tokenHealed':
        if (seat !== undefined) flip(seat, num(e.infected), false)
        break
      case 'cardDrawn': {
        if (seat === undefined) break
        const from = raise(ACTION_DECK, pileTopY(view.deckCount + 1))
        const to = seat === me ? raise(handPlace(seat, n), 0.6) : handPlace(seat, n)
        fly(slot(FLIGHT_SECONDS, 0.3), 'action', null, from, to, {
          rollFrom: 1,
          rollTo: 1,
          scaleTo: HAND_SCALE,
        })
        break
      }
      case 'infectionDrawn': {
        const from = raise(ACTION_DECK, pileTopY(view.deckCount + 1))
        fly(slot(FLIGHT_SECONDS), 'action', actionKey({ kind: 'infection', dividend: 0 }), from, REVEALED, {
          rollFrom: 1,
          rollTo: 0,
        })
        break
      }
      case 'roundCardRevealed': {
        const index = Math.max(0, view.roundCards.length - 1)
        const card = view.roundCards[index]
        const kind = isActionKind(e.kind) ? e.kind : card?.kind
        if (!kind) break
        const from = raise(ACTION_DECK, pileTopY(view.deckCount + 1))
        fly(
          slot(FLIGHT_SECONDS),
          'action',
          actionKey({ kind, dividend: num(e.dividend) }),
          from,
          roundPlace(index),
          {
            rollFrom: 1,
            rollTo: 0,
            scaleTo: ROUND_SCALE,
          },
        )
        break
      }
      case 'cardPlayed': {
        if (seat === undefined || typeof e.kind !== 'string') break
        const top = view.discard[view.discard.length - 1]
        const front = top ? actionKey(top) : null
        fly(
          slot(FLIGHT_SECONDS, 0.3),
          'action',
          front,
          handPlace(seat, n),
          raise(ACTION_DISCARD, pileTopY(view.discard.length)),
          {
            rollFrom: 1,
            rollTo: 0,
            scaleFrom: HAND_SCALE,
          },
        )
        break
      }
      default:
        break
    }
  }
  rig.timelineEnd = Math.max(rig.timelineEnd, end, cursor)
  rig.touch()
}
