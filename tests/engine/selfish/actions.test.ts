import { describe, expect, it } from 'vitest'
import { viewEvents } from '../../../engine/core/events'
import { selfish, type SelfishState } from '../../../engine/games/selfish'
import { act, actAll, isLegal, legalOfType, refusal, submitTo, scenario } from './scenario'
import {
  SELFISH,
  bag,
  count,
  eventTypes,
  hand,
  kindOfCard,
  kindOfWaste,
  trail,
  view,
  wastelandTop,
} from './reading'

describe('Rulebook: Game Cards – Actions (counts)', () => {
  it.each([
    ['abandonedVehicle', 4],
    ['alliance', 4],
    ['bodyArmor', 5],
    ['horde', 3],
    ['rampage', 3],
    ['scout', 4],
    ['stealSupplies', 3],
    ['underestimate', 3],
    ['zombieTrap', 4],
  ] as const)('%s: %i cards in the Game deck', (kind, n) => {
    expect(SELFISH.gameKindOf.filter((k) => k === kind)).toHaveLength(n)
  })
})

describe('Abandoned Vehicle', () => {
  it.each(['bitten', 'bandits', 'sewer', 'twistedAnkle', 'settlement', 'secretPassageway'] as const)(
    'Abandoned Vehicle: move forward 1 without paying Supplies and ignore the Wasteland card (%s)',
    (card) => {
      const s = scenario({
        players: [{ hand: ['abandonedVehicle', 'single'] }, { hand: ['single'] }, { hand: ['single'] }],
        wasteland: [card, 'blank'],
        dieFaces: [3],
      })
      const r = act(s, 0, { type: 'playCard', card: 'abandonedVehicle' })
      const p = r.state.players[0]
      expect(p).toMatchObject({ alive: true, level: 1, skipNext: false })
      expect(trail(r.state, 0)).toEqual([card])
      expect(p?.trail[0]?.faceUp).toBe(true)
      expect(hand(r.state, 0)).toEqual(['single'])
      expect(r.state.decision).toBeNull()
      expect(r.state.lastRoll).toBeNull()
      expect(count(r.state.discard, 'abandonedVehicle')).toBe(1)
      // Still Phase 2 of the same turn.
      expect(r.state.turn).toMatchObject({ seat: 0, phase: 'actions', actionsPlayed: 1 })
    },
  )

  it('Abandoned Vehicle: not offered at the chopper (S8: nothing beyond level 6)', () => {
    const s = scenario({
      players: [{ hand: ['abandonedVehicle', 'single', 'single'], level: 6 }, { hand: ['single'] }],
    })
    expect(isLegal(s, 0, { type: 'playCard', card: 'abandonedVehicle' })).toBe(false)
    expect(refusal(() => submitTo(selfish, s, 0, { type: 'playCard', card: 'abandonedVehicle' })).code).toBe(
      'ILLEGAL',
    )
  })
})

