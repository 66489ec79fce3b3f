// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS } from '../../../electron/contract'
import { readSkipAnimations, writeSkipAnimations } from '../../../renderer/store/animationPreference'
import { useMatchStore } from '../../../renderer/store/useMatchStore'
import {
  reducedMotionOf,
  resetSettingsStore,
  useSettingsStore,
} from '../../../renderer/store/useSettingsStore'

const store = () => useSettingsStore.getState()

beforeEach(() => {
  localStorage.clear()
  resetSettingsStore()
  useMatchStore.getState().actions.setSkipAnimations(false)
  localStorage.clear()
})
afterEach(() => localStorage.clear())

describe('the settings store', () => {
  it('holds the defaults until the host answers, then the host’s settings', () => {
    expect(store().loaded).toBe(false)
    expect(store().settings).toEqual(DEFAULT_SETTINGS)
    store().actions.received({ ...DEFAULT_SETTINGS, volume: 20, seatMarks: true })
    expect(store().loaded).toBe(true)
    expect(store().settings).toMatchObject({ volume: 20, seatMarks: true })
  })

  it('takes only the good fields of what a host sends (an older host, a damaged answer)', () => {
    store().actions.received({ botDelayMs: 900, volume: 'loud', uiScale: 999, reducedMotion: 'on', junk: 1 })
    expect(store().settings).toEqual({ ...DEFAULT_SETTINGS, botDelayMs: 900, reducedMotion: 'on' })
    store().actions.received(null)
    expect(store().settings).toEqual({ ...DEFAULT_SETTINGS, botDelayMs: 900, reducedMotion: 'on' })
  })

  it('follows the host’s "skip animations" unless this window chose for itself', () => {
    store().actions.received({ ...DEFAULT_SETTINGS, skipAnimations: true })
    expect(store().settings.skipAnimations).toBe(true)
    expect(useMatchStore.getState().skipAnimations).toBe(true)

    resetSettingsStore()
    writeSkipAnimations(false)
    store().actions.received({ ...DEFAULT_SETTINGS, skipAnimations: true })
    expect(store().settings.skipAnimations).toBe(false)
    expect(useMatchStore.getState().skipAnimations).toBe(false)
  })

  it('applies a change at once, to the event clock and the window too', () => {
    store().actions.change({ skipAnimations: true, animationSpeed: 2 })
    expect(store().settings).toMatchObject({ skipAnimations: true, animationSpeed: 2 })
    expect(useMatchStore.getState().skipAnimations).toBe(true)
    expect(readSkipAnimations()).toBe(true)
  })

  it('reduces motion as the setting says, or as the system asks while it says "system"', () => {
    expect(reducedMotionOf({ ...DEFAULT_SETTINGS, reducedMotion: 'system' }, true)).toBe(true)
    expect(reducedMotionOf({ ...DEFAULT_SETTINGS, reducedMotion: 'system' }, false)).toBe(false)
    expect(reducedMotionOf({ ...DEFAULT_SETTINGS, reducedMotion: 'on' }, false)).toBe(true)
    expect(reducedMotionOf({ ...DEFAULT_SETTINGS, reducedMotion: 'off' }, true)).toBe(false)
  })
})
