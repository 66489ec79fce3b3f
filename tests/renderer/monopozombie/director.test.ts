/**
 * The MonopoZombie director's shots (issue 12): the active player's token, a conversion on the
 * converted player's token, an auction's lot, a hotel or a dear lot bought, the stage plaque when
 * the stage changes; and a bot game filmed within the director's holds.
 */
import { describe, expect, it } from 'vitest'
import { MONOPOZOMBIE } from '../../../engine/games/monopozombie/data'
import type { MonopoEvent, MonopoView } from '../../../engine/games/monopozombie/types'
import {
  BIG_PURCHASE,
  MONOPO_PRIORITY,
  monopozombieDirector,
} from '../../../renderer/games/monopozombie/director'
import {
  BOARD_Y,
  HALF,
  STAGE_PLAQUE,
  squareRect,
  tokenPlaces,
  type Vec3,
} from '../../../renderer/games/monopozombie/scene/layout'
import { atRest } from '../../../renderer/table/director'
import { aimOnBoard } from '../../../renderer/table/directorShots'
import { HarnessSession, parseHarnessParams } from '../../e2e/harness/harnessSession'
import { monopoFixture } from '../../e2e/harness/monopoFixture'
import { expectPresets, groundAt, holdsRespected, inFrame, replay, wellPosed } from '../shared/directorCheck'

const rules = monopozombieDirector

/** 6 players in Stage 2, spread round the board. */
const view: MonopoView = monopoFixture('mid')

function token(seat: number): Vec3 {
  const place = tokenPlaces(view.players).find((t) => t.seat === seat)
  if (!place) throw new Error(`no token for seat ${seat}`)
  return place.position
}

function square(index: number): Vec3 {
  const r = squareRect(index)
  return [r.x, BOARD_Y, r.z]
}

function shotOf(event: MonopoEvent) {
  return rules.eventShot(event, view)
}

const price = (index: number) => MONOPOZOMBIE.squares[index]?.price ?? 0
const dear = MONOPOZOMBIE.squares.find((s) => (s.price ?? 0) >= BIG_PURCHASE)
const cheap = MONOPOZOMBIE.squares.find((s) => s.price !== undefined && s.price < BIG_PURCHASE)

describe('MonopoZombie director: seats', () => {
  it('frames each player’s token with the board round it: on an edge row, the inner rows fill the shot', () => {
    const tokens = view.players.filter((q) => !q.eliminated)
    expect(tokens.some((p) => Math.abs(token(p.seat)[2]) > HALF - 1)).toBe(true)
    for (const p of tokens) {
      const shot = rules.seatShot(view, p.seat)
      if (!shot) throw new Error(`no shot for seat ${p.seat}`)
      expect(wellPosed(shot)).toBe(true)
      expect(inFrame(shot, token(p.seat), 0.15), `seat ${p.seat}`).toBe(true)
      // The shot shows no more than a strip of bare table past the board's edges.
      for (const [x, y] of [
        [0, -1],
        [0, 1],
        [-1, 0],
        [1, 0],
      ] as const) {
        const [gx, , gz] = groundAt(shot, x, y, BOARD_Y)
        expect(Math.abs(gx), `seat ${p.seat} at ${x},${y}`).toBeLessThanOrEqual(HALF + 1.05)
        expect(Math.abs(gz), `seat ${p.seat} at ${x},${y}`).toBeLessThanOrEqual(HALF + 1.05)
      }
    }
  })

  it('aims at a place well inside the board as it is, and pulls one on an edge row inward', () => {
    const framing = { distance: 7.5, elevation: 1.1, fov: 40 }
    expect(aimOnBoard([0.5, BOARD_Y, -0.5], HALF, framing)).toEqual([0.5, BOARD_Y, -0.5])
    const [x, , z] = aimOnBoard([HALF - 0.4, BOARD_Y, HALF - 0.4], HALF, framing)
    expect(x).toBeLessThan(HALF - 0.4)
    expect(z).toBeLessThan(HALF - 0.4)
    expect(x).toBeGreaterThan(0)
    expect(z).toBeGreaterThan(0)
  })

  it('a token that moves takes its shot along; an eliminated player has none', () => {
    const moved = { ...view, players: view.players.map((p) => (p.seat === 0 ? { ...p, position: 30 } : p)) }
    expect(rules.seatShot(moved, 0)).not.toEqual(rules.seatShot(view, 0))
    const out = { ...view, players: view.players.map((p) => (p.seat === 0 ? { ...p, eliminated: true } : p)) }
    expect(rules.seatShot(out, 0)).toBeNull()
  })

  it('follows whose turn it is (not who bids), and nobody’s once there are winners', () => {
    expect(rules.activeSeat?.(view, [view.turn.seat + 1])).toBe(view.turn.seat)
    expect(rules.activeSeat?.({ ...view, winners: [0] }, [])).toBeNull()
  })
})

