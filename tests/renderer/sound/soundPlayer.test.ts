// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import type { GameEvent } from '../../../engine/core/types'
import { gameUis } from '../../../renderer/games'
import {
  SOUND_NAMES,
  SoundPlayer,
  exposeSounds,
  gainFor,
  soundsForEvents,
  unlockOnFirstGesture,
  type AnyEventSounds,
} from '../../../renderer/sound'
import { fakeContexts, type FakeAudioContext, type FakeGain } from './fakeAudio'

const event = (type: string, fields: Record<string, unknown> = {}): GameEvent =>
  ({ type, text: type, ...fields }) as unknown as GameEvent

afterEach(() => {
  delete (window as { __ZT_TEST__?: boolean }).__ZT_TEST__
})

describe('SoundPlayer', () => {
  it('makes no audio context before a user gesture, and records what it would have played', () => {
    const contexts = fakeContexts()
    const player = new SoundPlayer({ createContext: contexts.create, now: () => 5 })
    expect(player.play('dice')).toBe(true)
    expect(contexts.made).toHaveLength(0)
    expect(player.unlocked).toBe(false)
    expect(player.history()).toEqual([{ name: 'dice', at: 5, audible: false }])
  })

  it('makes the context on the first gesture, resumes it, and plays through one master gain', () => {
    const contexts = fakeContexts()
    const player = new SoundPlayer({ createContext: contexts.create })
    player.configure({ enabled: true, volume: 0.5 })
    const stop = unlockOnFirstGesture(window, player)
    window.dispatchEvent(new Event('pointerdown'))
    window.dispatchEvent(new Event('keydown'))
    stop()
    expect(contexts.made).toHaveLength(1)
    const ctx = contexts.made[0] as FakeAudioContext
    expect(ctx.resumes).toBe(1)
    expect(ctx.state).toBe('running')
    const master = ctx.gains[0] as FakeGain
    expect(master.connections).toEqual([ctx.destination])
    expect(master.gain.value).toBe(gainFor(0.5))

    expect(player.play('coins', { delay: 0.5 })).toBe(true)
    expect(player.history().at(-1)).toMatchObject({ name: 'coins', audible: true })
    // Every source starts at the delay (or after it) and stops by itself.
    expect(ctx.sources.length).toBeGreaterThan(0)
    for (const source of ctx.sources) {
      expect(source.startedAt).toBeGreaterThanOrEqual(ctx.currentTime + 0.5)
      expect(source.stoppedAt).toBeGreaterThan(source.startedAt ?? Infinity)
    }
  })

  it('synthesises every sound without fetching anything, each under a second and a half', () => {
    const contexts = fakeContexts()
    const player = new SoundPlayer({ createContext: contexts.create })
    player.unlock()
    const ctx = contexts.made[0] as FakeAudioContext
    for (const name of SOUND_NAMES) {
      const before = ctx.sources.length
      expect(player.play(name)).toBe(true)
      const made = ctx.sources.slice(before)
      expect(made.length, name).toBeGreaterThan(0)
      for (const source of made) expect((source.stoppedAt ?? 0) - ctx.currentTime, name).toBeLessThan(1.5)
    }
    expect(player.history().map((s) => s.name)).toEqual([...SOUND_NAMES])
  })

  it('plays and records nothing with sound off or the volume at zero, and mutes what plays', () => {
    const contexts = fakeContexts()
    const player = new SoundPlayer({ createContext: contexts.create })
    player.unlock()
    const ctx = contexts.made[0] as FakeAudioContext
    const master = ctx.gains[0] as FakeGain
    player.configure({ enabled: false, volume: 0.8 })
    expect(master.gain.value).toBe(0)
    expect(player.play('win')).toBe(false)
    player.configure({ enabled: true, volume: 0 })
    expect(player.play('win')).toBe(false)
    expect(player.history()).toEqual([])
    expect(ctx.sources).toHaveLength(0)
    player.configure({ enabled: true, volume: 1 })
    expect(master.gain.value).toBe(1)
    expect(player.play('win')).toBe(true)
  })

  it('keeps a short history, newest last, and tells its listeners', () => {
    const player = new SoundPlayer({ createContext: () => null, historySize: 3 })
    const heard: string[] = []
    const stop = player.subscribe((s) => heard.push(s.name))
    for (const name of ['dice', 'coins', 'win', 'yourTurn'] as const) player.play(name)
    stop()
    player.play('zombie')
    expect(player.history().map((s) => s.name)).toEqual(['win', 'yourTurn', 'zombie'])
    expect(heard).toEqual(['dice', 'coins', 'win', 'yourTurn'])
    player.clearHistory()
    expect(player.history()).toEqual([])
  })

  it('stays silent where the page has no Web Audio', () => {
    const player = new SoundPlayer({ createContext: () => null })
    player.unlock()
    expect(player.unlocked).toBe(false)
    expect(player.play('dice')).toBe(true)
    expect(player.history()[0]?.audible).toBe(false)
  })

  it('exposes the history as window.__zombieTableSounds for test harnesses', () => {
    const player = new SoundPlayer({ createContext: () => null })
    ;(window as { __ZT_TEST__?: boolean }).__ZT_TEST__ = true
    exposeSounds(player)
    player.play('cardDraw')
    expect(window.__zombieTableSounds?.map((s) => s.name)).toEqual(['cardDraw'])
    player.play('cardPlay')
    expect(window.__zombieTableSounds?.map((s) => s.name)).toEqual(['cardDraw', 'cardPlay'])
  })

  it('turns the volume setting into a gain that sounds even', () => {
    expect(gainFor(0)).toBe(0)
    expect(gainFor(1)).toBe(1)
    expect(gainFor(0.5)).toBe(0.25)
    expect(gainFor(7)).toBe(1)
    expect(gainFor(Number.NaN)).toBe(0)
  })
})

