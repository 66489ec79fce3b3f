import { describe, expect, it } from 'vitest'
import { viewEvents } from '../../../engine/core/events'
import { zombielife } from '../../../engine/games/zombielife'
import { act, actAll, isLegal, legal, refusal, submitTo, scenario } from './scenario'
import { assetKinds, deckTop, eventTypes, view, wonga } from './reading'

const ZOMBIE = { infected: 3, wonga: 0 } as const

describe('Rulebook: the Zombie Guide (§2.7) – one of three actions a turn', () => {
  it('a zombie chooses Bite (a human), Scavenge or Lurk – and collects no salary, pays no maintenance, draws nothing', () => {
    const s = scenario({ players: [ZOMBIE, {}, {}], deck: ['overtime'] })
    expect(legal(s, 0)).toEqual([
      { type: 'bite', target: 1 },
      { type: 'bite', target: 2 },
      { type: 'scavenge' },
      { type: 'lurk' },
    ])
    const r = actAll(s, [
      [0, { type: 'scavenge' }],
      [1, { type: 'declinePpe' }],
      [2, { type: 'declinePpe' }],
    ])
    expect(wonga(r.state, 0)).toBe(2)
    expect(r.state.turn.seat).toBe(1)
    expect(deckTop(r.state, 1)).toEqual(['overtime'])
    expect(r.events.map((e) => e.text)).toContain('Ann scavenges 2 Wonga.')
  })

  it('zombies do not choose a Human Guide option, buy assets or play cards', () => {
    const s = scenario({ players: [ZOMBIE, {}, {}] })
    expect(refusal(() => submitTo(zombielife, s, 0, { type: 'chooseOption', option: 'A' })).code).toBe(
      'ILLEGAL',
    )
    expect(refusal(() => submitTo(zombielife, s, 0, { type: 'buyAsset', kind: 'life' })).message).toMatch(
      /Zombies/,
    )
  })

  it('Bite: the human resolves an infection as if drawn – PPE offer, claims – but no Infection card is used', () => {
    const s = scenario({ players: [ZOMBIE, { assets: ['medical'] }, {}], deck: ['overtime'] })
    let r = act(s, 0, { type: 'bite', target: 1 })
    // The other humans may cancel first; the bitten one answers in the infection itself.
    expect(r.state.decision).toMatchObject({ kind: 'cancel', seat: 2, zombie: 0 })
    r = act(r.state, 2, { type: 'declinePpe' })
    expect(r.state.decision).toEqual({ kind: 'ppe', seat: 1, source: 'bite' })
    r = act(r.state, 1, { type: 'declinePpe' })
    expect(r.state.players[1]?.infected).toBe(1)
    expect(wonga(r.state, 1)).toBe(3 + 4)
    expect(assetKinds(r.state, 1)).toEqual([])
    expect(r.state.revealed).toBeNull()
    expect(deckTop(r.state, 1)).toEqual(['overtime'])
    expect(r.state.turn.seat).toBe(1)
    expect(eventTypes(r.events)).not.toContain('infectionSlotted')
  })

  it('Bite: the bitten human may play PPE against it', () => {
    const s = scenario({ players: [ZOMBIE, { hand: ['ppe'] }, { wonga: 0 }] })
    const r = actAll(s, [
      [0, { type: 'bite', target: 1 }],
      [1, { type: 'playPpe' }],
    ])
    expect(r.state.players[1]).toMatchObject({ infected: 0, wonga: 2, hand: [] })
  })

  it('Bite: a human bitten to the last token turns into a zombie at once', () => {
    const s = scenario({
      players: [ZOMBIE, { infected: 2, wonga: 0, hand: ['overtime'], assets: ['life'] }, {}],
    })
    const r = actAll(s, [
      [0, { type: 'bite', target: 1 }],
      [2, { type: 'declinePpe' }],
    ])
    expect(r.state.players[1]).toMatchObject({ zombie: true, hand: [], assets: [], wonga: 16 })
    expect(r.state.turn.seat).toBe(1)
    expect(r.state.turn.phase).toBe('zombie')
  })

  it('Lurk: the zombie looks at the top 3 Action cards and puts them back in any order; nobody else sees them', () => {
    const s = scenario({
      players: [ZOMBIE, { wonga: 0 }, { wonga: 0 }],
      deck: ['infection', 'overtime', 'lockdown', 'stockTip'],
    })
    let r = act(s, 0, { type: 'lurk' })
    expect(r.state.decision).toEqual({ kind: 'arrange', seat: 0, count: 3, source: 'lurk' })
    expect(view(r.state, 0).peek?.map((c) => c.kind)).toEqual(['infection', 'overtime', 'lockdown'])
    expect(view(r.state, 1).peek).toBeNull()
    expect(view(r.state, 'spectator').peek).toBeNull()
    expect(legal(r.state, 0)).toHaveLength(6)
    r = act(r.state, 0, { type: 'arrangeTop', order: [1, 2, 0] })
    expect(deckTop(r.state, 4)).toEqual(['overtime', 'lockdown', 'infection', 'stockTip'])
    const arranged = (viewer: 0 | 1) => viewEvents(r.events, viewer).find((e) => e.type === 'deckArranged')
    expect(arranged(0)?.kinds).toEqual(['overtime', 'lockdown', 'infection'])
    expect(arranged(1)).not.toHaveProperty('kinds')
  })
})

