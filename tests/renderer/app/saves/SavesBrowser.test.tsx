// @vitest-environment happy-dom
/**
 * The saves browser: each save's picture and facts, sort and filters, rename, export, import,
 * Show in folder where the table can, with the host's refusals shown where they happen.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppInfo, SaveSummary } from '../../../../electron/protocol'
import { RequestFailed } from '../../../../renderer/app/request'
import { renderApp, resetStoresOn } from '../appFixtures'
import { FakeBridge, selfishInfo } from '../fakeBridge'
import { fridaySave, tamperedSave } from '../../shared/saveFixtures'

const info: AppInfo = {
  ...selfishInfo,
  games: [
    ...selfishInfo.games,
    { id: 'zombielife', name: 'Zombielife Insurance', minPlayers: 2, maxPlayers: 5, bots: [], options: [] },
  ],
}

const base: SaveSummary = { ...fridaySave, round: 7 }
const friday = base
const old: SaveSummary = {
  ...base,
  slot: 'Old game',
  players: ['Dee', 'Eve'],
  savedAt: '2024-11-02T10:00:00.000Z',
  actions: 130,
  finished: true,
  round: 12,
}
const insurance: SaveSummary = {
  ...base,
  slot: 'Brokers',
  game: 'zombielife',
  players: ['Flo', 'Gus'],
  savedAt: '2025-05-01T09:00:00.000Z',
  label: 'Office league',
  round: 3,
}
const broken: SaveSummary = { ...tamperedSave, backup: { actions: 40, savedAt: '2025-03-07T20:10:00.000Z' } }

function browserBridge(initial: SaveSummary[], appInfo: AppInfo = info) {
  let saves = initial
  const bridge = new FakeBridge({
    'app:info': () => appInfo,
    'saves:list': () => saves,
    'saves:rename': ({ slot, to }) => {
      saves = saves.map((s) => (s.slot === slot ? { ...s, slot: to } : s))
      return { slot: to }
    },
    'saves:import': ({ fileName }) => {
      const slot = fileName.replace(/\.ztsave\.json$/, '')
      saves = [...saves, { ...base, slot, savedAt: '2025-06-01T12:00:00.000Z' }]
      return { slot }
    },
    'saves:thumbnail': ({ slot }) => ({
      dataUrl: `data:image/jpeg;base64,${btoa(slot).replace(/=/g, 'A')}AAAA`,
    }),
  })
  return bridge
}

/** The slots of the rows shown, top to bottom. */
async function shownSlots(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: 'Saved games' })
  return within(list)
    .getAllByRole('listitem')
    .map((row) => row.getAttribute('aria-label')?.replace(/^Save /, '') ?? '')
}

const row = (slot: string) => screen.getByRole('listitem', { name: `Save ${slot}` })
const choose = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

beforeEach(() => resetStoresOn('saves'))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the saves browser: what each save shows', () => {
  it('shows game, players, round, date, moves and status, and a damaged file with its backup', async () => {
    renderApp(browserBridge([friday, old, broken]))
    await shownSlots()
    const text = row('Friday game').textContent ?? ''
    for (const part of [
      'Friday game',
      'Selfish: Zombie Edition',
      'Ann, Bob, Cid',
      'Round 7',
      '42 moves',
      'In play',
    ]) {
      expect(text).toContain(part)
    }
    expect(text).not.toContain('Finished')
    expect(row('Old game').textContent).toContain('Finished')
    expect(row('Old game').textContent).toContain('Round 12')
    const damaged = row('broken').textContent ?? ''
    expect(damaged).toContain('Damaged: The file was changed outside the game')
    expect(damaged).toContain('Backup available')
    expect(damaged).not.toContain('Round')
  })

  it('shows a label with the save’s name beside it', async () => {
    renderApp(browserBridge([insurance]))
    await shownSlots()
    expect(row('Brokers').textContent).toContain('Office league (Brokers)')
  })
})

