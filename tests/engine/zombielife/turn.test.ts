import { describe, expect, it } from 'vitest'
import { viewEvents } from '../../../engine/core/events'
import { zombielife } from '../../../engine/games/zombielife'
import {
  act,
  actAll,
  isLegal,
  legal,
  legalOfType,
  expectMaintenancePaid,
  refusal,
  submitTo,
  scenario,
} from './scenario'
import { assetKinds, eventTypes, handKinds, pile, wonga } from './reading'

const three = [{}, {}, {}] as const

describe('Rulebook: Human Guide – choose one of the two options', () => {
  it('Human Guide option A: collect 2 Wonga, then take 2 actions', () => {
    const s = scenario({ players: three })
    const { state, events } = act(s, 0, { type: 'chooseOption', option: 'A' })
    expect(wonga(state, 0)).toBe(5)
    expect(state.turn).toMatchObject({ seat: 0, phase: 'actions', option: 'A', actionsLeft: 2 })
    expect(eventTypes(events)).toEqual(['optionChosen'])
  })

  it('Human Guide option B: collect 3 Wonga and take no actions – the turn goes straight to the draw', () => {
    const s = scenario({ players: three, deck: ['overtime'] })
    const { state, events } = act(s, 0, { type: 'chooseOption', option: 'B' })
    expect(wonga(state, 0)).toBe(6)
    expect(handKinds(state, 0)).toEqual(['overtime'])
    expect(state.turn.seat).toBe(1)
    expect(eventTypes(events)).toEqual(['optionChosen', 'cardDrawn', 'turnEnded', 'turnStarted'])
  })

  it('Human Guide option B: no asset can be bought and no card played (Z9)', () => {
    const s = scenario({ players: [{ hand: ['overtime'], assets: ['life'] }, {}, {}] })
    const r = act(s, 0, { type: 'chooseOption', option: 'B' })
    expect(legal(r.state, 0).map((a) => a.type)).toEqual(['payMaintenance', 'discardAsset'])
    expect(
      refusal(() => submitTo(zombielife, r.state, 0, { type: 'buyAsset', kind: 'investment' })).code,
    ).toBe('ILLEGAL')
  })

  it('the option is chosen once, at the start of the turn', () => {
    const s = scenario({ players: three, phase: 'actions' })
    expect(isLegal(s, 0, { type: 'chooseOption', option: 'A' })).toBe(false)
    expect(refusal(() => submitTo(zombielife, s, 0, { type: 'chooseOption', option: 'A' })).message).toMatch(
      /once/,
    )
  })
})

