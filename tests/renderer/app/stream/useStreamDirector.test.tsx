// @vitest-environment happy-dom
/**
 * The stream page's director for GameStage (issue 12): each game's rules with the preset its keys
 * hold; nothing for a game without a director, whose digits then do nothing.
 */
import { act, cleanup, fireEvent, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useStreamDirector } from '../../../../renderer/app/stream/useStreamDirector'
import { gameUis } from '../../../../renderer/games'
import type { GameUi } from '../../../../renderer/games/types'

afterEach(cleanup)

describe('useStreamDirector', () => {
  it.each(Object.keys(gameUis))('%s: its rules, and the preset the keys hold', (id) => {
    const ui = gameUis[id] ?? null
    const { result } = renderHook(() => useStreamDirector(ui))
    expect(result.current?.rules).toBe(ui?.director)
    expect(result.current?.preset).toBeNull()
    act(() => void fireEvent.keyDown(window, { key: '2' }))
    expect(result.current?.preset).toBe(1)
    act(() => void fireEvent.keyDown(window, { key: '0' }))
    expect(result.current?.preset).toBeNull()
  })

  it('nothing for a game without a director, or no game', () => {
    const plain = { ...gameUis['selfish'], director: undefined } as unknown as GameUi
    expect(renderHook(() => useStreamDirector(plain)).result.current).toBeUndefined()
    expect(renderHook(() => useStreamDirector(null)).result.current).toBeUndefined()
  })
})