describe('soundsForEvents', () => {
  const map: AnyEventSounds = {
    rolled: 'dice',
    drawn: 'cardDraw',
    turned: (e) => ((e as unknown as { seat: number }).seat === 0 ? 'zombie' : null),
  }

  it('maps each event through the game map, spaced apart, skipping events with no sound', () => {
    const sounds = soundsForEvents(map, [event('rolled'), event('moved'), event('drawn')], 0)
    expect(sounds.map((s) => s.name)).toEqual(['dice', 'cardDraw'])
    expect(sounds[0]?.delay).toBe(0)
    expect(sounds[1]?.delay).toBeGreaterThan(0)
  })

  it('asks a function entry about the event and the viewer', () => {
    expect(soundsForEvents(map, [event('turned', { seat: 0 })], 0).map((s) => s.name)).toEqual(['zombie'])
    expect(soundsForEvents(map, [event('turned', { seat: 1 })], 0)).toEqual([])
  })

  it('keeps a flurry short: two of a kind at most, five in all', () => {
    const many = Array.from({ length: 6 }, () => event('drawn'))
    expect(soundsForEvents(map, many, null)).toHaveLength(2)
    const mixed = [
      ...Array.from({ length: 3 }, () => event('rolled')),
      ...Array.from({ length: 3 }, () => event('drawn')),
      ...Array.from({ length: 3 }, () => event('turned', { seat: 0 })),
    ]
    expect(soundsForEvents(map, mixed, 0)).toHaveLength(5)
  })

  it('ignores inherited names and a game with no map', () => {
    expect(soundsForEvents(map, [event('toString'), event('constructor')], 0)).toEqual([])
    expect(soundsForEvents(undefined, [event('rolled')], 0)).toEqual([])
  })

  it('every game declares sounds for dice or cards, coins or cards, a zombie and a win', () => {
    const wanted = {
      selfish: ['dice', 'cardDraw', 'cardPlay', 'zombie', 'win'],
      zombielife: ['cardDraw', 'cardPlay', 'coins', 'zombie', 'win'],
      monopozombie: ['dice', 'cardDraw', 'cardPlay', 'coins', 'zombie', 'win'],
    } as const
    for (const [id, names] of Object.entries(wanted)) {
      const sounds = gameUis[id]?.sounds ?? {}
      const declared = new Set(Object.values(sounds).filter((s) => typeof s === 'string'))
      for (const name of names) expect(declared.has(name), `${id} ${name}`).toBe(true)
    }
  })
})