describe('S7: Alliance', () => {
  const base = () =>
    scenario({
      players: [
        { hand: ['alliance', 'single', 'single', 'single'] },
        { hand: ['single', 'single', 'double', 'abandonedVehicle', 'bodyArmor', 'underestimate'] },
        { hand: ['single', 'single', 'single'] },
      ],
      wasteland: ['blank', 'blank', 'settlement', 'sewer', 'bitten'],
      deck: ['horde', 'scout'],
    })
  /**
   * From seat 2's turn, after seat 0's Alliance with seat 1 has ended: seat 1 travelling a round
   * later moves only seat 1.
   */
  const expectLaterTravelAlone = (s: SelfishState) => {
    const r = actAll(s, [
      [2, { type: 'rest', pay: ['single'] }],
      [0, { type: 'rest', pay: ['single'] }],
      [1, { type: 'travel', pay: ['double'] }],
    ])
    expect(r.state.players[1]?.level).toBe(1)
    expect(r.state.players[0]?.level).toBe(0)
  }

  it('Alliance: placed in front of another living player (not yourself, not a zombie); it stays out of the discard pile', () => {
    const s = scenario({
      players: [{ hand: ['alliance', 'single'] }, { hand: ['single'] }, { hand: [], alive: false }],
    })
    expect(legalOfType(s, 0, 'playCard')).toEqual([{ type: 'playCard', card: 'alliance', target: 1 }])
    const r = act(s, 0, { type: 'playCard', card: 'alliance', target: 1 })
    expect(r.state.alliances).toEqual([
      { card: s.players[0]?.hand[0], owner: 0, ally: 1, watching: false, moved: 0 },
    ])
    expect(count(r.state.discard, 'alliance')).toBe(0)
    expect(view(r.state, 2).alliances).toEqual([{ owner: 0, ally: 1, watching: false }])
    expect(
      refusal(() => submitTo(selfish, s, 0, { type: 'playCard', card: 'alliance', target: 0 })).code,
    ).toBe('ILLEGAL')
    expect(
      refusal(() => submitTo(selfish, s, 0, { type: 'playCard', card: 'alliance', target: 2 })).code,
    ).toBe('ILLEGAL')
  })

  it("S7: at the end of the ally's next turn you move as far as they moved (any source), resolving your own Wasteland cards; then the card is discarded", () => {
    let r = act(base(), 0, { type: 'playCard', card: 'alliance', target: 1 })
    r = act(r.state, 0, { type: 'rest', pay: ['single'] })
    expect(r.state.alliances[0]?.watching).toBe(true)
    r = act(r.state, 1, { type: 'playCard', card: 'abandonedVehicle' })
    r = act(r.state, 1, { type: 'travel', pay: ['double'] })
    const types = eventTypes(r.events)
    // The owner moves after the ally's turn ends and before the next turn starts.
    expect(types.indexOf('turnEnded')).toBeLessThan(types.indexOf('allianceEnded'))
    expect(types.lastIndexOf('survivorMoved')).toBeLessThan(types.lastIndexOf('turnStarted'))
    expect(r.events.find((e) => e.type === 'allianceEnded')).toMatchObject({ seat: 0, ally: 1, spaces: 2 })
    expect(r.state.players[1]?.level).toBe(2)
    expect(r.state.players[0]?.level).toBe(2)
    // The owner's own cards: Settlement (+ the Scout on the deck) then Sewer (pays a Single).
    expect(trail(r.state, 0)).toEqual(['settlement', 'sewer'])
    expect(hand(r.state, 0)).toEqual(bag('single', 'scout'))
    expect(r.state.alliances).toEqual([])
    expect(count(r.state.discard, 'alliance')).toBe(1)
    expect(r.state.turn.seat).toBe(2)
  })

  it('S7: Abandoned Vehicle immunity does not carry over – the ally ignores their card, you resolve yours', () => {
    const s = scenario({
      players: [
        { hand: ['single', 'single', 'single'] },
        { hand: ['abandonedVehicle', 'single', 'single'] },
        { hand: ['single'] },
      ],
      seat: 1,
      alliances: [{ owner: 0, ally: 1, watching: true }],
      wasteland: ['bitten', 'sewer'],
    })
    const r = actAll(s, [
      [1, { type: 'playCard', card: 'abandonedVehicle' }],
      [1, { type: 'rest', pay: ['single'] }],
    ])
    expect(r.state.players[1]).toMatchObject({ alive: true, level: 1 })
    expect(r.state.players[0]?.level).toBe(1)
    expect(trail(r.state, 0)).toEqual(['sewer'])
    expect(hand(r.state, 0)).toEqual(bag('single', 'single'))
  })

  it('Alliance: if the ally does not move forward on their next turn, you do not move; the card is discarded anyway', () => {
    let r = act(base(), 0, { type: 'playCard', card: 'alliance', target: 1 })
    r = actAll(r.state, [
      [0, { type: 'rest', pay: ['single'] }],
      [1, { type: 'rest', pay: ['single'] }],
    ])
    expect(r.events.find((e) => e.type === 'allianceEnded')).toMatchObject({ spaces: 0 })
    expect(r.state.players[0]?.level).toBe(0)
    expect(r.state.alliances).toEqual([])
    expect(count(r.state.discard, 'alliance')).toBe(1)
  })

  it("Alliance: only the ally's next turn counts – their later moves do not move you", () => {
    let r = act(base(), 0, { type: 'playCard', card: 'alliance', target: 1 })
    r = actAll(r.state, [
      [0, { type: 'rest', pay: ['single'] }],
      [1, { type: 'rest', pay: ['single'] }],
    ])
    expectLaterTravelAlone(r.state)
  })

  it("Alliance: moves the ally makes before their next turn (here: mirroring their own Alliance on someone else's turn) do not count", () => {
    const s = scenario({
      players: [
        { hand: ['alliance', 'single', 'single'] },
        { hand: ['single', 'single', 'double'] },
        { hand: ['single', 'single', 'single'] },
      ],
      alliances: [{ owner: 2, ally: 1 }],
      wasteland: ['blank', 'blank', 'blank'],
    })
    let r = actAll(s, [
      [0, { type: 'playCard', card: 'alliance', target: 2 }],
      [0, { type: 'rest', pay: ['single'] }],
      [1, { type: 'travel', pay: ['double'] }],
    ])
    // Seat 2 moved 1 space at the end of seat 1's turn, before its own next turn began.
    expect(r.state.players[2]?.level).toBe(1)
    expect(r.state.alliances).toMatchObject([{ owner: 0, ally: 2, watching: true, moved: 0 }])
    r = act(r.state, 2, { type: 'rest', pay: ['single'] })
    expect(r.events.find((e) => e.type === 'allianceEnded')).toMatchObject({ seat: 0, ally: 2, spaces: 0 })
    expect(r.state.players[0]?.level).toBe(0)
  })

  it('S13: a turn skipped by Twisted Ankle is still the "next turn" – the Alliance ends with no move', () => {
    const s = scenario({
      players: [
        { hand: ['alliance', 'single', 'single', 'single'] },
        { hand: ['single', 'single', 'double', 'double'], skipNext: true },
        { hand: ['single', 'single'] },
      ],
    })
    let r = act(s, 0, { type: 'playCard', card: 'alliance', target: 1 })
    r = act(r.state, 0, { type: 'rest', pay: ['single'] })
    expect(eventTypes(r.events)).toContain('turnSkipped')
    expect(r.events.find((e) => e.type === 'allianceEnded')).toMatchObject({ spaces: 0 })
    expect(r.state.alliances).toEqual([])
    expectLaterTravelAlone(r.state)
  })

  it('S13: an ally who died and rolls 0 as a zombie has had the next turn – the Alliance ends with no move', () => {
    const s = scenario({
      players: [
        { hand: ['alliance', 'stealSupplies', 'single', 'single'] },
        { hand: ['single', 'single', 'scout'] },
        { hand: ['single', 'single'] },
      ],
      dieFaces: [0],
    })
    let r = actAll(s, [
      [0, { type: 'playCard', card: 'alliance', target: 1 }],
      [0, { type: 'playCard', card: 'stealSupplies', target: 1 }],
    ])
    expect(r.state.players[1]?.alive).toBe(false)
    r = actAll(r.state, [
      [0, { type: 'rest', pay: ['single'] }],
      [1, { type: 'rollDie' }],
    ])
    expect(r.events.find((e) => e.type === 'allianceEnded')).toMatchObject({ seat: 0, ally: 1, spaces: 0 })
    expect(r.state.alliances).toEqual([])
    expect(r.state.turn.seat).toBe(2)
  })

  it('S7 (choice): a zombie ally shambling forward does not move the Alliance owner', () => {
    const s = scenario({
      players: [{ hand: ['single', 'single'] }, { alive: false, level: 1 }, { hand: ['single', 'single'] }],
      seat: 1,
      alliances: [{ owner: 0, ally: 1, watching: true }],
      dieFaces: [2],
    })
    const r = actAll(s, [
      [1, { type: 'rollDie' }],
      [1, { type: 'zombieMove', direction: 'forward' }],
      [1, { type: 'zombieMove', direction: 'forward' }],
    ])
    expect(r.state.players[1]?.level).toBe(3)
    expect(r.state.players[0]?.level).toBe(0)
    expect(r.state.alliances).toEqual([])
  })

  it('S7 (choice): an ally bitten on their move has still moved – the owner moves that far', () => {
    const s = scenario({
      players: [
        { hand: ['single', 'single'] },
        { hand: ['single', 'single', 'double'] },
        { hand: ['single', 'single'] },
      ],
      seat: 1,
      alliances: [{ owner: 0, ally: 1, watching: true }],
      wasteland: ['bitten', 'blank'],
    })
    const r = act(s, 1, { type: 'travel', pay: ['double'] })
    expect(r.state.players[1]).toMatchObject({ alive: false, level: 1 })
    expect(r.events.find((e) => e.type === 'allianceEnded')).toMatchObject({ seat: 0, spaces: 1 })
    expect(r.state.players[0]).toMatchObject({ alive: true, level: 1 })
    expect(r.state.turn.seat).toBe(2)
  })

  it("S7: the owner's death stops the Alliance – a dead owner does not move", () => {
    const s = scenario({
      players: [
        { hand: ['alliance', 'single'] },
        { hand: ['single', 'single', 'double'] },
        { hand: ['single', 'single'] },
      ],
    })
    let r = actAll(s, [
      [0, { type: 'playCard', card: 'alliance', target: 1 }],
      [0, { type: 'rest', pay: ['single'] }],
    ])
    expect(r.state.players[0]?.alive).toBe(false)
    expect(r.state.alliances).toHaveLength(1)
    r = act(r.state, 1, { type: 'travel', pay: ['double'] })
    expect(r.state.players[1]?.level).toBe(1)
    expect(r.events.find((e) => e.type === 'allianceEnded')).toMatchObject({ seat: 0, spaces: 0 })
    expect(r.state.players[0]?.level).toBe(0)
    expect(r.state.players[0]?.trail).toEqual([])
    expect(r.state.alliances).toEqual([])
    expect(count(r.state.discard, 'alliance')).toBe(1)
  })

  it('S7: if you die during the mirrored movement, it stops (no further Wasteland cards)', () => {
    const s = scenario({
      players: [
        { hand: ['single', 'single'] },
        { hand: ['abandonedVehicle', 'single', 'single'] },
        { hand: ['single'] },
      ],
      seat: 1,
      alliances: [{ owner: 0, ally: 1, watching: true }],
      wasteland: ['blank', 'blank', 'bitten', 'settlement'],
    })
    const r = actAll(s, [
      [1, { type: 'playCard', card: 'abandonedVehicle' }],
      [1, { type: 'travel', pay: ['single', 'single'] }],
    ])
    expect(r.state.players[0]).toMatchObject({ alive: false, level: 1 })
    expect(wastelandTop(r.state, 1)).toEqual(['settlement'])
    expect(r.state.turn.seat).toBe(2)
  })

  it('S7: backward movement does not count – the ally pushed back by a reflected Horde still gives you their forward moves', () => {
    const s = scenario({
      players: [
        { hand: ['single', 'single'] },
        { hand: ['horde', 'single', 'single', 'double'], level: 1 },
        { hand: ['underestimate', 'single'], level: 1 },
      ],
      seat: 1,
      alliances: [{ owner: 0, ally: 1, watching: true }],
      wasteland: ['blank', 'blank'],
    })
    let r = act(s, 1, { type: 'playCard', card: 'horde', target: 2 })
    r = act(r.state, 2, { type: 'respond', card: 'underestimate' })
    expect(r.state.players[1]?.level).toBe(0)
    r = act(r.state, 1, { type: 'travel', pay: ['double'] })
    expect(r.state.players[1]?.level).toBe(1)
    expect(r.events.find((e) => e.type === 'allianceEnded')).toMatchObject({ spaces: 1 })
    expect(r.state.players[0]?.level).toBe(1)
  })
})

