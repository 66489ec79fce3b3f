import { describe, expect, it } from 'vitest'
import { zombielife } from '../../../engine/games/zombielife'
import type { ZombielifeState } from '../../../engine/games/zombielife/types'
import { act, actAll, scenario } from './scenario'
import type { ScenarioSpec } from './scenario'
import { deckTop, kindOfCard, view, wonga } from './reading'

/** The last seat of round `round` (first seat 0, three players) ends its turn with option B. */
function endRoundWith(spec: Omit<ScenarioSpec, 'seat'>): {
  state: ZombielifeState
  events: readonly { type: string; text: string }[]
} {
  const s = scenario({ ...spec, seat: spec.players.length - 1 })
  return act(s, spec.players.length - 1, { type: 'chooseOption', option: 'B' })
}

describe('Rulebook: End of Round', () => {
  it('the last player draws a card and places it face up in the Round Indicator Area', () => {
    const r = endRoundWith({ players: [{}, {}, {}], deck: ['overtime', { kind: 'stockTip', dividend: 1 }] })
    expect(r.state.roundCards.map(kindOfCard)).toEqual(['stockTip'])
    expect(view(r.state, 'spectator').roundCards).toEqual([
      { id: r.state.roundCards[0], kind: 'stockTip', dividend: 1 },
    ])
    expect(r.events.map((e) => e.text)).toContain('Cid reveals Stock Tip as the round 1 card: dividend 1.')
  })

  it('worked example: 2 Investments and a round card with Dividend 2 (Social Distancing) earn 4 Wonga', () => {
    const r = endRoundWith({
      players: [{ wonga: 0, assets: ['investment', 'investment'] }, {}, {}],
      deck: ['overtime', { kind: 'socialDistancing', dividend: 2 }],
    })
    expect(wonga(r.state, 0)).toBe(4)
    expect(r.events.map((e) => e.text)).toContain('Ann earns 4 Wonga in dividends.')
  })

  it('ILP dividends are placed on the ILP card, not paid in cash', () => {
    const r = endRoundWith({
      players: [{ wonga: 0, assets: ['ilp', { kind: 'ilp', money: 3 }] }, {}, {}],
      deck: ['overtime', { kind: 'policyLapse', dividend: 2 }],
    })
    const [a, b] = r.state.players[0]!.assets
    expect(wonga(r.state, 0)).toBe(0)
    expect([r.state.onCard[a!], r.state.onCard[b!]]).toEqual([2, 5])
  })

  it('the First Player Marker passes to the left; the old first player goes last next round', () => {
    const r = endRoundWith({ players: [{}, {}, {}], deck: ['overtime', 'stockTip'] })
    expect(r.state).toMatchObject({ round: 2, firstSeat: 1 })
    expect(r.state.turn).toMatchObject({ seat: 1, phase: 'chooseOption' })
    let s = r.state
    const order: number[] = []
    for (let i = 0; i < 3; i++) {
      order.push(s.turn.seat)
      s = act(s, s.turn.seat, { type: 'chooseOption', option: 'B' }).state
      while (s.decision)
        s = act(s, s.decision.seat, zombielife.legalActions(s, s.decision.seat).at(-1)!).state
    }
    expect(order).toEqual([1, 2, 0])
    expect(s).toMatchObject({ round: 3, firstSeat: 2 })
  })

  it('Z7: an Infection card revealed as the round card pays 0, infects nobody and stays in the round area', () => {
    const r = endRoundWith({ players: [{ assets: ['investment'] }, {}, {}], deck: ['overtime', 'infection'] })
    expect(r.state.roundCards.map(kindOfCard)).toEqual(['infection'])
    expect(r.state.players.map((p) => p.infected)).toEqual([0, 0, 0])
    expect(wonga(r.state, 0)).toBe(3)
    expect(r.state.deck).not.toContain(r.state.roundCards[0])
    expect(r.state.decision).toBeNull()
  })

  it('Z10: a zombie who is last in the round still draws the round card', () => {
    const s = scenario({
      players: [{ wonga: 0 }, { wonga: 0 }, { infected: 3 }],
      seat: 2,
      deck: ['overtime'],
    })
    const r = act(s, 2, { type: 'scavenge' })
    expect(r.state.roundCards.map(kindOfCard)).toEqual(['overtime'])
    expect(r.events.map((e) => e.text)).toContain('Cid reveals Overtime as the round 1 card: dividend 1.')
  })
})

