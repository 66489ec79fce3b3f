// @vitest-environment happy-dom
/**
 * The call-out queue on the stream page: one call-out at a time, each for its few seconds, in the
 * order the game revealed them; a burst keeps only the latest few waiting; each shows once; with
 * reduced motion it only fades in. And useCallOuts turns a reveal's events into call-outs.
 */
import { act, cleanup, render, renderHook, screen } from '@testing-library/react'
import { Profiler } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { GameEvent } from '../../../engine/core/types'
import type { SeatConfig } from '../../../electron/protocol'
import { gameUis } from '../../../renderer/games'
import type { GameUi } from '../../../renderer/games/types'
import { CALL_OUT_SHOW_MS, CallOutLayer } from '../../../renderer/hud/CallOutLayer'
import { EMPTY_QUEUE, advance, offer, type QueuedCallOut } from '../../../renderer/hud/callOutQueue'
import { useCallOuts, type RevealedEvents } from '../../../renderer/hud/useCallOuts'

const queued = (id: string): QueuedCallOut => ({
  id,
  callout: { title: `Title ${id}`, line: `Line ${id}.`, tone: 'zombie' },
})
const ids = (list: readonly QueuedCallOut[]) => list.map((c) => c.id)

describe('the call-out queue', () => {
  it('shows the first at once and keeps the rest waiting, in order', () => {
    const q = offer(EMPTY_QUEUE, [queued('a'), queued('b'), queued('c')])
    expect(q.showing?.id).toBe('a')
    expect(ids(q.waiting)).toEqual(['b', 'c'])
    const next = advance(q)
    expect(next.showing?.id).toBe('b')
    expect(ids(next.waiting)).toEqual(['c'])
    expect(advance(advance(next)).showing).toBeNull()
  })

  it('a burst keeps only the latest few waiting, so the screen never lags far behind the game', () => {
    const q = offer(EMPTY_QUEUE, ['a', 'b', 'c', 'd', 'e', 'f'].map(queued), 3)
    expect(q.showing?.id).toBe('a')
    expect(ids(q.waiting)).toEqual(['d', 'e', 'f'])
    const more = offer(q, [queued('g')], 3)
    expect(ids(more.waiting)).toEqual(['e', 'f', 'g'])
  })

  it('a call-out offered again is not queued twice', () => {
    const q = offer(EMPTY_QUEUE, [queued('a'), queued('b')])
    expect(offer(q, [queued('a'), queued('b')])).toBe(q)
    const later = offer(advance(advance(q)), [queued('a'), queued('c')])
    expect(later.showing?.id).toBe('c')
  })
})

