/**
 * The Zombielife director's shots (issue 12): the active player's mat, a zombie's bite between the
 * zombie's mat and its victim's, health lost and a new zombie on that player's mat, a Market Crash
 * over the asset piles; and a whole bot game filmed within the director's holds.
 */
import { describe, expect, it } from 'vitest'
import type { Seat } from '../../../engine/core/types'
import type { ZombielifeEvent, ZombielifeView } from '../../../engine/games/zombielife/types'
import { ZOMBIELIFE_PRIORITY, zombielifeDirector } from '../../../renderer/games/zombielife/director'
import { areaCenter, pilePlace, tokenPlace } from '../../../renderer/games/zombielife/scene/layout'
import { atRest } from '../../../renderer/table/director'
import { expectPresets, holdsRespected, inFrame, onScreen, replay, wellPosed } from '../shared/directorCheck'
import { newSession, playedGame } from './scene/fixtures'

const rules = zombielifeDirector

/** A 5-player game under way: mats in a near row of three and a far row of two. */
const view: ZombielifeView = playedGame(5, 3, 30).view
if (view.decision.kind === 'over') throw new Error('the fixture game is over')
const n = view.players.length

function shotOf(event: ZombielifeEvent) {
  return rules.eventShot(event, view)
}

describe('Zombielife director: seats', () => {
  it('frames each seat’s whole mat (health tokens to hand), centred, the next mat off to a side', () => {
    for (let seat: Seat = 0; seat < n; seat++) {
      const shot = rules.seatShot(view, seat)
      if (!shot) throw new Error(`no shot for seat ${seat}`)
      expect(wellPosed(shot)).toBe(true)
      expect(Math.abs(onScreen(shot, areaCenter(seat, n)).x)).toBeLessThan(0.05)
      expect(inFrame(shot, tokenPlace(seat, n, 0))).toBe(true)
      expect(inFrame(shot, tokenPlace(seat, n, 3))).toBe(true)
      const neighbour = seat === 0 ? 1 : seat - 1
      expect(Math.abs(onScreen(shot, areaCenter(neighbour, n)).x)).toBeGreaterThan(0.5)
    }
    expect(rules.seatShot(view, 7)).toBeNull()
  })

  it('follows whose turn it is (not who answers with PPE), and nobody’s once the game is over', () => {
    const other = (view.turn.seat + 1) % n
    expect(rules.activeSeat?.(view, [other])).toBe(view.turn.seat)
    expect(rules.activeSeat?.({ ...view, decision: { kind: 'over', seat: null } }, [])).toBeNull()
  })
})

describe('Zombielife director: events', () => {
  it('a bite holds the zombie’s mat and the victim’s, across the table', () => {
    const bite = shotOf({ type: 'bitten', seat: 0, zombie: 4, text: '' })
    expect(bite?.priority).toBe(ZOMBIELIFE_PRIORITY.bitten)
    if (!bite) throw new Error('no shot')
    expect(inFrame(bite.shot, areaCenter(0, n))).toBe(true)
    expect(inFrame(bite.shot, areaCenter(4, n))).toBe(true)

    const declared = shotOf({ type: 'zombieDeclared', seat: 4, act: 'bite', target: 0, text: '' })
    expect(declared?.priority).toBe(ZOMBIELIFE_PRIORITY.zombieDeclared)
    expect(shotOf({ type: 'zombieDeclared', seat: 4, act: 'lurk', text: '' })).toBeNull()
  })

  it('health lost and a new zombie frame that player’s mat, the new zombie above the rest', () => {
    const lost = shotOf({ type: 'tokenInfected', seat: 2, infected: 1, text: '' })
    expect(lost?.shot).toEqual(rules.seatShot(view, 2))
    expect(lost?.priority).toBe(ZOMBIELIFE_PRIORITY.healthLost)
    const zombie = shotOf({ type: 'playerZombified', seat: 2, text: '' })
    expect(zombie?.shot).toEqual(rules.seatShot(view, 2))
    expect(ZOMBIELIFE_PRIORITY.zombified).toBeGreaterThan(ZOMBIELIFE_PRIORITY.bitten)
    expect(ZOMBIELIFE_PRIORITY.bitten).toBeGreaterThan(ZOMBIELIFE_PRIORITY.healthLost)
  })

  it('a Market Crash frames the asset piles; a targeted card the player who plays it', () => {
    const crash = shotOf({ type: 'cardPlayed', seat: 1, card: 3, kind: 'marketCrash', text: '' })
    if (!crash) throw new Error('no shot')
    expect(inFrame(crash.shot, pilePlace(0))).toBe(true)
    expect(inFrame(crash.shot, pilePlace(5))).toBe(true)
    const lockdown = shotOf({ type: 'cardPlayed', seat: 1, card: 3, kind: 'lockdown', text: '' })
    expect(lockdown?.shot).toEqual(rules.seatShot(view, 1))
    expect(shotOf({ type: 'cardPlayed', seat: 1, card: 3, kind: 'bullRun', text: '' })).toBeNull()
  })

  it('routine events are not worth a cut', () => {
    expect(shotOf({ type: 'turnStarted', seat: 0, round: 1, text: '' })).toBeNull()
    expect(shotOf({ type: 'maintenancePaid', seat: 0, asset: 1, amount: 2, text: '' })).toBeNull()
  })

  it('declares 1–5 presets, the first the overview, each one the rig can play', () => {
    expectPresets(rules)
  })
})

describe('Zombielife director: a whole bot game', () => {
  it('films bites and lost health within its holds, and comes to rest at the end', () => {
    const session = newSession(4, 5, 0)
    const run = replay(rules as never, session, 3000)
    expect([...run.shotTypes].some((t) => ['bitten', 'tokenInfected', 'playerZombified'].includes(t))).toBe(
      true,
    )
    expect(run.moves.some((m) => m.name.startsWith('event '))).toBe(true)
    expect(run.moves.some((m) => m.name.startsWith('seat '))).toBe(true)
    expect(holdsRespected(run.moves)).toBe(true)
    expect(atRest(rules as never, run.final, run.endMs)).toBe(true)
  })
})
