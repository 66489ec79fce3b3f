// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS } from '../../../../electron/protocol'
import { readSkipAnimations, writeSkipAnimations } from '../../../../renderer/store/animationPreference'
import type { TableBridge } from '../../../../renderer/bridge/bridge'
import { loadSettings, saveSettings } from '../../../../renderer/app/settings/settingsSync'
import { useMatchStore } from '../../../../renderer/store/useMatchStore'
import {
  reducedMotionOf,
  resetSettingsStore,
  useSettingsStore,
} from '../../../../renderer/store/useSettingsStore'

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

  it('keeps a change made while the host’s answer was on its way (the answer is older than the click)', () => {
    const asOf = store().edits
    store().actions.change({ sound: false })
    store().actions.received({ ...DEFAULT_SETTINGS, sound: true, volume: 30 }, asOf)
    expect(store().settings).toMatchObject({ sound: false, volume: 30 })
    // An answer asked for after the change is the host's word on every field.
    store().actions.received({ ...DEFAULT_SETTINGS, sound: true }, store().edits)
    expect(store().settings.sound).toBe(true)
  })

  it('opening Settings and clicking before the host answers: the click stands, on screen and at the host', async () => {
    const kept = { ...DEFAULT_SETTINGS }
    let answerGet: (() => void) | null = null
    const bridge = {
      request: (channel: string, payload: Record<string, unknown>) => {
        if (channel === 'settings:set') {
          Object.assign(kept, payload)
          return Promise.resolve({ ok: true, result: { ...kept } })
        }
        // settings:get: the host read its settings now, but the answer is slow to arrive.
        const snapshot = { ...kept }
        return new Promise((resolve) => {
          answerGet = () => resolve({ ok: true, result: snapshot })
        })
      },
    } as unknown as TableBridge
    const loading = loadSettings(bridge)
    await saveSettings(bridge, { sound: false })
    expect(answerGet).not.toBeNull()
    answerGet!()
    await loading
    expect(store().settings.sound).toBe(false)
    expect(kept.sound).toBe(false)
  })

  it('reduces motion as the setting says, or as the system asks while it says "system"', () => {
    expect(reducedMotionOf({ ...DEFAULT_SETTINGS, reducedMotion: 'system' }, true)).toBe(true)
    expect(reducedMotionOf({ ...DEFAULT_SETTINGS, reducedMotion: 'system' }, false)).toBe(false)
    expect(reducedMotionOf({ ...DEFAULT_SETTINGS, reducedMotion: 'on' }, false)).toBe(true)
    expect(reducedMotionOf({ ...DEFAULT_SETTINGS, reducedMotion: 'off' }, true)).toBe(false)
  })
})
