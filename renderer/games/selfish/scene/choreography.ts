/**
 * Turns the engine's events into animations on the table, in order: survivors stepping up and down
 * their columns, cards flying between piles and hands, a survivor flipping to the zombie side in a
 * green burst, the die tumbling onto the engine's roll, the chopper lifting off with a winner.
 */
import type { SeenEvent } from '../../../../engine/core/events'
import type { Seat } from '../../../../engine/core/types'
import type { GameKind } from '../../../../engine/games/selfish/data'
import type { SelfishEvent, SelfishView } from '../../../../engine/games/selfish/types'
import { arc, ease, lerp } from '../../../table/animation'
import { playBurst } from '../../../table/burst'
import { flyCard, FLIGHT_SECONDS, type CardFlightSpec } from '../../../table/cardFlight'
import { pileTopY } from '../../../table/CardPile'
import type { Choreography, EventTweens, Moment } from '../../../table/choreography'
import { CARD_THICKNESS } from '../../../table/shared'
import { rollDie } from '../../../table/rollDie'
import { ROLL_SECONDS } from '../../../table/useDieRoll'
import { CHOPPER_LIFT_SECONDS, chopperHasLeft } from './chopperLift'
import { HAND_SCALE, columnX, handPlace, spaceZ, tablePlaces, type Vec3 } from './layout'
import { SelfishRig, type FlightDeck } from './sceneRig'

/** An event as this viewer receives it. */
export type SelfishSeenEvent = SeenEvent<SelfishEvent>

const MOVE_SECONDS = 0.5
const FLIP_SECONDS = 0.75
const MAX_FLIGHTS_PER_EVENT = 4
/** A zombie's burst reaches just past its survivor card. */
const BURST_SIZE = 0.95

/** Seats whose survivor card an event moves or flips. */
const MOVING: ReadonlySet<string> = new Set<SelfishSeenEvent['type']>([
  'survivorMoved',
  'zombieMoved',
  'pushedBack',
  'playerDied',
])

export function seatsAnimatedBy(
  events: readonly { readonly type: string; readonly seat?: Seat }[],
): Set<Seat> {
  const seats = new Set<Seat>()
  for (const e of events) if (e.seat !== undefined && MOVING.has(e.type)) seats.add(e.seat)
  return seats
}

/** One batch on the Selfish table: where its piles and hands are, and its moves. */
function stageOf(m: Moment<SelfishView, SelfishRig>) {
  const { rig, view, me, line } = m
  const n = view.players.length
  const places = tablePlaces(n, view.chopperLevel)
  const top = (place: Vec3, count: number): Vec3 => [place[0], pileTopY(count), place[2]]
  const stage = {
    ...m,
    handOf: (seat: Seat): Vec3 => handPlace(seat, n),
    handScale: (seat: Seat) => (seat === me ? 0.6 : HAND_SCALE),
    gameDeckTop: top(places.gameDeck, view.deckCount),
    gameDiscardTop: top(places.gameDiscard, view.discardCount),
    wasteDeckTop: top(places.wastelandDeck, view.wastelandCount),
    wasteDiscardTop: top(places.wastelandDiscard, view.wastelandDiscardCount),
    trailPlace: (seat: Seat, space: number): Vec3 => [columnX(seat, n), CARD_THICKNESS, spaceZ(space)],
    fly: (delay: number, card: CardFlightSpec<FlightDeck>) => flyCard(line, rig, delay, card),
    /** A survivor card stepping from one space to another, hopping. */
    move(seat: Seat, from: number, to: number, delay: number) {
      const pose = rig.pose(seat)
      if (!rig.isBusy(seat)) pose.level = from
      rig.hold(seat)
      line.tweens.add({
        delay,
        duration: line.seconds(MOVE_SECONDS),
        ease: ease.inOutCubic,
        onStart: () => {
          pose.level = from
        },
        onUpdate: (t) => {
          pose.level = lerp(from, to, t)
          pose.hop = arc(t, 0.35)
          rig.touch()
        },
        onComplete: () => rig.release(seat),
      })
    },
    /** A survivor card turning over to its zombie side. */
    flip(seat: Seat, delay: number) {
      const pose = rig.pose(seat)
      if (!rig.isBusy(seat)) pose.flip = 0
      rig.hold(seat)
      line.tweens.add({
        delay,
        duration: line.seconds(FLIP_SECONDS),
        ease: ease.inOutCubic,
        onStart: () => {
          pose.flip = 0
        },
        onUpdate: (t) => {
          pose.flip = t
          pose.hop = arc(t, 0.6)
          rig.touch()
        },
        onComplete: () => rig.release(seat),
      })
    },
    /** Cards leaving a hand for the discard pile, face up once they land. */
    fromHand(seat: Seat, kinds: readonly (string | null | undefined)[], overlap: number) {
      for (const kind of kinds.slice(0, MAX_FLIGHTS_PER_EVENT)) {
        stage.fly(line.slot(FLIGHT_SECONDS, overlap), {
          deck: 'game',
          front: kind ?? null,
          from: stage.handOf(seat),
          to: stage.gameDiscardTop,
          rollFrom: 1,
          rollTo: kind == null ? 1 : 0,
          scaleFrom: stage.handScale(seat),
          scaleTo: 1,
        })
      }
    },
  }
  return stage
}