describe('S6: Horde', () => {
  it('S6: Horde – discard the Wasteland card behind the target (to the Wasteland discard) and push them back 1; nothing is resolved', () => {
    const s = scenario({
      players: [
        { hand: ['horde', 'single'] },
        { hand: ['single', 'double'], level: 2, trail: ['settlement', 'bandits'] },
        { hand: ['single'] },
      ],
      dieFaces: [3],
    })
    const banditsId = s.players[1]?.trail[1]?.id
    const r = act(s, 0, { type: 'playCard', card: 'horde', target: 1 })
    expect(r.state.players[1]?.level).toBe(1)
    expect(trail(r.state, 1)).toEqual(['settlement'])
    expect(r.state.wastelandDiscard).toEqual([banditsId])
    expect(view(r.state, 0).wastelandDiscardTop).toEqual({ id: banditsId, kind: 'bandits' })
    expect(hand(r.state, 1)).toEqual(bag('single', 'double'))
    expect(r.state.lastRoll).toBeNull()
    expect(r.state.decision).toBeNull()
    expect(count(r.state.discard, 'horde')).toBe(1)
    expect(r.state.turn).toMatchObject({ seat: 0, phase: 'actions' })
  })

  it('S6: Horde cannot be played on someone on the starting space, on a zombie, or on yourself', () => {
    const s = scenario({
      players: [
        { hand: ['horde', 'single'], level: 2 },
        { hand: ['single'], level: 0 },
        { alive: false, level: 3 },
        { hand: ['single'], level: 1 },
      ],
    })
    expect(legalOfType(s, 0, 'playCard')).toEqual([{ type: 'playCard', card: 'horde', target: 3 }])
    expect(
      refusal(() => submitTo(selfish, s, 0, { type: 'playCard', card: 'horde', target: 1 })).message,
    ).toMatch(/starting space/)
    expect(refusal(() => submitTo(selfish, s, 0, { type: 'playCard', card: 'horde', target: 2 })).code).toBe(
      'ILLEGAL',
    )
    expect(refusal(() => submitTo(selfish, s, 0, { type: 'playCard', card: 'horde', target: 0 })).code).toBe(
      'ILLEGAL',
    )
  })
})

