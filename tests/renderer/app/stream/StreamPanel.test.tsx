// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  DEFAULT_SETTINGS,
  settingsConflict,
  type AppInfo,
  type Settings,
  type StreamLinkStatus,
} from '../../../../electron/protocol'
import { RequestFailed } from '../../../../renderer/app/request'
import { useUiStore } from '../../../../renderer/store/useUiStore'
import { human, bot, renderApp, resetStores } from '../appFixtures'
import { FakeBridge, selfishInfo, type Handlers } from '../fakeBridge'
import { hostedBridge } from '../hostBridge'

vi.mock('../../../../renderer/table/TableCanvas', () => import('../../shared/sceneStubs'))
vi.mock('../../../../renderer/games/selfish/SelfishScene', () => import('../../shared/sceneStubs'))

const LINK = 'http://192.168.1.20:8787/?token=first&viewer=spectator'
const NEW_LINK = 'http://192.168.1.20:8787/?token=second&viewer=spectator'
/** LINK with the options a new data folder has: broadcast, transparent, text 1. */
const LINK_AS_DEFAULT = `${LINK}&layout=broadcast&background=transparent&text=1&quality=high`

interface StreamHost {
  readonly handlers: Handlers
  settings(): Settings
}

/**
 * A host with a stream link and settings, as the service answers them: start and stop open and shut
 * the link, a new link changes its token, and settings:set refuses hands with too short a delay.
 */
function streamHost(link: StreamLinkStatus, stored: Partial<Settings> = {}): StreamHost {
  let status = link
  let settings: Settings = { ...DEFAULT_SETTINGS, ...stored }
  let current = link.url ?? LINK
  return {
    settings: () => settings,
    handlers: {
      'settings:get': () => settings,
      'settings:set': (patch) => {
        const next = { ...settings, ...patch }
        const conflict = settingsConflict(next)
        if (conflict !== null) throw new RequestFailed({ code: 'REFUSED', message: conflict })
        settings = next
        return settings
      },
      'stream:status': () => status,
      'stream:start': () => (status = { available: true, running: true, url: current }),
      'stream:stop': () => (status = { available: true, running: false, url: null }),
      'stream:renew': () => {
        current = NEW_LINK
        return (status = { available: true, running: true, url: current })
      },
    },
  }
}

const running: StreamLinkStatus = { available: true, running: true, url: LINK }
const stopped: StreamLinkStatus = { available: true, running: false, url: null }

function openPanel(
  link: StreamLinkStatus,
  stored: Partial<Settings> = {},
  info: AppInfo = selfishInfo,
): { bridge: FakeBridge; host: StreamHost } {
  const host = streamHost(link, stored)
  const bridge = new FakeBridge({ 'app:info': () => info, ...host.handlers })
  useUiStore.setState({ screen: 'stream' })
  renderApp(bridge)
  return { bridge, host }
}

const urlField = () => screen.findByRole<HTMLInputElement>('textbox', { name: /Link for OBS/ })
const shownUrl = async () => (await urlField()).value

let writeText: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>

