/** Rulings S1–S14 of rules/selfish.md that are not already the subject of a card's own tests. */
import { describe, expect, it } from 'vitest'
import { selfish } from '../../../engine/games/selfish'
import { SELFISH } from '../../../engine/games/selfish/data'
import { act, isLegal, legalOfType, scenario } from './scenario'
import { bag, eventTypes, hand, kindOfCard, rep, trail, view, wastelandTop } from './reading'

describe('S9: deck exhaustion – both decks reshuffle their discard pile', () => {
  it('S9: an empty Game draw pile is rebuilt from the shuffled discard pile (Phase 1 draw)', () => {
    const s = scenario({
      players: [{ hand: ['single', 'single'] }, { hand: ['single'] }, { hand: ['single'] }],
      leftoverGame: 'discard',
    })
    expect(s.deck).toEqual([])
    const discarded = s.discard.length + 1
    const r = act(s, 0, { type: 'rest', pay: ['single'] })
    expect(eventTypes(r.events)).toEqual([
      'cardsDiscarded',
      'rested',
      'turnEnded',
      'turnStarted',
      'deckReshuffled',
      'cardDrawn',
    ])
    expect(r.state.discard).toEqual([])
    expect(r.state.deck).toHaveLength(discarded - 1)
    expect(r.state.players[1]?.hand).toHaveLength(2)
    expect(view(r.state, 2).deckCount).toBe(discarded - 1)
  })

  it('S9: the Game deck reshuffles in the middle of a Shopping Mall too', () => {
    const s = scenario({
      players: [{ hand: rep('single', 4) }, { hand: ['single'] }],
      deck: ['scout'],
      discard: ['horde', 'alliance'],
      leftoverGame: 'discard',
      wasteland: ['shoppingMall'],
      dieFaces: [3],
    })
    const r = act(s, 0, { type: 'travel', pay: ['single', 'single'] })
    expect(eventTypes(r.events)).toContain('deckReshuffled')
    expect(r.state.players[0]?.hand).toHaveLength(5)
    expect(hand(r.state, 0)).toContain('scout')
  })

  it('S9: an empty Wasteland deck is rebuilt from the shuffled Wasteland discard pile', () => {
    const s = scenario({
      players: [{ hand: rep('single', 3) }, { hand: ['single'] }],
      wastelandDiscard: ['settlement'],
      leftoverWasteland: 'discard',
    })
    expect(s.wasteland).toEqual([])
    const r = act(s, 0, { type: 'travel', pay: ['single', 'single'] })
    expect(eventTypes(r.events)).toContain('wastelandReshuffled')
    expect(r.state.players[0]?.level).toBe(1)
    expect(trail(r.state, 0)[0]).not.toBeNull()
    expect(r.state.wastelandDiscard).toEqual([])
    expect(r.state.wasteland).toHaveLength(40)
  })

  it('S9: Zombie Trap on a short deck tops it up from the reshuffled discard, under the cards that were left', () => {
    const s = scenario({
      players: [{ hand: ['zombieTrap', 'single'] }, { hand: ['single'] }],
      wasteland: ['bitten'],
      leftoverWasteland: 'discard',
    })
    expect(s.wasteland).toHaveLength(1)
    const r = act(s, 0, { type: 'playCard', card: 'zombieTrap' })
    expect(r.state.decision).toEqual({ kind: 'arrange', seat: 0, count: 3 })
    expect(view(r.state, 0).peek?.[0]?.kind).toBe('bitten')
    expect(r.state.wasteland).toHaveLength(41)
  })

  it('S9: Scout on an empty deck looks at the top of the reshuffled discard pile', () => {
    const s = scenario({
      players: [{ hand: ['scout', 'single'] }, { hand: ['single'] }],
      leftoverWasteland: 'discard',
    })
    const r = act(s, 0, { type: 'playCard', card: 'scout' })
    expect(view(r.state, 0).peek).toHaveLength(1)
    expect(view(r.state, 0).peek?.[0]?.kind).toBe(wastelandTop(r.state, 1)[0])
  })

  it('S9: with no Wasteland cards anywhere a forward move places no card and has no effect', () => {
    const s = scenario({
      players: [
        { hand: ['abandonedVehicle', 'scout', 'zombieTrap', ...rep('single', 3)] },
        { hand: ['single'] },
      ],
      leftoverWasteland: 'drop',
    })
    expect(isLegal(s, 0, { type: 'playCard', card: 'scout' })).toBe(false)
    expect(isLegal(s, 0, { type: 'playCard', card: 'zombieTrap' })).toBe(false)
    let r = act(s, 0, { type: 'playCard', card: 'abandonedVehicle' }, { wastelandConserved: false })
    r = act(r.state, 0, { type: 'travel', pay: ['single', 'single'] }, { wastelandConserved: false })
    expect(r.state.players[0]).toMatchObject({ level: 2, alive: true, trail: [null, null] })
    expect(view(r.state, 1).players[0]?.trail).toEqual([null, null])
    expect(hand(r.state, 0)).toEqual(bag('single', 'scout', 'zombieTrap'))
  })

  it('S9 + S12: with no Wasteland card to save a gamble, paying the last Supplies still kills', () => {
    const s = scenario({
      players: [{ hand: ['single', 'single', 'scout'], level: 1 }, { hand: ['single'] }],
      leftoverWasteland: 'drop',
    })
    const r = act(s, 0, { type: 'travel', pay: ['single', 'single'] }, { wastelandConserved: false })
    expect(r.state.players[0]).toMatchObject({ level: 2, alive: false, hand: [] })
    expect(r.state.turn.seat).toBe(1)
  })
})

