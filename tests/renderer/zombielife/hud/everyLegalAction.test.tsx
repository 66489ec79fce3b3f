// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { sameAction } from '../../../../engine/core/sameAction'
import { zombielife } from '../../../../engine/games/zombielife'
import type { ZombielifeAction, ZombielifeState } from '../../../../engine/games/zombielife/types'
import { describeAction } from '../../../../renderer/games/zombielife/hud/choices'
import { useMatchStore } from '../../../../renderer/store/useMatchStore'
import { prng, randomWalk, type Visited as WalkedState } from '../../shared/randomWalk'
import { newMatchState, reachEveryChoice, renderHud, seen, type Reached } from './zombielifeFixtures'

afterEach(() => {
  cleanup()
  useMatchStore.getState().actions.clear()
})

type Visited = WalkedState<ZombielifeState, ZombielifeAction>

/** Plays a whole game by random legal actions; every state on the way with the seat to act. */
function randomGame(names: readonly string[], seed: number): Visited[] {
  return randomWalk(zombielife, newMatchState(names, `walk-${seed}`), {
    random: prng(seed),
    maxActions: 2000,
    isOver: (state) => state.over,
  })
}

const TABLES = [
  [['Ann', 'Bob'], 1],
  [['Ann', 'Bob', 'Cid'], 2],
  [['Ann', 'Bob', 'Cid', 'Dee'], 3],
  [['Ann', 'Bob', 'Cid', 'Dee', 'Eve'], 4],
] as const

const kindOf = (v: Visited): string =>
  v.state.decision ? v.state.decision.kind : `turn:${v.state.turn.phase}`

describe('ZombielifeHud: every legal action can be reached', () => {
  it('labels every legal action of whole random games distinctly', () => {
    for (const [names, seed] of TABLES) {
      for (const v of randomGame(names, seed)) {
        const { view } = seen(v.state, v.seat)
        const labels = v.legal.map((a) => describeAction(a, view).label)
        expect(new Set(labels).size, `${kindOf(v)}: ${labels.join(' | ')}`).toBe(labels.length)
        for (const label of labels) expect(label).not.toMatch(/undefined|NaN|an asset|Seat \d/)
      }
    }
  })

  it('reaches every legal action from the panel, each control sending exactly its action', () => {
    const seenKinds = new Map<string, number>()
    let rendered = 0
    let pickedPlaces = 0
    for (const [names, seed] of TABLES) {
      for (const v of randomGame(names, seed)) {
        const kind = kindOf(v)
        const count = seenKinds.get(kind) ?? 0
        if (count >= 3) continue
        seenKinds.set(kind, count + 1)
        const { send, unmount } = renderHud(seen(v.state, v.seat), v.seat)
        const reached = reachEveryChoice(send)
        const label = (r: Reached) => `${kind}: ${r.via} → ${JSON.stringify(r.action)}`
        // Nothing sent that is not legal, and every legal action reached.
        for (const r of reached)
          expect(
            v.legal.some((a) => sameAction(a, r.action)),
            label(r),
          ).toBe(true)
        for (const action of v.legal) {
          expect(
            reached.some((r) => sameAction(r.action, action)),
            `${kind}: ${JSON.stringify(action)}`,
          ).toBe(true)
        }
        // The buttons send distinct actions: one button per action, except the slot positions
        // between the top and the bottom, which the picker reaches, each place exactly once.
        const buttons = reached.filter((r) => !r.via.startsWith('picker: '))
        const picked = reached.filter((r) => r.via.startsWith('picker: '))
        for (const r of buttons) {
          expect(
            buttons.filter((o) => sameAction(o.action, r.action)),
            label(r),
          ).toHaveLength(1)
        }
        const slots = v.legal.filter((a) => a.type === 'slotInfection')
        if (slots.length > 2) {
          expect(picked).toHaveLength(slots.length)
          for (const action of slots) {
            expect(picked.filter((r) => sameAction(r.action, action))).toHaveLength(1)
          }
          expect(buttons).toHaveLength(v.legal.length - slots.length + 2)
          pickedPlaces += picked.length
        } else {
          expect(picked).toHaveLength(0)
          expect(buttons).toHaveLength(v.legal.length)
        }
        unmount()
        rendered++
      }
    }
    expect([...seenKinds.keys()]).toEqual(
      expect.arrayContaining(['turn:chooseOption', 'turn:actions', 'ppe', 'slot', 'maintenance']),
    )
    expect(rendered).toBeGreaterThan(10)
    expect(pickedPlaces).toBeGreaterThan(10)
  })
})
