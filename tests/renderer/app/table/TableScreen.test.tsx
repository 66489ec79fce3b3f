// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useMatchStore } from '../../../../renderer/store/useMatchStore'
import { useUiStore } from '../../../../renderer/store/useUiStore'
import { scenario } from '../../../engine/selfish/scenario'
import { bot, findToast, human, renderApp, resetStores, updateFor } from '../appFixtures'
import { FakeBridge, selfishInfo } from '../fakeBridge'
import { atHostedTable, hostedBridge, tableWithQuickSave } from '../hostBridge'
import { restPayingASingle } from '../../shared/selfishMoves'

vi.mock('../../../../renderer/table/TableCanvas', () => import('../../shared/sceneStubs'))
vi.mock('../../../../renderer/games/selfish/SelfishScene', () => import('../../shared/sceneStubs'))

beforeEach(resetStores)
afterEach(cleanup)

const hand = () => screen.queryByRole('region', { name: 'Your hand' })
const curtain = (name: string) =>
  screen.findByRole('button', { name: new RegExp(`Pass the table to ${name}`) })

describe('TableScreen: hot-seat', () => {
  it('curtains each change of person, shows nothing behind it, and switches only after the click', async () => {
    const { bridge, host, subscriptions } = hostedBridge()
    const matchId = host.createMatch({
      game: 'selfish',
      seats: [human('Ann'), human('Bob')],
      seed: 'hot-seat',
    })
    useUiStore.getState().actions.openTable(matchId)
    renderApp(bridge)

    // Nobody has taken the table yet: the curtain for the first person to act, nothing behind it.
    const forAnn = await curtain('Ann')
    expect(hand()).toBeNull()
    expect(screen.queryByTestId('selfish-scene')).toBeNull()
    expect(screen.queryByRole('region', { name: 'Your choices' })).toBeNull()
    expect(bridge.sent('match:subscribe')).toEqual([{ matchId, viewer: 'spectator' }])

    fireEvent.click(forAnn)
    await waitFor(() => expect(hand()).not.toBeNull())
    expect(within(hand()!).getAllByRole('button')).toHaveLength(10)
    expect(screen.getByTestId('selfish-scene')).toBeTruthy()
    expect(bridge.sent('match:subscribe')).toContainEqual({ matchId, viewer: 0 })
    expect(bridge.sent('match:unsubscribe')).toEqual([{ matchId, viewer: 'spectator' }])
    expect(subscriptions('spectator')).toBe(0)

    // Ann ends her turn: Bob is to act, so the curtain comes down over Ann's hand.
    restPayingASingle()
    const forBob = await curtain('Bob')
    expect(bridge.sent('match:intent')).toEqual([
      { matchId, seat: 0, action: { type: 'rest', pay: ['single'] }, version: 0 },
    ])
    expect(hand()).toBeNull()
    expect(screen.queryByTestId('selfish-scene')).toBeNull()
    expect(forBob.textContent).toContain('Bob')
    // Not switched yet: still Ann's subscription, no request for Bob's view.
    expect(bridge.sent('match:subscribe')).not.toContainEqual({ matchId, viewer: 1 })
    expect(subscriptions(0)).toBe(1)

    fireEvent.click(forBob)
    await waitFor(() => expect(hand()).not.toBeNull())
    expect(screen.getByText('Your turn')).toBeTruthy()
    expect(bridge.sent('match:unsubscribe')).toContainEqual({ matchId, viewer: 0 })
    expect(subscriptions(0)).toBe(0)
    expect(subscriptions(1)).toBe(1)
    expect(useMatchStore.getState().viewer).toBe(1)
    expect(screen.queryByRole('button', { name: /Pass the table to/ })).toBeNull()
  })

  it('with one person and bots: shows that seat at once, never a curtain, and keeps it while bots play', async () => {
    const { bridge, host } = hostedBridge()
    const matchId = host.createMatch({
      game: 'selfish',
      seats: [human('Ann'), bot('B1'), bot('B2')],
      seed: 'solo',
    })
    useUiStore.getState().actions.openTable(matchId)
    renderApp(bridge)
    await waitFor(() => expect(hand()).not.toBeNull())
    expect(useMatchStore.getState().viewer).toBe(0)

    restPayingASingle()
    await waitFor(() => expect(useMatchStore.getState().version).toBeGreaterThan(2))
    await host.idle(matchId)
    await waitFor(() => expect(useMatchStore.getState().toAct).toContain(0))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(useMatchStore.getState().viewer).toBe(0)
    expect(bridge.sent('match:subscribe').map((p) => p.viewer)).toEqual(['spectator', 0])
    expect(hand()).not.toBeNull()
  })

  it('shows a refused move as a toast', async () => {
    const message = 'The table changed before your move arrived; please choose again.'
    const { bridge, host } = hostedBridge({
      'match:intent': () => ({ ok: false, code: 'STALE', message }),
    })
    await atHostedTable({ bridge, host }, [human('Ann'), bot('B1')], 'refused')
    restPayingASingle()
    const toast = await screen.findByRole('alert')
    expect(toast.textContent).toContain(message)
  })

  it('quick-saves under the name the host gives, and leaves after a confirm', async () => {
    const { bridge, matchId } = tableWithQuickSave('Bob', 'bar', 'Selfish - Ann Bob')
    useUiStore.getState().actions.openTable(matchId)
    renderApp(bridge)
    await waitFor(() => expect(hand()).not.toBeNull())

    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect((await findToast('Saved as “Selfish - Ann Bob”.')).getAttribute('role')).toBe('status')
    expect(bridge.sent('saves:save')).toEqual([{ matchId }])

    fireEvent.click(screen.getByRole('button', { name: 'Leave' }))
    expect(bridge.sent('match:close')).toEqual([])
    // Leave says where the match can be found again.
    expect(screen.getByRole('group', { name: 'Leave the table?' }).textContent).toContain(
      'It is kept: resume it from the home screen.',
    )
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Leave the table?' })).getByRole('button', { name: 'Leave' }),
    )
    await screen.findByRole('button', { name: 'New game' })
    expect(bridge.sent('match:close')).toEqual([{ matchId }])
    expect(useUiStore.getState().openMatchId).toBeNull()
  })

  it('shows the winner with New game and Home at the end', async () => {
    const over = {
      ...scenario({ players: [{ hand: ['single'], level: 6 }, { hand: ['single'] }] }),
      winner: 0,
    }
    const seats = [human('Ann'), bot('Bob')]
    const bridge = new FakeBridge({
      'app:info': () => selfishInfo,
      'match:subscribe': ({ matchId, viewer }) => updateFor(matchId, over, viewer, seats),
      'match:unsubscribe': () => null,
    })
    useUiStore.getState().actions.openTable('m-over')
    renderApp(bridge)
    const banner = await screen.findByRole('status', { name: 'Game over' })
    // One winner line, and a summary that agrees with it.
    expect(within(banner).getByRole('heading').textContent).toBe('Ann escapes')
    expect(banner.textContent).toContain('Ann reached the chopper and escaped.')
    fireEvent.click(within(banner).getByRole('button', { name: 'New game' }))
    expect(useUiStore.getState().screen).toBe('newGame')
  })
})

