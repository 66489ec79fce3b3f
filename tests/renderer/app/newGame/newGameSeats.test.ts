import { describe, expect, it } from 'vitest'
import type { GameInfo } from '../../../../electron/protocol'
import {
  createRequest,
  defaultSeats,
  resizeSeats,
  seatProblem,
  seatsForGame,
  withBot,
  withKind,
  withName,
} from '../../../../renderer/app/newGame/newGameSeats'
import { selfishInfo } from '../fakeBridge'

const selfishGame = selfishInfo.games[0] as GameInfo
const noBots: GameInfo = { id: 'solo', name: 'Solo', minPlayers: 1, maxPlayers: 2, bots: [], options: [] }

describe('new game seats', () => {
  it('starts with one person and bots of the last listed level, within the seat range', () => {
    const seats = defaultSeats(selfishGame)
    expect(seats.map((s) => [s.name, s.kind, s.bot])).toEqual([
      ['Player 1', 'human', null],
      ['Bot 2', 'bot', 'heuristic'],
      ['Bot 3', 'bot', 'heuristic'],
    ])
  })

  it('gives a new bot seat the level the host suggests, wherever it is listed', () => {
    const levels: GameInfo = {
      ...selfishGame,
      bots: [
        { id: 'random', label: 'Random' },
        { id: 'heuristic', label: 'Medium', suggested: true },
        { id: 'expert', label: 'Expert' },
      ],
    }
    expect(defaultSeats(levels).map((s) => s.bot)).toEqual([null, 'heuristic', 'heuristic'])
  })

  it('keeps edited seats when resizing', () => {
    const seats = defaultSeats(selfishGame).map((s, i) => (i === 1 ? withName(s, 'Zed') : s))
    const five = resizeSeats(seats, selfishGame, 5)
    expect(five.map((s) => s.name)).toEqual(['Player 1', 'Zed', 'Bot 3', 'Bot 4', 'Bot 5'])
    expect(resizeSeats(five, selfishGame, 2).map((s) => s.name)).toEqual(['Player 1', 'Zed'])
  })

  it('renames a seat by default when it changes kind, but never a name the player typed', () => {
    const [first, second] = defaultSeats(selfishGame)
    if (!first || !second) throw new Error('no seats')
    expect(withKind(first, 0, 'bot', selfishGame)).toMatchObject({
      name: 'Bot 1',
      kind: 'bot',
      bot: 'heuristic',
    })
    expect(withKind(withName(second, 'Zed'), 1, 'human', selfishGame)).toMatchObject({
      name: 'Zed',
      bot: null,
    })
  })

  it('fits the seats to a game without bots', () => {
    expect(seatsForGame(defaultSeats(selfishGame), noBots).map((s) => s.kind)).toEqual(['human', 'human'])
  })

  it('refuses empty or long names', () => {
    const seats = defaultSeats(selfishGame)
    expect(seatProblem(seats)).toBeNull()
    expect(seatProblem(seats.map((s, i) => (i === 2 ? withName(s, '  ') : s)))).toBe('Seat 3 needs a name.')
    expect(seatProblem([withName(seats[0]!, 'x'.repeat(41))])).toMatch(/longer than 40/)
  })

  it('builds match:create with trimmed names, kinds, bot levels and the seed only when typed', () => {
    const seats = defaultSeats(selfishGame).map((s, i) =>
      i === 2 ? withBot(withName(s, ' Rob '), 'random') : s,
    )
    expect(createRequest(selfishGame, seats, '  ')).toEqual({
      game: 'selfish',
      seats: [
        { name: 'Player 1', kind: 'human' },
        { name: 'Bot 2', kind: 'bot', bot: 'heuristic' },
        { name: 'Rob', kind: 'bot', bot: 'random' },
      ],
    })
    expect(createRequest(selfishGame, seats, ' 42 ').seed).toBe('42')
  })
})
