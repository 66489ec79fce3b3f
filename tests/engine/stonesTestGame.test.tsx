/**
 * Stones, the test game of the "Adding a game" guide (README), goes everywhere a real game goes:
 * the host (a person and a bot), a save and its load, and its scene on the table kit, with every
 * hook a real game's UI declares. (The conformance suites run the engine checks and the hooks'
 * contracts.) Its files are listed in the guide.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MatchHost } from '../../electron/host'
import { gameUis } from '../../renderer/games'
import { decodeSave, encodeSave } from '../../electron/saves/saveFormat'
import { canonicalJson } from '../../engine/core/canonical'
import { Match } from '../../engine/core/match'
import type { HostUpdate } from '../../electron/protocol'
import { stones, stonesBots } from '../fixtures/games/stones'
import { StonesScene } from '../fixtures/games/stones/StonesScene'
import type { StonesView } from '../fixtures/games/stones/types'
import { stonesUi } from '../fixtures/games/stones/ui'
import { receiveUpdate, sceneTestRenderer } from '../renderer/shared/sceneTestRenderer'
import { StoreScene } from '../renderer/shared/StoreScene'

const registry = { stones }

const scenes = sceneTestRenderer()

afterEach(() => vi.useRealTimers())

describe('Stones, the test game', () => {
  it('needs at most 12 files, engine, renderer and words together', () => {
    const files = readdirSync(join(__dirname, '../fixtures/games/stones'))
    expect(files.sort()).toEqual([
      'StonesHud.tsx',
      'StonesScene.tsx',
      'help.json',
      'hooks.ts',
      'index.ts',
      'rules.ts',
      'search.ts',
      'stones.json',
      'types.ts',
      'ui.ts',
      'words.json',
    ])
    expect(stonesUi.id).toBe(stones.id)
  })

  it('declares every hook a real game declares (all but openInformation: its hands are hidden)', () => {
    const declared = new Set(Object.values(gameUis).flatMap((ui) => Object.keys(ui)))
    declared.delete('openInformation')
    expect(Object.keys(stonesUi).sort()).toEqual([...declared].sort())
  })

  it('is hosted like any game: a person moves, the bot answers, every viewer sees both', async () => {
    vi.useFakeTimers()
    const host = new MatchHost({
      registry,
      bots: { stones: stonesBots },
      seedSource: () => 's',
      botDelayMs: 100,
    })
    const id = host.createMatch({
      game: 'stones',
      seats: [
        { name: 'Ann', kind: 'human' },
        { name: 'Bot', kind: 'bot', bot: 'heuristic' },
      ],
      options: { heap: 9 },
    })
    const seen: HostUpdate[] = []
    host.subscribe(id, 'spectator', (u) => seen.push(u))
    expect(await host.intent(id, 0, { type: 'takeOne' })).toEqual({ ok: true, version: 1 })
    await vi.advanceTimersByTimeAsync(100)
    expect(seen.map((u) => u.version)).toEqual([0, 1, 2])
    expect((seen[2]?.view as StonesView).heap).toBeLessThan(8)
    // The spectator never sees a drawn card's value.
    expect(JSON.stringify(seen)).not.toMatch(/"value"/)
    await host.close(id)
  })

  it('saves and loads back to the same match', async () => {
    const host = new MatchHost({ registry, bots: { stones: stonesBots }, seedSource: () => 's' })
    const id = host.createMatch({
      game: 'stones',
      seats: [
        { name: 'Ann', kind: 'human' },
        { name: 'Bob', kind: 'human' },
      ],
    })
    await host.intent(id, 0, { type: 'takeOne' })
    const record = host.record(id)
    const text = encodeSave(
      record,
      {
        seats: [
          { name: 'Ann', kind: 'human' },
          { name: 'Bob', kind: 'human' },
        ],
        finished: false,
      },
      { name: 'Zombie Table', version: 'test' },
      new Date(0),
    )
    const loaded = decodeSave(text, registry)
    expect(loaded.record.log).toHaveLength(1)
    expect(canonicalJson(loaded.match.state)).toBe(canonicalJson(Match.replay(registry, record).state))
  })

  it('draws its heap on the table kit and animates a take to rest on the new view', async () => {
    const view = stones.view(stones.setup([{ name: 'A' }, { name: 'B' }], 'x', { heap: 6, firstSeat: 0 }), 0)
    const update = (version: number, v: StonesView, events: HostUpdate['events']): HostUpdate => ({
      matchId: 'm',
      game: 'stones',
      version,
      viewer: 0,
      view: v,
      legal: [],
      toAct: [0],
      events,
      outcome: null,
      autosave: { problem: null, savedVersion: version },
      seats: [],
    })
    await receiveUpdate({ ...update(0, view, []), history: [] })
    const r = await scenes.render(<StoreScene Scene={StonesScene} />)
    const stonesShown = () => r.scene.findAll((n) => n.props.name === 'stone').length
    const flying = () => r.scene.findAll((n) => n.props.name === 'leaving' && n.instance.visible).length
    expect(stonesShown()).toBe(6)
    const taken = { type: 'stonesTaken', seat: 0, count: 2, heap: 4, text: 'A takes 2.' }
    await receiveUpdate(update(1, { ...view, heap: 4 }, [taken]))
    expect(stonesShown()).toBe(4)
    await r.advanceFrames(3, 1 / 30)
    expect(flying()).toBe(2)
    await r.advanceFrames(30, 1 / 30)
    expect(flying()).toBe(0)
  })
})
