// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppInfo } from '../../../../electron/protocol'
import type { RequestError } from '../../../../electron/protocol/requests'
import { gameCatalog } from '../../../../electron/service/gameCatalog'
import { bots, games } from '../../../../engine/index'
import { RequestFailed } from '../../../../renderer/app/request'
import { useUiStore } from '../../../../renderer/store/useUiStore'
import { renderApp, resetStoresOn } from '../appFixtures'
import { FakeBridge, selfishInfo } from '../fakeBridge'

// The 3D table is not under test here (and WebGL is not in happy-dom).
vi.mock('../../../../renderer/table/TableCanvas', () => import('../../shared/sceneStubs'))
vi.mock('../../../../renderer/games/selfish/SelfishScene', () => import('../../shared/sceneStubs'))

beforeEach(() => resetStoresOn('newGame'))
afterEach(cleanup)

const seat = (n: number) => screen.getByRole('group', { name: `Seat ${n}` })
const select = (scope: HTMLElement, label: string) => within(scope).getByLabelText(label) as HTMLSelectElement

/** A host that lists these games and starts every new match under this id. */
const creatingBridge = (info: AppInfo, matchId: string) =>
  new FakeBridge({ 'app:info': () => info, 'match:create': () => ({ matchId }) })

/** A host that lists these games and refuses every new match, saying why. */
const refusingBridge = (info: AppInfo, code: RequestError['code'], message: string) =>
  new FakeBridge({
    'app:info': () => info,
    'match:create': () => {
      throw new RequestFailed({ code, message })
    },
  })