describe('the saves browser: sort and filters', () => {
  it('sorts newest first by default, then oldest, by name, by game', async () => {
    renderApp(browserBridge([friday, old, insurance, broken]))
    expect(await shownSlots()).toEqual(['Brokers', 'Friday game', 'Old game', 'broken'])
    choose('Sort', 'oldest')
    expect(await shownSlots()).toEqual(['Old game', 'Friday game', 'Brokers', 'broken'])
    choose('Sort', 'name')
    // By the name shown: "broken", "Friday game", "Office league" (Brokers' label), "Old game".
    expect(await shownSlots()).toEqual(['broken', 'Friday game', 'Brokers', 'Old game'])
    choose('Sort', 'game')
    expect(await shownSlots()).toEqual(['Friday game', 'Old game', 'broken', 'Brokers'])
  })

  it('filters by game and by status, and says how many are shown', async () => {
    renderApp(browserBridge([friday, old, insurance, broken]))
    await shownSlots()
    choose('Game', 'zombielife')
    expect(await shownSlots()).toEqual(['Brokers'])
    expect(screen.getByText('1 of 4 saves')).toBeTruthy()
    choose('Game', '')
    choose('Status', 'finished')
    expect(await shownSlots()).toEqual(['Old game'])
    choose('Status', 'inPlay')
    expect(await shownSlots()).toEqual(['Brokers', 'Friday game'])
    choose('Status', 'damaged')
    expect(await shownSlots()).toEqual(['broken'])
    choose('Game', 'selfish')
    expect(screen.queryByRole('list', { name: 'Saved games' })).toBeNull()
    expect(screen.getByText('No save matches what you chose.')).toBeTruthy()
  })

  it('finds words in a save’s name, label or players', async () => {
    renderApp(browserBridge([friday, old, insurance, broken]))
    await shownSlots()
    const find = screen.getByLabelText('Find')
    fireEvent.change(find, { target: { value: 'eve' } })
    expect(await shownSlots()).toEqual(['Old game'])
    fireEvent.change(find, { target: { value: 'LEAGUE' } })
    expect(await shownSlots()).toEqual(['Brokers'])
    fireEvent.change(find, { target: { value: ' friday ' } })
    expect(await shownSlots()).toEqual(['Friday game'])
    fireEvent.change(find, { target: { value: 'nobody' } })
    await screen.findByText('No save matches what you chose.')
  })
})

describe('the saves browser: rename', () => {
  it('renames a save in its row, and lists it under its new name', async () => {
    const bridge = browserBridge([friday, old])
    renderApp(bridge)
    await shownSlots()
    fireEvent.click(within(row('Friday game')).getByRole('button', { name: 'Rename' }))
    const field = within(row('Friday game')).getByLabelText('New name')
    fireEvent.change(field, { target: { value: 'Last Friday' } })
    fireEvent.submit(field.closest('form')!)
    await screen.findByRole('listitem', { name: 'Save Last Friday' })
    expect(bridge.sent('saves:rename')).toEqual([{ slot: 'Friday game', to: 'Last Friday' }])
    expect(screen.getByRole('status').textContent).toBe('Renamed to “Last Friday”.')
    expect(screen.queryByRole('listitem', { name: 'Save Friday game' })).toBeNull()
  })

  it('shows why a name is refused, as typed and from the host, and keeps the save as it was', async () => {
    const bridge = browserBridge([friday, old])
    bridge.handlers['saves:rename'] = ({ to }) => {
      throw new RequestFailed({
        code: 'EXISTS',
        message: `There is already a save called “${to}”.`,
        existing: old,
      })
    }
    renderApp(bridge)
    await shownSlots()
    fireEvent.click(within(row('Friday game')).getByRole('button', { name: 'Rename' }))
    const field = within(row('Friday game')).getByLabelText('New name')

    fireEvent.change(field, { target: { value: 'Bad/name' } })
    expect(within(row('Friday game')).getByRole('alert').textContent).toContain('cannot contain "/"')
    const confirm = within(row('Friday game')).getByRole('button', { name: 'Rename' }) as HTMLButtonElement
    expect(confirm.disabled).toBe(true)

    fireEvent.change(field, { target: { value: 'Old game' } })
    fireEvent.click(confirm)
    await waitFor(() =>
      expect(within(row('Friday game')).getByRole('alert').textContent).toBe(
        'There is already a save called “Old game”.',
      ),
    )
    expect(bridge.sent('saves:rename')).toEqual([{ slot: 'Friday game', to: 'Old game' }])
    expect(await shownSlots()).toEqual(['Friday game', 'Old game'])
  })
})

describe('the saves browser: export and import', () => {
  it('offers the save file’s exact text as a download under its file name', async () => {
    const text = '{"format":"zombie-table-save","version":3,"checksum":"abc"}\n'
    const bridge = browserBridge([friday])
    bridge.handlers['saves:export'] = ({ slot }) => ({ fileName: `${slot}.ztsave.json`, text })
    const blobs: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob)
      return 'blob:save-1'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
    const clicked: { href: string; download: string; inPage: boolean }[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, inPage: document.body.contains(this) })
    })
    renderApp(bridge)
    await shownSlots()
    fireEvent.click(within(row('Friday game')).getByRole('button', { name: 'Export' }))
    await waitFor(() => expect(clicked).toHaveLength(1))
    expect(bridge.sent('saves:export')).toEqual([{ slot: 'Friday game' }])
    expect(clicked[0]).toEqual({ href: 'blob:save-1', download: 'Friday game.ztsave.json', inPage: true })
    expect(blobs).toHaveLength(1)
    expect(await blobs[0]!.text()).toBe(text)
    expect(document.querySelector('a[download]')).toBeNull()
  })

  it('imports a picked file, lists it and says under which name', async () => {
    const bridge = browserBridge([friday])
    renderApp(bridge)
    await shownSlots()
    const text = '{"format":"zombie-table-save"}'
    const file = new File([text], 'From Kim.ztsave.json', { type: 'application/json' })
    const picker = screen.getByLabelText('Import a save file') as HTMLInputElement
    expect(picker.type).toBe('file')
    expect(picker.accept).toBe('.json,.ztsave.json')
    fireEvent.change(picker, { target: { files: [file] } })
    await screen.findByRole('listitem', { name: 'Save From Kim' })
    expect(bridge.sent('saves:import')).toEqual([{ fileName: 'From Kim.ztsave.json', text }])
    expect(screen.getByRole('status').textContent).toBe('Imported as “From Kim”.')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows why a file is refused, and adds nothing', async () => {
    const bridge = browserBridge([friday])
    bridge.handlers['saves:import'] = () => {
      throw new RequestFailed({
        code: 'SAVE_ERROR',
        message: 'The file was changed outside the game (its checksum does not match).',
      })
    }
    renderApp(bridge)
    await shownSlots()
    const listsBefore = bridge.sent('saves:list').length
    const file = new File(['{"format":"zombie-table-save"}'], 'tampered.ztsave.json')
    fireEvent.change(screen.getByLabelText('Import a save file'), { target: { files: [file] } })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe(
      'Not imported: The file was changed outside the game (its checksum does not match).',
    )
    expect(await shownSlots()).toEqual(['Friday game'])
    expect(bridge.sent('saves:list').length).toBe(listsBefore)
    expect(screen.queryByRole('status')).toBeNull()
  })
})

