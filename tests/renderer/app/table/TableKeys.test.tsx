// @vitest-environment happy-dom
/**
 * The table's keys (issue 11, flow): Home and the Reset view button put the camera back; Esc closes
 * the dialog on top first (help, the Leave question, a trade), then opens the menu; Space plays the
 * game's primary move, 1–9 press the choice buttons in order, Enter confirms a pick; none of them
 * fires while typing in a field, while a dialog is open, or for a spectator.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { useRef, type ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { HostUpdate, SeatConfig } from '../../../../electron/protocol'
import { monopozombie } from '../../../../engine/games/monopozombie'
import type { SelfishState } from '../../../../engine/games/selfish/types'
import { zombielife } from '../../../../engine/games/zombielife'
import type { ZombielifeState } from '../../../../engine/games/zombielife/types'
import type { MonopoState } from '../../../../engine/games/monopozombie/types'
import { games } from '../../../../engine'
import { Match } from '../../../../engine/core/match'
import { useTableKeys, primaryMove } from '../../../../renderer/app/table/useTableKeys'
import { gameUis } from '../../../../renderer/games'
import { GameHud } from '../../../../renderer/app/table/GameHud'
import type { GameHudProps } from '../../../../renderer/games/types'
import { choiceButtons } from '../../../../renderer/hud/choiceKeys'
import { dialogOpen } from '../../../../renderer/hud/useDialog'
import { useMatchStore } from '../../../../renderer/store/useMatchStore'
import { useUiStore } from '../../../../renderer/store/useUiStore'
import { newStateOf, seenIn, type Seen } from '../../shared/hudFixtures'
import { scenario } from '../../../engine/selfish/scenario'
import { makeView, renderHud as renderMonopoHud } from '../../monopozombie/hud/monopoFixtures'
import { bot, human, renderApp, resetStores, updateFor } from '../appFixtures'
import { FakeBridge, selfishInfo } from '../fakeBridge'
import { atHostedTable, hostedBridge } from '../hostBridge'

// The canvas says which camera reset it was given: the keys and the button must reach it.
vi.mock('../../../../renderer/table/TableCanvas', () => ({
  TableCanvas: ({ children, cameraReset }: { children?: ReactNode; cameraReset?: number }) => (
    <div data-testid="table-canvas" data-camera-reset={cameraReset ?? 0}>
      {children}
    </div>
  ),
}))
vi.mock('../../../../renderer/games/selfish/SelfishScene', () => import('../../shared/sceneStubs'))

beforeEach(resetStores)
afterEach(cleanup)

const press = (key: string, target: Element = document.activeElement ?? document.body) =>
  act(() => {
    fireEvent.keyDown(target, { key })
  })
const hand = () => screen.queryByRole('region', { name: 'Your hand' })
const choicesPanel = () => screen.getByRole('region', { name: 'Your choices' })
const cameraReset = () => Number(screen.getByTestId('table-canvas').dataset.cameraReset)
const helpDialog = () => screen.queryByRole('dialog', { name: /^Help/ })

/** A Selfish table at Ann's first turn, played against a real host. */
async function selfishTable(seed = 'keys') {
  const hosted = hostedBridge()
  const matchId = await atHostedTable(hosted, [human('Ann'), bot('B1')], seed)
  return { ...hosted, matchId }
}

/** A bridge serving one Selfish state to every viewer, recording intents. */
function fixedBridge(state: SelfishState, seats: readonly SeatConfig[], patch: Partial<HostUpdate> = {}) {
  return new FakeBridge({
    'app:info': () => selfishInfo,
    'match:subscribe': ({ matchId, viewer }) => ({ ...updateFor(matchId, state, viewer, seats), ...patch }),
    'match:unsubscribe': () => null,
    'match:intent': ({ version }) => ({ ok: true, version: version + 1 }),
  })
}

/** Ann is a zombie on level 2 with two action points: attack Bob, shamble either way, or end the turn. */
const zombieTurn = scenario({
  players: [{ alive: false, level: 2 }, { hand: ['single'], level: 2 }, { hand: ['single'] }],
  phase: 'zombie',
  ap: 2,
})
/** Ann is a zombie whose turn starts with the roll for action points. */
const zombieRoll = scenario({ players: [{ alive: false, level: 2 }, { hand: ['single'] }] })
const hasType = (action: unknown, type: string) =>
  typeof action === 'object' && action !== null && (action as { type?: unknown }).type === type
const intents = (bridge: FakeBridge) => bridge.sent('match:intent').map((i) => i.action)

