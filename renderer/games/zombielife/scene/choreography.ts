/**
 * Turns the engine's events into animations on the Zombielife table, in order: bought assets
 * flying from their pile to the buyer, Wonga flying between players, the bank and the cards, Health
 * Tokens flipping, cards drawn, played and revealed, a green burst where a player turns zombie.
 */
import type { SeenEvent } from '../../../../engine/core/events'
import type { Seat } from '../../../../engine/core/types'
import { ASSET_KINDS } from '../../../../engine/games/zombielife/data'
import type { ZombielifeEvent, ZombielifeView } from '../../../../engine/games/zombielife/types'
import { ease } from '../../../table/animation'
import { BURST_SECONDS, playBurst } from '../../../table/burst'
import { flyCard, FLIGHT_SECONDS, type CardFlightSpec } from '../../../table/cardFlight'
import { tweenInAir } from '../../../table/flights'
import { pileTopY } from '../../../table/CardPile'
import type { Choreography, EventTweens, Moment } from '../../../table/choreography'
import {
  ACTION_DECK,
  ACTION_DISCARD,
  ASSET_SCALE,
  AREA_DEPTH,
  BANK,
  HAND_SCALE,
  REVEALED,
  ROUND_SCALE,
  areaCenter,
  assetPlace,
  coinStackPlace,
  handPlace,
  pilePlace,
  roundPlace,
  type Vec3,
} from './layout'
import type { FlightDeck, ZombielifeRig } from './sceneRig'
import { actionKey, assetKey } from './zombielifeDecks'

/** An event as this viewer receives it. */
export type ZombielifeSeenEvent = SeenEvent<ZombielifeEvent>

const COIN_SECONDS = 0.45
const FLIP_SECONDS = 0.6
const MAX_COINS_PER_EVENT = 6
/** A zombie's burst fills most of its player's area. */
const BURST_SIZE = AREA_DEPTH * 0.45

const raise = (p: Vec3, y: number): Vec3 => [p[0], p[1] + y, p[2]]

