/** The Zombielife choreography on its own: events become tweens on the rig, which all end. */
import { describe, expect, it } from 'vitest'
import { playedGame, playedOnRig } from './fixtures'

describe('Zombielife choreography', () => {
  it('flips a token, flies coins and a drawn card, then leaves the rig at rest', () => {
    const { view } = playedGame(3, 2, 10)
    const { rig, tweens } = playedOnRig(view, [
      { type: 'tokenInfected', seat: 1, infected: 1, text: '' },
      { type: 'wongaGained', seat: 0, amount: 3, text: '' },
      { type: 'cardDrawn', seat: 2, text: '' },
    ])
    expect(tweens.busy).toBe(true)
    expect(rig.flips.get(1)?.index).toBe(0)
    expect(rig.flips.get(1)?.toInfected).toBe(true)
    expect(rig.coins.filter((c) => c.active)).toHaveLength(3)
    expect(rig.flights.filter((f) => f.active && f.deck === 'action')).toHaveLength(1)
    // Half way through the flip the token has turned part way over.
    for (let i = 0; i < 20; i++) tweens.step(1 / 60)
    expect(rig.flips.get(1)?.t ?? 0).toBeGreaterThan(0)
    for (let i = 0; i < 600 && tweens.busy; i++) tweens.step(1 / 30)
    expect(tweens.busy).toBe(false)
    expect(rig.flips.size).toBe(0)
    expect(rig.coins.some((c) => c.active)).toBe(false)
    expect(rig.flights.some((f) => f.active)).toBe(false)
  })

  it('ignores events it has nothing to show for', () => {
    const { view } = playedGame(2, 1, 0)
    const { tweens } = playedOnRig(view, [{ type: 'turnStarted', seat: 0, text: '' }])
    expect(tweens.busy).toBe(false)
  })
})
