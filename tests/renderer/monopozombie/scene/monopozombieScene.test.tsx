// @vitest-environment happy-dom
import type * as Drei from '@react-three/drei'
import ReactThreeTestRenderer from '@react-three/test-renderer'
import { Color, Matrix4, Vector3, type InstancedMesh, type Object3D } from 'three'
import { describe, expect, it, vi } from 'vitest'
import type { GameEvent } from '../../../../engine/core/types'
import type { MonopoView } from '../../../../engine/games/monopozombie/types'
import { buildingPlacements } from '../../../../renderer/games/monopozombie/scene/Buildings'
import { tabPlace, warningPlace } from '../../../../renderer/games/monopozombie/scene/LotMarkers'
import { MAX_BODYGUARDS_SHOWN, tokenPlaces } from '../../../../renderer/games/monopozombie/scene/layout'
import { seatColor } from '../../../../renderer/games/monopozombie/scene/seatColors'
import { zombieColor } from '../../../../renderer/games/monopozombie/scene/Tokens'
import { MonopozombieScene } from '../../../../renderer/games/monopozombie/MonopozombieScene'
import { useMatchStore } from '../../../../renderer/store/useMatchStore'
import { HarnessSession, parseHarnessParams } from '../../../e2e/harness/harnessSession'
import { monopoFixture } from '../../../e2e/harness/monopoFixture'
import { receiveUpdate, sceneTestRenderer, type SceneRenderer } from '../../shared/sceneTestRenderer'
import { StoreScene } from '../../shared/StoreScene'
import { hostFields } from '../hud/monopoFixtures'

const scenes = sceneTestRenderer()

// drei's Text (troika) cannot run in happy-dom: a stub keeps its words for the checks.
vi.mock('@react-three/drei', async (original) =>
  (await import('../../shared/textStub')).withTextStub(await original<typeof Drei>()),
)

function render(view: MonopoView, me: number | null = 0): Promise<SceneRenderer> {
  return scenes.render(
    <MonopozombieScene {...hostFields(view)} view={view} legal={[]} seats={[]} me={me} send={() => {}} />,
  )
}

function node(r: SceneRenderer, name: string): Object3D {
  return r.scene.find((n) => n.instance.name === name).instance as Object3D
}
const mesh = (r: SceneRenderer, name: string) => node(r, name) as InstancedMesh
/** How many instances a mesh draws (none when hidden). */
const drawn = (r: SceneRenderer, name: string) => (mesh(r, name).visible ? mesh(r, name).count : 0)

const m4 = new Matrix4()
function instanceAt(im: InstancedMesh, i: number): Vector3 {
  im.getMatrixAt(i, m4)
  return new Vector3().setFromMatrixPosition(m4)
}
function colorAt(im: InstancedMesh, i: number): string {
  const c = new Color()
  im.getColorAt(i, c)
  return c.getHexString()
}

/** Instance matrices are float32: positions agree to about 1e-6. */
function expectAt(actual: Vector3, want: readonly number[]): void {
  expect(actual.distanceTo(new Vector3(want[0], want[1], want[2]))).toBeLessThan(1e-5)
}

const labelOf = (r: SceneRenderer, seat: number): string =>
  r.scene.find((n) => n.instance.name === `roster-${seat}`).children[0]?.instance.userData.text as string

