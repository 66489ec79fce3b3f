import { describe, expect, it } from 'vitest'
import { zombielife } from '../../../engine/games/zombielife'
import type { ZombielifeState } from '../../../engine/games/zombielife/types'
import { broadcastHands } from '../../../renderer/games/broadcastHands'
import { gameUis } from '../../../renderer/games'
import { zombielifeBroadcast, zombielifeHandNames } from '../../../renderer/games/zombielife/broadcast'
import { SEAT_COLORS } from '../../../renderer/games/zombielife/scene/seatColors'
import { act, scenario } from '../../engine/zombielife/scenario'
import { newStateOf } from '../shared/hudFixtures'
import { expectGameOver, streamSummaryOf } from '../shared/streamSummary'

const { summaryOf, byName } = streamSummaryOf(zombielife, zombielifeBroadcast)

describe('the Zombielife stream summary', () => {
  it('names everyone of a new match, round 1 of 6, the first player on turn', () => {
    const state = newStateOf<ZombielifeState>('zombielife', ['Ann', 'Bob', 'Cid', 'Dee'], 'broadcast-test')
    const summary = summaryOf(state)
    expect(summary.phase).toBe('Round 1/6')
    expect(summary.players.map((p) => p.name)).toEqual(['Ann', 'Bob', 'Cid', 'Dee'])
    expect(summary.players.filter((p) => p.active).map((p) => p.seat)).toEqual([state.turn.seat])
    for (const p of summary.players) {
      expect(p.status).toBe('Human')
      expect(p.facts).toEqual([`${state.players[p.seat]?.wonga} Wonga`, 'Health 3/3', '0 assets'])
      expect(p.color).toBe(SEAT_COLORS[p.seat])
    }
  })

  it("says each player's Wonga, health and assets; a zombie's health is left out", () => {
    const state = scenario({
      players: [
        { wonga: 12, infected: 1, assets: ['investment', 'endowment'] },
        { wonga: 3, infected: 3, lockedDown: true },
        { wonga: 7, assets: ['investment'] },
      ],
      seat: 2,
      round: 4,
    })
    expect(summaryOf(state).phase).toBe('Round 4/6')
    const players = byName(state)
    expect(players.get('Ann')).toMatchObject({
      status: 'Human',
      tone: 'alive',
      facts: ['12 Wonga', 'Health 2/3', '2 assets'],
      active: false,
    })
    expect(players.get('Bob')).toMatchObject({
      status: 'Zombie',
      tone: 'zombie',
      facts: ['3 Wonga', '0 assets', 'Locked down'],
    })
    expect(players.get('Cid')).toMatchObject({
      facts: ['7 Wonga', 'Health 3/3', '1 asset'],
      active: true,
      toAct: true,
    })
  })

  it('at the end of round 6: "Game over", the winner, no one on turn', () => {
    const state = scenario({
      players: [{ wonga: 40 }, { wonga: 1, infected: 3 }, { wonga: 2 }],
      seat: 2,
      round: 6,
      deck: ['overtime', 'stockTip'],
    })
    const over = act(state, 2, { type: 'chooseOption', option: 'B' }).state
    expect(over.over).toBe(true)
    expectGameOver(summaryOf(over), 'Ann wins', [
      ['Winner', 'won'],
      ['Zombie', 'zombie'],
      ['Human', 'alive'],
    ])
  })
})

describe('the Zombielife hands on stream', () => {
  const state = scenario({
    players: [{ hand: ['overtime', 'ppe', 'overtime'] }, { hand: [] }, { hand: ['bullRun'] }],
  })

  it("lists a seat's own hand by short name, PPE first; the spectator has none", () => {
    expect(zombielifeHandNames(zombielife.view(state, 0))).toEqual(['PPE', 'Overtime', 'Overtime'])
    expect(zombielifeHandNames(zombielife.view(state, 'spectator'))).toBeNull()
  })

  it('gives the overlay every seat’s hand from the seats’ own views', () => {
    const views = [0, 1, 2].map((seat) => zombielife.view(state, seat))
    expect(broadcastHands(gameUis.zombielife!, views)).toEqual([
      ['PPE', 'Overtime', 'Overtime'],
      [],
      ['Bull Run'],
    ])
  })
})