type Stage = ReturnType<typeof stageOf>

const TWEENS: EventTweens<SelfishSeenEvent, Stage> = {
  survivorMoved(e, s) {
    const delay = s.line.slot(Math.max(MOVE_SECONDS, FLIGHT_SECONDS))
    s.move(e.seat, e.level - 1, e.level, delay)
    if (e.kind === null) return
    const key = SelfishRig.trailKey(e.seat, e.level - 1)
    s.rig.hiddenTrail.add(key)
    s.fly(delay, {
      deck: 'wasteland',
      front: e.kind,
      from: s.wasteDeckTop,
      to: s.trailPlace(e.seat, e.level - 1),
      rollFrom: 1,
      rollTo: 0,
      onLand: () => s.rig.hiddenTrail.delete(key),
    })
  },
  zombieMoved(e, s) {
    s.move(e.seat, e.direction === 'backward' ? e.level + 1 : e.level - 1, e.level, s.line.slot(MOVE_SECONDS))
  },
  pushedBack(e, s) {
    const delay = s.line.slot(Math.max(MOVE_SECONDS, FLIGHT_SECONDS))
    s.move(e.seat, e.level + 1, e.level, delay)
    s.fly(delay, {
      deck: 'wasteland',
      front: s.view.wastelandDiscardTop?.kind ?? null,
      from: s.trailPlace(e.seat, e.level),
      to: s.wasteDiscardTop,
      rollFrom: 0,
      rollTo: 0,
    })
  },
  playerDied(e, s) {
    const delay = s.line.slot(FLIP_SECONDS)
    s.flip(e.seat, delay)
    const level = s.view.players[e.seat]?.level ?? 0
    playBurst(s.line, s.rig, s.trailPlace(e.seat, level), delay, BURST_SIZE)
  },
  gameWon(_e, s) {
    const { rig, line } = s
    line.tweens.add({
      delay: line.slot(CHOPPER_LIFT_SECONDS),
      duration: line.seconds(CHOPPER_LIFT_SECONDS),
      ease: ease.linear,
      onUpdate: (t) => {
        rig.chopperLift = t
        rig.touch()
      },
    })
  },
  dieRolled(e, s) {
    rollDie(s.rig.die, e.value, s.line.slot(ROLL_SECONDS), s.line)
  },
  cardDrawn(e, s) {
    const kind: GameKind | null = e.seat === s.me ? (e.kind ?? null) : null
    s.fly(s.line.slot(FLIGHT_SECONDS, 0.5), {
      deck: 'game',
      front: kind,
      from: s.gameDeckTop,
      to: s.handOf(e.seat),
      rollFrom: 1,
      rollTo: kind === null ? 1 : 0,
      scaleFrom: 1,
      scaleTo: s.handScale(e.seat),
    })
  },
  cardPlayed: (e, s) => s.fromHand(e.seat, [e.kind], 0),
  cardsDiscarded: (e, s) => s.fromHand(e.seat, e.kinds, 0.6),
  cardBitten: (e, s) => s.fromHand(e.seat, [e.kind], 0),
  cardStolen: (e, s) => stealCards(e.seat, e.attacker, 1, s),
  suppliesStolen: (e, s) => stealCards(e.seat, e.attacker, Math.min(2, Math.max(1, e.units)), s),
}

function stealCards(from: Seat, to: Seat, count: number, s: Stage): void {
  for (let i = 0; i < count; i++) {
    s.fly(s.line.slot(FLIGHT_SECONDS, 0.6), {
      deck: 'game',
      front: null,
      from: s.handOf(from),
      to: s.handOf(to),
      rollFrom: 1,
      rollTo: 1,
      scaleFrom: s.handScale(from),
      scaleTo: s.handScale(to),
    })
  }
}

export const selfishChoreography: Choreography<SelfishView, SelfishSeenEvent, SelfishRig, Stage> = {
  show(view, rig) {
    rig.settleIdle(view)
    rig.chopperLift = chopperHasLeft(view) ? 1 : 0
  },
  stage: stageOf,
  before(events, { rig, view }) {
    rig.latest = view
    // Survivors with nothing to animate settle straight onto the new view.
    const animated = seatsAnimatedBy(events)
    view.players.forEach((_, seat) => {
      if (!rig.isBusy(seat) && !animated.has(seat)) rig.settle(seat)
    })
  },
  tweens: TWEENS,
}