describe('Rulebook: 1) Collecting Salary & Insurance Maintenance', () => {
  it('salary comes first: a player with no Wonga pays maintenance out of the salary', () => {
    const s = scenario({ players: [{ wonga: 0, assets: ['life'] }, {}, {}] })
    let r = act(s, 0, { type: 'chooseOption', option: 'B' })
    expect(r.state.decision).toMatchObject({ kind: 'maintenance', seat: 0 })
    r = act(r.state, 0, { type: 'payMaintenance', asset: s.players[0]!.assets[0]! })
    expect(wonga(r.state, 0)).toBe(2)
    expect(assetKinds(r.state, 0)).toEqual(['life'])
  })

  it('maintenance: each asset with a maintenance cost asks pay or discard, in turn; Investment costs nothing', () => {
    const s = scenario({ players: [{ assets: ['life', 'investment', 'medical'] }, {}, {}] })
    const [life, , medical] = s.players[0]!.assets
    let r = act(s, 0, { type: 'chooseOption', option: 'A' })
    expect(legal(r.state, 0)).toEqual([
      { type: 'payMaintenance', asset: life },
      { type: 'discardAsset', asset: life },
    ])
    r = act(r.state, 0, { type: 'payMaintenance', asset: life! })
    expect(r.state.decision).toMatchObject({ kind: 'maintenance', asset: medical })
    r = act(r.state, 0, { type: 'payMaintenance', asset: medical! })
    expect(r.state.turn.phase).toBe('actions')
    expect(wonga(r.state, 0)).toBe(3)
  })

  it('maintenance: a player unwilling to pay discards the asset (Z5: out of the game, not back to its pile)', () => {
    const s = scenario({ players: [{ assets: ['life'] }, {}, {}] })
    const life = s.players[0]!.assets[0]!
    const r = actAll(s, [
      [0, { type: 'chooseOption', option: 'A' }],
      [0, { type: 'discardAsset', asset: life }],
    ])
    expect(assetKinds(r.state, 0)).toEqual([])
    expect(r.state.removed).toEqual([life])
    expect(pile(r.state, 'life')).not.toContain(life)
    expect(wonga(r.state, 0)).toBe(5)
    expect(r.events.find((e) => e.type === 'assetDiscarded')?.text).toMatch(/discards Life Insurance/)
  })

  it('maintenance: an asset the player is unable to pay for is discarded without asking', () => {
    const s = scenario({ players: [{ wonga: 0, assets: ['life', 'medical', 'criticalIllness'] }, {}, {}] })
    const [life, medical, ci] = s.players[0]!.assets
    const r = actAll(s, [
      [0, { type: 'chooseOption', option: 'A' }],
      [0, { type: 'payMaintenance', asset: life! }],
      [0, { type: 'payMaintenance', asset: medical! }],
    ])
    expect(r.state.removed).toEqual([ci])
    expect(r.events.at(-1)?.text).toMatch(/cannot pay its 1 Wonga maintenance/)
    expect(r.state.turn.phase).toBe('actions')
    expect(wonga(r.state, 0)).toBe(0)
  })

  it('maintenance: for an Endowment the Wonga is placed on the card instead of returned to the bank', () => {
    expectMaintenancePaid({ kind: 'endowment', money: 2 }, 3)
  })
})

