/**
 * Turns the engine's events into animations on the table, in order: survivors stepping up and down
 * their columns, cards flying between piles and hands, a survivor flipping to the zombie side, the
 * die tumbling onto the engine's roll.
 */
import type { GameEvent, Seat } from '../../../../engine/core/types'
import type { GameKind, WasteKind } from '../../../../engine/games/selfish/data'
import type { SelfishView } from '../../../../engine/games/selfish/types'
import { arc, ease, lerp, type TweenSystem } from '../../../table/animation'
import { pileTopY } from '../../../table/CardPile'
import { CARD_THICKNESS } from '../../../table/shared'
import { ROLL_SECONDS } from '../../../table/useDieRoll'
import { HAND_SCALE, columnX, handPlace, spaceZ, tablePlaces, type Vec3 } from './layout'
import { SelfishRig, type Flight, type FlightDeck } from './sceneRig'

export interface ChoreographyContext {
  readonly rig: SelfishRig
  readonly tweens: TweenSystem
  readonly view: SelfishView
  /** The viewer's seat (their drawn cards fly face up). */
  readonly me: Seat | null
}

const MOVE_SECONDS = 0.5
const FLIP_SECONDS = 0.75
const FLIGHT_SECONDS = 0.55
const MAX_FLIGHTS_PER_EVENT = 4

/** Seats whose survivor card an event moves or flips. */
export function seatsAnimatedBy(events: readonly GameEvent[]): Set<Seat> {
  const seats = new Set<Seat>()
  for (const e of events) {
    if (e.seat === undefined) continue
    if (
      e.type === 'survivorMoved' ||
      e.type === 'zombieMoved' ||
      e.type === 'pushedBack' ||
      e.type === 'playerDied'
    )
      seats.add(e.seat)
  }
  return seats
}

const num = (v: unknown): number | null => (typeof v === 'number' ? v : null)
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null)

