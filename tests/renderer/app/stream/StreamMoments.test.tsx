// @vitest-environment happy-dom
/**
 * The stream page's moments wired to the match store: a call-out shows when the HUD reveals its
 * event (after the table's animations have landed, not before), and the game-over card when the
 * result is revealed, with the game's standings.
 */
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { GameEvent } from '../../../../engine/core/types'
import { selfish } from '../../../../engine/games/selfish'
import type { SelfishState } from '../../../../engine/games/selfish/types'
import type { HostUpdate } from '../../../../electron/protocol'
import { RESULT_AFTER_MS, StreamMoments } from '../../../../renderer/app/stream/StreamMoments'
import { gameUis } from '../../../../renderer/games'
import { useMatchStore } from '../../../../renderer/store/useMatchStore'
import { hostUpdate } from '../../shared/hostUpdates'
import { newStateOf } from '../../shared/hudFixtures'
import { playForMoments } from '../../shared/playedMoments'

const seats = [
  { name: 'Ann', kind: 'human' },
  { name: 'Bob', kind: 'bot', bot: 'random' },
  { name: 'Cid', kind: 'human' },
] as const
const view = selfish.view(newStateOf<SelfishState>('selfish', ['Ann', 'Bob', 'Cid'], 'moments'), 'spectator')
const died = (seat: number): GameEvent => ({ type: 'playerDied', seat, text: 'Someone turns into a zombie!' })

const update = (version: number, events: GameEvent[], over: Partial<HostUpdate> = {}): HostUpdate =>
  hostUpdate(version, events, { viewer: 'spectator', view, legal: [], seats, ...over })

const store = () => useMatchStore.getState()
const callout = () => screen.queryByTestId('callout')?.textContent ?? null

describe('StreamMoments', () => {
  let detach: (() => void) | null = null
  beforeEach(() => {
    store().actions.clear()
    store().actions.setSkipAnimations(false)
    store().actions.receive(update(1, [died(2)], { history: [] }))
  })
  afterEach(() => {
    detach?.()
    detach = null
    cleanup()
  })

  it('joining a match calls nothing out; a revealed event is called out with the seat’s name', () => {
    render(<StreamMoments ui={gameUis.selfish!} />)
    expect(callout()).toBeNull()
    act(() => store().actions.receive(update(2, [died(1)])))
    expect(callout()).toContain('Bob has turned into a zombie.')
  })

  it('waits for the table: the call-out shows when the animations for its event have landed', () => {
    detach = store().actions.attachTable()
    render(<StreamMoments ui={gameUis.selfish!} />)
    act(() => store().actions.receive(update(2, [died(0)])))
    expect(callout()).toBeNull()
    act(() => store().actions.landed(2))
    expect(callout()).toContain('Ann has turned into a zombie.')
  })

  it('shows the game-over card with the result and the standings once the last call-out has had its say', () => {
    vi.useFakeTimers()
    const played = playForMoments({ game: 'selfish', players: 3, seed: 'moments:end', types: new Set() })
    render(<StreamMoments ui={gameUis.selfish!} />)
    expect(screen.queryByRole('region')).toBeNull()
    const last = [died(0), died(1), died(2)]
    act(() => store().actions.receive(update(2, last, { view: played.view, outcome: played.outcome })))
    expect(screen.queryByRole('region', { name: played.outcome.headline })).toBeNull()
    expect(callout()).toContain('has turned into a zombie.')
    act(() => vi.advanceTimersByTime(RESULT_AFTER_MS - 50))
    expect(screen.queryByRole('region', { name: played.outcome.headline })).toBeNull()
    act(() => vi.advanceTimersByTime(100))
    vi.useRealTimers()
    // The call-outs still waiting do not cover the results.
    expect(callout()).toBeNull()
    const card = screen.getByRole('region', { name: played.outcome.headline })
    const expected = gameUis.selfish!.standings!(played.view, played.outcome, seats).map((s) => s.name)
    const rows = card.querySelectorAll('.gameover-card__name')
    expect([...rows].map((r) => r.textContent)).toEqual(expected)
    expect(expected.sort()).toEqual(['Ann', 'Bob', 'Cid'])
  })
})
