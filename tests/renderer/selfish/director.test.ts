/**
 * The Selfish director's shots (issue 12): the active survivor in its column, attacks between the
 * attacker's and the target's columns, deaths, bad Wasteland cards and the escape at the helipad,
 * each worth what it is; and a whole bot game filmed within the director's holds.
 */
import { describe, expect, it } from 'vitest'
import type { Seat } from '../../../engine/core/types'
import type { SelfishEvent, SelfishView } from '../../../engine/games/selfish/types'
import { SELFISH_PRIORITY, selfishDirector } from '../../../renderer/games/selfish/director'
import { columnX, spaceZ, tablePlaces, type Vec3 } from '../../../renderer/games/selfish/scene/layout'
import { atRest } from '../../../renderer/table/director'
import { HarnessSession, parseHarnessParams } from '../../e2e/harness/harnessSession'
import { expectPresets, holdsRespected, inFrame, onScreen, replay, wellPosed } from '../shared/directorCheck'
import { playedGame } from './scene/fixtures'

const rules = selfishDirector

/** A 5-player game some way in (the survivors spread over their columns), still going on. */
const view: SelfishView = playedGame(5, 7, 24).view
if (view.decision.kind === 'over') throw new Error('the fixture game is over')

function survivor(seat: Seat): Vec3 {
  const p = view.players[seat]
  if (!p) throw new Error(`no seat ${seat}`)
  return [columnX(seat, view.players.length), 0, spaceZ(p.level)]
}

function shotOf(event: SelfishEvent) {
  return rules.eventShot(event, view)
}

describe('Selfish director: seats', () => {
  it('frames each seat’s survivor in the middle of the shot, the others off to its sides', () => {
    for (const seat of view.players.map((p) => p.seat)) {
      const shot = rules.seatShot(view, seat)
      if (!shot) throw new Error(`no shot for seat ${seat}`)
      expect(wellPosed(shot)).toBe(true)
      expect(Math.abs(onScreen(shot, survivor(seat)).x)).toBeLessThan(0.05)
      expect(inFrame(shot, survivor(seat), 0.2)).toBe(true)
      const other = (seat + 2) % view.players.length
      expect(Math.abs(onScreen(shot, survivor(other)).x)).toBeGreaterThan(0.3)
    }
    expect(rules.seatShot(view, 9)).toBeNull()
  })

  it('follows whose turn it is (not who answers an attack), and nobody’s once the game is over', () => {
    expect(rules.activeSeat?.(view, [view.turn.seat === 0 ? 1 : 0])).toBe(view.turn.seat)
    expect(rules.activeSeat?.({ ...view, decision: { kind: 'over', seat: null } }, [])).toBeNull()
  })
})

describe('Selfish director: events', () => {
  it('an attack that lands holds both the attacker and the target', () => {
    for (const type of ['cardBitten', 'cardStolen', 'suppliesStolen'] as const) {
      const event = { type, seat: 1, attacker: 3, text: '' } as unknown as SelfishEvent
      const found = shotOf(event)
      expect(found?.priority, type).toBe(SELFISH_PRIORITY.attackLanded)
      if (!found) continue
      expect(inFrame(found.shot, survivor(1))).toBe(true)
      expect(inFrame(found.shot, survivor(3))).toBe(true)
    }
  })

  it('an attack card played frames the attacker; other cards are not worth a cut', () => {
    const horde = shotOf({ type: 'cardPlayed', seat: 2, card: 1, kind: 'horde', text: '' })
    expect(horde?.priority).toBe(SELFISH_PRIORITY.attackPlayed)
    expect(horde?.shot).toEqual(rules.seatShot(view, 2))
    expect(shotOf({ type: 'cardPlayed', seat: 2, card: 1, kind: 'scout', text: '' })).toBeNull()
  })

  it('a death frames the dead player’s column, above an attack', () => {
    const died = shotOf({ type: 'playerDied', seat: 4, text: '' })
    expect(died?.shot).toEqual(rules.seatShot(view, 4))
    expect(SELFISH_PRIORITY.died).toBeGreaterThan(SELFISH_PRIORITY.attackLanded)
    expect(SELFISH_PRIORITY.attackLanded).toBeGreaterThan(SELFISH_PRIORITY.attackPlayed)
  })

  it('reaching the chopper frames the helipad, and matters most', () => {
    const won = shotOf({ type: 'gameWon', seat: 0, text: '' })
    expect(won?.priority).toBe(Math.max(...Object.values(SELFISH_PRIORITY)))
    const { helipad, chopper } = tablePlaces(view.players.length, view.chopperLevel)
    if (!won) throw new Error('no shot')
    expect(Math.abs(onScreen(won.shot, helipad).x)).toBeLessThan(0.05)
    expect(inFrame(won.shot, chopper)).toBe(true)
  })

  it('Bandits, Zombies or a bite on the Wasteland card a survivor reaches frame it; a blank does not', () => {
    const moved = (kind: 'bandits' | 'zombies' | 'bitten' | 'blank') =>
      shotOf({ type: 'survivorMoved', seat: 1, level: 2, card: 3, kind, text: '' })
    for (const kind of ['bandits', 'zombies', 'bitten'] as const)
      expect(moved(kind)?.priority).toBe(SELFISH_PRIORITY.wasteland)
    expect(moved('blank')).toBeNull()
  })

  it('routine events are not worth a cut', () => {
    expect(shotOf({ type: 'dieRolled', seat: 0, value: 2, text: '' })).toBeNull()
    expect(shotOf({ type: 'turnStarted', seat: 0, text: '' })).toBeNull()
    expect(shotOf({ type: 'rested', seat: 0, text: '' })).toBeNull()
  })

  it('declares 1–5 presets, the first the overview, each one the rig can play', () => {
    expectPresets(rules)
  })
})

describe('Selfish director: a whole bot game', () => {
  it('films attacks and deaths within its holds, and comes to rest at the end', () => {
    const session = new HarnessSession(parseHarnessParams('?players=4&seed=11&viewer=spectator'))
    const run = replay(rules as never, session, 2000)
    expect(session.over).toBe(true)
    expect(run.shotTypes.size).toBeGreaterThan(0)
    expect([...run.shotTypes].some((t) => ['cardBitten', 'playerDied', 'pushedBack'].includes(t))).toBe(true)
    expect(run.moves.some((m) => m.name.startsWith('event '))).toBe(true)
    expect(run.moves.some((m) => m.name.startsWith('seat '))).toBe(true)
    expect(holdsRespected(run.moves)).toBe(true)
    expect(atRest(rules as never, run.final, run.endMs)).toBe(true)
  })
})