describe('S5: Rampage', () => {
  const three = (seed = 'r') =>
    scenario({
      players: [
        { hand: ['rampage', 'single'] },
        { hand: ['single', 'double', 'scout', 'horde'] },
        { hand: ['single', 'single', 'alliance', 'zombieTrap'] },
      ],
      seed,
    })

  it('S5: Rampage – steal 1 random card from each of 2 different players into your hand', () => {
    const s = three()
    expect(legalOfType(s, 0, 'playCard')).toEqual([{ type: 'playCard', card: 'rampage', targets: [1, 2] }])
    const r = act(s, 0, { type: 'playCard', card: 'rampage', targets: [1, 2] })
    expect(r.state.players[1]?.hand).toHaveLength(3)
    expect(r.state.players[2]?.hand).toHaveLength(3)
    expect(r.state.players[0]?.hand).toHaveLength(3)
    const stolen = r.state.players[0]?.hand.filter((id) => !s.players[0]?.hand.includes(id)) ?? []
    expect(stolen).toHaveLength(2)
    expect(s.players[1]?.hand).toContain(stolen[0])
    expect(s.players[2]?.hand).toContain(stolen[1])
    expect(count(r.state.discard, 'rampage')).toBe(1)
  })

  it('S5: Rampage – the two players must differ; with 4 players every pair is offered, never one alone', () => {
    const s = scenario({
      players: [
        { hand: ['rampage', 'single'] },
        { hand: ['single'] },
        { hand: ['single'] },
        { hand: ['single'] },
      ],
    })
    expect(legalOfType(s, 0, 'playCard').map((a) => (a.card === 'rampage' ? a.targets : null))).toEqual([
      [1, 2],
      [1, 3],
      [2, 3],
    ])
    expect(
      refusal(() => submitTo(selfish, s, 0, { type: 'playCard', card: 'rampage', targets: [1, 1] })).code,
    ).toBe('ILLEGAL')
    expect(
      refusal(() => submitTo(selfish, s, 0, { type: 'playCard', card: 'rampage', targets: [1] })).code,
    ).toBe('ILLEGAL')
  })

  it('S5: Rampage – if only 1 survivor is available you take only 1 card (zombies have no cards)', () => {
    const s = scenario({
      players: [{ hand: ['rampage', 'single'] }, { alive: false }, { hand: ['single', 'double'] }],
    })
    expect(legalOfType(s, 0, 'playCard')).toEqual([{ type: 'playCard', card: 'rampage', targets: [2] }])
    const r = act(s, 0, { type: 'playCard', card: 'rampage', targets: [2] })
    expect(r.state.players[0]?.hand).toHaveLength(2)
    expect(r.state.players[2]?.hand).toHaveLength(1)
  })

  it('S5: the stolen card is picked uniformly at random with the seeded RNG (varies by seed, repeats for a seed)', () => {
    const stolenKind = (seed: string) => {
      const r = act(three(seed), 0, { type: 'playCard', card: 'rampage', targets: [1, 2] })
      return hand(r.state, 1).join()
    }
    const seen = new Set(Array.from({ length: 24 }, (_, i) => stolenKind(`seed${i}`)))
    expect(seen.size).toBe(4) // Bob keeps 3 of his 4 kinds: each of the 4 was taken for some seed
    expect(stolenKind('fixed')).toBe(stolenKind('fixed'))
  })

  it('S5: only the thief and the victim learn which card was stolen', () => {
    const r = act(three(), 0, { type: 'playCard', card: 'rampage', targets: [1, 2] })
    const steals = (viewer: 0 | 1 | 2 | 'spectator') =>
      viewEvents(r.events, viewer).filter((e) => e.type === 'cardStolen')
    expect(steals(0).every((e) => typeof e.kind === 'string')).toBe(true)
    expect(steals(1)[0]?.kind).toBeDefined()
    expect(steals(1)[1]?.kind).toBeUndefined()
    expect(steals('spectator').every((e) => e.kind === undefined)).toBe(true)
  })

  it('S12: a Rampage that takes the last Supplies card kills the victim at once', () => {
    const s = scenario({
      players: [{ hand: ['rampage', 'single'] }, { hand: ['single'] }, { hand: ['single', 'double'] }],
    })
    const r = act(s, 0, { type: 'playCard', card: 'rampage', targets: [1, 2] })
    expect(r.state.players[1]).toMatchObject({ alive: false, hand: [] })
    expect(r.state.turn).toMatchObject({ seat: 0, phase: 'actions' })
  })
})

