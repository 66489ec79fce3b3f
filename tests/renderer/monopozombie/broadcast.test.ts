import { describe, expect, it } from 'vitest'
import type { MonopoState } from '../../../engine/games/monopozombie/types'
import { gameUis } from '../../../renderer/games'
import { monopozombieBroadcast } from '../../../renderer/games/monopozombie/broadcast'
import { SEAT_COLORS } from '../../../renderer/games/monopozombie/scene/seatColors'
import { SQ, ann, cid, d6, withDice } from '../../engine/monopozombie/board'
import { act, monopozombie, owned, roll, scenario } from '../../engine/monopozombie/scenario'
import { newStateOf } from '../shared/hudFixtures'
import { expectGameOver, streamSummaryOf } from '../shared/streamSummary'

const { summaryOf, byName } = streamSummaryOf(monopozombie, monopozombieBroadcast)

describe('the MonopoZombie stream summary', () => {
  it('names everyone of a new match: Stage 1, round 1, $1,500 each, no deeds', () => {
    const state = newStateOf<MonopoState>(
      'monopozombie',
      ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'],
      'broadcast-test',
    )
    const summary = summaryOf(state)
    expect(summary.phase).toBe('Stage 1: Capitalism')
    expect(summary.detail).toBe('Round 1')
    expect(summary.players.map((p) => p.name)).toEqual(['Ann', 'Bob', 'Cid', 'Dee', 'Eve'])
    expect(summary.players.filter((p) => p.active).map((p) => p.seat)).toEqual([state.turn.seat])
    for (const p of summary.players) {
      expect(p).toMatchObject({
        status: 'Human',
        tone: 'alive',
        facts: ['$1,500', '0 properties'],
        out: false,
      })
      expect(p.color).toBe(SEAT_COLORS[p.seat])
    }
  })

  it("says each player's cash and properties, a zombie, Quarantine, and the Outbreak stage", () => {
    const state = scenario({
      players: [{ cash: 1234 }, { zombie: true, cash: 80 }, { inJail: true }],
      lots: { ...owned(ann, [SQ.mediterranean, SQ.baltic]), [SQ.boardwalk]: cid },
      seat: 2,
    })
    const summary = summaryOf(state)
    expect(summary.phase).toBe('Stage 2: Outbreak')
    const players = byName(state)
    expect(players.get('Ann')).toMatchObject({
      status: 'Human',
      facts: ['$1,234', '2 properties'],
      active: false,
    })
    expect(players.get('Bob')).toMatchObject({
      status: 'Zombie',
      tone: 'zombie',
      facts: ['$80', '0 properties'],
    })
    expect(players.get('Cid')).toMatchObject({
      facts: ['$1,500', '1 property', 'In Quarantine'],
      active: true,
      toAct: true,
    })
  })

  it('a player who goes bankrupt under classic elimination is out of the game', () => {
    const state = scenario({
      players: [{ cash: 50, position: 35 }, {}, {}],
      options: { bankruptcy: 'eliminate' },
    })
    const owing = roll(state, 1, 2).state
    expect(owing.debt).toMatchObject({ seat: ann, creditor: 'bank' })
    const broke = act(owing, ann, { type: 'declareBankruptcy' }).state
    expect(byName(broke).get('Ann')).toMatchObject({
      status: 'Bankrupt',
      tone: 'out',
      out: true,
      facts: ['$0', '0 properties'],
    })
    expect(byName(broke).get('Ann')?.active).toBe(false)
  })

  it('at the end: "Game over", the winner, no one on turn', () => {
    // Cid turns on Go To Jail, the Apocalypse starts, and Ann lands on her improved Oriental and wins.
    const state = scenario({
      players: [
        { lapped: true, position: 0 },
        { zombie: true, position: 30 },
        { lapped: true, position: 25 },
      ],
      seat: cid,
      lots: { ...owned(ann, [SQ.oriental, SQ.vermont, SQ.connecticut], 2) },
    })
    const cidRolls = act(withDice(state, d6(2, 3, 2, 4, 5)), cid, { type: 'roll' }).state
    const won = act(cidRolls, ann, { type: 'moveSurvivor', dice: [0, 1], dir: 1 }).state
    expect(won.winners).toEqual([ann])
    expectGameOver(summaryOf(won), 'Ann wins', [
      ['Winner', 'won'],
      ['Zombie', 'zombie'],
      ['Zombie', 'zombie'],
    ])
  })

  it('has no hands to show: everything at its table is public', () => {
    expect(gameUis.monopozombie?.broadcast).toBeDefined()
    expect(gameUis.monopozombie?.handNames).toBeUndefined()
  })
})
