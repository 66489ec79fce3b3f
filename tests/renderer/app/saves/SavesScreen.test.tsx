// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SaveSummary } from '../../../../electron/protocol'
import { useMatchStore } from '../../../../renderer/store/useMatchStore'
import { useUiStore } from '../../../../renderer/store/useUiStore'
import { human, renderApp, resetStoresOn } from '../appFixtures'
import { FakeBridge, selfishInfo } from '../fakeBridge'
import { RequestFailed } from '../../../../renderer/app/request'
import { fridaySave, tamperedSave } from '../../shared/saveFixtures'

const good = fridaySave
const finished: SaveSummary = { ...good, slot: 'Old game', actions: 130, finished: true }
const damaged = tamperedSave

function savesBridge(initial: SaveSummary[]) {
  let saves = initial
  return new FakeBridge({
    'app:info': () => selfishInfo,
    'saves:list': () => saves,
    'saves:load': ({ slot }) => ({ matchId: `m-${slot}` }),
    'saves:delete': ({ slot }) => {
      saves = saves.filter((s) => s.slot !== slot)
      return null
    },
    'saves:save': ({ slot = 'Unnamed' }) => {
      saves = [...saves, { ...good, slot }]
      return { slot }
    },
  })
}

const row = (slot: string) => screen.getByRole('listitem', { name: `Save ${slot}` })

// The 3D table is not under test here (and WebGL is not in happy-dom).
vi.mock('../../../../renderer/table/TableCanvas', () => import('../../shared/sceneStubs'))
vi.mock('../../../../renderer/games/selfish/SelfishScene', () => import('../../shared/sceneStubs'))

beforeEach(() => resetStoresOn('saves'))
afterEach(cleanup)