describe('MonopozombieScene', () => {
  it('draws every house and hotel of a full board, and none left in the bank', async () => {
    const view = monopoFixture('full')
    const r = await render(view)
    expect(drawn(r, 'houses')).toBe(32)
    expect(drawn(r, 'hotels')).toBe(12)
    // Board buildings stand on their streets, in the outer ring of the board.
    const houses = mesh(r, 'houses')
    for (let i = 0; i < 32; i++) {
      const p = instanceAt(houses, i)
      expect(Math.max(Math.abs(p.x), Math.abs(p.z))).toBeGreaterThan(4.4)
    }
  })

  it('puts the bank’s houses and hotels in its tray in the middle', async () => {
    const view = monopoFixture('mid')
    const r = await render(view)
    const onBoard = view.lots.reduce((s, l) => s + (l.level < 5 ? l.level : 0), 0)
    expect(drawn(r, 'houses')).toBe(onBoard + view.bankHouses)
    expect(drawn(r, 'hotels')).toBe(1 + view.bankHotels)
    const houses = mesh(r, 'houses')
    const inMiddle = Array.from({ length: houses.count }, (_, i) => instanceAt(houses, i)).filter(
      (p) => Math.max(Math.abs(p.x), Math.abs(p.z)) < 4.5,
    )
    expect(inMiddle).toHaveLength(view.bankHouses)
  })

  it('shows one token per player: pawns for humans, zombie figures for zombies', async () => {
    const view = monopoFixture('full')
    const r = await render(view)
    const zombies = view.players.filter((p) => p.zombie)
    const humans = view.players.filter((p) => !p.zombie)
    expect(zombies.length).toBeGreaterThan(0)
    expect(drawn(r, 'human-tokens')).toBe(humans.length)
    expect(drawn(r, 'zombie-tokens')).toBe(zombies.length)
    expect(drawn(r, 'token-bases')).toBe(view.players.length)
    // Each human pawn is its seat colour, where the view puts it.
    const places = tokenPlaces(view.players)
    const pawns = mesh(r, 'human-tokens')
    humans.forEach((p, i) => {
      expect(colorAt(pawns, i)).toBe(new Color(seatColor(p.seat)).getHexString())
      const want = places.find((t) => t.seat === p.seat)?.position ?? [0, 0, 0]
      expectAt(instanceAt(pawns, i), want)
    })
    const guards = view.players.reduce((s, p) => s + Math.min(MAX_BODYGUARDS_SHOWN, p.bodyguards), 0)
    expect(guards).toBeGreaterThan(0)
    expect(drawn(r, 'bodyguards')).toBe(guards)
    // Tokens sharing a square (three on 24, two in the Quarantine corner) all stand apart.
    const spots = new Set(places.map((t) => t.position.map((v) => v.toFixed(3)).join(',')))
    expect(spots.size).toBe(view.players.length)
  })

  it('marks the player whose turn it is with the ring and in the roster', async () => {
    const view = monopoFixture('full')
    const r = await render(view)
    const seat = view.turn.seat
    const at = tokenPlaces(view.players).find((t) => t.seat === seat)?.position ?? [0, 0, 0]
    const ring = node(r, 'turn-ring')
    expect(ring.visible).toBe(true)
    expect(ring.position.x).toBeCloseTo(at[0])
    expect(ring.position.z).toBeCloseTo(at[2])
    expect(node(r, 'turn-arrow').visible).toBe(true)
    view.players.forEach((p) => {
      const label = labelOf(r, p.seat)
      expect(label).toContain(p.name.toUpperCase())
      expect(label).toContain(`$${p.cash}`)
      expect(label.includes('ZOMBIE')).toBe(p.zombie)
    })
    expect(labelOf(r, 0)).toContain('(YOU)')
    await scenes.unmount()
    const over = await render({ ...view, winners: [6], endReason: 'test' })
    expect(node(over, 'turn-ring').visible).toBe(false)
  })

  it('marks owners, mortgages, zombie ground and occupied lots', async () => {
    const view = monopoFixture('full')
    const r = await render(view)
    // Two humans stand on a zombie's street with four houses: a cracked warning sign in its corner.
    expect(view.occupied).toEqual([24])
    expect(drawn(r, 'occupied-lots')).toBe(1)
    expectAt(instanceAt(mesh(r, 'occupied-lots'), 0), warningPlace(24))
    const owned = view.lots.filter((l) => l.owner !== null)
    const mortgaged = owned.filter((l) => l.mortgaged)
    const zombieGround = owned.filter((l) => view.players[l.owner ?? 0]?.zombie)
    expect(mortgaged.length).toBeGreaterThan(0)
    expect(drawn(r, 'owner-tabs')).toBe(owned.length)
    expect(drawn(r, 'mortgage-stamps')).toBe(mortgaged.length)
    expect(drawn(r, 'infected-lots')).toBe(zombieGround.length)
    const tabs = mesh(r, 'owner-tabs')
    owned.forEach((lot, i) => {
      const want = new Color(seatColor(lot.owner ?? 0))
      if (lot.mortgaged) want.multiplyScalar(0.4)
      expect(colorAt(tabs, i)).toBe(want.getHexString())
      const [x, , z] = tabPlace(lot.square)
      const p = instanceAt(tabs, i)
      expectAt(new Vector3(p.x, 0, p.z), [x, 0, z])
    })
  })

  it('shows the stage, the decks and the dice of the current roll', async () => {
    const full = monopoFixture('full')
    const r = await render(full)
    expect(node(r, 'stage-plaque').userData.text).toContain('STAGE 3 · APOCALYPSE')
    expect(drawn(r, 'deck-chance')).toBe(full.deckSizes.chance)
    expect(drawn(r, 'deck-chest')).toBe(full.deckSizes.chest)
    // Card 19 is a Survivor Cache card, face up beside the decks.
    expect(drawn(r, 'shown-chest')).toBe(1)
    expect(drawn(r, 'shown-chance')).toBe(0)
    // Stage 3: three d6, the two used glowing; no d4.
    const visible = (name: string) => node(r, name).parent?.visible
    expect([0, 1, 2].map((i) => visible(`d6-${i}`))).toEqual([true, true, true])
    expect([0, 1].map((i) => visible(`d4-${i}`))).toEqual([false, false])
    expect(drawn(r, 'chosen-dice')).toBe(2)
    await scenes.unmount()

    const mid = monopoFixture('mid')
    const m = await render(mid)
    expect(node(m, 'stage-plaque').userData.text).toContain('STAGE 2 · OUTBREAK')
    // A zombie's turn: two d4, no d6.
    const shown = (name: string) => node(m, name).parent?.visible
    expect([0, 1, 2].map((i) => shown(`d6-${i}`))).toEqual([false, false, false])
    expect([0, 1].map((i) => shown(`d4-${i}`))).toEqual([true, true])
    expect(drawn(m, 'chosen-dice')).toBe(0)
  })

  it('walks a token along its path when a move arrives from the host', async () => {
    const session = new HarnessSession(parseHarnessParams('?game=monopozombie&players=4&seed=3&viewer=0'))
    await receiveUpdate(session.update([]))
    const r = await scenes.render(<StoreScene Scene={MonopozombieScene} />)
    // Play until a plain walk of several squares happens.
    let events: readonly GameEvent[] = []
    for (let i = 0; i < 200; i++) {
      events = session.step() ?? []
      const move = events.find((e) => e.type === 'tokenMoved' && e.jump === false)
      if (move && Array.isArray(move.path) && move.path.length >= 3) break
      await receiveUpdate(session.update(events))
      await r.advanceFrames(400, 1 / 20)
    }
    const move = events.find((e) => e.type === 'tokenMoved' && e.jump === false)
    if (!move || typeof move.seat !== 'number') throw new Error('no walk in 200 actions')
    const seat = move.seat
    const view = session.match.view(0) as MonopoView
    const zombie = view.players[seat]?.zombie === true
    const name = zombie ? 'zombie-tokens' : 'human-tokens'
    const index = view.players.filter((p) => p.zombie === zombie).findIndex((p) => p.seat === seat)
    const before = instanceAt(mesh(r, name), index)
    await receiveUpdate(session.update(events))
    expect(useMatchStore.getState().eventQueue).toEqual([])
    // Past the dice, part way along: off the start square, not yet at the end.
    await r.advanceFrames(70, 1 / 60)
    const during = instanceAt(mesh(r, name), index)
    const end = tokenPlaces(view.players).find((t) => t.seat === seat)?.position ?? [0, 0, 0]
    expect(during.distanceTo(before)).toBeGreaterThan(0.3)
    expect(during.distanceTo(new Vector3(...end))).toBeGreaterThan(0.3)
    await r.advanceFrames(300, 1 / 30)
    expectAt(instanceAt(mesh(r, name), index), end)
  })

  it('pops a built house up, crumbles a torn-down one and flashes a converted token green', async () => {
    const mid = monopoFixture('mid')
    let version = 1
    const update = (view: MonopoView, events: GameEvent[]) => ({
      matchId: 'animations',
      game: 'monopozombie',
      version: version++,
      viewer: 0,
      view,
      legal: [],
      toAct: [],
      events,
      outcome: null,
      seats: [],
      autosave: { problem: null, savedVersion: 0 },
    })
    const receive = (view: MonopoView, events: GameEvent[] = []) =>
      ReactThreeTestRenderer.act(async () => useMatchStore.getState().actions.receive(update(view, events)))
    const withLevel = (v: MonopoView, level: number, bank: number): MonopoView => ({
      ...v,
      lots: v.lots.map((l) => (l.square === 1 ? { ...l, level } : l)),
      bankHouses: bank,
    })
    await receive(mid)
    const r = await scenes.render(<StoreScene Scene={MonopozombieScene} />)
    const houses = () => mesh(r, 'houses')
    const scaleAt = (im: InstancedMesh, i: number) => {
      im.getMatrixAt(i, m4)
      return new Vector3().setFromMatrixScale(m4).y
    }

    // Built: Bunker Lane's third house is there at once, but grows from nothing.
    const built = withLevel(mid, 3, mid.bankHouses - 1)
    const third = buildingPlacements(built.lots, built.bankHouses, built.bankHotels).houses.findIndex(
      (h) => h.square === 1 && h.slot === 2,
    )
    await receive(built, [{ type: 'built', seat: 0, square: 1, level: 3, text: '' }])
    expect(scaleAt(houses(), third)).toBeLessThan(0.01)
    await r.advanceFrames(12, 1 / 60)
    const growing = scaleAt(houses(), third)
    expect(growing).toBeGreaterThan(0.05)
    expect(growing).toBeLessThan(0.99)
    await r.advanceFrames(60, 1 / 60)
    expect(scaleAt(houses(), third)).toBeCloseTo(1, 5)
    const standing = drawn(r, 'houses')

    // Demolished: the torn-down house is drawn beside the view's until it has crumbled away.
    await receive(withLevel(mid, 2, mid.bankHouses), [{ type: 'demolished', square: 1, level: 2, text: '' }])
    expect(drawn(r, 'houses')).toBe(standing + 1)
    await r.advanceFrames(30, 1 / 60)
    expect(scaleAt(houses(), standing)).toBeLessThan(0.99)
    await r.advanceFrames(60, 1 / 60)
    expect(drawn(r, 'houses')).toBe(standing)

    // The last human leaves an occupied lot: the sign goes with the view's occupied list.
    expect(drawn(r, 'occupied-lots')).toBe(1)
    await receive({ ...mid, occupied: [] })
    expect(drawn(r, 'occupied-lots')).toBe(0)

    // Converted: Alex (seat 0) stays a pawn, flashes green, and rises a zombie.
    const humans = mid.players.filter((p) => !p.zombie).length
    const zombies = mid.players.length - humans
    const turned = { ...mid, players: mid.players.map((p) => (p.seat === 0 ? { ...p, zombie: true } : p)) }
    await receive(turned, [{ type: 'converted', seat: 0, cause: 'encounter', text: '' }])
    expect(drawn(r, 'human-tokens')).toBe(humans)
    await r.advanceFrames(16, 1 / 60)
    const green = new Color()
    mesh(r, 'human-tokens').getColorAt(0, green)
    expect(green.g).toBeGreaterThan(new Color(seatColor(0)).g + 0.2)
    await r.advanceFrames(60, 1 / 60)
    expect(drawn(r, 'human-tokens')).toBe(humans - 1)
    expect(drawn(r, 'zombie-tokens')).toBe(zombies + 1)
    expect(colorAt(mesh(r, 'zombie-tokens'), 0)).toBe(new Color(zombieColor(0)).getHexString())
    expectAt(instanceAt(mesh(r, 'zombie-tokens'), 0), tokenPlaces(turned.players)[0]?.position ?? [])
  })

  it('comes to rest on the engine’s view after a fast bot game, every token in its place', async () => {
    const session = new HarnessSession(parseHarnessParams('?game=monopozombie&players=5&seed=4&viewer=0'))
    await receiveUpdate(session.update([]))
    const r = await scenes.render(<StoreScene Scene={MonopozombieScene} />)
    let moves = 0
    // Bots play faster than the table animates: only a few frames between updates.
    for (let i = 0; i < 160; i++) {
      const events = session.step()
      if (events === null) break
      moves += events.filter((e) => e.type === 'tokenMoved').length
      await receiveUpdate(session.update(events))
      await r.advanceFrames(i % 3, 1 / 60)
    }
    expect(moves).toBeGreaterThan(10)
    await r.advanceFrames(600, 1 / 20)
    const view = session.match.view(0) as MonopoView
    const places = tokenPlaces(view.players)
    for (const zombie of [false, true]) {
      const im = mesh(r, zombie ? 'zombie-tokens' : 'human-tokens')
      view.players
        .filter((p) => !p.eliminated && p.zombie === zombie)
        .forEach((p, i) => expectAt(instanceAt(im, i), places.find((t) => t.seat === p.seat)?.position ?? []))
    }
  })
})
