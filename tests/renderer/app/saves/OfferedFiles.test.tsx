// @vitest-environment happy-dom
/**
 * A save file the app was asked to open: opened at once, unless the match on the table has moves
 * not saved under a name; then the player is asked first (Open / Not now).
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { OfferedFile } from '../../../../electron/protocol'
import { RequestFailed } from '../../../../renderer/app/request'
import { hasUnsavedMoves, type TableFacts } from '../../../../renderer/app/saves/unsavedMatch'
import { useMatchStore } from '../../../../renderer/store/useMatchStore'
import { useUiStore } from '../../../../renderer/store/useUiStore'
import { findToast, human, renderApp, resetStores } from '../appFixtures'
import { FakeBridge, selfishInfo } from '../fakeBridge'

vi.mock('../../../../renderer/table/TableCanvas', () => import('../../shared/sceneStubs'))
vi.mock('../../../../renderer/games/selfish/SelfishScene', () => import('../../shared/sceneStubs'))

const file: OfferedFile = { fileId: 'f1', name: 'From Kim.ztsave.json' }
const QUESTION =
  'Open “From Kim.ztsave.json”? The match on the table has moves that are not saved under a name: it stays open and is kept in its autosave.'

function filesBridge(pending: OfferedFile[] = []) {
  return new FakeBridge({
    'app:info': () => selfishInfo,
    'saves:pendingFiles': () => pending,
    'saves:openFile': ({ fileId }) => ({ matchId: `m-${fileId}` }),
    // The table waits for its first picture: none comes in these tests.
    'match:subscribe': () => new Promise(() => undefined),
  })
}

/** The app at its home screen with this bridge, and the file offered once it is there. */
async function offerAtHome(bridge = filesBridge()): Promise<FakeBridge> {
  renderApp(bridge)
  await screen.findByRole('button', { name: 'New game' })
  act(() => bridge.push('file:offered', file))
  return bridge
}

/** A match open at the table, as the stores hold it (left at the home screen, as Menu does). */
function tableWith(facts: Partial<{ version: number; slot: string | null; slotVersion: number | null }>) {
  useUiStore.setState({ openMatchId: 'm-open', screen: 'home' })
  useMatchStore.setState({
    matchId: 'm-open',
    game: 'selfish',
    seats: [human('Ann'), human('Bob')],
    version: 12,
    slot: null,
    slotVersion: null,
    outcome: null,
    ...facts,
  })
}

beforeEach(resetStores)
afterEach(cleanup)

describe('files the app was asked to open', () => {
  it('opens an offered file at once when no match is on the table', async () => {
    const bridge = await offerAtHome()
    await waitFor(() => expect(useUiStore.getState().openMatchId).toBe('m-f1'))
    expect(bridge.sent('saves:openFile')).toEqual([{ fileId: 'f1' }])
    expect(useUiStore.getState().screen).toBe('table')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opens at once when the match on the table is saved, or over', async () => {
    tableWith({ slot: 'Friday', slotVersion: 12 })
    const bridge = await offerAtHome()
    await waitFor(() => expect(bridge.sent('saves:openFile')).toEqual([{ fileId: 'f1' }]))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('asks first when the match on the table has unsaved moves: Not now leaves it, Open opens it', async () => {
    tableWith({ slot: 'Friday', slotVersion: 9 })
    const bridge = await offerAtHome()
    const dialog = await screen.findByRole('dialog', { name: 'Open a save file?' })
    expect(dialog.textContent).toContain(QUESTION)
    expect(bridge.sent('saves:openFile')).toEqual([])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(bridge.sent('saves:openFile')).toEqual([])
    expect(useUiStore.getState().openMatchId).toBe('m-open')

    // Offered again (a second double-click): asked again.
    act(() => bridge.push('file:offered', file))
    const again = await screen.findByRole('dialog', { name: 'Open a save file?' })
    fireEvent.click(within(again).getByRole('button', { name: 'Open' }))
    await waitFor(() => expect(useUiStore.getState().openMatchId).toBe('m-f1'))
    expect(bridge.sent('saves:openFile')).toEqual([{ fileId: 'f1' }])
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('asks for the files offered before the window started, once each', async () => {
    tableWith({ slot: null })
    const bridge = filesBridge([file])
    renderApp(bridge)
    await screen.findByRole('dialog', { name: 'Open a save file?' })
    // The same file pushed too (it came as the window started): still one question.
    act(() => bridge.push('file:offered', file))
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    await waitFor(() => expect(bridge.sent('saves:openFile')).toEqual([{ fileId: 'f1' }]))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(bridge.sent('saves:pendingFiles')).not.toHaveLength(0)
  })

  it('opens the files offered before the window started at once with no match on the table', async () => {
    const bridge = filesBridge([file])
    renderApp(bridge)
    await waitFor(() => expect(useUiStore.getState().openMatchId).toBe('m-f1'))
    expect(bridge.sent('saves:openFile')).toEqual([{ fileId: 'f1' }])
  })

  it('says why a file was refused, and the table stays as it was', async () => {
    const bridge = filesBridge()
    bridge.handlers['saves:openFile'] = () => {
      throw new RequestFailed({ code: 'SAVE_ERROR', message: 'This is not a Zombie Table save file.' })
    }
    await offerAtHome(bridge)
    const toast = await findToast(
      '“From Kim.ztsave.json” was not opened: This is not a Zombie Table save file.',
    )
    expect(toast.getAttribute('role')).toBe('alert')
    expect(useUiStore.getState().openMatchId).toBeNull()
  })
})

describe('hasUnsavedMoves', () => {
  const open: TableFacts = {
    openMatchId: 'm',
    matchId: 'm',
    version: 10,
    outcome: null,
    slot: null,
    slotVersion: null,
  }

  it('is false with no match on the table, a match saved up to its last move, or one that is over', () => {
    expect(hasUnsavedMoves({ ...open, openMatchId: null })).toBe(false)
    expect(hasUnsavedMoves({ ...open, slot: 'Friday', slotVersion: 10 })).toBe(false)
    expect(
      hasUnsavedMoves({
        ...open,
        outcome: { winners: [0], scores: [1, 0], headline: 'Ann wins', summary: 'Ann escaped.' },
      }),
    ).toBe(false)
    expect(hasUnsavedMoves({ ...open, version: 0 })).toBe(false)
  })

  it('is true for a match never saved by name, one whose save is behind, or one not known here', () => {
    expect(hasUnsavedMoves(open)).toBe(true)
    expect(hasUnsavedMoves({ ...open, slot: 'Friday', slotVersion: 8 })).toBe(true)
    expect(hasUnsavedMoves({ ...open, slot: 'Friday', slotVersion: null })).toBe(true)
    expect(hasUnsavedMoves({ ...open, matchId: null })).toBe(true)
  })
})