describe('SavesScreen', () => {
  it('lists each save with its game, players, moves and whether it is finished', async () => {
    renderApp(savesBridge([good, finished]))
    await screen.findByRole('list', { name: 'Saved games' })
    const text = row('Friday game').textContent ?? ''
    for (const part of ['Friday game', 'Selfish: Zombie Edition', 'Ann, Bob, Cid', '42 moves']) {
      expect(text).toContain(part)
    }
    expect(text).not.toContain('Finished')
    expect(row('Old game').textContent).toContain('Finished')
  })

  it('shows a damaged file with its error, and it cannot be loaded (only deleted)', async () => {
    renderApp(savesBridge([good, damaged]))
    await screen.findByRole('list', { name: 'Saved games' })
    const broken = row('broken')
    expect(broken.textContent).toContain(
      'Damaged: The file was changed outside the game (its checksum does not match).',
    )
    expect((within(broken).getByRole('button', { name: 'Load' }) as HTMLButtonElement).disabled).toBe(true)
    expect((within(broken).getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(false)
    expect(
      (within(row('Friday game')).getByRole('button', { name: 'Load' }) as HTMLButtonElement).disabled,
    ).toBe(false)
  })

  it('loads a save and opens its match at the table', async () => {
    const bridge = savesBridge([good])
    renderApp(bridge)
    await screen.findByRole('list', { name: 'Saved games' })
    fireEvent.click(within(row('Friday game')).getByRole('button', { name: 'Load' }))
    await waitFor(() => expect(useUiStore.getState().openMatchId).toBe('m-Friday game'))
    expect(bridge.sent('saves:load')).toEqual([{ slot: 'Friday game' }])
    expect(useUiStore.getState().screen).toBe('table')
  })

  it('deletes only after a confirm', async () => {
    const bridge = savesBridge([good, damaged])
    renderApp(bridge)
    await screen.findByRole('list', { name: 'Saved games' })
    fireEvent.click(within(row('broken')).getByRole('button', { name: 'Delete' }))
    expect(bridge.sent('saves:delete')).toEqual([])
    fireEvent.click(within(row('broken')).getByRole('button', { name: 'Keep' }))
    fireEvent.click(within(row('broken')).getByRole('button', { name: 'Delete' }))
    fireEvent.click(within(row('broken')).getByRole('button', { name: 'Yes, delete' }))
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Save broken' })).toBeNull())
    expect(bridge.sent('saves:delete')).toEqual([{ slot: 'broken' }])
  })

  it('saves the match on the table under a name, checking the name first', async () => {
    useUiStore.setState({ openMatchId: 'm-open' })
    useMatchStore.setState({ matchId: 'm-open', game: 'selfish', seats: [human('Ann'), human('Bob')] })
    const bridge = savesBridge([])
    renderApp(bridge)
    const form = await screen.findByRole('form', { name: 'Save the current match' })
    const input = within(form).getByLabelText('Save the current match as') as HTMLInputElement
    expect(input.value).toBe('Selfish - Ann Bob')
    fireEvent.change(input, { target: { value: 'Bad/name' } })
    expect((within(form).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(input, { target: { value: 'Tuesday' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }))
    await screen.findByRole('listitem', { name: 'Save Tuesday' })
    expect(bridge.sent('saves:save')).toEqual([{ matchId: 'm-open', slot: 'Tuesday' }])
  })

  it('has no save form without a match on the table', async () => {
    renderApp(savesBridge([]))
    expect(await screen.findByText('No saved games yet.')).toBeTruthy()
    expect(screen.queryByRole('form', { name: 'Save the current match' })).toBeNull()
  })
})

describe('SavesScreen: never losing a save', () => {
  it('asks before replacing another match’s save, showing what it holds', async () => {
    useUiStore.setState({ openMatchId: 'm-open' })
    useMatchStore.setState({ matchId: 'm-open', game: 'selfish', seats: [human('Ann'), human('Bob')] })
    const bridge = savesBridge([good])
    bridge.handlers['saves:save'] = ({ slot = '', overwrite }) => {
      if (slot === good.slot && overwrite !== true) {
        throw new RequestFailed({ code: 'EXISTS', message: 'There is already a save.', existing: good })
      }
      return { slot }
    }
    renderApp(bridge)
    const form = await screen.findByRole('form', { name: 'Save the current match' })
    const input = within(form).getByLabelText('Save the current match as') as HTMLInputElement
    fireEvent.change(input, { target: { value: good.slot } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }))
    const question = await screen.findByRole('alertdialog', { name: 'Replace the save?' })
    for (const part of ['Friday game', 'Selfish: Zombie Edition', 'Ann, Bob, Cid', '42 moves']) {
      expect(question.textContent).toContain(part)
    }
    fireEvent.click(within(question).getByRole('button', { name: 'Replace it' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(bridge.sent('saves:save')).toEqual([
      { matchId: 'm-open', slot: 'Friday game' },
      { matchId: 'm-open', slot: 'Friday game', overwrite: true },
    ])
  })

  it('suggests a name no other save has, and says why a name is refused', async () => {
    useUiStore.setState({ openMatchId: 'm-open' })
    useMatchStore.setState({ matchId: 'm-open', game: 'selfish', seats: [human('Ann'), human('Bob')] })
    renderApp(savesBridge([{ ...good, slot: 'Selfish - Ann Bob' }]))
    const form = await screen.findByRole('form', { name: 'Save the current match' })
    const input = within(form).getByLabelText('Save the current match as') as HTMLInputElement
    expect(input.value).toBe('Selfish - Ann Bob 2')
    fireEvent.change(input, { target: { value: 'autosave' } })
    expect(form.textContent).toContain('kept for the app')
    fireEvent.change(input, { target: { value: '../up' } })
    expect(form.textContent).toContain('cannot contain "."')
  })

  it('offers the previous version of a damaged save, in the list and when loading fails', async () => {
    const backup = { actions: 40, savedAt: '2025-03-07T20:10:00.000Z' }
    const bridge = savesBridge([{ ...damaged, backup }, good])
    bridge.handlers['saves:load'] = () => {
      throw new RequestFailed({ code: 'SAVE_ERROR', message: 'This save file is incomplete.', backup })
    }
    bridge.handlers['saves:loadBackup'] = ({ slot }) => ({ matchId: `m-backup-${slot}` })
    renderApp(bridge)
    await screen.findByRole('list', { name: 'Saved games' })
    const offered = within(row('broken')).getByRole('button', { name: /Load the previous version/ })
    expect(offered.textContent).toContain('40 moves')

    fireEvent.click(within(row('Friday game')).getByRole('button', { name: 'Load' }))
    expect((await screen.findByRole('alert')).textContent).toContain('This save file is incomplete.')
    const fromError = screen
      .getAllByRole('button', { name: /Load the previous version/ })
      .find((b) => !row('broken').contains(b))
    fireEvent.click(fromError!)
    await waitFor(() => expect(useUiStore.getState().openMatchId).toBe('m-backup-Friday game'))
    expect(bridge.sent('saves:loadBackup')).toEqual([{ slot: 'Friday game' }])
  })
})
