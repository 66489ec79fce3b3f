/**
 * The kit's builders for a game's stream moments: callOutsFrom (renderer/hud/callOutWords) turns a
 * game's words and its moments by event type into GameUi.callout; standingsFrom
 * (renderer/hud/standings) turns how each player finished into GameUi.standings.
 */
import { describe, expect, it } from 'vitest'
import type { Outcome, Seat } from '../../../engine/core/types'
import { callOutBook, callOutFileFrom, callOutsFrom } from '../../../renderer/hud/callOutWords'
import { standingsFrom } from '../../../renderer/hud/standings'

type Event =
  | { readonly type: 'bitten'; readonly text: string; readonly seat: Seat; readonly zombie: Seat }
  | { readonly type: 'built'; readonly text: string; readonly seat: Seat; readonly level: number }
  | { readonly type: 'rolled'; readonly text: string; readonly seat: Seat }

interface Player {
  readonly seat: Seat
  readonly name: string
  readonly score: number
}
interface View {
  readonly players: readonly Player[]
}

const book = callOutBook(
  callOutFileFrom('test', {
    game: 'test',
    callouts: {
      bitten: { title: 'Bitten!', line: '{zombie} bites {player}.', tone: 'zombie' },
      'built:hotel': { title: 'Hotel', line: '{player} builds a hotel.', tone: 'money' },
    },
    standings: { score: '{score} points' },
  }),
)

const view: View = {
  players: [
    { seat: 0, name: 'Ann (view)', score: 3 },
    { seat: 1, name: 'Bob (view)', score: 7 },
    { seat: 2, name: 'Cid (view)', score: 7 },
  ],
}
const seats = [{ name: 'Ann' }, { name: 'Bob' }]

const callout = callOutsFrom<Event, View>(book, {
  bitten: (e, at) => at.say('bitten', { player: at.name(e.seat), zombie: at.name(e.zombie) }),
  built: (e, at) => (e.level === 5 ? at.say('built:hotel', { player: at.name(e.seat) }) : null),
})

describe('callOutsFrom', () => {
  it('says an event’s moment in the game’s words, naming seats as the table does', () => {
    expect(callout({ type: 'bitten', seat: 2, zombie: 0, text: '' }, view, seats)).toEqual({
      title: 'Bitten!',
      line: 'Ann bites Cid (view).',
      tone: 'zombie',
    })
  })

  it('leaves out what the moment turns down, event types it does not list, and inherited names', () => {
    expect(callout({ type: 'built', seat: 0, level: 2, text: '' }, view, seats)).toBeNull()
    expect(callout({ type: 'built', seat: 0, level: 5, text: '' }, view, seats)?.line).toBe(
      'Ann builds a hotel.',
    )
    expect(callout({ type: 'rolled', seat: 0, text: '' }, view, seats)).toBeNull()
    expect(callout({ type: 'toString', seat: 0, text: '' } as never, view, seats)).toBeNull()
    expect(callout({ type: 'constructor', seat: 0, text: '' } as never, view, seats)).toBeNull()
  })
})

describe('standingsFrom', () => {
  const standings = standingsFrom<View, Player>((p) => ({
    detail: book.standing('score', { score: p.score }),
    rank: [p.score],
  }))
  const outcome: Outcome = { winners: [0], scores: [3, 7, 7], headline: '', summary: '' }

  it('ranks the outcome’s winners first, then by the game’s rank, named as the table names them', () => {
    expect(standings(view, outcome, seats)).toEqual([
      { seat: 0, name: 'Ann', place: 1, detail: '3 points', winner: true },
      { seat: 1, name: 'Bob', place: 2, detail: '7 points', winner: false },
      { seat: 2, name: 'Cid (view)', place: 2, detail: '7 points', winner: false },
    ])
  })
})