describe('camera reset', () => {
  it('Home and the Reset view button put the camera back; not while typing in a field', async () => {
    await selfishTable()
    expect(cameraReset()).toBe(0)
    press('Home', document.body)
    expect(cameraReset()).toBe(1)
    fireEvent.click(screen.getByRole('button', { name: 'Reset view' }))
    expect(cameraReset()).toBe(2)
    expect(useUiStore.getState().cameraPreset).toBe('overview')

    // In the help's search box Home is the start of the text.
    press('?', document.body)
    press('Home', screen.getByRole('searchbox'))
    expect(cameraReset()).toBe(2)
  })
})

describe('Esc', () => {
  it('closes the help first, then opens the menu', async () => {
    await selfishTable()
    press('?', document.body)
    expect(helpDialog()).not.toBeNull()
    press('Escape')
    expect(helpDialog()).toBeNull()
    expect(useUiStore.getState().screen).toBe('table')
    press('Escape', document.body)
    expect(useUiStore.getState().screen).toBe('home')
    // The match stays open, as with the Menu button.
    expect(useUiStore.getState().openMatchId).not.toBeNull()
  })

  it('closes the dialogs in stack order: the help over the Leave question, then the question, then the menu', async () => {
    await selfishTable()
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }))
    fireEvent.click(screen.getByRole('button', { name: 'Help' }))
    expect(helpDialog()).not.toBeNull()
    expect(screen.getByRole('group', { name: 'Leave the table?' })).toBeTruthy()

    press('Escape')
    expect(helpDialog()).toBeNull()
    expect(screen.getByRole('group', { name: 'Leave the table?' })).toBeTruthy()
    press('Escape', document.body)
    expect(screen.queryByRole('group', { name: 'Leave the table?' })).toBeNull()
    expect(useUiStore.getState().screen).toBe('table')
    expect(dialogOpen()).toBe(false)
    press('Escape', document.body)
    expect(useUiStore.getState().screen).toBe('home')
  })

  it("closes MonopoZombie's trade screen and nothing else", () => {
    const outside = vi.fn()
    window.addEventListener('keydown', outside)
    try {
      const view = makeView({ stage: 2, turn: { phase: 'postRoll' }, players: [{}, {}, { zombie: true }] })
      renderMonopoHud(view, [{ type: 'endTurn' }], 0)
      fireEvent.click(screen.getByRole('button', { name: 'Propose a trade…' }))
      expect(dialogOpen()).toBe(true)
      press('Escape', within(screen.getByRole('dialog')).getAllByRole('radio')[0])
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(outside).not.toHaveBeenCalled()
      expect(dialogOpen()).toBe(false)
    } finally {
      window.removeEventListener('keydown', outside)
    }
  })
})