describe('Scout', () => {
  const s = () =>
    scenario({
      players: [{ hand: ['scout', 'single', 'single'] }, { hand: ['single'] }, { hand: ['single'] }],
      wasteland: ['bitten', 'settlement', 'blank'],
    })

  it('Scout: look at the top Wasteland card – only the scouting player sees it (view peek)', () => {
    const r = act(s(), 0, { type: 'playCard', card: 'scout' })
    expect(r.state.decision).toEqual({ kind: 'scout', seat: 0 })
    expect(view(r.state, 0).peek).toEqual([
      { id: r.state.wasteland[r.state.wasteland.length - 1], kind: 'bitten' },
    ])
    expect(view(r.state, 1).peek).toBeNull()
    expect(view(r.state, 'spectator').peek).toBeNull()
    expect(JSON.stringify(view(r.state, 1))).not.toMatch(/bitten/)
    expect(legalOfType(r.state, 0, 'placeScouted').map((a) => a.where)).toEqual(['top', 'bottom'])
    expect(selfish.legalActions(r.state, 1)).toEqual([])
  })

  it('Scout: the events tell the others only where the card went, not what it was', () => {
    let r = act(s(), 0, { type: 'playCard', card: 'scout' })
    r = act(r.state, 0, { type: 'placeScouted', where: 'top' })
    expect(JSON.stringify(viewEvents(r.events, 1))).not.toMatch(/Bitten/)
    expect(JSON.stringify(viewEvents(r.events, 'spectator'))).not.toMatch(/Bitten/)
    expect(JSON.stringify(viewEvents(r.events, 0))).toMatch(/Bitten/)
  })

  it('Scout: put it back on top – the next move reveals it', () => {
    let r = act(s(), 0, { type: 'playCard', card: 'scout' })
    r = act(r.state, 0, { type: 'placeScouted', where: 'top' })
    expect(wastelandTop(r.state, 1)).toEqual(['bitten'])
    expect(view(r.state, 0).peek).toBeNull()
  })

  it('Scout: or move it to the bottom of the Wasteland deck', () => {
    let r = act(s(), 0, { type: 'playCard', card: 'scout' })
    r = act(r.state, 0, { type: 'placeScouted', where: 'bottom' })
    expect(kindOfWaste(r.state.wasteland[0] as number)).toBe('bitten')
    expect(wastelandTop(r.state, 2)).toEqual(['settlement', 'blank'])
    r = act(r.state, 0, { type: 'travel', pay: ['single', 'single'] })
    expect(trail(r.state, 0)).toEqual(['settlement'])
  })
})

