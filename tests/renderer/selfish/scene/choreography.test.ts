import { describe, expect, it } from 'vitest'
import type { SelfishView } from '../../../../engine/games/selfish/types'
import type { GameEvent } from '../../../../engine/core/types'
import { seatsAnimatedBy, selfishChoreography } from '../../../../renderer/games/selfish/scene/choreography'
import { playBatch } from '../../../../renderer/table/choreography'
import { SelfishRig } from '../../../../renderer/games/selfish/scene/sceneRig'
import { TweenSystem } from '../../../../renderer/table/animation'
import { HarnessSession, parseHarnessParams } from '../../../e2e/harness/harnessSession'

/** What useSelfishAnimator does with one update: settle the untouched seats, animate the rest. */
function animate(rig: SelfishRig, tweens: TweenSystem, view: SelfishView, events: readonly GameEvent[]) {
  rig.latest = view
  const animated = seatsAnimatedBy(events)
  view.players.forEach((_, seat) => {
    if (!rig.isBusy(seat) && !animated.has(seat)) rig.settle(seat)
  })
  playBatch(selfishChoreography, events, { rig, tweens, view, me: 0 })
}

function expectSettled(rig: SelfishRig, view: SelfishView): void {
  view.players.forEach((p, seat) => {
    expect(rig.pose(seat)).toEqual({ level: p.level, flip: p.alive ? 0 : 1, hop: 0 })
  })
  expect(rig.hiddenTrail.size).toBe(0)
  expect(rig.flights.filter((f) => f.active)).toEqual([])
}

describe('Selfish choreography', () => {
  it('animates a whole bot game and always comes to rest on the engine’s view', () => {
    for (const seed of [1, 4, 9]) {
      const session = new HarnessSession(parseHarnessParams(`?players=4&seed=${seed}&viewer=0`))
      const rig = new SelfishRig()
      const tweens = new TweenSystem()
      rig.settleIdle(session.update([]).view as SelfishView)
      let kinds = new Set<string>()
      for (let events = session.step(); events !== null; events = session.step()) {
        const update = session.update(events)
        animate(rig, tweens, update.view as SelfishView, update.events)
        kinds = new Set([...kinds, ...update.events.map((e) => e.type)])
        // Let the table catch up, 30 fps; every animation ends, so an idle table stops drawing.
        let frames = 0
        while (tweens.step(1 / 30)) if (++frames > 2000) throw new Error('an animation never ends')
        expectSettled(rig, update.view as SelfishView)
      }
      expect(kinds).toContain('survivorMoved')
      expect(kinds).toContain('playerDied')
      expect(kinds).toContain('dieRolled')
    }
  })

  it('plays several updates queued back to back and still lands on the last view', () => {
    const session = new HarnessSession(parseHarnessParams('?players=5&seed=3&viewer=spectator'))
    const rig = new SelfishRig()
    const tweens = new TweenSystem()
    rig.settleIdle(session.update([]).view as SelfishView)
    let last = session.update([])
    for (let i = 0; i < 40; i++) {
      const events = session.step()
      if (events === null) break
      last = session.update(events)
      animate(rig, tweens, last.view as SelfishView, last.events)
      tweens.step(1 / 30) // fast bots: barely a frame between updates
    }
    while (tweens.step(1 / 30));
    expectSettled(rig, last.view as SelfishView)
  })
})
