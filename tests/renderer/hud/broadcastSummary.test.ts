/**
 * The kit's broadcast builders (renderer/hud/broadcastSummary): a game declares how its players and
 * phase read, and broadcastFrom makes the stream overlay's summary of it; handNamesFrom lists a hand.
 */
import { describe, expect, it } from 'vitest'
import type { Outcome, Seat } from '../../../engine/core/types'
import { broadcastFrom, broadcastWords, handNamesFrom } from '../../../renderer/hud/broadcastSummary'

interface Player {
  readonly seat: Seat
  readonly name: string
  readonly zombie: boolean
  readonly broke: boolean
  readonly cash: number
}
interface View {
  readonly players: readonly Player[]
  readonly turn: Seat
  readonly over: boolean
  readonly round: number
  readonly hand: readonly { readonly id: number; readonly kind: 'b' | 'a' | 'c' }[] | null
}

const view: View = {
  players: [
    { seat: 0, name: 'Ann', zombie: false, broke: false, cash: 5 },
    { seat: 1, name: 'Bob', zombie: true, broke: false, cash: 0 },
    { seat: 2, name: 'Cid', zombie: false, broke: true, cash: 0 },
  ],
  turn: 1,
  over: false,
  round: 3,
  hand: [
    { id: 1, kind: 'c' },
    { id: 2, kind: 'a' },
    { id: 3, kind: 'b' },
  ],
}

const rules = {
  players: (v: View) => v.players,
  turn: (v: View) => (v.over ? null : v.turn),
  tone: (p: Player) => (p.broke ? ('out' as const) : p.zombie ? ('zombie' as const) : ('alive' as const)),
  status: { won: 'Winner', alive: 'Human', zombie: 'Zombie', out: 'Bankrupt' },
  facts: (p: Player) => [`$${p.cash}`],
  color: (seat: Seat) => `#${seat}`,
  phase: (v: View) => ({ phase: `Round ${v.round}`, detail: 'Moving' }),
}

const outcome: Outcome = { winners: [0], scores: [5, 0, 0], headline: 'Ann wins', summary: '' }

describe('broadcastFrom', () => {
  it('says each player’s state, facts, turn, colour and whether the game waits on them', () => {
    const summary = broadcastFrom(rules)(view, [], [2], null)
    expect(summary).toEqual({
      phase: 'Round 3',
      detail: 'Moving',
      players: [
        {
          seat: 0,
          name: 'Ann',
          status: 'Human',
          tone: 'alive',
          facts: ['$5'],
          active: false,
          toAct: false,
          color: '#0',
        },
        {
          seat: 1,
          name: 'Bob',
          status: 'Zombie',
          tone: 'zombie',
          facts: ['$0'],
          active: true,
          toAct: false,
          color: '#1',
        },
        {
          seat: 2,
          name: 'Cid',
          status: 'Bankrupt',
          tone: 'out',
          facts: ['$0'],
          active: false,
          toAct: true,
          color: '#2',
        },
      ],
    })
    expect(summary.players.some((p) => 'out' in p)).toBe(false)
  })

  it('once nobody has a turn: "Game over", the result, the winners as won, nobody active', () => {
    const summary = broadcastFrom(rules)({ ...view, over: true }, [], [], outcome)
    expect(summary.phase).toBe(broadcastWords.gameOver)
    expect(summary.detail).toBe('Ann wins')
    expect(summary.players.map((p) => [p.status, p.tone])).toEqual([
      ['Winner', 'won'],
      ['Zombie', 'zombie'],
      ['Bankrupt', 'out'],
    ])
    expect(summary.players.some((p) => p.active)).toBe(false)
  })

  it('takes the winners and who is out from the game where it says', () => {
    const summary = broadcastFrom({ ...rules, winners: () => [1], out: (p: Player) => p.broke })(
      view,
      [],
      [],
      outcome,
    )
    expect(summary.players.map((p) => [p.tone, p.out])).toEqual([
      ['alive', false],
      ['won', false],
      ['out', true],
    ])
  })
})

describe('handNamesFrom', () => {
  const names = handNamesFrom(
    (v: View) => v.hand,
    (card) => ['a', 'b', 'c'].indexOf(card.kind),
    (kind) => kind.toUpperCase(),
  )

  it('names a hand’s cards in the HUD’s order', () => {
    expect(names(view)).toEqual(['A', 'B', 'C'])
  })

  it('is null for a view with no hand', () => {
    expect(names({ ...view, hand: null })).toBeNull()
  })
})