beforeEach(() => {
  resetStores()
  writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve())
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('Stream panel: the link', () => {
  it('shows a running stream page and its full address, with the page options', async () => {
    const { bridge } = openPanel(running)
    expect(await screen.findByText('The stream page is on.')).toBeTruthy()
    expect(await shownUrl()).toBe(LINK_AS_DEFAULT)
    expect(screen.getByRole('button', { name: 'Stop the stream page' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Start the stream page' })).toBeNull()
    expect(bridge.sent('stream:status')).toEqual([{}])
  })

  it('starts and stops the stream page, showing each new state', async () => {
    const { bridge } = openPanel(stopped)
    fireEvent.click(await screen.findByRole('button', { name: 'Start the stream page' }))
    expect(await shownUrl()).toBe(LINK_AS_DEFAULT)
    expect(screen.getByText('The stream page is on.')).toBeTruthy()
    expect(bridge.sent('stream:start')).toEqual([{}])

    fireEvent.click(screen.getByRole('button', { name: 'Stop the stream page' }))
    await screen.findByText('The stream page is off: start it to get its link.')
    expect(screen.queryByRole('textbox', { name: /Link for OBS/ })).toBeNull()
    expect(bridge.sent('stream:stop')).toEqual([{}])
  })

  it('copies the full address, options and all, and says so', async () => {
    openPanel(running, { streamLayout: 'table', streamBackground: '#00ff00', streamTextScale: 1.5 })
    const expected = `${LINK}&layout=table&background=%2300ff00&text=1.5&quality=high`
    expect(await shownUrl()).toBe(expected)
    expect(screen.queryByText('Copied')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(await screen.findByText('Copied')).toBeTruthy()
    expect(writeText).toHaveBeenCalledWith(expected)
  })

  it('says how to copy by hand when the clipboard is refused', async () => {
    writeText.mockRejectedValue(new Error('Write permission denied.'))
    openPanel(running)
    await urlField()
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    expect((await screen.findByRole('alert')).textContent).toMatch(/copy it by hand/)
    expect(screen.queryByText('Copied')).toBeNull()
    expect(await shownUrl()).toBe(LINK_AS_DEFAULT)
  })

  it('makes a new link only once the streamer confirms, then shows it', async () => {
    const { bridge } = openPanel(running)
    await urlField()
    fireEvent.click(screen.getByRole('button', { name: 'New link…' }))
    const question = screen.getByRole('group', { name: 'New link…' })
    expect(question.textContent).toContain('OBS sources using the old link will stop working.')
    expect(bridge.sent('stream:renew')).toEqual([])

    fireEvent.click(within(question).getByRole('button', { name: 'Keep this link' }))
    expect(screen.queryByRole('group', { name: 'New link…' })).toBeNull()
    expect(bridge.sent('stream:renew')).toEqual([])

    fireEvent.click(screen.getByRole('button', { name: 'New link…' }))
    fireEvent.click(screen.getByRole('button', { name: 'Make a new link' }))
    await waitFor(async () => expect(await shownUrl()).toContain('token=second'))
    expect(await shownUrl()).toBe(`${NEW_LINK}&layout=broadcast&background=transparent&text=1&quality=high`)
    expect(bridge.sent('stream:renew')).toEqual([{}])
  })

  it('says when this table cannot serve a stream page, and offers nothing to start', async () => {
    openPanel({ available: false, running: false, url: null })
    expect((await screen.findByRole('note')).textContent).toBe(
      'The stream page cannot be served here: this table has no stream server.',
    )
    expect(screen.queryByRole('button', { name: 'Start the stream page' })).toBeNull()
    expect(screen.queryByRole('textbox', { name: /Link for OBS/ })).toBeNull()
  })

  it('says why the host refused to start it', async () => {
    const { bridge } = openPanel(stopped)
    bridge.handlers['stream:start'] = () => {
      throw new RequestFailed({ code: 'INTERNAL', message: 'The port is taken.' })
    }
    fireEvent.click(await screen.findByRole('button', { name: 'Start the stream page' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The stream page did not start: The port is taken.',
    )
  })
})

describe('Stream panel: preview', () => {
  it('in a browser, opens the stream page in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    openPanel(running, {}, { ...selfishInfo, transport: 'websocket' })
    await urlField()
    fireEvent.click(screen.getByRole('button', { name: 'Preview in a new tab' }))
    expect(open).toHaveBeenCalledWith(LINK_AS_DEFAULT, '_blank', 'noopener')
    expect(screen.queryByText(/Paste the link in a browser/)).toBeNull()
  })

  it('in the desktop app, says to paste the link in a browser instead', async () => {
    openPanel(running)
    await urlField()
    expect(screen.getByText('Paste the link in a browser (or OBS) to preview it.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Preview in a new tab' })).toBeNull()
  })
})

describe('Stream panel: the look and the delay', () => {
  it('keeps each choice in the settings and puts it in the address', async () => {
    const { bridge, host } = openPanel(running)
    await urlField()

    fireEvent.change(screen.getByRole('combobox', { name: 'Layout' }), { target: { value: 'full' } })
    expect(bridge.sent('settings:set')).toEqual([{ streamLayout: 'full' }])
    expect(await shownUrl()).toBe(`${LINK}&layout=full&background=transparent&text=1&quality=high`)

    fireEvent.change(screen.getByRole('combobox', { name: 'Background' }), { target: { value: 'scene' } })
    expect(bridge.sent('settings:set').at(-1)).toEqual({ streamBackground: 'scene' })
    expect(await shownUrl()).toBe(`${LINK}&layout=full&background=scene&text=1&quality=high`)

    fireEvent.change(screen.getByLabelText('Background colour'), { target: { value: '#123abc' } })
    expect(bridge.sent('settings:set').at(-1)).toEqual({ streamBackground: '#123abc' })
    expect(await shownUrl()).toBe(`${LINK}&layout=full&background=%23123abc&text=1&quality=high`)

    fireEvent.click(screen.getByRole('button', { name: 'Green for keying (#00ff00)' }))
    expect(bridge.sent('settings:set').at(-1)).toEqual({ streamBackground: '#00ff00' })
    expect(await shownUrl()).toBe(`${LINK}&layout=full&background=%2300ff00&text=1&quality=high`)

    fireEvent.change(screen.getByRole('slider', { name: /Overlay text size/ }), { target: { value: '1.75' } })
    expect(bridge.sent('settings:set').at(-1)).toEqual({ streamTextScale: 1.75 })
    expect(screen.getByText('Overlay text size: 1.75×')).toBeTruthy()
    expect(await shownUrl()).toBe(`${LINK}&layout=full&background=%2300ff00&text=1.75&quality=high`)

    fireEvent.change(screen.getByRole('combobox', { name: 'Table quality' }), { target: { value: 'low' } })
    expect(bridge.sent('settings:set').at(-1)).toEqual({ streamQuality: 'low' })
    expect(await shownUrl()).toBe(`${LINK}&layout=full&background=%2300ff00&text=1.75&quality=low`)

    fireEvent.change(screen.getByRole('slider', { name: /Delay/ }), { target: { value: '45' } })
    expect(bridge.sent('settings:set').at(-1)).toEqual({ streamDelaySeconds: 45 })
    expect(screen.getByText('Delay: 45 s')).toBeTruthy()

    await waitFor(() =>
      expect(host.settings()).toMatchObject({
        streamLayout: 'full',
        streamBackground: '#00ff00',
        streamTextScale: 1.75,
        streamDelaySeconds: 45,
      }),
    )
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('offers the colour picked before when "A colour" is chosen again', async () => {
    const { bridge } = openPanel(running, { streamBackground: '#334455' })
    const kind = await screen.findByRole('combobox', { name: 'Background' })
    expect((kind as HTMLSelectElement).value).toBe('colour')
    fireEvent.change(kind, { target: { value: 'transparent' } })
    fireEvent.change(kind, { target: { value: 'colour' } })
    expect(bridge.sent('settings:set')).toEqual([
      { streamBackground: 'transparent' },
      { streamBackground: '#334455' },
    ])
  })

  it('offers "show hands" only with a delay of 30 seconds or more, and says why', async () => {
    const { bridge } = openPanel(running, { streamDelaySeconds: 25 })
    const hands = await screen.findByRole<HTMLInputElement>('checkbox', { name: /Show every hand/ })
    expect(hands.disabled).toBe(true)
    expect(screen.getByText(/only with a delay of at least 30 seconds/)).toBeTruthy()

    fireEvent.change(screen.getByRole('slider', { name: /Delay/ }), { target: { value: '30' } })
    expect(hands.disabled).toBe(false)
    expect(screen.queryByText(/only with a delay of at least 30 seconds/)).toBeNull()
    fireEvent.click(hands)
    expect(bridge.sent('settings:set').at(-1)).toEqual({ streamShowHands: true })
    await waitFor(() => expect(hands.checked).toBe(true))
  })

  it('stops showing hands when the delay goes under 30 seconds (the host would refuse both)', async () => {
    const { bridge, host } = openPanel(running, { streamDelaySeconds: 60, streamShowHands: true })
    const hands = await screen.findByRole<HTMLInputElement>('checkbox', { name: /Show every hand/ })
    expect(hands.checked).toBe(true)
    fireEvent.change(screen.getByRole('slider', { name: /Delay/ }), { target: { value: '20' } })
    expect(bridge.sent('settings:set')).toEqual([{ streamDelaySeconds: 20, streamShowHands: false }])
    expect(hands.disabled).toBe(true)
    expect(hands.checked).toBe(false)
    await waitFor(() =>
      expect(host.settings()).toMatchObject({ streamDelaySeconds: 20, streamShowHands: false }),
    )
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('Stream panel: where it is reached from', () => {
  it('opens from the home screen', async () => {
    const host = streamHost(running)
    const bridge = new FakeBridge({ 'app:info': () => selfishInfo, ...host.handlers })
    renderApp(bridge)
    fireEvent.click(await screen.findByRole('button', { name: 'Stream' }))
    expect(await screen.findByRole('heading', { name: 'Stream' })).toBeTruthy()
    expect(await shownUrl()).toBe(LINK_AS_DEFAULT)
  })

  it("opens over the table from the top bar's Stream button, and Esc closes it", async () => {
    const host = streamHost(running)
    const { bridge, host: table } = hostedBridge(host.handlers)
    const matchId = table.createMatch({ game: 'selfish', seats: [human('Ann'), bot('B1')], seed: 'stream' })
    useUiStore.getState().actions.openTable(matchId)
    renderApp(bridge)
    const bar = await screen.findByRole('banner')
    fireEvent.click(within(bar).getByRole('button', { name: 'Stream' }))
    const dialog = await screen.findByRole('dialog', { name: 'Stream' })
    expect(await within(dialog).findByRole('textbox', { name: /Link for OBS/ })).toBeTruthy()
    // The match stays open behind it.
    expect(useUiStore.getState()).toMatchObject({ screen: 'table', openMatchId: matchId })
    fireEvent.keyDown(window, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Stream' })).toBeNull())
    expect(useUiStore.getState().screen).toBe('table')
  })
})