describe('moves from the keyboard at the table', () => {
  it('Space rolls when the roll is the move', async () => {
    const bridge = fixedBridge(zombieRoll, [human('Ann'), bot('Bob')])
    useUiStore.getState().actions.openTable('m-roll')
    renderApp(bridge)
    await screen.findByRole('button', { name: 'Roll for action points' })
    press(' ', document.body)
    await waitFor(() => expect(intents(bridge)).toEqual([{ type: 'rollDie' }]))
  })

  it('Space ends the turn among other moves; digits press the choice buttons in order', async () => {
    const bridge = fixedBridge(zombieTurn, [human('Ann'), bot('Bob'), bot('Cy')])
    useUiStore.getState().actions.openTable('m-zombie')
    renderApp(bridge)
    await screen.findByRole('button', { name: 'End turn' })
    const labels = choiceButtons(choicesPanel()).map((b) => b.textContent)
    expect(labels).toEqual(['Attack Bob', 'Shamble forward', 'Shamble back', 'End turn'])

    press(' ', document.body)
    await waitFor(() => expect(intents(bridge)).toEqual([{ type: 'endTurn' }]))
    press('2', document.body)
    await waitFor(() => expect(intents(bridge)).toHaveLength(2))
    expect(intents(bridge)[1]).toEqual({ type: 'zombieMove', direction: 'forward' })
    press('1', screen.getByRole('button', { name: 'Shamble back' }))
    await waitFor(() => expect(intents(bridge)).toHaveLength(3))
    expect(intents(bridge)[2]).toEqual({ type: 'zombieAttack', target: 1 })
    // There is no ninth choice.
    press('9', document.body)
    expect(intents(bridge)).toHaveLength(3)
  })

  it('does nothing while typing in a field, or while a dialog is open', async () => {
    const bridge = fixedBridge(zombieTurn, [human('Ann'), bot('Bob'), bot('Cy')])
    useUiStore.getState().actions.openTable('m-zombie')
    renderApp(bridge)
    await screen.findByRole('button', { name: 'End turn' })
    const field = document.createElement('input')
    document.body.append(field)
    try {
      for (const key of [' ', '1', 'Enter', 'Escape', 'Home', '?']) press(key, field)
      expect(helpDialog()).toBeNull()
      expect(useUiStore.getState().screen).toBe('table')
      expect(cameraReset()).toBe(0)

      fireEvent.click(screen.getByRole('button', { name: 'Leave' }))
      for (const key of [' ', '1', '4', 'Home', '?']) press(key, document.body)
      expect(helpDialog()).toBeNull()
      expect(cameraReset()).toBe(0)
      await act(() => Promise.resolve())
      expect(intents(bridge)).toEqual([])
    } finally {
      field.remove()
    }
  })

  it('never plays for a spectator, even if moves were offered', async () => {
    // No person at the table: it is watched as the spectator. A host that wrongly offered moves
    // to the spectator still gets none from its keyboard.
    const bridge = fixedBridge(zombieTurn, [bot('Ann'), bot('Bob'), bot('Cy')], {
      legal: [{ type: 'endTurn' }, { type: 'zombieMove', direction: 'forward' }],
    })
    useUiStore.getState().actions.openTable('m-watch')
    renderApp(bridge)
    await waitFor(() => expect(useMatchStore.getState().viewer).toBe('spectator'))
    await screen.findByTestId('selfish-scene')
    for (const key of [' ', '1', '2', 'Enter']) press(key, document.body)
    await act(() => Promise.resolve())
    expect(intents(bridge)).toEqual([])
  })

  it('picks a payment with the keys: a digit opens Rest, Enter confirms once the pick pays', async () => {
    const { bridge, matchId } = await selfishTable('keys-rest')
    const rest = choiceButtons(choicesPanel()).findIndex(
      (b) => b.textContent === 'Rest: choose 1 Supply to pay…',
    )
    expect(rest).toBeGreaterThanOrEqual(0)
    expect(rest).toBeLessThan(9)
    press(String(rest + 1), document.body)
    const confirm = screen.getByRole('button', { name: 'Confirm' })
    expect(confirm.getAttribute('aria-keyshortcuts')).toBe('Enter')
    // Nothing picked yet: Enter does nothing.
    press('Enter', document.body)
    expect(bridge.sent('match:intent')).toEqual([])

    const single = hand()?.querySelector<HTMLElement>('button[data-kind="single"]')
    if (!single) throw new Error('no Single in the hand')
    fireEvent.click(single)
    // Enter on the focused hand card confirms the pick, not the card again.
    press('Enter', single)
    await waitFor(() =>
      expect(bridge.sent('match:intent')).toEqual([
        { matchId, seat: 0, action: { type: 'rest', pay: ['single'] }, version: 0 },
      ]),
    )
  })
})

/** A game's HUD with the table's keys over it, as the table screen mounts them. */
function KeyedHud<V, A>({
  game,
  seen,
  me,
  seats,
  send,
}: {
  game: string
  seen: Seen<V, A>
  me: number | null
  seats: readonly SeatConfig[]
  send: (action: A) => void
}) {
  const root = useRef<HTMLDivElement>(null)
  const ui = gameUis[game]
  if (!ui) throw new Error(`no UI for ${game}`)
  const Hud = ui.Hud as (props: GameHudProps<V, A>) => ReactNode
  useTableKeys({
    onHelp: () => {},
    onMenu: () => {},
    onResetCamera: () => {},
    moves:
      me === null
        ? null
        : { legal: seen.legal, primaryMoves: ui.primaryMoves ?? [], send: send as (a: unknown) => void },
    choices: root,
  })
  return (
    <div ref={root}>
      <GameHud Hud={Hud} props={{ ...seen, seats, me, send }} />
    </div>
  )
}

