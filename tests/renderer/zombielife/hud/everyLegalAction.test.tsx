// @vitest-environment happy-dom
import { cleanup, fireEvent, within, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { sameAction } from '../../../../engine/core/sameAction'
import { zombielife } from '../../../../engine/games/zombielife'
import type { ZombielifeAction, ZombielifeState } from '../../../../engine/games/zombielife/types'
import { describeAction } from '../../../../renderer/games/zombielife/hud/choices'
import { useMatchStore } from '../../../../renderer/store/useMatchStore'
import { prng, randomWalk, type Visited as WalkedState } from '../../shared/randomWalk'
import { newMatchState, renderHud, seen } from './zombielifeFixtures'

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

describe('ZombielifeHud: every legal action has its own button', () => {
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

  it('renders one button per legal action, each sending exactly its action', () => {
    const seenKinds = new Map<string, number>()
    let rendered = 0
    for (const [names, seed] of TABLES) {
      for (const v of randomGame(names, seed)) {
        const kind = kindOf(v)
        const count = seenKinds.get(kind) ?? 0
        if (count >= 3) continue
        seenKinds.set(kind, count + 1)
        const { send, unmount } = renderHud(seen(v.state, v.seat), v.seat)
        const buttons = within(screen.getByRole('region', { name: 'Your choices' })).getAllByRole('button')
        expect(buttons).toHaveLength(v.legal.length)
        for (const button of buttons) fireEvent.click(button)
        const sent = send.mock.calls.map(([a]) => a)
        for (const action of v.legal) {
          expect(
            sent.filter((a) => sameAction(a, action)),
            `${kind}: ${JSON.stringify(action)}`,
          ).toHaveLength(1)
        }
        unmount()
        rendered++
      }
    }
    expect([...seenKinds.keys()]).toEqual(
      expect.arrayContaining(['turn:chooseOption', 'turn:actions', 'ppe', 'slot', 'maintenance']),
    )
    expect(rendered).toBeGreaterThan(10)
  })
})
