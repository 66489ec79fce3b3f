// @vitest-environment happy-dom
/**
 * The stream page's camera keys (issue 12): 1–5 hold the game's presets (as many as it declares),
 * 0 hands back to the director; not while typing, not with a modifier, not on a repeat.
 */
import { act, cleanup, fireEvent, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { directorKey, useDirectorKeys } from '../../../renderer/table/useDirectorKeys'

afterEach(cleanup)

describe('directorKey', () => {
  it('maps 1–5 to presets 0–4 within the game’s list, 0 to the director, other keys to nothing', () => {
    expect(directorKey('1', 5)).toEqual({ preset: 0 })
    expect(directorKey('5', 5)).toEqual({ preset: 4 })
    expect(directorKey('0', 5)).toEqual({ preset: null })
    expect(directorKey('4', 3)).toBeNull()
    expect(directorKey('6', 9)).toBeNull()
    expect(directorKey('a', 5)).toBeNull()
    expect(directorKey('Digit1', 5)).toBeNull()
  })
})

describe('useDirectorKeys', () => {
  it('holds the preset of the last digit pressed, and 0 lets go', () => {
    const { result } = renderHook(() => useDirectorKeys(4))
    expect(result.current).toBeNull()
    act(() => void fireEvent.keyDown(window, { key: '3' }))
    expect(result.current).toBe(2)
    act(() => void fireEvent.keyDown(window, { key: '5' })) // the game has only 4
    expect(result.current).toBe(2)
    act(() => void fireEvent.keyDown(window, { key: '1' }))
    expect(result.current).toBe(0)
    act(() => void fireEvent.keyDown(window, { key: '0' }))
    expect(result.current).toBeNull()
  })

  it('ignores digits typed in a field, with a modifier, or repeated; and everything when disabled', () => {
    const { result, rerender } = renderHook(({ on }) => useDirectorKeys(5, on), {
      initialProps: { on: true },
    })
    const field = document.createElement('input')
    document.body.append(field)
    act(() => void fireEvent.keyDown(field, { key: '2' }))
    act(() => void fireEvent.keyDown(window, { key: '2', ctrlKey: true }))
    act(() => void fireEvent.keyDown(window, { key: '2', repeat: true }))
    expect(result.current).toBeNull()
    rerender({ on: false })
    act(() => void fireEvent.keyDown(window, { key: '2' }))
    expect(result.current).toBeNull()
    rerender({ on: true })
    act(() => void fireEvent.keyDown(window, { key: '2' }))
    expect(result.current).toBe(1)
    field.remove()
  })
})
