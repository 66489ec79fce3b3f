// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  DEFAULT_SETTINGS,
  type Settings,
  type UnfinishedMatch,
  type UnfinishedMatches,
} from '../../../electron/protocol'
import { App } from '../../../renderer/app/App'
import type { TableBridge } from '../../../renderer/bridge/bridge'
import { RequestFailed } from '../../../renderer/app/request'
import { useMatchStore } from '../../../renderer/store/useMatchStore'
import { readSkipAnimations } from '../../../renderer/store/animationPreference'
import { useSettingsStore } from '../../../renderer/store/useSettingsStore'
import { useUiStore } from '../../../renderer/store/useUiStore'
import { bot, findToast, human, renderApp, resetStores } from './appFixtures'
import { FakeBridge, selfishInfo, type Handlers } from './fakeBridge'
import { hostedBridge, tableWithQuickSave } from './hostBridge'

vi.mock('../../../renderer/table/TableCanvas', () => import('../shared/sceneStubs'))
vi.mock('../../../renderer/games/selfish/SelfishScene', () => import('../shared/sceneStubs'))

beforeEach(resetStores)
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  window.history.replaceState(null, '', '/')
})

describe('App: connecting', () => {
  it('tries once, and says so when the bridge cannot be made', async () => {
    const connect = vi.fn((): TableBridge => {
      throw new Error('No table server at this address.')
    })
    render(<App connect={connect} />)
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Cannot connect to the table: No table server at this address.',
    )
    expect(connect).toHaveBeenCalledTimes(1)
  })

  it('says so when the host does not answer app:info', async () => {
    const bridge = new FakeBridge({
      'app:info': () => {
        throw new RequestFailed({ code: 'INTERNAL', message: 'Cannot reach the table server.' })
      },
    })
    renderApp(bridge)
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Cannot connect to the table: Cannot reach the table server.',
    )
  })

  it('listens to match updates and menu commands once connected, and stops when closed', async () => {
    const bridge = new FakeBridge({
      'app:info': () => selfishInfo,
      'saves:unfinished': () => ({ crashed: false, matches: [] }),
    })
    const { unmount } = renderApp(bridge)
    await screen.findByRole('button', { name: 'New game' })
    expect(bridge.listenerCount('match:update')).toBe(1)
    expect(bridge.listenerCount('menu:command')).toBe(1)
    unmount()
    expect(bridge.listenerCount('match:update')).toBe(0)
  })
})

describe('App: menu commands', () => {
  it('opens the new game screen on newGame and goes home on home', async () => {
    const bridge = new FakeBridge({ 'app:info': () => selfishInfo })
    renderApp(bridge)
    await screen.findByRole('button', { name: 'New game' })
    act(() => bridge.push('menu:command', { command: 'newGame' }))
    expect(screen.getByRole('heading', { name: 'New game' })).toBeTruthy()
    act(() => bridge.push('menu:command', { command: 'home' }))
    expect(screen.getByRole('button', { name: 'Load' })).toBeTruthy()
  })

  it('quick-saves the match on the table on save, under the name the host gives it', async () => {
    const { bridge, matchId } = tableWithQuickSave('Zoë', 'menu', 'Selfish - Ann Zoe')
    useUiStore.getState().actions.openTable(matchId)
    renderApp(bridge)
    await waitFor(() => expect(useMatchStore.getState().viewer).toBe(0))
    act(() => bridge.push('menu:command', { command: 'save' }))
    await waitFor(() => expect(bridge.sent('saves:save')).toEqual([{ matchId }]))
    expect((await findToast('Saved as “Selfish - Ann Zoe”.')).getAttribute('role')).toBe('status')
  })

  it('says there is nothing to save without a match', async () => {
    const bridge = new FakeBridge({ 'app:info': () => selfishInfo })
    renderApp(bridge)
    await screen.findByRole('button', { name: 'New game' })
    act(() => bridge.push('menu:command', { command: 'save' }))
    expect((await screen.findByRole('alert')).textContent).toContain(
      'There is no match on the table to save.',
    )
    expect(bridge.sent('saves:save')).toEqual([])
  })
})

