import { describe, expect, it } from 'vitest'
import {
  counterDraft,
  describeSide,
  emptyDraft,
  groupHasBuildings,
  offerText,
  toggled,
  tradeAction,
  tradeLots,
  tradePartners,
  tradeProblem,
  type TradeDraft,
} from '../../../../renderer/games/monopozombie/hud/trade'
import { SQ, makeView, tradingLots } from './monopoFixtures'

const side = (squares: number[] = [], cash = 0, cards: number[] = []) => ({ squares, cash, cards })

/** Ann owns the browns (one built), Barricade, North Evac (mortgaged); Bob owns Lookout, Helipad, a card. */
const view = makeView({
  stage: 2,
  players: [{ cash: 400, cards: [8] }, { cash: 900, cards: [20] }, { zombie: true }],
  lots: {
    ...tradingLots(),
    [SQ.lastStand]: { owner: 2 },
  },
})

describe('what may be traded', () => {
  it('trades only with humans still in the game', () => {
    expect(tradePartners(view, 0)).toEqual([1])
    expect(tradePartners(makeView(), 1)).toEqual([0, 2])
  })

  it('locks every lot of a group with a building, marks mortgaged lots', () => {
    expect(groupHasBuildings(view, SQ.rationRoad)).toBe(true)
    expect(groupHasBuildings(view, SQ.barricade)).toBe(false)
    expect(tradeLots(view, 0).map((l) => [l.name, l.tradeable, l.mortgaged, l.why])).toEqual([
      ['Bunker Lane', false, false, 'buildings in its group'],
      ['Ration Road', false, false, 'buildings in its group'],
      ['North Evac Line', true, true, null],
      ['Barricade Avenue', true, false, null],
    ])
  })

  it('toggles a ticked item and keeps the list sorted', () => {
    expect(toggled([9, 3], 5)).toEqual([3, 5, 9])
    expect(toggled([3, 5, 9], 5)).toEqual([3, 9])
  })
})

describe('the trade builder', () => {
  it('turns a draft into the proposeTrade action, sides sorted', () => {
    const draft: TradeDraft = {
      to: 1,
      give: side([SQ.barricade, SQ.northEvac], 50, [8]),
      get: side([SQ.lookout], 0, [20]),
    }
    expect(tradeAction(view, 0, draft, 'propose')).toEqual({
      ok: true,
      action: {
        type: 'proposeTrade',
        to: 1,
        give: { squares: [SQ.northEvac, SQ.barricade], cash: 50, cards: [8] },
        get: { squares: [SQ.lookout], cash: 0, cards: [20] },
      },
    })
  })

  it('refuses a lot whose group has buildings, on either side', () => {
    const mine = tradeAction(view, 0, { to: 1, give: side([SQ.rationRoad]), get: side() }, 'propose')
    expect(mine).toEqual({
      ok: false,
      error: 'Ration Road cannot be traded: its group has buildings (sell them first).',
    })
    const built = makeView({
      lots: { [SQ.chapel]: { owner: 1 }, [13]: { owner: 1, level: 2 }, [14]: { owner: 1, level: 2 } },
    })
    const theirs = tradeAction(built, 0, { to: 1, give: side([], 100), get: side([SQ.chapel]) }, 'propose')
    expect(theirs.ok).toBe(false)
    expect(!theirs.ok && theirs.error).toMatch(/^Chapel Close cannot be traded/)
  })

  it('refuses lots, cash and cards a side does not have', () => {
    const problem = (draft: TradeDraft) => tradeProblem(view, 0, draft)
    expect(problem({ to: 1, give: side([SQ.lookout]), get: side() })).toBe('You do not own Lookout Lane.')
    expect(problem({ to: 1, give: side(), get: side([SQ.barricade]) })).toBe(
      'Bob does not own Barricade Avenue.',
    )
    expect(problem({ to: 1, give: side([], 401), get: side() })).toBe('You have only $400.')
    expect(problem({ to: 1, give: side(), get: side([], 901) })).toBe('Bob has only $900.')
    expect(problem({ to: 1, give: side([], 12.5), get: side() })).toBe(
      'Cash must be a whole number of dollars.',
    )
    expect(problem({ to: 1, give: side([], 0, [20]), get: side() })).toMatch(
      /^You do not hold Get Out of Quarantine Free/,
    )
  })

  it('refuses an empty trade, no partner, a zombie partner, the Apocalypse and the spectator', () => {
    const gift: TradeDraft = { to: 1, give: side([], 10), get: side() }
    expect(tradeProblem(view, 0, emptyDraft(1))).toBe('Put something in the trade.')
    expect(tradeProblem(view, 0, emptyDraft(null))).toBe('Choose a player to trade with.')
    expect(tradeProblem(view, 0, { ...gift, to: 2 })).toBe('Cid is a zombie: zombies do not trade.')
    expect(tradeProblem(view, 0, { ...gift, to: 0 })).toBe('Choose another player to trade with.')
    expect(tradeProblem({ ...view, stage: 3 }, 0, gift)).toBe('No trading in the Apocalypse.')
    expect(tradeProblem(view, null, gift)).toBe('Spectators cannot trade.')
    expect(tradeProblem(view, 0, gift)).toBeNull()
  })

  it('asks the proposer to afford the 10% on mortgaged lots they get on top of the cash they give', () => {
    // Helipad Heights mortgaged: $175 mortgage, interest $18
    expect(tradeProblem(view, 0, { to: 1, give: side([], 382), get: side([SQ.helipad]) })).toBeNull()
    expect(tradeProblem(view, 0, { to: 1, give: side([], 383), get: side([SQ.helipad]) })).toBe(
      'You need $401: the cash you give plus $18 interest on the mortgaged lots you get.',
    )
  })

  it('counters with the offer turned round, sent as counterTrade', () => {
    const offer = {
      from: 0,
      to: 1,
      give: side([SQ.barricade], 0, [8]),
      get: side([SQ.lookout], 25),
      counters: 0,
    }
    const bobsView = { ...view, viewer: 1, trade: offer, decision: { kind: 'trade' as const, seat: 1 } }
    const draft = counterDraft(offer)
    expect(draft).toEqual({ to: 0, give: offer.get, get: offer.give })
    expect(tradeAction(bobsView, 1, { ...draft, give: side([SQ.lookout], 100) }, 'counter')).toEqual({
      ok: true,
      action: {
        type: 'counterTrade',
        give: { squares: [SQ.lookout], cash: 100, cards: [] },
        get: { squares: [SQ.barricade], cash: 0, cards: [8] },
      },
    })
    expect(tradeAction(view, 1, draft, 'counter')).toEqual({
      ok: false,
      error: 'There is no offer to counter.',
    })
  })

  it('says an offer in words', () => {
    expect(describeSide(side())).toBe('nothing')
    expect(describeSide(side([SQ.bunkerLane], 50, [8]))).toBe(
      'Bunker Lane, $50 and a Get Out of Quarantine Free card',
    )
    expect(describeSide(side([SQ.bunkerLane, SQ.rationRoad]))).toBe('Bunker Lane and Ration Road')
    expect(describeSide(side([], 0, [8, 20]))).toBe('2 Get Out of Quarantine Free cards')
    const offer = { from: 0, to: 1, give: side([], 1200), get: side([SQ.lookout]) }
    expect(offerText(view, offer, 1)).toBe('Ann offers you $1,200 for Lookout Lane.')
    expect(offerText(view, offer, 0)).toBe('You offer Bob $1,200 for Lookout Lane.')
    expect(offerText(view, offer, null)).toBe('Ann offers Bob $1,200 for Lookout Lane.')
  })
})