describe('MonopoZombie director: events', () => {
  it('a conversion frames the converted player’s token, whatever the cause, above most else', () => {
    for (const cause of ['encounter', 'snakeEyes', 'infectionGround'] as const) {
      const found = shotOf({ type: 'converted', seat: 2, cause, text: '' })
      expect(found?.shot).toEqual(rules.seatShot(view, 2))
      expect(found?.priority).toBe(MONOPO_PRIORITY.converted)
    }
    expect(MONOPO_PRIORITY.converted).toBeGreaterThan(MONOPO_PRIORITY.auction)
  })

  it('an auction frames the lot on the board', () => {
    const found = shotOf({
      type: 'auctionStarted',
      lot: { kind: 'deed', square: 39 },
      bidders: [0, 1],
      text: '',
    })
    expect(found?.priority).toBe(MONOPO_PRIORITY.auction)
    if (!found) throw new Error('no shot')
    expect(inFrame(found.shot, square(39), 0.15)).toBe(true)
    const building = shotOf({
      type: 'auctionStarted',
      lot: { kind: 'building', building: 'hotel' },
      bidders: [0],
      text: '',
    })
    expect(building).not.toBeNull()
  })

  it('a dear lot or a hotel is a big purchase; a cheap lot is not worth a cut', () => {
    if (!dear || !cheap) throw new Error('the board has no dear or no cheap lot')
    const big = shotOf({ type: 'lotBought', seat: 0, square: dear.index, price: price(dear.index), text: '' })
    expect(big?.priority).toBe(MONOPO_PRIORITY.bigPurchase)
    if (!big) throw new Error('no shot')
    expect(inFrame(big.shot, square(dear.index))).toBe(true)
    expect(
      shotOf({ type: 'lotBought', seat: 0, square: cheap.index, price: price(cheap.index), text: '' }),
    ).toBeNull()
    expect(shotOf({ type: 'built', seat: 0, square: 39, level: 5, text: '' })?.priority).toBe(
      MONOPO_PRIORITY.hotel,
    )
    expect(shotOf({ type: 'built', seat: 0, square: 39, level: 2, text: '' })).toBeNull()
  })

  it('a new stage frames the stage plaque, and the end matters most', () => {
    const stage = shotOf({ type: 'stageChanged', stage: 3, text: '' })
    if (!stage) throw new Error('no shot')
    expect(inFrame(stage.shot, [STAGE_PLAQUE.x, BOARD_Y, STAGE_PLAQUE.z])).toBe(true)
    const won = shotOf({ type: 'gameWon', winners: [1], text: '' })
    expect(won?.priority).toBe(Math.max(...Object.values(MONOPO_PRIORITY)))
  })

  it('routine events are not worth a cut', () => {
    expect(shotOf({ type: 'diceRolled', seat: 0, dice: [2, 3], kind: 'd6', text: '' })).toBeNull()
    expect(shotOf({ type: 'bidPlaced', seat: 0, amount: 20, text: '' })).toBeNull()
    expect(shotOf({ type: 'turnStarted', seat: 0, text: '' })).toBeNull()
  })

  it('declares 1–5 presets, the first the overview, each one the rig can play', () => {
    expectPresets(rules)
  })
})

describe('MonopoZombie director: a bot game', () => {
  it('follows the tokens and the big moments within its holds, and comes to rest', () => {
    const session = new HarnessSession(
      parseHarnessParams('?game=monopozombie&players=4&seed=2&viewer=spectator'),
    )
    const run = replay(rules as never, session, 1500)
    expect([...run.shotTypes].some((t) => ['auctionStarted', 'converted', 'lotBought'].includes(t))).toBe(
      true,
    )
    expect(run.moves.some((m) => m.name.startsWith('event '))).toBe(true)
    expect(
      new Set(run.moves.filter((m) => m.name.startsWith('seat ')).map((m) => m.name)).size,
    ).toBeGreaterThan(1)
    expect(holdsRespected(run.moves)).toBe(true)
    expect(atRest(rules as never, run.final, run.endMs)).toBe(true)
  })
})