describe('the saves browser: Show in folder', () => {
  it('is there only where the table can show a file in its folder', async () => {
    renderApp(browserBridge([friday]))
    await shownSlots()
    expect(within(row('Friday game')).queryByRole('button', { name: 'Show in folder' })).toBeNull()
    cleanup()

    resetStoresOn('saves')
    const bridge = browserBridge([friday], { ...info, canReveal: true })
    bridge.handlers['saves:reveal'] = () => null
    renderApp(bridge)
    await shownSlots()
    fireEvent.click(within(row('Friday game')).getByRole('button', { name: 'Show in folder' }))
    await waitFor(() => expect(bridge.sent('saves:reveal')).toEqual([{ slot: 'Friday game' }]))
  })
})

/** An IntersectionObserver the test drives: nothing is in view until the test says so. */
class FakeObserver {
  static made: FakeObserver[] = []
  readonly targets = new Set<Element>()
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.made.push(this)
  }
  observe(target: Element) {
    this.targets.add(target)
  }
  unobserve(target: Element) {
    this.targets.delete(target)
  }
  disconnect() {
    this.targets.clear()
  }
  takeRecords() {
    return []
  }
  /** Brings every observed element inside `container` into view. */
  static show(container: Element) {
    for (const observer of FakeObserver.made) {
      const inside = [...observer.targets].filter((t) => container.contains(t))
      if (inside.length === 0) continue
      const entries = inside.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry)
      act(() => observer.callback(entries, observer as unknown as IntersectionObserver))
    }
  }
}

describe('the saves browser: thumbnails', () => {
  beforeEach(() => {
    FakeObserver.made = []
    vi.stubGlobal('IntersectionObserver', FakeObserver)
  })

  it('fetches a save’s picture once its row is in view, and shows it with its alt text', async () => {
    const bridge = browserBridge([{ ...friday, thumbnail: true }, { ...old, thumbnail: true }, insurance])
    renderApp(bridge)
    await shownSlots()
    expect(bridge.sent('saves:thumbnail')).toEqual([])
    // Not yet in view: the game's name stands in.
    expect(within(row('Friday game')).queryByRole('img')).toBeNull()
    expect(row('Friday game').querySelector('.save__thumb')?.textContent).toBe('Selfish: Zombie Edition')

    FakeObserver.show(row('Friday game'))
    // Up to 5 s, not the default 1: with the browser lanes running beside it the page is slow to answer.
    const picture = (await within(row('Friday game')).findByRole(
      'img',
      { name: 'Table of Friday game' },
      { timeout: 5000 },
    )) as HTMLImageElement
    expect(picture.getAttribute('src')).toBe(
      `data:image/jpeg;base64,${btoa('Friday game').replace(/=/g, 'A')}AAAA`,
    )
    expect(bridge.sent('saves:thumbnail')).toEqual([{ slot: 'Friday game' }])
    expect(within(row('Old game')).queryByRole('img')).toBeNull()
  })

  it('shows the game’s name, and asks for nothing, for a save without a picture', async () => {
    const bridge = browserBridge([insurance, { ...friday, thumbnail: true }])
    bridge.handlers['saves:thumbnail'] = () => null
    renderApp(bridge)
    await shownSlots()
    FakeObserver.show(row('Brokers'))
    FakeObserver.show(row('Friday game'))
    await waitFor(() => expect(bridge.sent('saves:thumbnail')).toEqual([{ slot: 'Friday game' }]))
    expect(row('Brokers').querySelector('.save__thumb')?.textContent).toBe('Zombielife Insurance')
    // The host had none after all: the placeholder stays.
    expect(within(row('Friday game')).queryByRole('img')).toBeNull()
    expect(row('Friday game').querySelector('.save__thumb')?.textContent).toBe('Selfish: Zombie Edition')
  })
})
