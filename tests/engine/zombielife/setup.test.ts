import { describe, expect, it } from 'vitest'
import { Match } from '../../../engine/core/match'
import { zombielife } from '../../../engine/games/zombielife'
import { ASSET_KINDS, ZOMBIELIFE, actionCopy, assetCopy, inPlay } from '../../../engine/games/zombielife/data'
import { resolveZombielifeOptions } from '../../../engine/games/zombielife/options'
import type { ZombielifeState } from '../../../engine/games/zombielife/types'
import { games } from '../../../engine/index'
import { legal } from './scenario'
import { kindOfCard } from './reading'

const players = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }))
const setup = (n: number, seed: string | number = 'setup', options: unknown = {}): ZombielifeState =>
  zombielife.setup(players(n), seed, resolveZombielifeOptions(options, n))

describe('Game Setup: the Action deck is filtered by the player-count symbol', () => {
  it.each([
    [2, 'unmarked cards only', 32],
    [3, 'unmarked + 3', 40],
    [4, 'unmarked + 3 + 4', 48],
    [5, 'all cards', 56],
  ] as const)('%i players use %s (%i cards); the rest lie in the box', (n, _what, total) => {
    const s = setup(n)
    const used = [...s.deck, ...s.players.flatMap((p) => p.hand)]
    expect(used).toHaveLength(total)
    expect(s.box).toHaveLength(56 - total)
    for (const id of used) expect(inPlay(actionCopy(id), n)).toBe(true)
    for (const id of s.box) expect(inPlay(actionCopy(id), n)).toBe(false)
  })
})

describe('Game Setup: each player gets 3 Action cards, 1 PPE, 3 Wonga and 3 healthy Health Tokens', () => {
  it.each([2, 3, 4, 5])('%i players', (n) => {
    const s = setup(n)
    for (const p of s.players) {
      const kinds = p.hand.map(kindOfCard)
      expect(kinds.filter((k) => k === 'ppe')).toHaveLength(1)
      expect(kinds.filter((k) => k !== 'ppe' && k !== 'infection')).toHaveLength(3)
      expect(kinds).not.toContain('infection')
      expect(p).toMatchObject({ wonga: 3, infected: 0, zombie: false, assets: [] })
    }
  })

  it('the Infection cards and the remaining PPE are shuffled into the deck', () => {
    for (const n of [2, 3, 4, 5]) {
      const s = setup(n)
      const inDeck = (kind: string) => s.deck.filter((id) => kindOfCard(id) === kind).length
      const total = (kind: string) => ZOMBIELIFE.actions.filter((c) => c.kind === kind && inPlay(c, n)).length
      expect(inDeck('infection')).toBe(total('infection'))
      expect(inDeck('ppe')).toBe(total('ppe') - n)
    }
    const a = setup(4, 1)
    const b = setup(4, 2)
    expect(a.deck).not.toEqual(b.deck)
    const all = (s: ZombielifeState) => [...s.deck, ...s.players.flatMap((p) => p.hand)].sort((x, y) => x - y)
    expect(all(a)).toEqual(all(b))
  })

  it('the same seed deals the same game', () => {
    expect(JSON.stringify(setup(5, 'same'))).toBe(JSON.stringify(setup(5, 'same')))
  })
})

describe('Game Setup: the asset piles', () => {
  it('Life and Critical Illness are arranged from the highest value on top to the lowest at the bottom', () => {
    const s = setup(3)
    const payouts = (kind: (typeof ASSET_KINDS)[number]) =>
      (s.piles[ASSET_KINDS.indexOf(kind)] ?? []).map((id) => assetCopy(id).payout).reverse()
    expect(payouts('life')).toEqual([16, 15, 14, 13, 12, 11, 10, 9])
    expect(payouts('criticalIllness')).toEqual([12, 11, 10, 9, 8, 7, 6, 5])
    expect(s.piles.map((p) => p.length)).toEqual([8, 8, 8, 8, 6, 15])
  })
})

describe('Game Setup: the first player', () => {
  it('the oldest player (option firstSeat) holds the First Player Marker and takes the first turn', () => {
    const s = setup(4, 'first', { firstSeat: 2 })
    expect(s.firstSeat).toBe(2)
    expect(s.turn).toMatchObject({ seat: 2, number: 1, phase: 'chooseOption' })
    expect(zombielife.toAct(s)).toEqual([2])
    expect(legal(s, 2)).toEqual([
      { type: 'chooseOption', option: 'A' },
      { type: 'chooseOption', option: 'B' },
    ])
    expect(s.round).toBe(1)
  })

  it('Match refuses a table of 1 or 6 players and a first seat outside the table', () => {
    expect(() => Match.create(games, { game: 'zombielife', players: players(1), seed: 1 })).toThrow(
      /2 to 5 players/,
    )
    expect(() => Match.create(games, { game: 'zombielife', players: players(6), seed: 1 })).toThrow(
      /2 to 5 players/,
    )
    expect(() =>
      Match.create(games, { game: 'zombielife', players: players(3), seed: 1, options: { firstSeat: 3 } }),
    ).toThrow(/firstSeat/)
  })
})