describe('TableScreen: problems the player must see', () => {
  it('shows “Not saved” with the reason while autosaving fails, until a save succeeds', async () => {
    const { bridge, host } = hostedBridge()
    const matchId = await atHostedTable({ bridge, host }, [human('Ann'), bot('Bob')], 'disk')
    expect(screen.queryByRole('alert', { name: 'Not saved' })).toBeNull()

    const { actions, version, viewer, seats, view, legal, toAct } = useMatchStore.getState()
    const base = {
      matchId,
      game: 'selfish',
      version,
      viewer: viewer ?? 0,
      view,
      legal,
      toAct,
      events: [],
      outcome: null,
      seats,
    }
    act(() =>
      actions.receive({ ...base, autosave: { problem: 'Not saved: the disk is full.', savedVersion: 4 } }),
    )
    const banner = screen.getByRole('alert', { name: 'Not saved' })
    expect(banner.textContent).toContain('Not saved: the disk is full.')
    expect(banner.textContent).toContain('saved up to move 4')
    // It stays for as long as saving fails, whatever else happens at the table.
    act(() => actions.setNotice('Something else'))
    act(() => actions.setNotice(null))
    expect(screen.getByRole('alert', { name: 'Not saved' })).toBeTruthy()

    act(() => actions.receive({ ...base, autosave: { problem: null, savedVersion: version } }))
    expect(screen.queryByRole('alert', { name: 'Not saved' })).toBeNull()
  })

  it('says when the connection is lost, and picks the match up again when it is back', async () => {
    const { bridge, host } = hostedBridge({
      'saves:resume': ({ matchId }) => ({ matchId, fromBackup: false }),
    })
    const matchId = await atHostedTable({ bridge, host }, [human('Ann'), bot('Bob')], 'cable')
    const subscribed = bridge.sent('match:subscribe').length

    act(() => bridge.setStatus({ state: 'reconnecting', attempt: 1, since: Date.now() }))
    const banner = screen.getByRole('status', { name: 'Connection' })
    expect(banner.textContent).toContain('Connection lost, reconnecting…')
    // In the bar, where the title is, so it covers none of the bar's buttons.
    expect(banner.closest('header')?.querySelector('button')).toBeTruthy()

    act(() => bridge.setStatus({ state: 'open' }))
    await waitFor(() => expect(bridge.sent('saves:resume')).toEqual([{ matchId }]))
    await waitFor(() => expect(bridge.sent('match:subscribe').length).toBeGreaterThan(subscribed))
    expect(screen.queryByText(/Connection lost/)).toBeNull()
    await waitFor(() => expect(hand()).not.toBeNull())
    expect(useUiStore.getState().openMatchId).toBe(matchId)
  })
})