describe('Rulebook: 2) Taking Actions & Buying Assets', () => {
  it('2 actions in any combination: buy + buy', () => {
    const s = scenario({ players: [{ wonga: 6 }, {}, {}], phase: 'actions', deck: ['overtime'] })
    const r = actAll(s, [
      [0, { type: 'buyAsset', kind: 'investment' }],
      [0, { type: 'buyAsset', kind: 'investment' }],
    ])
    expect(assetKinds(r.state, 0)).toEqual(['investment', 'investment'])
    expect(wonga(r.state, 0)).toBe(0)
    expect(r.state.turn.seat).toBe(1)
  })

  it('2 actions in any combination: play + play, and play + buy', () => {
    const s = scenario({ players: [{ hand: ['overtime', 'overtime'] }, {}, {}], phase: 'actions' })
    const r = actAll(s, [
      [0, { type: 'playCard', card: 'overtime' }],
      [0, { type: 'playCard', card: 'overtime' }],
    ])
    expect(wonga(r.state, 0)).toBe(7)
    const t = scenario({ players: [{ hand: ['overtime'] }, {}, {}], phase: 'actions' })
    const q = actAll(t, [
      [0, { type: 'playCard', card: 'overtime' }],
      [0, { type: 'buyAsset', kind: 'investment' }],
    ])
    expect(wonga(q.state, 0)).toBe(2)
    expect(assetKinds(q.state, 0)).toEqual(['investment'])
  })

  it('a player may stop before using both actions (endTurn), and the draw follows', () => {
    const s = scenario({ players: three, phase: 'actions', deck: ['stockTip'] })
    const r = act(s, 0, { type: 'endTurn' })
    expect(handKinds(r.state, 0)).toEqual(['stockTip'])
    expect(r.state.turn.seat).toBe(1)
  })

  it('buying an Insurance card costs 1 Wonga more per infected token; Endowment and Investment do not', () => {
    const s = scenario({ players: [{ wonga: 20, infected: 1 }, {}, {}], phase: 'actions' })
    const price = (kind: 'life' | 'medical' | 'ilp' | 'criticalIllness' | 'endowment' | 'investment') =>
      zombielife.view(s, 0).piles.find((p) => p.kind === kind)?.price
    expect(price('life')).toBe(2)
    expect(price('medical')).toBe(2)
    expect(price('ilp')).toBe(3)
    expect(price('criticalIllness')).toBe(3)
    expect(price('endowment')).toBe(2)
    expect(price('investment')).toBe(3)
  })

  it('worked example: a Life Insurance bought with 2 infected tokens costs 3 Wonga instead of 1', () => {
    const s = scenario({ players: [{ wonga: 5, infected: 2 }, {}, {}], phase: 'actions' })
    const r = act(s, 0, { type: 'buyAsset', kind: 'life' })
    expect(wonga(r.state, 0)).toBe(2)
    expect(r.events[0]?.text).toMatch(/buys Life Insurance \(pays 16 on turning into a zombie\) for 3 Wonga/)
  })

  it('Critical Illness can only be bought with fewer than 2 infected tokens', () => {
    const one = scenario({ players: [{ wonga: 9, infected: 1 }, {}, {}], phase: 'actions' })
    expect(isLegal(one, 0, { type: 'buyAsset', kind: 'criticalIllness' })).toBe(true)
    const two = scenario({ players: [{ wonga: 9, infected: 2 }, {}, {}], phase: 'actions' })
    expect(isLegal(two, 0, { type: 'buyAsset', kind: 'criticalIllness' })).toBe(false)
    expect(
      refusal(() => submitTo(zombielife, two, 0, { type: 'buyAsset', kind: 'criticalIllness' })).message,
    ).toMatch(/fewer than 2 infected/)
  })

  it('the top card of a pile is bought: Life and Critical Illness from the highest payout down', () => {
    const s = scenario({ players: [{ wonga: 9 }, {}, {}], phase: 'actions' })
    const r = actAll(s, [
      [0, { type: 'buyAsset', kind: 'life' }],
      [0, { type: 'buyAsset', kind: 'criticalIllness' }],
    ])
    expect(zombielife.view(r.state, 0).players[0]?.assets.map((a) => a.payout)).toEqual([16, 12])
  })

  it('there is no limit on the assets a player owns', () => {
    const s = scenario({
      players: [{ wonga: 30, assets: ['investment', 'investment', 'investment', 'investment'] }, {}, {}],
      phase: 'actions',
    })
    expect(isLegal(s, 0, { type: 'buyAsset', kind: 'investment' })).toBe(true)
  })

  it('Z8/Z9: PPE and Infection cards are not played as one of the two actions', () => {
    const s = scenario({ players: [{ hand: ['ppe'] }, {}, {}], phase: 'actions' })
    expect(legalOfType(s, 0, 'playCard')).toEqual([])
    expect(
      refusal(() => submitTo(zombielife, s, 0, { type: 'playCard', card: 'ppe' } as never)).message,
    ).toMatch(/not played as an action/)
  })
})

describe('Rulebook: 3) End Turn Card Draw', () => {
  it('the turn ends with a draw: an Action card goes to the hand, and only the drawer learns what it is', () => {
    const s = scenario({
      players: [{ hand: ['overtime'] }, {}, {}],
      phase: 'actions',
      actionsLeft: 1,
      deck: ['boosterShot'],
    })
    const r = act(s, 0, { type: 'playCard', card: 'overtime' })
    expect(handKinds(r.state, 0)).toEqual(['boosterShot'])
    const drawn = (viewer: 0 | 1 | 'spectator') =>
      viewEvents(r.events, viewer).find((e) => e.type === 'cardDrawn')
    expect(drawn(0)?.kind).toBe('boosterShot')
    expect(drawn(1)?.kind).toBeUndefined()
    expect(drawn('spectator')?.kind).toBeUndefined()
    expect(JSON.stringify(drawn(1))).not.toMatch(/Booster/)
  })

  it('turns go to the left (the next seat)', () => {
    const s = scenario({ players: [{}, {}, {}, {}], seat: 1, firstSeat: 1 })
    const r = act(s, 1, { type: 'chooseOption', option: 'B' })
    expect(r.state.turn.seat).toBe(2)
  })
})