describe('NewGameScreen', () => {
  it('offers 2 to 5 seats for Selfish, and each bot level of the game', async () => {
    renderApp(new FakeBridge({ 'app:info': () => selfishInfo }))
    const players = (await screen.findByLabelText('Players')) as HTMLSelectElement
    expect([...players.options].map((o) => o.value)).toEqual(['2', '3', '4', '5'])
    expect(players.value).toBe('3')
    expect(select(seat(2), 'Played by').value).toBe('bot')
    expect([...select(seat(2), 'Bot level').options].map((o) => o.textContent)).toEqual(['Random', 'Medium'])
    expect((within(seat(1)).getByLabelText('Name') as HTMLInputElement).value).toBe('Player 1')
  })

  it('builds the match:create request from the seats and opens the table', async () => {
    const bridge = creatingBridge(selfishInfo, 'm-new')
    renderApp(bridge)
    fireEvent.change(await screen.findByLabelText('Players'), { target: { value: '4' } })
    fireEvent.change(within(seat(1)).getByLabelText('Name'), { target: { value: ' Ann ' } })
    fireEvent.change(select(seat(3), 'Played by'), { target: { value: 'human' } })
    fireEvent.change(within(seat(3)).getByLabelText('Name'), { target: { value: 'Cid' } })
    fireEvent.change(select(seat(4), 'Bot level'), { target: { value: 'random' } })
    fireEvent.change(screen.getByLabelText('Seed (optional)'), { target: { value: 'abc' } })
    fireEvent.click(screen.getByRole('button', { name: 'Start' }))

    await waitFor(() => expect(useUiStore.getState().openMatchId).toBe('m-new'))
    expect(bridge.sent('match:create')).toEqual([
      {
        game: 'selfish',
        seats: [
          { name: 'Ann', kind: 'human' },
          { name: 'Bot 2', kind: 'bot', bot: 'heuristic' },
          { name: 'Cid', kind: 'human' },
          { name: 'Bot 4', kind: 'bot', bot: 'random' },
        ],
        seed: 'abc',
      },
    ])
    expect(useUiStore.getState().screen).toBe('table')
  })

  it('sends no seed when none is typed, and no bot level for people', async () => {
    const bridge = creatingBridge(selfishInfo, 'm')
    renderApp(bridge)
    fireEvent.change(await screen.findByLabelText('Players'), { target: { value: '2' } })
    fireEvent.change(select(seat(2), 'Played by'), { target: { value: 'human' } })
    fireEvent.click(screen.getByRole('button', { name: 'Start' }))
    await waitFor(() => expect(bridge.sent('match:create')).toHaveLength(1))
    expect(bridge.sent('match:create')[0]).toEqual({
      game: 'selfish',
      seats: [
        { name: 'Player 1', kind: 'human' },
        { name: 'Player 2', kind: 'human' },
      ],
    })
  })

  it('refuses an empty name before asking the host, and shows the host refusal', async () => {
    const bridge = refusingBridge(selfishInfo, 'BAD_REQUEST', 'Seat 2 asks for a bot "x".')
    renderApp(bridge)
    fireEvent.change(within(await screen.findByRole('group', { name: 'Seat 1' })).getByLabelText('Name'), {
      target: { value: '   ' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Start' }))
    expect(screen.getByRole('alert').textContent).toBe('Seat 1 needs a name.')
    expect(bridge.sent('match:create')).toEqual([])

    fireEvent.change(within(seat(1)).getByLabelText('Name'), { target: { value: 'Ann' } })
    fireEvent.click(screen.getByRole('button', { name: 'Start' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The game could not start: Seat 2 asks for a bot "x".',
    )
    expect(useUiStore.getState().screen).toBe('newGame')
  })

  it('lets the player pick among several games, fitting the seats to each', async () => {
    const info: AppInfo = {
      ...selfishInfo,
      games: [
        ...selfishInfo.games,
        {
          id: 'duel',
          name: 'Duel',
          minPlayers: 2,
          maxPlayers: 2,
          bots: [{ id: 'random', label: 'Random' }],
          options: [],
        },
      ],
    }
    renderApp(new FakeBridge({ 'app:info': () => info }))
    fireEvent.change(await screen.findByLabelText('Game'), { target: { value: 'duel' } })
    expect([...(screen.getByLabelText('Players') as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      '2',
    ])
    expect(screen.queryByRole('group', { name: 'Seat 3' })).toBeNull()
    expect(select(seat(2), 'Bot level').value).toBe('random')
  })
})

/** The real games, with their real option specs, as app:info lists them. */
const catalogInfo: AppInfo = { ...selfishInfo, games: gameCatalog(games, bots) }
const options = () => screen.getByRole('group', { name: 'Options' })
const field = (label: string) =>
  within(options()).getByLabelText(label) as HTMLSelectElement | HTMLInputElement
const shownOptions = (label: string) =>
  [...(field(label) as HTMLSelectElement).options].map((o) => [o.value, o.textContent])

describe('NewGameScreen: match options', () => {
  it('offers every MonopoZombie option, each at its default, with its help', async () => {
    renderApp(new FakeBridge({ 'app:info': () => catalogInfo }))
    fireEvent.change(await screen.findByLabelText('Game'), { target: { value: 'monopozombie' } })
    expect(shownOptions('Tax edition')).toEqual([
      ['current', 'Current ($200 / $100)'],
      ['classic', 'Classic ($200 or 10%, $75)'],
    ])
    expect(field('Tax edition').value).toBe('current')
    expect(shownOptions('Apocalypse starts when').map(([, label]) => label)).toEqual([
      'zombies ≥ humans (rulebook)',
      'zombies ≥ half the players (later revision)',
    ])
    expect(field('A bankrupt player').value).toBe('zombify')
    expect(field('Stall limit (rounds)')).toMatchObject({
      type: 'number',
      value: '200',
      min: '1',
      max: '10000',
    })
    expect(field('Last human with no improved street').value).toBe('playOn')
    expect(shownOptions('First player')).toEqual([
      ['', 'Roll for it (highest opening roll)'],
      ['0', 'Seat 1 (Player 1)'],
      ['1', 'Seat 2 (Bot 2)'],
      ['2', 'Seat 3 (Bot 3)'],
    ])
    expect(field('Tax edition').getAttribute('aria-describedby')).toBeTruthy()
    expect(screen.getByText(/What Income Tax and Luxury Tax cost/).id).toBe(
      field('Tax edition').getAttribute('aria-describedby'),
    )
  })

  it('says under each bot seat how its level plays, and follows the level chosen', async () => {
    renderApp(new FakeBridge({ 'app:info': () => catalogInfo }))
    await screen.findByLabelText('Game')
    const level = select(seat(2), 'Bot level')
    const help = () => document.getElementById(level.getAttribute('aria-describedby') ?? '')?.textContent
    expect(level.value).toBe('heuristic')
    expect(help()).toBe('Plays by rules of thumb, and answers at once.')
    fireEvent.change(level, { target: { value: 'hard' } })
    expect(help()).toMatch(/^Plays like Medium, but first plays each choice out/)
    expect(within(seat(2)).getByText(help() as string)).toBeTruthy()
  })

  it('sends the chosen options with match:create', async () => {
    const bridge = creatingBridge(catalogInfo, 'm-mz')
    renderApp(bridge)
    fireEvent.change(await screen.findByLabelText('Game'), { target: { value: 'monopozombie' } })
    fireEvent.change(field('Tax edition'), { target: { value: 'classic' } })
    fireEvent.change(field('Apocalypse starts when'), { target: { value: 'halfThePlayers' } })
    fireEvent.change(field('A bankrupt player'), { target: { value: 'eliminate' } })
    fireEvent.change(field('Stall limit (rounds)'), { target: { value: '75' } })
    fireEvent.change(field('Last human with no improved street'), { target: { value: 'zombiesWin' } })
    fireEvent.change(field('First player'), { target: { value: '2' } })
    fireEvent.click(screen.getByRole('button', { name: 'Start' }))

    await waitFor(() => expect(useUiStore.getState().openMatchId).toBe('m-mz'))
    expect(bridge.sent('match:create')[0]).toMatchObject({
      game: 'monopozombie',
      options: {
        taxEdition: 'classic',
        apocalypseAt: 'halfThePlayers',
        bankruptcy: 'eliminate',
        stallRounds: 75,
        hopelessLastHuman: 'zombiesWin',
        firstSeat: 2,
      },
    })
  })

  it('offers Zombielife and Selfish options too: a yes/no, die faces and the first player', async () => {
    const bridge = creatingBridge(catalogInfo, 'm')
    renderApp(bridge)
    expect(((await screen.findByLabelText('Game')) as HTMLSelectElement).value).toBe('selfish')
    expect(field('Die faces').value).toBe('0, 1, 1, 2, 2, 3')
    fireEvent.change(field('Die faces'), { target: { value: '1, 1, 2, 2, 3, 3' } })
    fireEvent.click(screen.getByRole('button', { name: 'Start' }))
    await waitFor(() => expect(bridge.sent('match:create')).toHaveLength(1))
    expect(bridge.sent('match:create')[0]?.options).toEqual({ dieFaces: [1, 1, 2, 2, 3, 3], firstSeat: 0 })

    useUiStore.setState({ screen: 'newGame' })
    fireEvent.change(await screen.findByLabelText('Game'), { target: { value: 'zombielife' } })
    expect(shownOptions('Zombie bites')).toEqual([
      ['false', 'any number of times a round'],
      ['true', 'once per human per round'],
    ])
    fireEvent.change(field('Zombie bites'), { target: { value: 'true' } })
    fireEvent.change(field('Money on ILP and Endowment cards'), { target: { value: 'paid' } })
    fireEvent.click(screen.getByRole('button', { name: 'Start' }))
    await waitFor(() => expect(bridge.sent('match:create')).toHaveLength(2))
    expect(bridge.sent('match:create')[1]?.options).toEqual({
      cardMoneyOnZombification: 'paid',
      biteOncePerTargetPerRound: true,
      firstSeat: 0,
    })
  })

  it('resets the options when the game changes, and a first player who left the table', async () => {
    renderApp(new FakeBridge({ 'app:info': () => catalogInfo }))
    fireEvent.change(await screen.findByLabelText('Game'), { target: { value: 'monopozombie' } })
    fireEvent.change(screen.getByLabelText('Players'), { target: { value: '5' } })
    fireEvent.change(field('First player'), { target: { value: '4' } })
    fireEvent.change(field('Stall limit (rounds)'), { target: { value: '9' } })
    fireEvent.change(screen.getByLabelText('Players'), { target: { value: '4' } })
    expect(field('First player').value).toBe('')
    expect(field('Stall limit (rounds)').value).toBe('9')

    fireEvent.change(screen.getByLabelText('Game'), { target: { value: 'selfish' } })
    expect(within(options()).queryByLabelText('Stall limit (rounds)')).toBeNull()
    fireEvent.change(screen.getByLabelText('Game'), { target: { value: 'monopozombie' } })
    expect(field('Stall limit (rounds)').value).toBe('200')
  })

  it('shows an option the player got wrong, or the host refused, as the error', async () => {
    const bridge = refusingBridge(catalogInfo, 'REFUSED', 'stallRounds must be a whole number of rounds.')
    renderApp(bridge)
    fireEvent.change(await screen.findByLabelText('Game'), { target: { value: 'monopozombie' } })
    fireEvent.change(field('Stall limit (rounds)'), { target: { value: '0' } })
    fireEvent.click(screen.getByRole('button', { name: 'Start' }))
    expect(screen.getByRole('alert').textContent).toBe(
      'Stall limit (rounds) must be a whole number from 1 to 10000.',
    )
    expect(bridge.sent('match:create')).toEqual([])

    fireEvent.change(field('Stall limit (rounds)'), { target: { value: '10' } })
    fireEvent.click(screen.getByRole('button', { name: 'Start' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The game could not start: stallRounds must be a whole number of rounds.',
    )
    expect(useUiStore.getState().screen).toBe('newGame')
  })

  it('shows no Options group for a game without options', async () => {
    renderApp(new FakeBridge({ 'app:info': () => selfishInfo }))
    await screen.findByLabelText('Game')
    expect(screen.queryByRole('group', { name: 'Options' })).toBeNull()
  })
})