describe('App: matches opened and closed by the host', () => {
  it('opens the table for a match opened from the desktop menu, and goes home when it closes', async () => {
    const { bridge, host } = hostedBridge()
    renderApp(bridge)
    await screen.findByRole('button', { name: 'New game' })
    const matchId = host.createMatch({ game: 'selfish', seats: [human('Ann'), bot('Bob')], seed: 'opened' })
    act(() => bridge.push('match:opened', { matchId, game: 'selfish', source: 'loaded' }))
    expect(useUiStore.getState().openMatchId).toBe(matchId)
    await screen.findByRole('region', { name: 'Your hand' })

    act(() => bridge.push('match:closed', { matchId }))
    expect(useUiStore.getState().openMatchId).toBeNull()
    expect((await findToast('The match was closed.')).getAttribute('role')).toBe('status')
    expect(screen.getByRole('button', { name: 'New game' })).toBeTruthy()
  })

  it('ignores the close of a match it is not showing', async () => {
    const bridge = new FakeBridge({ 'app:info': () => selfishInfo })
    useUiStore.setState({ openMatchId: 'mine', screen: 'home' })
    renderApp(bridge)
    await screen.findByRole('button', { name: 'New game' })
    act(() => bridge.push('match:closed', { matchId: 'other' }))
    expect(useUiStore.getState().openMatchId).toBe('mine')
  })
})

