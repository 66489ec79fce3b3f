import { describe, expect, it } from 'vitest'
import type { Viewer } from '../../../engine/core/types'
import { selfish } from '../../../engine/games/selfish'
import type { SelfishState } from '../../../engine/games/selfish/types'
import { broadcastHands } from '../../../renderer/games/broadcastHands'
import { gameUis } from '../../../renderer/games'
import { selfishBroadcast, selfishHandNames } from '../../../renderer/games/selfish/broadcast'
import { SEAT_COLORS } from '../../../renderer/games/selfish/scene/seatColors'
import { act, lastSurvivorBitten, scenario } from '../../engine/selfish/scenario'
import { newStateOf } from '../shared/hudFixtures'
import { expectGameOver, streamSummaryOf } from '../shared/streamSummary'

/** The summary of `state` as the stream page gets it: from the spectator's view and the host's fields. */
const { summaryOf, byName } = streamSummaryOf(selfish, selfishBroadcast)

describe('the Selfish stream summary', () => {
  it('names everyone of a new match in seat order, with the first player on turn', () => {
    const state = newStateOf<SelfishState>('selfish', ['Ann', 'Bob', 'Cid'], 'broadcast-test')
    const first = state.turn.seat
    const summary = summaryOf(state)
    expect(summary.phase).toBe('Turn 1')
    expect(summary.detail).toBe('Actions, then rest or travel')
    expect(summary.players.map((p) => p.name)).toEqual(['Ann', 'Bob', 'Cid'])
    expect(summary.players.filter((p) => p.active).map((p) => p.seat)).toEqual([first])
    for (const p of summary.players) {
      expect(p.status).toBe('Survivor')
      expect(p.facts[0]).toBe('6 spaces to the chopper')
      expect(p.facts[1]).toBe(`${state.players[p.seat]?.hand.length} cards`)
      expect(p.color).toBe(SEAT_COLORS[p.seat])
    }
  })

  it('says how far each survivor is from the chopper, a zombie’s level, cards and a lost turn', () => {
    const state = scenario({
      players: [
        { hand: ['single', 'single', 'horde'], level: 2 },
        { alive: false, level: 3 },
        { hand: ['single'], level: 5, skipNext: true },
      ],
      seat: 0,
    })
    const players = byName(state)
    expect(players.get('Ann')).toMatchObject({
      status: 'Survivor',
      tone: 'alive',
      facts: ['4 spaces to the chopper', '3 cards'],
      active: true,
      toAct: true,
    })
    expect(players.get('Bob')).toMatchObject({
      status: 'Zombie',
      tone: 'zombie',
      facts: ['Level 3/6', '0 cards'],
      active: false,
      toAct: false,
    })
    expect(players.get('Cid')).toMatchObject({
      status: 'Survivor',
      facts: ['1 space to the chopper', '1 card', 'Skips next turn'],
      active: false,
    })
  })

  it('marks the bitten player as the one to act while the turn stays with the zombie', () => {
    const state = scenario({
      players: [
        { hand: ['bodyArmor', 'single', 'single'], level: 2 },
        { alive: false, level: 2 },
      ],
      seat: 1,
      phase: 'zombie',
      ap: 2,
    })
    const bitten = act(state, 1, { type: 'zombieAttack', target: 0 }).state
    const players = byName(bitten)
    expect(players.get('Bob')).toMatchObject({ active: true, toAct: false })
    expect(players.get('Ann')).toMatchObject({ active: false, toAct: true })
  })

  it('at the end: "Game over", who escaped, and no one on turn', () => {
    const state = scenario({
      players: [{ hand: ['single', 'single', 'double'], level: 5 }, { hand: ['single'] }, { alive: false }],
      wasteland: ['blank'],
    })
    const won = act(state, 0, { type: 'travel', pay: ['single', 'single'] }).state
    const summary = summaryOf(won)
    expectGameOver(summary, 'Ann escapes', [
      ['Escaped', 'won'],
      ['Survivor', 'alive'],
      ['Zombie', 'zombie'],
    ])
    expect(summary.players[0]?.facts[0]).toBe('At the chopper')
  })

  it('when the zombies win, everyone is a zombie and no one escaped', () => {
    const over = lastSurvivorBitten().state
    const summary = summaryOf(over)
    expect(summary.detail).toBe('The zombies win')
    expect(summary.players.map((p) => p.status)).toEqual(['Zombie', 'Zombie', 'Zombie'])
  })
})

describe('the Selfish hands on stream', () => {
  const state = scenario({
    players: [{ hand: ['horde', 'single', 'double', 'single'] }, { hand: ['bodyArmor'] }, { alive: false }],
  })
  const viewOf = (viewer: Viewer) => selfish.view(state, viewer)

  it("lists a seat's own hand by short name, Supplies first; the spectator has none", () => {
    expect(selfishHandNames(viewOf(0))).toEqual(['Single', 'Single', 'Double', 'Horde'])
    expect(selfishHandNames(viewOf('spectator'))).toBeNull()
  })

  it('gives the overlay every seat’s hand from the seats’ own views', () => {
    const hands = broadcastHands(gameUis.selfish!, [0, 1, 2].map(viewOf))
    expect(hands).toEqual([['Single', 'Single', 'Double', 'Horde'], ['Body Armor'], []])
  })
})