describe('Rulebook: Game End', () => {
  it('the game ends once the 6th round card is placed and its dividends are collected', () => {
    const r = endRoundWith({
      players: [{ wonga: 0, assets: ['investment'] }, {}, {}],
      round: 6,
      deck: ['overtime', { kind: 'dividendReinvestment', dividend: 3 }],
    })
    expect(r.state.over).toBe(true)
    expect(wonga(r.state, 0)).toBe(3)
    expect(zombielife.toAct(r.state)).toEqual([])
    expect(zombielife.legalActions(r.state, 0)).toEqual([])
    expect(zombielife.outcome(r.state)).not.toBeNull()
    expect(r.events.at(-1)?.type).toBe('gameEnded')
  })

  it('Z11: the game ends at once when everyone is a zombie, with no further dividends', () => {
    const s = scenario({
      players: [{ infected: 3 }, { infected: 3 }, { infected: 2, wonga: 0, assets: ['investment'] }],
      seat: 2,
      deck: ['infection', { kind: 'overtime', dividend: 3 }],
    })
    const r = actAll(s, [
      [2, { type: 'chooseOption', option: 'B' }],
      [2, { type: 'declinePpe' }],
      [2, { type: 'slotInfection', position: 1 }],
    ])
    expect(r.state.over).toBe(true)
    expect(r.state.roundCards).toEqual([])
    expect(deckTop(r.state, 1)).toEqual(['overtime'])
    expect(wonga(r.state, 2)).toBe(3)
    expect(r.events.at(-1)?.text).toMatch(/^Everyone is a zombie. The game is over./)
  })

  it('the game ends after 6 rounds in a real game: 6 round cards, every seat took 6 turns', () => {
    let s = zombielife.setup([{ name: 'A' }, { name: 'B' }], 'full', {
      firstSeat: 0,
      cardMoneyOnZombification: 'lost',
      biteOncePerTargetPerRound: false,
    })
    let turns = 0
    while (!s.over) {
      const seat = zombielife.toAct(s)[0]!
      const actions = zombielife.legalActions(s, seat)
      const choice = actions.find((a) => a.type === 'chooseOption' && a.option === 'B') ?? actions.at(-1)!
      if (choice.type === 'chooseOption') turns++
      s = zombielife.apply(s, seat, choice).state
    }
    if (s.players.every((p) => !p.zombie)) {
      expect(s.roundCards.length).toBe(6)
      expect(turns).toBe(12)
    }
    expect(s.round).toBe(6)
  })
})

describe('Rulebook: scoring', () => {
  it('worked example: 1 healthy token, an Endowment holding 4 and 20 in cash score 33', () => {
    const s = scenario({
      players: [
        { infected: 2, wonga: 20, assets: [{ kind: 'endowment', money: 4 }], lastTurn: 11 },
        { wonga: 0 },
      ],
      seat: 1,
      round: 6,
      turnNumber: 12,
      deck: ['overtime', { kind: 'bullRun', dividend: 0 }],
    })
    expect(view(s, 1).players[0]?.score).toBe(33)
    const r = act(s, 1, { type: 'chooseOption', option: 'B' })
    expect(r.state.over).toBe(true)
    expect(zombielife.outcome(r.state)?.scores[0]).toBe(33)
    expect(zombielife.outcome(r.state)?.winners).toEqual([0])
  })

  it('survivor bonus: 5 Wonga per healthy token; the money on ILP cards counts double too; zombies get no bonus', () => {
    const s = scenario({
      players: [
        { wonga: 1, infected: 0, assets: [{ kind: 'ilp', money: 3 }, 'life'] },
        { wonga: 9, infected: 3 },
      ],
    })
    expect(view(s, 1).players.map((p) => p.score)).toEqual([1 + 15 + 6, 9])
  })

  it('Z12 tie-break: the tied player who took a turn last wins (a zombie’s turn counts)', () => {
    const finalScores = (lastTurns: readonly [number, number, number]) => {
      const s = scenario({
        players: [
          { wonga: 5, infected: 2, lastTurn: lastTurns[0] },
          { wonga: 10, infected: 3, lastTurn: lastTurns[1] },
          { wonga: 0, infected: 3, lastTurn: lastTurns[2] },
        ],
        seat: 2,
        turnNumber: 20,
      })
      return zombielife.outcome({ ...s, over: true })
    }
    expect(finalScores([18, 17, 20])).toMatchObject({ winners: [0], scores: [10, 10, 0] })
    expect(finalScores([18, 19, 20])).toMatchObject({ winners: [1], scores: [10, 10, 0] })
    expect(finalScores([18, 19, 20])?.summary).toMatch(/tie goes to the player who took a turn last/)
  })

  it('the round card dividends count as the game goes: deck top is used for the round card', () => {
    const r = endRoundWith({ players: [{}, {}, {}], deck: ['overtime', 'stockTip', 'lockdown'] })
    expect(deckTop(r.state, 1)).toEqual(['lockdown'])
  })
})