describe('S3: Steal Supplies', () => {
  const thief = { hand: ['stealSupplies', 'single'] as const }

  it('S3: Steal Supplies — the victim chooses 2 Singles or a Double, and they go to the thief', () => {
    const s = scenario({
      players: [thief, { hand: ['single', 'single', 'double', 'scout'] }, { hand: ['single'] }],
    })
    const r = act(s, 0, { type: 'playCard', card: 'stealSupplies', target: 1 })
    expect(r.state.decision).toEqual({ kind: 'give', seat: 1, to: 0 })
    expect(selfish.toAct(r.state)).toEqual([1])
    expect(legalOfType(r.state, 1, 'giveSupplies').map((a) => a.cards)).toEqual([
      ['single', 'single'],
      ['double'],
    ])
    const r2 = act(r.state, 1, { type: 'giveSupplies', cards: ['double'] })
    expect(hand(r2.state, 1)).toEqual(bag('single', 'single', 'scout'))
    expect(hand(r2.state, 0)).toEqual(bag('single', 'double'))
    expect(r2.state.turn).toMatchObject({ seat: 0, phase: 'actions' })
  })

  it('S3: with only one way to give 2 Supplies there is no question (only Singles → 2 Singles)', () => {
    const s = scenario({
      players: [thief, { hand: ['single', 'single', 'single', 'scout'] }, { hand: ['single'] }],
    })
    const r = act(s, 0, { type: 'playCard', card: 'stealSupplies', target: 1 })
    expect(r.state.decision).toBeNull()
    expect(hand(r.state, 1)).toEqual(bag('single', 'scout'))
    expect(hand(r.state, 0)).toEqual(bag('single', 'single', 'single'))
  })

  it('S3: a Double counts as 2 units – a victim holding a Single and a Double gives the Double (choice: no half-swap)', () => {
    const s = scenario({ players: [thief, { hand: ['single', 'double'] }, { hand: ['single'] }] })
    const r = act(s, 0, { type: 'playCard', card: 'stealSupplies', target: 1 })
    expect(hand(r.state, 1)).toEqual(['single'])
    expect(hand(r.state, 0)).toEqual(bag('single', 'double'))
  })

  it('S3: a victim with only 1 Single gives it and dies with no Supplies left (S12)', () => {
    const s = scenario({ players: [thief, { hand: ['single', 'scout', 'horde'] }, { hand: ['single'] }] })
    const r = act(s, 0, { type: 'playCard', card: 'stealSupplies', target: 1 })
    expect(r.state.players[1]).toMatchObject({ alive: false, hand: [] })
    expect(hand(r.state, 0)).toEqual(bag('single', 'single'))
    expect(count(r.state.discard, 'scout') + count(r.state.discard, 'horde')).toBe(2)
  })

  it('S3: the victim dies if left with 0 Supplies (Action cards do not count)', () => {
    const s = scenario({ players: [thief, { hand: ['double', 'scout'] }, { hand: ['single'] }] })
    const r = act(s, 0, { type: 'playCard', card: 'stealSupplies', target: 1 })
    expect(r.state.players[1]?.alive).toBe(false)
    expect(r.events.map((e) => e.type)).toEqual(['cardPlayed', 'suppliesStolen', 'playerDied'])
  })

  it('S3: the victim must be another living player', () => {
    const s = scenario({ players: [thief, { alive: false }, { hand: ['single'] }] })
    expect(legalOfType(s, 0, 'playCard')).toEqual([{ type: 'playCard', card: 'stealSupplies', target: 2 }])
  })
})