describe('S12: death timing', () => {
  it('S12: "out of Supplies" means no Supplies card in hand, whatever Action cards are left', () => {
    const s = scenario({
      players: [
        { hand: ['stealSupplies', 'single'] },
        { hand: ['double', 'bodyArmor', 'underestimate', 'scout'] },
        { hand: ['single'] },
      ],
    })
    let r = act(s, 0, { type: 'playCard', card: 'stealSupplies', target: 1 })
    r = act(r.state, 1, { type: 'respond', card: 'none' })
    expect(r.state.players[1]?.alive).toBe(false)
  })

  it('S12: Action cards can still pay (2 for 1) while a Supplies card remains – the rest is paid, the survivor lives', () => {
    const s = scenario({ players: [{ hand: ['single', 'scout', 'horde'] }, { hand: ['single'] }] })
    const r = act(s, 0, { type: 'rest', pay: ['horde', 'scout'] })
    expect(r.state.players[0]?.alive).toBe(true)
  })

  it('S12: a gamble is judged after the Wasteland card resolves (Shopping Mall roll 0 → death)', () => {
    const s = scenario({
      players: [{ hand: ['single', 'single'] }, { hand: ['single'] }],
      wasteland: ['shoppingMall'],
      dieFaces: [0],
    })
    expect(act(s, 0, { type: 'travel', pay: ['single', 'single'] }).state.players[0]?.alive).toBe(false)
  })
})

describe('S13: skipped turns', () => {
  it('S13: a skipped turn is simply empty: the player neither draws nor pays, and the turn still passes', () => {
    const s = scenario({
      players: [{ hand: ['single', 'single'] }, { hand: ['single'], skipNext: true }, { hand: ['single'] }],
    })
    const r = act(s, 0, { type: 'rest', pay: ['single'] })
    expect(r.state.turn.seat).toBe(2)
    expect(hand(r.state, 1)).toEqual(['single'])
    expect(r.state.players[1]?.alive).toBe(true)
  })
})