export function playEvents(events: readonly GameEvent[], ctx: ChoreographyContext): void {
  const { rig, tweens, view, me } = ctx
  const n = view.players.length
  const places = tablePlaces(n, view.chopperLevel)
  const now = tweens.now
  let cursor = Math.max(now, rig.timelineEnd)
  // When play runs ahead of the animations (fast bots), catch up by playing faster.
  const speed = cursor - now > 4 ? 4 : cursor - now > 2 ? 2 : 1
  let end = cursor

  /** Reserves time on the timeline; returns the delay from now. */
  const slot = (seconds: number, overlap = 0): number => {
    const start = cursor
    cursor += (seconds / speed) * (1 - overlap)
    end = Math.max(end, start + seconds / speed)
    return start - now
  }

  const handOf = (seat: Seat): Vec3 => handPlace(seat, n)
  const handScale = (seat: Seat) => (seat === me ? 0.6 : HAND_SCALE)
  const gameDeckTop: Vec3 = [places.gameDeck[0], pileTopY(view.deckCount), places.gameDeck[2]]
  const gameDiscardTop: Vec3 = [places.gameDiscard[0], pileTopY(view.discardCount), places.gameDiscard[2]]
  const wasteDeckTop: Vec3 = [places.wastelandDeck[0], pileTopY(view.wastelandCount), places.wastelandDeck[2]]
  const wasteDiscardTop: Vec3 = [
    places.wastelandDiscard[0],
    pileTopY(view.wastelandDiscardCount),
    places.wastelandDiscard[2],
  ]
  const trailPlace = (seat: Seat, space: number): Vec3 => [columnX(seat, n), CARD_THICKNESS, spaceZ(space)]

  const fly = (
    delay: number,
    deck: FlightDeck,
    front: string | null,
    from: Vec3,
    to: Vec3,
    o: { rollFrom: number; rollTo: number; scaleFrom?: number; scaleTo?: number; onLand?: () => void },
  ) => {
    const height = 0.8 + Math.hypot(to[0] - from[0], to[2] - from[2]) * 0.08
    let f: Flight | null = null
    tweens.add({
      delay,
      duration: FLIGHT_SECONDS / speed,
      ease: ease.inOutCubic,
      onStart: () => {
        f = rig.flight(deck)
        f.active = true
        f.front = front
        f.from = from
        f.to = to
        f.height = height
        f.rollFrom = o.rollFrom
        f.rollTo = o.rollTo
        f.scaleFrom = o.scaleFrom ?? 1
        f.scaleTo = o.scaleTo ?? 1
        f.t = 0
        rig.touch()
      },
      onUpdate: (t) => {
        if (!f) return
        f.t = t
        rig.touch()
      },
      onComplete: () => {
        if (f) f.active = false
        o.onLand?.()
        rig.touch()
      },
    })
  }

  const moveSurvivor = (seat: Seat, from: number, to: number, delay: number) => {
    const pose = rig.pose(seat)
    if (!rig.isBusy(seat)) pose.level = from
    rig.hold(seat)
    tweens.add({
      delay,
      duration: MOVE_SECONDS / speed,
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
  }

  const flipSurvivor = (seat: Seat, delay: number) => {
    const pose = rig.pose(seat)
    if (!rig.isBusy(seat)) pose.flip = 0
    rig.hold(seat)
    tweens.add({
      delay,
      duration: FLIP_SECONDS / speed,
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
  }

  const flyFromHand = (seat: Seat, kinds: readonly (string | null)[], overlap: number) => {
    for (const kind of kinds.slice(0, MAX_FLIGHTS_PER_EVENT)) {
      fly(slot(FLIGHT_SECONDS, overlap), 'game', kind, handOf(seat), gameDiscardTop, {
        rollFrom: 1,
        rollTo: kind === null ? 1 : 0,
        scaleFrom: handScale(seat),
        scaleTo: 1,
      })
    }
  }

  for (const e of events) {
    const seat = e.seat
    switch (e.type) {
      case 'survivorMoved': {
        const level = num(e.level)
        if (seat === undefined || level === null) break
        const kind = str(e.kind) as WasteKind | null
        const delay = slot(Math.max(MOVE_SECONDS, FLIGHT_SECONDS))
        moveSurvivor(seat, level - 1, level, delay)
        if (kind !== null) {
          const key = SelfishRig.trailKey(seat, level - 1)
          rig.hiddenTrail.add(key)
          fly(delay, 'wasteland', kind, wasteDeckTop, trailPlace(seat, level - 1), {
            rollFrom: 1,
            rollTo: 0,
            onLand: () => rig.hiddenTrail.delete(key),
          })
        }
        break
      }
      case 'zombieMoved': {
        const level = num(e.level)
        if (seat === undefined || level === null) break
        moveSurvivor(seat, e.direction === 'backward' ? level + 1 : level - 1, level, slot(MOVE_SECONDS))
        break
      }
      case 'pushedBack': {
        const level = num(e.level)
        if (seat === undefined || level === null) break
        const delay = slot(Math.max(MOVE_SECONDS, FLIGHT_SECONDS))
        moveSurvivor(seat, level + 1, level, delay)
        fly(
          delay,
          'wasteland',
          view.wastelandDiscardTop?.kind ?? null,
          trailPlace(seat, level),
          wasteDiscardTop,
          {
            rollFrom: 0,
            rollTo: 0,
          },
        )
        break
      }
      case 'playerDied':
        if (seat !== undefined) flipSurvivor(seat, slot(FLIP_SECONDS))
        break
      case 'dieRolled': {
        const value = num(e.value)
        if (value === null || !rig.die) break
        rig.die.roll(value, slot(ROLL_SECONDS))
        break
      }
      case 'cardDrawn': {
        if (seat === undefined) break
        const kind = seat === me ? (str(e.kind) as GameKind | null) : null
        fly(slot(FLIGHT_SECONDS, 0.5), 'game', kind, gameDeckTop, handOf(seat), {
          rollFrom: 1,
          rollTo: kind === null ? 1 : 0,
          scaleFrom: 1,
          scaleTo: handScale(seat),
        })
        break
      }
      case 'cardPlayed':
        if (seat !== undefined) flyFromHand(seat, [str(e.kind)], 0)
        break
      case 'cardsDiscarded':
        if (seat !== undefined && Array.isArray(e.kinds)) flyFromHand(seat, e.kinds.map(str), 0.6)
        break
      case 'cardBitten':
        if (seat !== undefined) flyFromHand(seat, [str(e.kind)], 0)
        break
      case 'cardStolen':
      case 'suppliesStolen': {
        const attacker = num(e.attacker)
        if (seat === undefined || attacker === null) break
        const count = e.type === 'suppliesStolen' ? Math.min(2, Math.max(1, num(e.units) ?? 1)) : 1
        for (let i = 0; i < count; i++) {
          fly(slot(FLIGHT_SECONDS, 0.6), 'game', null, handOf(seat), handOf(attacker), {
            rollFrom: 1,
            rollTo: 1,
            scaleFrom: handScale(seat),
            scaleTo: handScale(attacker),
          })
        }
        break
      }
      default:
        break
    }
  }
  rig.timelineEnd = Math.max(end, cursor)
  rig.touch()
}