describe('the keys in every game', () => {
  it('each game names its primary moves: a roll or the end of the turn', () => {
    expect(gameUis.selfish?.primaryMoves).toEqual(['rollDie', 'endTurn'])
    expect(gameUis.zombielife?.primaryMoves).toEqual(['endTurn'])
    expect(gameUis.monopozombie?.primaryMoves).toEqual(['roll', 'endTurn'])
    expect(primaryMove([{ type: 'roll' }, { type: 'endTurn' }], ['roll', 'endTurn'])).toBeNull()
    expect(primaryMove([{ type: 'buy' }, { type: 'roll' }], ['roll', 'endTurn'])).toEqual({ type: 'roll' })
  })

  it('Zombielife: Space ends a human turn, and a digit presses the same choice as a click', () => {
    const names = ['Ann', 'Bob', 'Cid']
    // Play on (the first legal move each time) until a person may end their turn.
    const match = Match.create(games, {
      game: 'zombielife',
      players: names.map((name) => ({ name })),
      seed: 'zl',
    })
    const canEnd = () => match.toAct().some((s) => match.legalActions(s).some((a) => hasType(a, 'endTurn')))
    for (let i = 0; i < 50 && !canEnd(); i++) {
      const seat = match.toAct()[0] ?? 0
      match.submit(seat, match.legalActions(seat)[0])
    }
    expect(canEnd()).toBe(true)
    const state = match.state as ZombielifeState
    const seat = zombielife.toAct(state)[0] ?? 0
    const seen = seenIn(zombielife, state, seat)
    const send = vi.fn()
    render(
      <KeyedHud game="zombielife" seen={seen} me={seat} seats={names.map((n) => human(n))} send={send} />,
    )

    press(' ', document.body)
    expect(send.mock.calls).toEqual([[{ type: 'endTurn' }]])
    const second = choiceButtons(document.body)[1]
    if (!second) throw new Error('fewer than two choices')
    fireEvent.click(second)
    press('2', document.body)
    expect(send).toHaveBeenCalledTimes(3)
    expect(send.mock.calls[2]).toEqual(send.mock.calls[1])
  })

  it('MonopoZombie: Space rolls before the roll and ends the turn after it; a digit presses that choice', () => {
    const names = ['Ann', 'Bob', 'Cid']
    const seats = names.map((name) => human(name))
    const state = newStateOf<MonopoState>('monopozombie', names, 'mz')
    const seat = monopozombie.toAct(state)[0] ?? 0
    const seen = seenIn(monopozombie, state, seat)
    expect(seen.legal).toEqual([{ type: 'roll' }])
    const send = vi.fn()
    const { unmount } = render(
      <KeyedHud game="monopozombie" seen={seen} me={seat} seats={seats} send={send} />,
    )
    press(' ', document.body)
    press('1', document.body)
    expect(send.mock.calls).toEqual([[{ type: 'roll' }], [{ type: 'roll' }]])
    unmount()

    const after = makeView({ stage: 2, turn: { phase: 'postRoll' }, players: [{}, {}, { zombie: true }] })
    const send2 = vi.fn()
    render(
      <KeyedHud
        game="monopozombie"
        seen={{ view: after, legal: [{ type: 'endTurn' }], toAct: [0], outcome: null }}
        me={0}
        seats={seats}
        send={send2}
      />,
    )
    press(' ', document.body)
    expect(send2.mock.calls).toEqual([[{ type: 'endTurn' }]])
  })

  it('no moves for the spectator in any game', () => {
    const state = newStateOf<ZombielifeState>('zombielife', ['Ann', 'Bob'], 'zl-watch')
    const seen = { ...seenIn(zombielife, state, 'spectator'), legal: [{ type: 'endTurn' as const }] }
    const send = vi.fn()
    render(
      <KeyedHud game="zombielife" seen={seen} me={null} seats={[human('Ann'), human('Bob')]} send={send} />,
    )
    for (const key of [' ', '1', 'Enter']) press(key, document.body)
    expect(send).not.toHaveBeenCalled()
  })
})

describe('I: a closer look', () => {
  const cardDialog = () => screen.queryByRole('dialog', { name: /^Card: / })

  it('opens the focused hand card over the table; Esc closes it, then opens the menu', async () => {
    await selfishTable()
    const first = within(hand() as HTMLElement).getAllByRole('button')[0] as HTMLElement
    const name = first.getAttribute('aria-label')?.split(',')[0] ?? '?'
    act(() => first.focus())
    // Focused: its tooltip shows, outside the hand strip.
    expect(hand()?.contains(screen.getByTestId('pointer-tip'))).toBe(false)
    press('i')
    expect(screen.getByRole('dialog', { name: `Card: ${name}` })).toBeTruthy()
    expect(dialogOpen()).toBe(true)
    press('Escape')
    expect(cardDialog()).toBeNull()
    expect(useUiStore.getState().screen).toBe('table')
    press('Escape', document.body)
    expect(useUiStore.getState().screen).toBe('home')
  })

  it('does nothing with nothing pointed at, nor while typing in a field', async () => {
    await selfishTable()
    press('i', document.body)
    expect(cardDialog()).toBeNull()
    const first = within(hand() as HTMLElement).getAllByRole('button')[0] as HTMLElement
    act(() => first.focus())
    const field = document.createElement('input')
    document.body.append(field)
    try {
      press('i', field)
      expect(cardDialog()).toBeNull()
    } finally {
      field.remove()
    }
  })
})