/** One batch on the Zombielife table: where wallets and assets are, and its moves. */
function stageOf(m: Moment<ZombielifeView, ZombielifeRig>) {
  const { rig, view, line } = m
  const n = view.players.length
  return {
    ...m,
    n,
    fly: (delay: number, card: CardFlightSpec<FlightDeck>) => flyCard(line, rig, delay, card),
    deckTop: () => raise(ACTION_DECK, pileTopY(view.deckCount + 1)),
    wallet: (seat: Seat): Vec3 => raise(coinStackPlace(seat, n, 0), 0.2),
    assetSpot(seat: Seat, asset: number): Vec3 | null {
      const owned = view.players[seat]?.assets ?? []
      const i = owned.findIndex((a) => a.id === asset)
      return i < 0 ? null : raise(assetPlace(seat, n, i, owned.length), 0.02)
    },
    /** Up to six coins flying one after another. */
    coins(count: number, from: Vec3, to: Vec3) {
      const k = Math.min(MAX_COINS_PER_EVENT, Math.max(0, Math.round(count)))
      if (k === 0) return
      const delay = line.slot(COIN_SECONDS, 0.5)
      for (let i = 0; i < k; i++) {
        const c = rig.coin()
        tweenInAir(line.tweens, rig, c, {
          delay: delay + line.seconds(i * 0.06),
          duration: line.seconds(COIN_SECONDS),
          start: () => {
            c.from = from
            c.to = to
          },
        })
      }
    },
    /** The token keeps its old side from now until its turn on the timeline comes, then turns over. */
    flip(seat: Seat, index: number, toInfected: boolean) {
      const delay = line.slot(FLIP_SECONDS, 0.2)
      const state = { index, toInfected, t: 0 }
      rig.flips.set(seat, state)
      line.tweens.add({
        delay,
        duration: line.seconds(FLIP_SECONDS),
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
    },
  }
}

type Stage = ReturnType<typeof stageOf>

const TWEENS: EventTweens<ZombielifeSeenEvent, Stage> = {
  assetBought(e, s) {
    const card = s.view.players[e.seat]?.assets.find((a) => a.id === e.asset)
    const to = s.assetSpot(e.seat, e.asset)
    s.coins(e.price, s.wallet(e.seat), BANK)
    if (!card || !to) return
    const pileIndex = ASSET_KINDS.indexOf(e.kind)
    const pile = s.view.piles[pileIndex]
    s.rig.hiddenAssets.add(e.asset)
    s.fly(s.line.slot(FLIGHT_SECONDS), {
      deck: 'asset',
      front: assetKey(card),
      from: raise(pilePlace(pileIndex), pileTopY(pile?.count ?? 0)),
      to,
      rollFrom: 0,
      rollTo: 0,
      scaleTo: ASSET_SCALE,
      onLand: () => s.rig.hiddenAssets.delete(e.asset),
    })
  },
  maintenancePaid: (e, s) => s.coins(e.amount, s.wallet(e.seat), s.assetSpot(e.seat, e.asset) ?? BANK),
  wongaGained: (e, s) => s.coins(e.amount, BANK, s.wallet(e.seat)),
  scavenged: (e, s) => s.coins(e.amount, BANK, s.wallet(e.seat)),
  insuranceClaimed: (e, s) => s.coins(e.amount, BANK, s.wallet(e.seat)),
  dividendsPaid: (e, s) => s.coins(e.cash + e.onCards, BANK, s.wallet(e.seat)),
  tokenInfected: (e, s) => s.flip(e.seat, Math.max(0, e.infected - 1), true),
  tokenHealed: (e, s) => s.flip(e.seat, e.infected, false),
  cardDrawn(e, s) {
    const hand = handPlace(e.seat, s.n)
    s.fly(s.line.slot(FLIGHT_SECONDS, 0.3), {
      deck: 'action',
      front: null,
      from: s.deckTop(),
      to: e.seat === s.me ? raise(hand, 0.6) : hand,
      rollFrom: 1,
      rollTo: 1,
      scaleTo: HAND_SCALE,
    })
  },
  infectionDrawn(_e, s) {
    s.fly(s.line.slot(FLIGHT_SECONDS), {
      deck: 'action',
      front: actionKey({ kind: 'infection', dividend: 0 }),
      from: s.deckTop(),
      to: REVEALED,
      rollFrom: 1,
      rollTo: 0,
    })
  },
  roundCardRevealed(e, s) {
    const index = Math.max(0, s.view.roundCards.length - 1)
    s.fly(s.line.slot(FLIGHT_SECONDS), {
      deck: 'action',
      front: actionKey({ kind: e.kind, dividend: e.dividend }),
      from: s.deckTop(),
      to: roundPlace(index),
      rollFrom: 1,
      rollTo: 0,
      scaleTo: ROUND_SCALE,
    })
  },
  playerZombified(e, s) {
    // Half the burst's slot: what follows plays while it fades.
    playBurst(s.line, s.rig, areaCenter(e.seat, s.n), s.line.slot(BURST_SECONDS, 0.5), BURST_SIZE)
  },
  cardPlayed(e, s) {
    const top = s.view.discard[s.view.discard.length - 1]
    s.fly(s.line.slot(FLIGHT_SECONDS, 0.3), {
      deck: 'action',
      front: top ? actionKey(top) : null,
      from: handPlace(e.seat, s.n),
      to: raise(ACTION_DISCARD, pileTopY(s.view.discard.length)),
      rollFrom: 1,
      rollTo: 0,
      scaleFrom: HAND_SCALE,
    })
  },
}

export const zombielifeChoreography: Choreography<ZombielifeView, ZombielifeSeenEvent, ZombielifeRig, Stage> =
  { stage: stageOf, tweens: TWEENS }
