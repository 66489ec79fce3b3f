// @vitest-environment happy-dom
/**
 * Leave knows whether the match is saved (issue 11, flow): every move is autosaved, so leaving an
 * unfinished match loses nothing and the words say where to resume it; a named save is up to date
 * right after Save and some moves behind after a move, and the words say which; while autosaving
 * fails, they say how many moves leaving would lose.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { leaveWords, type LeaveFacts } from '../../../../renderer/app/table/leaveWords'
import { useMatchStore } from '../../../../renderer/store/useMatchStore'
import { useUiStore } from '../../../../renderer/store/useUiStore'
import { bot, findToast, human, renderApp, resetStores } from '../appFixtures'
import { hostedBridge } from '../hostBridge'
import { restPayingASingle } from '../../shared/selfishMoves'

vi.mock('../../../../renderer/table/TableCanvas', () => import('../../shared/sceneStubs'))
vi.mock('../../../../renderer/games/selfish/SelfishScene', () => import('../../shared/sceneStubs'))

beforeEach(resetStores)
afterEach(cleanup)

const base: LeaveFacts = {
  finished: false,
  version: 12,
  autosave: { problem: null, savedVersion: 12 },
  slot: null,
  slotVersion: null,
}

describe('leaveWords', () => {
  it('an unfinished match, autosaved: kept, resume it from the home screen', () => {
    expect(leaveWords(base)).toEqual({
      text: 'Leave this match? It is kept: resume it from the home screen.',
      confirm: 'Leave',
      loses: false,
    })
  })

  it('with a named save: up to date, or exactly how far behind', () => {
    expect(leaveWords({ ...base, slot: 'Evening', slotVersion: 12 }).text).toBe(
      'Leave this match? It is kept: resume it from the home screen. Your save “Evening” holds every move too.',
    )
    expect(leaveWords({ ...base, slot: 'Evening', slotVersion: 11 }).text).toBe(
      'Leave this match? It is kept: resume it from the home screen. Your save “Evening” is 1 move behind: Save first to bring it up to date.',
    )
    expect(leaveWords({ ...base, slot: 'Evening', slotVersion: 4 }).text).toMatch(
      /“Evening” is 8 moves behind/,
    )
    // A save whose age is not known is not called up to date.
    expect(leaveWords({ ...base, slot: 'Evening', slotVersion: null }).text).toMatch(
      /“Evening” may be older than the last move/,
    )
  })

  it('a match opened from its save, not moved since (no autosave yet): Load has it', () => {
    expect(
      leaveWords({
        ...base,
        autosave: { problem: null, savedVersion: -1 },
        slot: 'Evening',
        slotVersion: 12,
      }).text,
    ).toBe('Leave this match? It is saved as “Evening”: load it again from Load.')
  })

  it('a finished match: under Load once saved, otherwise on the home screen until saved or dismissed', () => {
    expect(leaveWords({ ...base, finished: true, slot: 'Evening', slotVersion: 12 }).text).toBe(
      'Leave? The result is saved as “Evening”: find it under Load.',
    )
    expect(leaveWords({ ...base, finished: true }).text).toBe(
      'Leave? The result stays on the home screen until you save or dismiss it.',
    )
    expect(leaveWords({ ...base, finished: true, slot: 'Evening', slotVersion: 10 }).text).toMatch(
      /stays on the home screen.*“Evening” is 2 moves behind/,
    )
  })

  it('while autosaving fails: how many moves leaving loses, counting a newer named save', () => {
    const failing = { ...base, autosave: { problem: 'Not saved: the disk is full.', savedVersion: 9 } }
    expect(leaveWords(failing)).toEqual({
      text: 'Not saved: the disk is full. Leave now and the last 3 moves are lost.',
      confirm: 'Leave without them',
      loses: true,
    })
    expect(leaveWords({ ...failing, slot: 'Evening', slotVersion: 11 }).text).toBe(
      'Not saved: the disk is full. Leave now and the last 1 move is lost.',
    )
    expect(leaveWords({ ...failing, slot: 'Evening', slotVersion: 12 })).toEqual({
      text: 'Not saved: the disk is full. Every move is in your save “Evening”: load it again from Load.',
      confirm: 'Leave',
      loses: false,
    })
  })
})

const leaveQuestion = () => screen.getByRole('group', { name: 'Leave the table?' })

/** Asks to leave, reads what the bar says, and stays. */
function leaveText(): string {
  fireEvent.click(screen.getByRole('button', { name: 'Leave' }))
  const text = leaveQuestion().textContent ?? ''
  fireEvent.click(within(leaveQuestion()).getByRole('button', { name: 'Stay' }))
  return text
}

describe('Leave at the table', () => {
  it('says the save is up to date right after Save, and how far behind it is after a move', async () => {
    // A host that autosaves (to nowhere) and notes the named save, as the table service does.
    const { bridge, host } = hostedBridge(
      {
        'saves:save': async ({ matchId, slot }) => {
          await host.setSlot(matchId, slot ?? 'Evening')
          return { slot: slot ?? 'Evening' }
        },
      },
      { autosave: async () => {} },
    )
    const matchId = host.createMatch({ game: 'selfish', seats: [human('Ann'), bot('Bob')], seed: 'leave' })
    await host.autosaveNow(matchId)
    useUiStore.getState().actions.openTable(matchId)
    renderApp(bridge)
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your hand' })).not.toBeNull())

    expect(leaveText()).toMatch(/^Leave this match\? It is kept: resume it from the home screen\.Leave/)

    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await findToast('Saved as “Evening”.')
    await waitFor(() => expect(useMatchStore.getState().slotVersion).toBe(0))
    const saved = leaveText()
    expect(saved).toContain('Your save “Evening” holds every move too.')
    expect(saved).not.toMatch(/Save first/)

    // Ann rests (paying a Single); the bot answers: the save is now behind by every move since.
    restPayingASingle()
    await waitFor(() => expect(useMatchStore.getState().version).toBeGreaterThan(0))
    await host.idle(matchId)
    await act(() => Promise.resolve())
    const moves = useMatchStore.getState().version
    const behind = leaveText()
    expect(behind).toContain(
      `Your save “Evening” is ${moves === 1 ? '1 move' : `${moves} moves`} behind: Save first to bring it up to date.`,
    )
    expect(behind).toContain('It is kept: resume it from the home screen.')

    // Saved again: up to date again.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(useMatchStore.getState().slotVersion).toBe(moves))
    expect(leaveText()).toContain('Your save “Evening” holds every move too.')
  })
})
