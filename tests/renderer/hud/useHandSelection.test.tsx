// @vitest-environment happy-dom
/**
 * A card game's choices beside its hand (renderer/hud/useHandSelection): useHandChoices describes the
 * legal actions for the viewer (none for the spectator) and lets a picked hand card narrow them.
 */
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Seat } from '../../../engine/core/types'
import { useHandChoices, type PickedCard } from '../../../renderer/hud/useHandSelection'

afterEach(cleanup)

type Kind = 'horde' | 'single'
interface Action {
  readonly type: 'play' | 'end'
  readonly card?: Kind
}
interface Choice {
  readonly action: Action
  readonly label: string
  readonly uses: readonly Kind[]
}
interface View {
  readonly round: number
}

const describeAction = (action: Action, view: View): Choice => ({
  action,
  label: `${[action.type, action.card].filter(Boolean).join(' ')} (round ${view.round})`,
  uses: action.card ? [action.card] : [],
})
const usesOf = (choice: Choice) => choice.uses
const hand = [
  { id: 4, kind: 'horde' as const },
  { id: 9, kind: 'single' as const },
]
const legal: Action[] = [{ type: 'play', card: 'horde' }, { type: 'end' }]
const view: View = { round: 2 }

function setup(me: Seat | null) {
  const send = vi.fn<(action: Action) => void>()
  let id: number | null = null
  const set = vi.fn((next: number | null) => {
    id = next
  })
  const { result, rerender } = renderHook(() => {
    const picked: PickedCard = { id, set }
    return useHandChoices({ view, legal, me, send, picked }, hand, describeAction, usesOf)
  })
  return { result, rerender, send, set }
}

describe('useHandChoices', () => {
  it('describes each legal action for the seat, with the kinds some choice plays', () => {
    const { result } = setup(0)
    expect(result.current.choices.map((c) => c.label)).toEqual(['play horde (round 2)', 'end (round 2)'])
    expect([...result.current.pick.usable]).toEqual(['horde'])
  })

  it('gives the spectator no choices', () => {
    const { result } = setup(null)
    expect(result.current.choices).toEqual([])
  })

  it('picks a hand card, narrows to its kind, and a choice sends its action and drops the pick', () => {
    const { result, rerender, send, set } = setup(0)
    act(() => result.current.pick.toggle(4))
    expect(set).toHaveBeenLastCalledWith(4)
    rerender()
    expect(result.current.pick.selectedKind).toBe('horde')
    expect(result.current.pick.choiceProps.filter).toBe('horde')
    const play = result.current.choices[0]
    if (!play) throw new Error('no play choice')
    act(() => result.current.pick.choose(play))
    expect(send).toHaveBeenCalledWith({ type: 'play', card: 'horde' })
    expect(set).toHaveBeenLastCalledWith(null)
  })

  it('keeps the same choices while nothing they come from changes', () => {
    const { result, rerender } = setup(0)
    const first = result.current.choices
    rerender()
    expect(result.current.choices).toBe(first)
  })
})
