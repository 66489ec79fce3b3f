/** Zombielife's big moment: a green burst over the area of a player turning into a zombie. */
import { describe, expect, it } from 'vitest'
import { areaCenter } from '../../../../renderer/games/zombielife/scene/layout'
import { playedGame, playedOnRig } from './fixtures'

describe('Zombielife big moments', () => {
  it('a player turning into a zombie bursts green at their place, after what comes before it', () => {
    const { view } = playedGame(5, 3, 10)
    const { rig, tweens } = playedOnRig(view, [
      { type: 'tokenInfected', seat: 3, infected: 3, text: '' },
      { type: 'playerZombified', seat: 3, text: '' },
    ])
    tweens.step(1 / 60)
    // The token flips first; the burst waits its turn.
    expect(rig.bursts.slots.some((s) => s.active)).toBe(false)
    const starts: number[][] = []
    for (let i = 0; i < 600 && tweens.busy; i++) {
      tweens.step(1 / 60)
      for (const s of rig.bursts.slots) if (s.active && s.t === 0) starts.push([s.x, s.y, s.z])
    }
    expect(starts).toEqual([[...areaCenter(3, 5)]])
    expect(rig.bursts.slots.some((s) => s.active)).toBe(false)
  })
})