describe('Rulebook: PPE against zombies – "prevent a zombified player from taking an action"', () => {
  it('any human may play PPE, paying its cost, to cancel the action; the zombie’s turn then ends', () => {
    const s = scenario({ players: [ZOMBIE, { hand: ['ppe'] }, { hand: ['ppe'] }] })
    const r = actAll(s, [
      [0, { type: 'scavenge' }],
      [1, { type: 'playPpe' }],
    ])
    expect(wonga(r.state, 0)).toBe(0)
    expect(r.state.players[1]).toMatchObject({ wonga: 2, hand: [] })
    expect(r.state.players[2]?.hand).toHaveLength(1)
    expect(r.state.turn.seat).toBe(1)
    expect(r.events.map((e) => e.text)).toContain('Bob plays PPE: Ann fails to scavenge 2 Wonga.')
  })

  it('the humans are asked in turn order starting on the zombie’s left; those who cannot pay are not asked', () => {
    const s = scenario({ players: [{}, { wonga: 0 }, ZOMBIE, {}], seat: 2 })
    let r = act(s, 2, { type: 'scavenge' })
    expect(r.state.decision).toMatchObject({ kind: 'cancel', seat: 3 })
    r = act(r.state, 3, { type: 'declinePpe' })
    expect(r.state.decision).toMatchObject({ kind: 'cancel', seat: 0 })
    r = act(r.state, 0, { type: 'declinePpe' })
    expect(r.state.decision).toBeNull()
    expect(r.state.turn.seat).toBe(3)
    expect(wonga(r.state, 2)).toBe(2)
  })

  it('every human who could pay is asked, PPE in hand or not (holding one is secret)', () => {
    const s = scenario({ players: [ZOMBIE, { hand: ['overtime'] }, {}] })
    const r = act(s, 0, { type: 'scavenge' })
    expect(legal(r.state, 1)).toEqual([{ type: 'declinePpe' }])
  })

  it('§2.7 balancing knob (match option biteOncePerTargetPerRound): each human may be bitten once a round', () => {
    const base = { players: [ZOMBIE, { wonga: 0 }, { wonga: 0 }, ZOMBIE], deck: ['overtime'] } as const
    const once = scenario({ ...base, options: { biteOncePerTargetPerRound: true } })
    let r = act(once, 0, { type: 'bite', target: 1 })
    expect(r.state.turn.seat).toBe(1)
    const later = { ...r.state, turn: { ...r.state.turn, seat: 3, phase: 'zombie' as const } }
    expect(isLegal(later, 3, { type: 'bite', target: 1 })).toBe(false)
    expect(isLegal(later, 3, { type: 'bite', target: 2 })).toBe(true)
    const free = scenario(base)
    r = act(free, 0, { type: 'bite', target: 1 })
    const again = { ...r.state, turn: { ...r.state.turn, seat: 3, phase: 'zombie' as const } }
    expect(isLegal(again, 3, { type: 'bite', target: 1 })).toBe(true)
  })
})
