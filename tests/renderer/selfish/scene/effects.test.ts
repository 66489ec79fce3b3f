/** Selfish's big moments: a survivor's green burst as it turns, and the chopper lifting off. */
import { describe, expect, it } from 'vitest'
import type { GameEvent } from '../../../../engine/core/types'
import type { SelfishView } from '../../../../engine/games/selfish/types'
import { chopperHasLeft, chopperPose } from '../../../../renderer/games/selfish/scene/chopperLift'
import { selfishChoreography } from '../../../../renderer/games/selfish/scene/choreography'
import { columnX, spaceZ } from '../../../../renderer/games/selfish/scene/layout'
import { SelfishRig } from '../../../../renderer/games/selfish/scene/sceneRig'
import { TweenSystem } from '../../../../renderer/table/animation'
import { playBatch, showAsItIs } from '../../../../renderer/table/choreography'
import { CARD_THICKNESS } from '../../../../renderer/table/shared'
import { playedGame } from './fixtures'

const DT = 1 / 60

function setUp(): { rig: SelfishRig; tweens: TweenSystem; view: SelfishView } {
  const { view } = playedGame(4, 2, 12)
  const rig = new SelfishRig()
  const tweens = new TweenSystem()
  showAsItIs(selfishChoreography, view, rig, tweens)
  return { rig, tweens, view }
}

/** The view once `seat` has reached the chopper and the game is over. */
function wonBy(view: SelfishView, seat: number): SelfishView {
  return {
    ...view,
    players: view.players.map((p) => (p.seat === seat ? { ...p, alive: true, level: view.chopperLevel } : p)),
    decision: { kind: 'over', seat: null },
  }
}

const play = (rig: SelfishRig, tweens: TweenSystem, view: SelfishView, events: GameEvent[]) =>
  playBatch(selfishChoreography, events, { rig, tweens, view, me: 0 })

describe('Selfish big moments', () => {
  it('a player dying bursts green on their survivor card', () => {
    const { rig, tweens, view } = setUp()
    const seat = 2
    const level = view.players[seat]?.level ?? -1
    play(rig, tweens, view, [{ type: 'playerDied', seat, text: '' }])
    tweens.step(DT)
    const live = rig.bursts.slots.filter((s) => s.active)
    expect(live).toHaveLength(1)
    expect([live[0]?.x, live[0]?.y, live[0]?.z]).toEqual([columnX(seat, 4), CARD_THICKNESS, spaceZ(level)])
    for (let i = 0; i < 600 && tweens.busy; i++) tweens.step(1 / 30)
    expect(rig.bursts.slots.some((s) => s.active)).toBe(false)
  })

  it('other events burst nothing', () => {
    const { rig, tweens, view } = setUp()
    play(rig, tweens, view, [
      { type: 'dieRolled', seat: 0, value: 3, text: '' },
      { type: 'zombieMoved', seat: 1, level: 1, direction: 'forward', text: '' },
    ])
    for (let i = 0; i < 600 && tweens.busy; i++) {
      tweens.step(1 / 30)
      expect(rig.bursts.slots.some((s) => s.active)).toBe(false)
    }
  })

  it('a winner escaping lifts the chopper off over about two seconds', () => {
    const { rig, tweens, view } = setUp()
    expect(rig.chopperLift).toBe(0)
    play(rig, tweens, wonBy(view, 1), [{ type: 'gameWon', seat: 1, text: '' }])
    const lifts: number[] = []
    for (let i = 0; i < 600 && tweens.busy; i++) {
      tweens.step(DT)
      lifts.push(rig.chopperLift)
    }
    expect(lifts.length).toBeGreaterThan(1.8 / DT)
    expect(lifts.length).toBeLessThan(2.2 / DT)
    const mid = chopperPose(lifts[Math.floor(lifts.length / 2)] ?? 0, false)
    expect(mid.visible).toBe(true)
    expect(mid.dy).toBeGreaterThan(0.5)
    expect(mid.yaw).not.toBe(0)
    expect(rig.chopperLift).toBe(1)
    expect(chopperPose(rig.chopperLift, false).visible).toBe(false)
  })

  it('a new table puts the chopper back on its pad, unless it shows the game won', () => {
    const { rig, tweens, view } = setUp()
    play(rig, tweens, wonBy(view, 1), [{ type: 'gameWon', seat: 1, text: '' }])
    for (let i = 0; i < 30; i++) tweens.step(DT)
    expect(rig.chopperLift).toBeGreaterThan(0)
    showAsItIs(selfishChoreography, view, rig, tweens)
    expect(rig.chopperLift).toBe(0)
    expect(chopperPose(rig.chopperLift, false)).toMatchObject({ dx: 0, dy: 0, dz: 0, yaw: 0, visible: true })
    showAsItIs(selfishChoreography, wonBy(view, 3), rig, tweens)
    expect(rig.chopperLift).toBe(1)
    expect(chopperHasLeft(view)).toBe(false)
  })

  it('under reduced motion the chopper does not fly: it is there, then gone', () => {
    for (const t of [0.1, 0.5, 0.9])
      expect(chopperPose(t, true)).toMatchObject({ dy: 0, yaw: 0, visible: false })
    expect(chopperPose(0, true).visible).toBe(true)
  })
})