describe('HomeScreen', () => {
  const kept: UnfinishedMatch = {
    matchId: 'm-kept',
    game: 'selfish',
    players: ['Ann', 'Bob'],
    savedAt: '2025-01-02T10:00:00.000Z',
    actions: 12,
    finished: false,
    open: false,
  }
  const open: UnfinishedMatch = {
    ...kept,
    matchId: 'm-open',
    players: ['Cid', 'Dee'],
    actions: 3,
    open: true,
  }
  const done: UnfinishedMatch = { ...kept, matchId: 'm-done', players: ['Eve', 'Fay'], finished: true }

  const homeBridge = (unfinished: UnfinishedMatches, handlers: Handlers = {}) =>
    new FakeBridge({
      'app:info': () => selfishInfo,
      'saves:unfinished': () => unfinished,
      'saves:resume': ({ matchId }) => ({ matchId, fromBackup: false }),
      ...handlers,
    })

  it('lists every match not finished with, says which is open, and resumes one', async () => {
    const bridge = homeBridge({ crashed: false, matches: [open, kept, done] })
    renderApp(bridge)
    const list = await screen.findByRole('region', { name: 'Your matches' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Selfish: Zombie Edition: Cid, Dee',
      'Selfish: Zombie Edition: Ann, Bob',
      'Selfish: Zombie Edition: Eve, Fay',
    ])
    expect(rows[0]?.textContent).toContain('Open now')
    expect(within(rows[0]!).getByRole('button', { name: 'Back to the table' })).toBeTruthy()
    expect(rows[1]?.textContent).toContain('12 moves')
    expect(rows[2]?.textContent).toContain('Finished, not saved')
    expect(screen.queryByRole('note')).toBeNull()

    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Resume' }))
    await waitFor(() => expect(useUiStore.getState().openMatchId).toBe('m-kept'))
    expect(bridge.sent('saves:resume')).toEqual([{ matchId: 'm-kept' }])
    expect(useUiStore.getState().screen).toBe('table')
  })

  it('says when the last session crashed, and that nothing is lost', async () => {
    renderApp(homeBridge({ crashed: true, matches: [kept] }))
    expect((await screen.findByRole('note')).textContent).toContain('Nothing is lost')
  })

  it('discards a kept match only after a confirm', async () => {
    let matches = [kept]
    const bridge = homeBridge(
      { crashed: false, matches },
      {
        'saves:unfinished': () => ({ crashed: false, matches }),
        'saves:discard': ({ matchId }) => {
          matches = matches.filter((m) => m.matchId !== matchId)
          return null
        },
      },
    )
    renderApp(bridge)
    const row = await screen.findByRole('listitem', { name: 'Selfish: Zombie Edition: Ann, Bob' })
    fireEvent.click(within(row).getByRole('button', { name: 'Discard' }))
    expect(bridge.sent('saves:discard')).toEqual([])
    fireEvent.click(within(row).getByRole('button', { name: 'Discard' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your matches' })).toBeNull())
    expect(bridge.sent('saves:discard')).toEqual([{ matchId: 'm-kept' }])
  })

  it('offers the previous version of a damaged autosave, and says so on resuming', async () => {
    const damaged: UnfinishedMatch = {
      ...kept,
      error: { kind: 'TRUNCATED', message: 'This save file is incomplete.' },
      backup: { actions: 10, savedAt: '2025-01-02T09:59:00.000Z' },
    }
    renderApp(
      homeBridge(
        { crashed: true, matches: [damaged] },
        {
          'saves:resume': ({ matchId }) => ({
            matchId,
            fromBackup: true,
            problem: 'This save file is incomplete.',
          }),
          // The table waits for its first picture; the notice is what this test looks at.
          'match:subscribe': () => new Promise(() => undefined),
        },
      ),
    )
    const row = await screen.findByRole('listitem', { name: 'Selfish: Zombie Edition: Ann, Bob' })
    expect(row.textContent).toContain('Resuming opens the one before: 10 moves')
    fireEvent.click(within(row).getByRole('button', { name: 'Resume' }))
    expect((await screen.findByRole('alert')).textContent).toContain('the one before it was opened')
  })

  it('shows only the menu when there is nothing to pick up', async () => {
    renderApp(homeBridge({ crashed: false, matches: [] }))
    await screen.findByRole('button', { name: 'New game' })
    expect(screen.queryByRole('region', { name: 'Your matches' })).toBeNull()
    for (const name of ['Load', 'Settings']) expect(screen.getByRole('button', { name })).toBeTruthy()
  })
})

describe('SettingsScreen', () => {
  /** What a host with these settings answers (the rest as a new data folder has them). */
  const settingsHost = (stored: Partial<Settings> = {}) => {
    let settings: Settings = { ...DEFAULT_SETTINGS, botDelayMs: 600, ...stored }
    return new FakeBridge({
      'app:info': () => selfishInfo,
      'settings:get': () => settings,
      'settings:set': (patch) => {
        settings = { ...settings, ...patch }
        return settings
      },
    })
  }

  it('reads the bot delay and saves it as the slider moves', async () => {
    const bridge = new FakeBridge({
      'app:info': () => selfishInfo,
      'settings:get': () => ({ ...DEFAULT_SETTINGS, botDelayMs: 600 }),
      'settings:set': ({ botDelayMs }) => ({ ...DEFAULT_SETTINGS, botDelayMs: botDelayMs ?? 600 }),
    })
    useUiStore.setState({ screen: 'settings' })
    renderApp(bridge)
    const slider = await screen.findByRole('slider', { name: /Pause before each bot move/ })
    expect(screen.getByText(/0\.6 s/)).toBeTruthy()
    fireEvent.change(slider, { target: { value: '1500' } })
    expect(bridge.sent('settings:set')).toEqual([{ botDelayMs: 1500 }])
    expect(screen.getByText(/1\.5 s/)).toBeTruthy()
  })

  it('names the table server "Play online" hosts on: a half-typed address is never sent, a bad one is said so', async () => {
    const bridge = settingsHost()
    useUiStore.setState({ screen: 'settings' })
    renderApp(bridge)
    const field = await screen.findByRole('textbox', { name: 'Table server for the tables you host' })
    const use = screen.getByRole('button', { name: 'Use' }) as HTMLButtonElement
    expect(use.disabled).toBe(true)
    expect(screen.getByText(/Empty: this computer hosts your tables/)).toBeTruthy()
    fireEvent.change(field, { target: { value: 'zombies.example.org' } })
    expect(screen.getByRole('alert').textContent).toContain('starts with http:// or https://')
    expect(use.disabled).toBe(true)
    fireEvent.submit(field.closest('form')!)
    expect(bridge.sent('settings:set')).toEqual([])
    fireEvent.change(field, { target: { value: ' https://zombies.example.org ' } })
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.click(use)
    expect(bridge.sent('settings:set')).toEqual([{ onlineServer: 'https://zombies.example.org' }])
    expect(await screen.findByText(/Your tables open on https:\/\/zombies\.example\.org/)).toBeTruthy()
  })

  it('turns "skip animations" on and off, and remembers it in this window', async () => {
    const bridge = new FakeBridge({
      'app:info': () => selfishInfo,
      'settings:get': () => ({ ...DEFAULT_SETTINGS, botDelayMs: 600 }),
    })
    useUiStore.setState({ screen: 'settings' })
    renderApp(bridge)
    const box = await screen.findByRole('checkbox', { name: /Skip animations/ })
    expect((box as HTMLInputElement).checked).toBe(false)
    fireEvent.click(box)
    expect(useMatchStore.getState().skipAnimations).toBe(true)
    expect(readSkipAnimations()).toBe(true)
    // A person clicks again once the box shows the tick.
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true))
    fireEvent.click(box)
    expect(useMatchStore.getState().skipAnimations).toBe(false)
    expect(readSkipAnimations()).toBe(false)
  })

  it('shows no "Reading the settings" line: the groups wait as a skeleton, then the controls', async () => {
    // The app and the screen each ask; the screen may show before either asked (effects run after
    // the heading is in the page), so the answer waits for the asking and goes to every ask.
    const asks: ((settings: Settings) => void)[] = []
    const bridge = new FakeBridge({
      'app:info': () => selfishInfo,
      'settings:get': () => new Promise<Settings>((resolve) => asks.push(resolve)),
    })
    useUiStore.setState({ screen: 'settings' })
    renderApp(bridge)
    await screen.findByRole('heading', { name: 'Settings' })
    expect(screen.queryByText(/Reading the settings/)).toBeNull()
    expect(screen.queryByRole('slider')).toBeNull()
    expect(document.querySelector('.settings--loading')).not.toBeNull()
    await waitFor(() => expect(asks.length).toBeGreaterThan(0))
    act(() => asks.forEach((answer) => answer({ ...DEFAULT_SETTINGS, volume: 40 })))
    expect(await screen.findByRole('slider', { name: 'Volume: 40%' })).toBeTruthy()
    expect(document.querySelector('.settings--loading')).toBeNull()
  })

  it('offers every setting, grouped and labelled, showing what the host keeps', async () => {
    renderApp(
      settingsHost({
        sound: false,
        volume: 35,
        animationSpeed: 1.5,
        uiScale: 120,
        reducedMotion: 'on',
        cameraSensitivity: 0.5,
        followAction: false,
        seatMarks: true,
      }),
    )
    act(() => useUiStore.setState({ screen: 'settings' }))
    const group = (name: string) => within(screen.getByRole('group', { name }))
    expect(
      ((await screen.findByRole('checkbox', { name: /Sound effects/ })) as HTMLInputElement).checked,
    ).toBe(false)
    expect((group('Sound').getByRole('slider', { name: 'Volume: 35%' }) as HTMLInputElement).disabled).toBe(
      true,
    )
    expect(group('Animation and motion').getByRole('slider', { name: 'Animation speed: 1.5×' })).toBeTruthy()
    expect(
      (group('Animation and motion').getByRole('combobox', { name: 'Reduced motion' }) as HTMLSelectElement)
        .value,
    ).toBe('on')
    expect(
      (group('Display').getByRole('combobox', { name: /Size of the panels/ }) as HTMLSelectElement).value,
    ).toBe('120')
    expect((group('Display').getByRole('checkbox', { name: /Seat marks/ }) as HTMLInputElement).checked).toBe(
      true,
    )
    expect(group('Camera').getByRole('slider', { name: 'Camera sensitivity: 0.5×' })).toBeTruthy()
    expect(
      (group('Camera').getByRole('checkbox', { name: /Follow the action/ }) as HTMLInputElement).checked,
    ).toBe(false)
    expect(group('Bots').getByRole('slider', { name: /Pause before each bot move: 0\.6 s/ })).toBeTruthy()
  })

  it('applies each change at once and sends only that change to the host', async () => {
    const bridge = settingsHost()
    useUiStore.setState({ screen: 'settings' })
    renderApp(bridge)
    const scale = await screen.findByRole('combobox', { name: /Size of the panels/ })
    fireEvent.change(scale, { target: { value: '130' } })
    expect(document.documentElement.style.getPropertyValue('--ui-scale')).toBe('1.3')
    fireEvent.change(screen.getByRole('combobox', { name: 'Reduced motion' }), { target: { value: 'on' } })
    await waitFor(() => expect(document.documentElement.dataset.reducedMotion).toBe('on'))
    fireEvent.change(screen.getByRole('slider', { name: /Animation speed/ }), { target: { value: '2' } })
    fireEvent.click(screen.getByRole('checkbox', { name: /Seat marks/ }))
    fireEvent.click(screen.getByRole('checkbox', { name: /Sound effects/ }))
    expect(bridge.sent('settings:set')).toEqual([
      { uiScale: 130 },
      { reducedMotion: 'on' },
      { animationSpeed: 2 },
      { seatMarks: true },
      { sound: false },
    ])
    expect(useSettingsStore.getState().settings).toMatchObject({
      uiScale: 130,
      reducedMotion: 'on',
      animationSpeed: 2,
      seatMarks: true,
      sound: false,
    })
    fireEvent.change(screen.getByRole('combobox', { name: 'Reduced motion' }), { target: { value: 'off' } })
    await waitFor(() => expect(document.documentElement.dataset.reducedMotion).toBeUndefined())
    fireEvent.change(scale, { target: { value: '100' } })
    expect(document.documentElement.style.getPropertyValue('--ui-scale')).toBe('1')
  })

  it('says so when a change cannot be kept', async () => {
    const bridge = new FakeBridge({
      'app:info': () => selfishInfo,
      'settings:get': () => DEFAULT_SETTINGS,
      'settings:set': () => {
        throw new RequestFailed({ code: 'INTERNAL', message: 'The disk is full.' })
      },
    })
    useUiStore.setState({ screen: 'settings' })
    renderApp(bridge)
    fireEvent.click(await screen.findByRole('checkbox', { name: /Follow the action/ }))
    expect((await screen.findByRole('alert')).textContent).toContain('Not saved: The disk is full.')
  })
})

describe('App: spectator mode', () => {
  it('waits for a match without polling, then watches the one the host makes active, with no controls', async () => {
    vi.useFakeTimers()
    window.history.replaceState(null, '', '/?viewer=spectator&token=abc')
    const { bridge } = hostedBridge()
    renderApp(bridge)
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(screen.getByText('Waiting for a match to start…')).toBeTruthy()
    expect(bridge.sent('match:active')).toHaveLength(1)

    // Nothing is asked again while nothing changes: the host pushes changes.
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    expect(bridge.sent('match:active')).toHaveLength(1)

    const created = await bridge.request('match:create', {
      game: 'selfish',
      seats: [human('Ann'), human('Bob'), bot('Cid')],
      seed: 'stream',
    })
    if (!created.ok) throw new Error(created.error.message)
    await act(() => vi.advanceTimersByTimeAsync(0))

    expect(bridge.sent('match:subscribe')).toEqual([{ matchId: created.result.matchId, viewer: 'spectator' }])
    expect(bridge.sent('match:active')).toHaveLength(1)
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.queryByRole('region', { name: 'Your hand' })).toBeNull()
    const players = screen.getByRole('region', { name: 'Players' })
    for (const name of ['Ann', 'Bob', 'Cid']) expect(within(players).getByText(name)).toBeTruthy()
    expect(screen.getByText("Ann's turn")).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Game log' })).toBeTruthy()
    expect(useUiStore.getState().spectator).toBe(true)
  })

  it('follows the match live, jumps to the newly active match at once, and waits again when none is', async () => {
    window.history.replaceState(null, '', '/?viewer=spectator')
    const { bridge, host } = hostedBridge()
    const first = await bridge.request('match:create', {
      game: 'selfish',
      seats: [human('Ann'), human('Bob')],
      seed: 'live',
    })
    if (!first.ok) throw new Error(first.error.message)
    renderApp(bridge)
    await screen.findByText("Ann's turn")

    await act(() => host.intent(first.result.matchId, 0, { type: 'rest', pay: ['single'] }, 0))
    await screen.findByText("Bob's turn")
    const log = screen.getByRole('region', { name: 'Game log' })
    expect(within(log).getAllByRole('listitem').length).toBeGreaterThan(0)

    const second = await bridge.request('match:create', {
      game: 'selfish',
      seats: [human('Cid'), human('Dee')],
      seed: 'next',
    })
    if (!second.ok) throw new Error(second.error.message)
    await screen.findByText("Cid's turn")
    expect(bridge.sent('match:unsubscribe')).toContainEqual({
      matchId: first.result.matchId,
      viewer: 'spectator',
    })

    act(() => bridge.push('match:focused', null))
    expect(await screen.findByText('Waiting for a match to start…')).toBeTruthy()
  })

  it('is spectator mode too when the host says this connection only watches', async () => {
    const bridge = new FakeBridge({
      'app:info': () => ({ ...selfishInfo, role: 'spectator' }),
      'match:active': () => null,
    })
    renderApp(bridge)
    expect(await screen.findByText('Waiting for a match to start…')).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