describe('Zombie Trap', () => {
  const s = () =>
    scenario({
      players: [{ hand: ['zombieTrap', 'single', 'single'] }, { hand: ['single'] }, { hand: ['single'] }],
      wasteland: ['bitten', 'bandits', 'settlement', 'blank'],
    })

  it('Zombie Trap: pick up the top 3 Wasteland cards – only that player sees them', () => {
    const r = act(s(), 0, { type: 'playCard', card: 'zombieTrap' })
    expect(r.state.decision).toEqual({ kind: 'arrange', seat: 0, count: 3 })
    expect(view(r.state, 0).peek?.map((c) => c.kind)).toEqual(['bitten', 'bandits', 'settlement'])
    expect(view(r.state, 1).peek).toBeNull()
    expect(view(r.state, 'spectator').peek).toBeNull()
    expect(legalOfType(r.state, 0, 'arrangeWasteland')).toHaveLength(6)
  })

  it('Zombie Trap: put them back in any order (top first: the card at index 2, then 0, then 1)', () => {
    let r = act(s(), 0, { type: 'playCard', card: 'zombieTrap' })
    r = act(r.state, 0, { type: 'arrangeWasteland', order: [2, 0, 1] })
    expect(wastelandTop(r.state, 4)).toEqual(['settlement', 'bitten', 'bandits', 'blank'])
    expect(r.state.wasteland).toHaveLength(s().wasteland.length)
    r = act(r.state, 0, { type: 'travel', pay: ['single', 'single'] })
    expect(trail(r.state, 0)).toEqual(['settlement'])
  })

  it('Zombie Trap: an order that is not a permutation of the 3 cards is refused', () => {
    const r = act(s(), 0, { type: 'playCard', card: 'zombieTrap' })
    expect(
      refusal(() => submitTo(selfish, r.state, 0, { type: 'arrangeWasteland', order: [0, 0, 1] })).code,
    ).toBe('ILLEGAL')
    expect(
      refusal(() => submitTo(selfish, r.state, 0, { type: 'arrangeWasteland', order: [0, 1] })).code,
    ).toBe('ILLEGAL')
  })
})

describe('Hold onto these: Body Armor and Underestimate', () => {
  it('Body Armor and Underestimate cannot be played in Phase 2 (they answer an attack)', () => {
    const s = scenario({
      players: [{ hand: ['bodyArmor', 'underestimate', 'single'] }, { hand: ['single'] }],
    })
    expect(legalOfType(s, 0, 'playCard')).toEqual([])
    const err = refusal(() => submitTo(selfish, s, 0, { type: 'playCard', card: 'bodyArmor' }))
    expect(err.code).toBe('ILLEGAL')
    expect(kindOfCard(s.players[0]?.hand[0] as number)).toBe('bodyArmor')
  })
})