describe('S14: nothing structural is missing – every component of the rulebook is in the data', () => {
  it.each([
    'Single Supplies',
    'Double Supplies',
    'Abandoned Vehicle',
    'Alliance',
    'Body Armor',
    'Horde',
    'Rampage',
    'Scout',
    'Steal Supplies',
    'Underestimate',
    'Zombie Trap',
  ])('S14: Game card "%s"', (name) => {
    expect(SELFISH.gameCards.map((c) => c.name)).toContain(name)
  })

  it.each([
    'Blank',
    'Settlement',
    'Shopping Mall',
    'Secret Passageway',
    'Twisted Ankle',
    'Cut Through a Sewer',
    'Bandits',
    'Zombies!',
    "You've Been Bitten!",
  ])('S14: Wasteland card "%s"', (name) => {
    expect(SELFISH.wastelandCards.map((c) => c.name)).toContain(name)
  })

  it('S14: the card texts travel with the data (the UI shows them)', () => {
    expect(SELFISH.gameCards.find((c) => c.kind === 'underestimate')?.text).toMatch(
      /does not work on zombies/i,
    )
    expect(SELFISH.wastelandCards.find((c) => c.kind === 'zombies')?.text).toMatch(/6 or more/)
  })
})

describe('S1–S13 at a glance (each ruling also has its own detailed tests)', () => {
  it('S2: Steal Supplies played on a Body Armor holder waits for their answer', () => {
    const s = scenario({
      players: [{ hand: ['stealSupplies', 'single'] }, { hand: ['bodyArmor', 'single'] }],
    })
    expect(act(s, 0, { type: 'playCard', card: 'stealSupplies', target: 1 }).state.decision?.kind).toBe(
      'respond',
    )
  })

  it('S3: a victim holding 2 Singles and a Double is asked which to give', () => {
    const s = scenario({
      players: [
        { hand: ['stealSupplies', 'single'] },
        { hand: ['single', 'single', 'double'] },
        { hand: ['single'] },
      ],
    })
    const r = act(s, 0, { type: 'playCard', card: 'stealSupplies', target: 1 })
    expect(legalOfType(r.state, 1, 'giveSupplies')).toHaveLength(2)
  })

  it('S6: a Horde on a survivor pushes them back without resolving the card they land on', () => {
    const s = scenario({
      players: [
        { hand: ['horde', 'single'] },
        { hand: ['single'], level: 2, trail: ['bitten', 'bandits'] },
        { hand: ['single'] },
      ],
    })
    const r = act(s, 0, { type: 'playCard', card: 'horde', target: 1 })
    expect(r.state.players[1]).toMatchObject({ alive: true, level: 1 })
  })

  it('S10: a zombie that has shambled back stands on its own face-down card and shows level 0..5', () => {
    const s = scenario({
      players: [{ hand: ['single'] }, { alive: false, level: 1 }],
      seat: 1,
      phase: 'zombie',
      ap: 1,
    })
    const r = act(s, 1, { type: 'zombieMove', direction: 'backward' })
    expect(r.state.players[1]?.level).toBe(0)
    expect(r.state.players[1]?.trail).toHaveLength(1)
  })

  it('S11: the Twisted Ankle skip shows in every view until the turn is missed', () => {
    const s = scenario({ players: [{ hand: ['single', 'single'] }, { hand: ['single'], skipNext: true }] })
    expect(view(s, 0).players[1]?.skipNext).toBe(true)
    const r = act(s, 0, { type: 'rest', pay: ['single'] })
    expect(view(r.state, 0).players[1]?.skipNext).toBe(false)
  })

  it("S12: the discard pile receives the dead player's whole hand", () => {
    const s = scenario({ players: [{ hand: ['single', 'zombieTrap'] }, { hand: ['single'] }] })
    const r = act(s, 0, { type: 'rest', pay: ['single'] })
    expect(r.state.discard.slice(-2).map(kindOfCard).sort()).toEqual(['single', 'zombieTrap'])
  })

  it("S5: the random choices come from the state's RNG: replaying the same state gives the same steal", () => {
    const s = scenario({
      players: [
        { hand: ['rampage', 'single'] },
        { hand: ['single', 'double', 'scout'] },
        { hand: ['single', 'horde'] },
      ],
    })
    const a = selfish.apply(s, 0, { type: 'playCard', card: 'rampage', targets: [1, 2] })
    const b = selfish.apply(s, 0, { type: 'playCard', card: 'rampage', targets: [1, 2] })
    expect(a).toEqual(b)
    expect(a.state.rng).not.toEqual(s.rng)
  })
})