describe('CallOutLayer', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  const shownTitle = () =>
    screen.queryByTestId('callout')?.querySelector('.callout__title')?.textContent ?? null

  it('plays the call-outs one after another, each for its time, then clears', () => {
    render(<CallOutLayer callouts={[queued('a'), queued('b')]} />)
    expect(shownTitle()).toBe('Title a')
    expect(screen.getByTestId('callout').textContent).toContain('Line a.')
    act(() => vi.advanceTimersByTime(CALL_OUT_SHOW_MS - 10))
    expect(shownTitle()).toBe('Title a')
    act(() => vi.advanceTimersByTime(10))
    expect(shownTitle()).toBe('Title b')
    act(() => vi.advanceTimersByTime(CALL_OUT_SHOW_MS))
    expect(shownTitle()).toBeNull()
  })

  it('call-outs of a later reveal wait for the one showing', () => {
    const { rerender } = render(<CallOutLayer callouts={[queued('a')]} />)
    act(() => vi.advanceTimersByTime(1000))
    rerender(<CallOutLayer callouts={[queued('b')]} />)
    expect(shownTitle()).toBe('Title a')
    act(() => vi.advanceTimersByTime(CALL_OUT_SHOW_MS - 1000))
    expect(shownTitle()).toBe('Title b')
  })

  it('a burst drops the oldest waiting ones', () => {
    render(<CallOutLayer callouts={['a', 'b', 'c', 'd', 'e'].map(queued)} maxWaiting={2} />)
    const seen = [shownTitle()]
    for (let i = 0; i < 4; i++) {
      act(() => vi.advanceTimersByTime(CALL_OUT_SHOW_MS))
      seen.push(shownTitle())
    }
    expect(seen).toEqual(['Title a', 'Title d', 'Title e', null, null])
  })

  it('shows its tone, and with reduced motion only fades in', () => {
    const { rerender } = render(<CallOutLayer callouts={[queued('a')]} />)
    expect(screen.getByTestId('callout').className).toBe('callout callout--zombie')
    rerender(<CallOutLayer callouts={[queued('a')]} reducedMotion />)
    expect(screen.getByTestId('callout').className).toBe('callout callout--zombie callout--still')
  })

  it('takes a new reveal in the one commit that brings it, leaving no update behind', () => {
    // Bots at full speed send a burst of moves; an update left pending after each commit made React
    // count them as nested updates and stop the stream page (its error #185).
    let commits = 0
    const layer = (callouts: readonly QueuedCallOut[]) => (
      <Profiler id="callouts" onRender={() => commits++}>
        <CallOutLayer callouts={callouts} />
      </Profiler>
    )
    const { rerender } = render(layer([queued('a')]))
    expect(commits).toBe(1)
    for (let i = 0; i < 60; i++) rerender(layer(i % 10 === 0 ? [queued(`b${i}`)] : []))
    expect(commits).toBe(61)
    expect(shownTitle()).toBe('Title a')
    act(() => vi.advanceTimersByTime(CALL_OUT_SHOW_MS))
    // Six came while 'a' showed: the latest three waited (MAX_WAITING).
    expect(shownTitle()).toBe('Title b30')
  })

  it('is announced politely and never takes a click', () => {
    const { container } = render(<CallOutLayer callouts={[queued('a')]} />)
    expect(container.firstElementChild?.getAttribute('aria-live')).toBe('polite')
    expect(container.firstElementChild?.className).toBe('callouts')
  })
})

describe('useCallOuts', () => {
  const seats: SeatConfig[] = [
    { name: 'Ann', kind: 'human' },
    { name: 'Bob', kind: 'human' },
  ]
  const died = (seat: number): GameEvent => ({ type: 'playerDied', seat, text: 'x' })
  const rested = (seat: number): GameEvent => ({ type: 'rested', seat, text: 'x' })
  const view = { players: [{ name: 'Ann' }, { name: 'Bob' }], chopperLevel: 7 }

  it('words the reveal’s big moments by the game’s declaration, with ids from the reveal', () => {
    const revealed: RevealedEvents = { seq: 7, events: [rested(0), died(1), died(0)] }
    const { result } = renderHook(() => useCallOuts(gameUis.selfish!.callout, revealed, view, seats))
    expect(result.current.map((c) => [c.id, c.callout.line])).toEqual([
      ['7:1', 'Bob has turned into a zombie.'],
      ['7:2', 'Ann has turned into a zombie.'],
    ])
  })

  it('gives the same list until a new reveal, and none without a view or a declaration', () => {
    const first: RevealedEvents = { seq: 1, events: [died(0)] }
    const { result, rerender } = renderHook(
      ({ revealed, ui }: { revealed: RevealedEvents; ui: GameUi | null }) =>
        useCallOuts(ui?.callout, revealed, view, seats),
      { initialProps: { revealed: first, ui: gameUis.selfish! as GameUi | null } },
    )
    const list = result.current
    rerender({ revealed: first, ui: gameUis.selfish! })
    expect(result.current).toBe(list)
    rerender({ revealed: { seq: 2, events: [died(1)] }, ui: gameUis.selfish! })
    expect(result.current.map((c) => c.id)).toEqual(['2:0'])
    rerender({ revealed: { seq: 3, events: [died(1)] }, ui: null })
    expect(result.current).toEqual([])
    const { result: noView } = renderHook(() => useCallOuts(gameUis.selfish!.callout, first, null, seats))
    expect(noView.current).toEqual([])
  })
})
