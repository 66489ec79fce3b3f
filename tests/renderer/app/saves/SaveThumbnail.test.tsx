// @vitest-environment happy-dom
/**
 * A save takes a picture of the table along as its thumbnail: taken when the player saves at the
 * table, or kept when the player left the table for the menus (the Saves screen has no table on
 * it). No picture, or one the host will not take, never costs the save.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { quickSave } from '../../../../renderer/app/table/quickSave'
import { RequestFailed } from '../../../../renderer/app/request'
import { forgetTablePicture, pictureForSave } from '../../../../renderer/app/table/tablePicture'
import { useMatchStore } from '../../../../renderer/store/useMatchStore'
import { useUiStore } from '../../../../renderer/store/useUiStore'
import { registerTableCapture } from '../../../../renderer/table/tableCapture'
import type { PixelFrame } from '../../../../renderer/table/thumbnail'
import { FakePictureCanvas, fakeFrame, jpegDataUrl } from '../../table/fakePictureCanvas'
import { human, renderApp, resetStores } from '../appFixtures'
import { FakeBridge, selfishInfo } from '../fakeBridge'

vi.mock('../../../../renderer/table/TableCanvas', () => import('../../shared/sceneStubs'))
vi.mock('../../../../renderer/games/selfish/SelfishScene', () => import('../../shared/sceneStubs'))

const PICTURE = jpegDataUrl()
const stops: (() => void)[] = []

/** A table on screen whose picture is PICTURE (the 2D canvases made meanwhile are fakes). */
function mountTable(
  frame: (width: number, height: number) => Promise<PixelFrame> = (width, height) =>
    Promise.resolve(fakeFrame(width, height)),
): () => void {
  const stop = registerTableCapture({ frame })
  stops.push(stop)
  return stop
}

function saveBridge() {
  return new FakeBridge({
    'app:info': () => selfishInfo,
    'saves:list': () => [],
    'saves:save': ({ slot }) => ({ slot: slot ?? 'Selfish - Ann Bob' }),
    'match:subscribe': () => new Promise(() => undefined),
  })
}

function openMatch(screenName: 'table' | 'home' = 'table') {
  useUiStore.setState({ openMatchId: 'm1', screen: screenName })
  useMatchStore.setState({ matchId: 'm1', game: 'selfish', seats: [human('Ann'), human('Bob')], version: 4 })
}

beforeEach(() => {
  resetStores()
  forgetTablePicture()
  const make = document.createElement.bind(document)
  vi.spyOn(document, 'createElement').mockImplementation(((tag: string, options?: ElementCreationOptions) =>
    tag === 'canvas'
      ? new FakePictureCanvas(() => PICTURE)
      : make(tag, options)) as typeof document.createElement)
})
afterEach(() => {
  cleanup()
  stops.splice(0).forEach((stop) => stop())
  vi.restoreAllMocks()
})

describe('quick save', () => {
  it('sends a picture of the table on screen as the thumbnail', async () => {
    openMatch()
    mountTable()
    const bridge = saveBridge()
    await quickSave(bridge)
    expect(bridge.sent('saves:save')).toEqual([{ matchId: 'm1', thumbnail: PICTURE }])
    expect(useMatchStore.getState().notice).toBe('Saved as “Selfish - Ann Bob”.')
  })

  it('saves without a thumbnail when no table is mounted', async () => {
    openMatch()
    const bridge = saveBridge()
    await quickSave(bridge)
    expect(bridge.sent('saves:save')).toEqual([{ matchId: 'm1' }])
  })

  it('saves without a thumbnail when the picture cannot be taken', async () => {
    openMatch()
    mountTable(() => {
      throw new Error('WebGL: context lost')
    })
    const bridge = saveBridge()
    await quickSave(bridge)
    expect(bridge.sent('saves:save')).toEqual([{ matchId: 'm1' }])
    expect(useMatchStore.getState().noticeKind).toBe('success')
  })

  it('saves again without the picture when the host will not take it', async () => {
    openMatch()
    mountTable()
    const bridge = saveBridge()
    bridge.handlers['saves:save'] = ({ thumbnail }) => {
      if (thumbnail !== undefined) {
        throw new RequestFailed({ code: 'BAD_REQUEST', message: 'Bad request for saves:save (thumbnail)' })
      }
      return { slot: 'Selfish - Ann Bob' }
    }
    await quickSave(bridge)
    expect(bridge.sent('saves:save')).toEqual([{ matchId: 'm1', thumbnail: PICTURE }, { matchId: 'm1' }])
    expect(useMatchStore.getState().notice).toBe('Saved as “Selfish - Ann Bob”.')
  })

  it('does not try again on any other refusal', async () => {
    openMatch()
    mountTable()
    const bridge = saveBridge()
    bridge.handlers['saves:save'] = () => {
      throw new RequestFailed({ code: 'SAVE_ERROR', message: 'The disk is full.' })
    }
    await quickSave(bridge)
    expect(bridge.sent('saves:save')).toHaveLength(1)
    expect(useMatchStore.getState().notice).toBe('Not saved: The disk is full.')
  })
})

describe('saving from the Saves screen', () => {
  it('sends the picture kept when the player left the table for the menu', async () => {
    openMatch('table')
    const unmount = mountTable()
    const bridge = saveBridge()
    renderApp(bridge)
    await screen.findByRole('button', { name: 'Menu' })
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Menu' })))
    // The table screen goes once the menu's screen is ready (it may still be loading): then the
    // table under it is gone too, and only the kept picture is left.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull())
    unmount()
    expect(await pictureForSave('m1')).toBe(PICTURE)
    expect(await pictureForSave('another match')).toBeNull()

    act(() => useUiStore.getState().actions.go('saves'))
    const form = await screen.findByRole('form', { name: 'Save the current match' })
    fireEvent.change(within(form).getByLabelText('Save the current match as'), {
      target: { value: 'Tuesday' },
    })
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(bridge.sent('saves:save')).toEqual([{ matchId: 'm1', slot: 'Tuesday', thumbnail: PICTURE }]),
    )
  })

  it('keeps no picture when the match is left (closed)', async () => {
    openMatch('table')
    mountTable()
    const bridge = saveBridge()
    bridge.handlers['match:close'] = () => null
    renderApp(bridge)
    await screen.findByRole('button', { name: 'Menu' })
    act(() => {
      useUiStore.getState().actions.closeTable()
      useUiStore.getState().actions.go('home')
    })
    expect(await pictureForSave('m1')).toBeNull()
  })
})
