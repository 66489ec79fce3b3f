import { describe, expect, it } from 'vitest'
import type { MonopoAction } from '../../../../engine/games/monopozombie/types'
import {
  money,
  mortgageValue,
  positionText,
  raisable,
  rentRows,
  sellRefund,
  unmortgageCost,
} from '../../../../renderer/games/monopozombie/hud/boardInfo'
import {
  MAX_QUICK_BIDS,
  NO_CHOICES,
  buildChoices,
  describeAction,
  parseBid,
} from '../../../../renderer/games/monopozombie/hud/choices'
import {
  decisionPrompt,
  turnHeadline,
  waitingText,
} from '../../../../renderer/games/monopozombie/hud/decisionText'
import { SQ, bidsOver120, deedAuction, makeView, stage3Moves, stage3Roll } from './monopoFixtures'

describe('money and the bank’s prices', () => {
  it('writes dollars with a $ sign and thousands separators', () => {
    expect(money(0)).toBe('$0')
    expect(money(60)).toBe('$60')
    expect(money(1500)).toBe('$1,500')
    expect(money(1234567)).toBe('$1,234,567')
    expect(money(-50)).toBe('-$50')
  })

  it('prices mortgages, lifting them (+10% rounded up) and selling buildings (half back)', () => {
    expect(mortgageValue(SQ.helipad)).toBe(175)
    expect(unmortgageCost(SQ.helipad)).toBe(193)
    expect(unmortgageCost(SQ.powerPlant)).toBe(83)
    expect(unmortgageCost(SQ.bunkerLane)).toBe(33)
    expect(unmortgageCost(SQ.northEvac)).toBe(110)
    expect(sellRefund(SQ.bunkerLane)).toBe(25)
    expect(sellRefund(SQ.lastStand)).toBe(100)
  })

  it('prints a street’s rent table with the doubled whole-group rent, and railroad and utility rents', () => {
    expect(rentRows(SQ.lastStand)).toEqual([
      { label: 'Rent', rent: '$50' },
      { label: 'Whole group, unbuilt', rent: '$100' },
      { label: 'With 1 house', rent: '$200' },
      { label: 'With 2 houses', rent: '$600' },
      { label: 'With 3 houses', rent: '$1,400' },
      { label: 'With 4 houses', rent: '$1,700' },
      { label: 'With a hotel', rent: '$2,000' },
    ])
    expect(rentRows(SQ.northEvac).map((r) => r.rent)).toEqual(['$25', '$50', '$100', '$200'])
    expect(rentRows(SQ.powerPlant).map((r) => r.rent)).toEqual(['4 × dice', '10 × dice'])
  })

  it('says where a token stands', () => {
    expect(positionText(SQ.bunkerLane, false)).toBe('Bunker Lane')
    expect(positionText(10, false)).toBe('Just Visiting')
    expect(positionText(10, true)).toBe('In Quarantine')
  })

  it('adds up what selling everything and mortgaging everything would raise', () => {
    const view = makeView({
      lots: {
        [SQ.bunkerLane]: { owner: 0, level: 2 },
        [SQ.rationRoad]: { owner: 0, level: 1 },
        [SQ.helipad]: { owner: 0, mortgaged: true },
        [SQ.northEvac]: { owner: 0 },
        [SQ.lastStand]: { owner: 1 },
      },
    })
    // houses 3 × $25, mortgages 30 + 30 + 100 (Helipad already mortgaged)
    expect(raisable(view, 0)).toBe(75 + 160)
  })
})

describe('choice labels', () => {
  const view = makeView({
    lots: {
      [SQ.bunkerLane]: { owner: 0, level: 0 },
      [SQ.rationRoad]: { owner: 0, level: 4 },
      [SQ.helipad]: { owner: 0, level: 2 },
      [SQ.lastStand]: { owner: 0, level: 5 },
      [SQ.northEvac]: { owner: 0, mortgaged: true },
    },
  })
  const label = (action: MonopoAction, v = view) => describeAction(action, v, 0).label

  it.each<[MonopoAction, string]>([
    [{ type: 'roll' }, 'Roll the dice'],
    [{ type: 'endTurn' }, 'End turn'],
    [{ type: 'payJailFine' }, 'Pay the $50 fine to leave Quarantine'],
    [{ type: 'useJailCard' }, 'Use a Get Out of Quarantine Free card to leave Quarantine'],
    [{ type: 'hireBodyguards', count: 1 }, 'Hire 1 bodyguard ($100)'],
    [{ type: 'hireBodyguards', count: 3 }, 'Hire 3 bodyguards ($300)'],
    [{ type: 'build', square: SQ.bunkerLane }, 'Build a house on Bunker Lane ($50)'],
    [{ type: 'build', square: SQ.rationRoad }, 'Build a hotel on Ration Road ($50)'],
    [{ type: 'sellBuilding', square: SQ.helipad }, 'Sell a house on Helipad Heights (+$100)'],
    [{ type: 'sellBuilding', square: SQ.lastStand }, 'Sell the hotel on Last Stand Boulevard (+$100)'],
    [{ type: 'mortgage', square: SQ.bunkerLane }, 'Mortgage Bunker Lane (+$30)'],
    [{ type: 'unmortgage', square: SQ.northEvac }, 'Unmortgage North Evac Line ($110)'],
    [{ type: 'bid', amount: 61 }, 'Bid $61'],
    [{ type: 'bid', amount: 1250 }, 'Bid $1,250'],
    [{ type: 'pass' }, 'Pass: drop out of the auction'],
    [{ type: 'useImmunity' }, 'Spend a Get Out of Quarantine Free card: stay human'],
    [{ type: 'declineImmunity' }, "Don't spend it: become a zombie"],
    [{ type: 'acceptTrade' }, 'Accept the trade'],
    [{ type: 'rejectTrade' }, 'Reject the trade'],
    [{ type: 'declareBankruptcy' }, 'Declare bankruptcy (you become a zombie)'],
  ])('%j reads "%s"', (action, expected) => {
    expect(label(action)).toBe(expected)
  })

  it('prices lifting a mortgage at its value alone on a lot just received mortgaged (10% paid)', () => {
    const received = makeView({
      lots: { [SQ.northEvac]: { owner: 0, mortgaged: true, liftAtPrincipal: true } },
    })
    expect(describeAction({ type: 'unmortgage', square: SQ.northEvac }, received, 0).label).toBe(
      'Unmortgage North Evac Line ($100)',
    )
    expect(unmortgageCost(SQ.northEvac, true)).toBe(100)
  })

  it('gives lot and bodyguard buttons a short text, the rest being said by their row', () => {
    expect(describeAction({ type: 'mortgage', square: SQ.bunkerLane }, view, 0).short).toBe('Mortgage (+$30)')
    expect(describeAction({ type: 'unmortgage', square: SQ.northEvac }, view, 0).short).toBe(
      'Unmortgage ($110)',
    )
    expect(describeAction({ type: 'build', square: SQ.bunkerLane }, view, 0).short).toBe(
      'Build a house ($50)',
    )
    expect(describeAction({ type: 'hireBodyguards', count: 2 }, view, 0).short).toBe('2')
  })

  it('words the roll for Quarantine, zombies, doubles and the Apocalypse', () => {
    expect(label({ type: 'roll' }, makeView({ players: [{ inJail: true, jailRolls: 1 }] }))).toBe(
      'Roll for doubles to leave Quarantine (try 2 of 3)',
    )
    expect(label({ type: 'roll' }, makeView({ players: [{ zombie: true }] }))).toBe(
      'Roll the zombie dice (2d4)',
    )
    expect(label({ type: 'roll' }, makeView({ turn: { rollAgain: true } }))).toBe('Roll again (doubles)')
    expect(label({ type: 'roll' }, makeView({ stage: 3 }))).toBe('Roll three dice')
  })

  it('prices the lot for sale and says a declined lot goes to auction', () => {
    const buy = makeView({ decision: { kind: 'buy', seat: 0, square: SQ.lastStand } })
    expect(label({ type: 'buy' }, buy)).toBe('Buy Last Stand Boulevard for $400')
    expect(label({ type: 'decline' }, buy)).toBe("Don't buy Last Stand Boulevard: it goes to auction")
  })

  it('names the creditor and the amount of a debt', () => {
    const toBob = makeView({
      decision: { kind: 'debt', seat: 0 },
      debt: { seat: 0, creditor: 1, amount: 1250, reason: 'rent' },
    })
    expect(label({ type: 'payDebt' }, toBob)).toBe('Pay $1,250 to Bob')
    const toBank = makeView({
      decision: { kind: 'debt', seat: 0 },
      debt: { seat: 0, creditor: 'bank', amount: 200, reason: 'tax' },
      options: { bankruptcy: 'eliminate' },
    })
    expect(label({ type: 'payDebt' }, toBank)).toBe('Pay $200 to the Bank')
    expect(label({ type: 'declareBankruptcy' }, toBank)).toBe('Declare bankruptcy (you leave the game)')
  })

  it('prices both classic income tax choices, the percent one from the worth (rounded down)', () => {
    const tax = makeView({
      options: { taxEdition: 'classic' },
      players: [{ worth: 1239 }],
      decision: { kind: 'incomeTax', seat: 0 },
    })
    expect(label({ type: 'payIncomeTax', how: 'flat' }, tax)).toBe('Pay $200 flat')
    expect(label({ type: 'payIncomeTax', how: 'percent' }, tax)).toBe('Pay 10% of your worth of $1,239: $123')
  })

  it('shows the d4 total and where each direction leads a zombie (round the corner of GO)', () => {
    const z = makeView({
      players: [{ zombie: true, position: 38 }],
      decision: { kind: 'zombieMove', seat: 0 },
      turn: { dice: [2, 3], diceKind: 'd4' },
      stage: 2,
    })
    expect(label({ type: 'moveZombie', dir: 1 }, z)).toBe('Clockwise: 5 squares to Ration Road')
    expect(label({ type: 'moveZombie', dir: -1 }, z)).toBe('Counter-clockwise: 5 squares to Survivor Cache')
  })

  it('labels the Stage 3 picks by the dice values, warning of snake eyes and doubles', () => {
    const at = (dice: number[]) =>
      makeView({
        stage: 3,
        players: [{ position: 5 }],
        decision: { kind: 'survivorMove', seat: 0 },
        turn: { dice },
      })
    expect(label({ type: 'moveSurvivor', dice: [0, 2], dir: 1 }, at([2, 6, 4]))).toBe(
      '2 + 4 clockwise: 6 to Chapel Close',
    )
    expect(label({ type: 'moveSurvivor', dice: [0, 1], dir: -1 }, at([2, 6, 4]))).toBe(
      '2 + 6 counter-clockwise: 8 to Helipad Heights',
    )
    const snake = describeAction({ type: 'moveSurvivor', dice: [0, 2], dir: 1 }, at([1, 5, 1]), 0)
    expect(snake.label).toBe('1 + 1 clockwise: 2 to Scavenge — snake eyes: you become a zombie')
    expect(snake.danger).toBe(true)
    expect(label({ type: 'moveSurvivor', dice: [0, 1], dir: 1 }, at([3, 3, 5]))).toBe(
      '3 + 3 clockwise: 6 to Chapel Close — doubles: roll again',
    )
  })

  it('names the street a won building goes on', () => {
    const place = makeView({ decision: { kind: 'placeBuilding', seat: 0, building: 'hotel' } })
    expect(label({ type: 'placeBuilding', square: SQ.lastStand }, place)).toBe(
      'Put the hotel on Last Stand Boulevard',
    )
  })
})

describe('grouping the legal actions', () => {
  const turnView = makeView({
    stage: 2,
    lots: {
      [SQ.bunkerLane]: { owner: 0, level: 1 },
      [SQ.rationRoad]: { owner: 0, level: 0 },
      [SQ.northEvac]: { owner: 0, mortgaged: true },
      [SQ.helipad]: { owner: 1 },
    },
  })
  const turnLegal: MonopoAction[] = [
    { type: 'roll' },
    { type: 'hireBodyguards', count: 3 },
    { type: 'hireBodyguards', count: 1 },
    { type: 'hireBodyguards', count: 2 },
    { type: 'mortgage', square: SQ.rationRoad },
    { type: 'sellBuilding', square: SQ.bunkerLane },
    { type: 'build', square: SQ.rationRoad },
    { type: 'build', square: SQ.bunkerLane },
    { type: 'unmortgage', square: SQ.northEvac },
    {
      type: 'proposeTrade',
      to: 1,
      give: { squares: [], cash: 350, cards: [] },
      get: { squares: [SQ.helipad], cash: 0, cards: [] },
    },
  ]

  it('puts the turn’s buttons in a fixed order, bodyguards by count, and keeps trade samples off the buttons', () => {
    const set = buildChoices(turnView, turnLegal, 0)
    expect(set.sections.map((s) => s.group)).toEqual(['bodyguards', 'turn'])
    expect(set.sections[0]?.heading).toBe('Hire bodyguards ($100 each, until your next turn)')
    expect(set.sections[0]?.choices.map((c) => c.label)).toEqual([
      'Hire 1 bodyguard ($100)',
      'Hire 2 bodyguards ($200)',
      'Hire 3 bodyguards ($300)',
    ])
    expect(set.sections[1]?.choices.map((c) => c.label)).toEqual(['Roll the dice'])
    expect(set.sections.flatMap((s) => s.choices).some((c) => c.action.type === 'proposeTrade')).toBe(false)
    expect(set.canPropose).toBe(true)
    expect(set.canCounter).toBe(false)
    expect(set.bid).toBeNull()
  })

  it('groups the commerce per lot in board order: build, sell, unmortgage, mortgage, with prices', () => {
    const set = buildChoices(turnView, turnLegal, 0)
    expect(set.lots.map((l) => [l.name, l.level, l.mortgaged])).toEqual([
      ['Bunker Lane', 1, false],
      ['Ration Road', 0, false],
      ['North Evac Line', 0, true],
    ])
    expect(set.lots.map((l) => l.choices.map((c) => c.short))).toEqual([
      ['Build a house ($50)', 'Sell a house (+$25)'],
      ['Build a house ($50)', 'Mortgage (+$30)'],
      ['Unmortgage ($110)'],
    ])
    expect(set.lots[0]?.colour).toBe('#8b4513')
  })

  it('gives the spectator, and a seat with nothing legal, no choices at all', () => {
    expect(buildChoices(turnView, turnLegal, null)).toBe(NO_CHOICES)
    expect(buildChoices(turnView, [], 1)).toBe(NO_CHOICES)
  })

  it('lets a human propose on their turn with no sample listed, but not a zombie, nor in the Apocalypse', () => {
    const roll: MonopoAction[] = [{ type: 'roll' }]
    expect(buildChoices(makeView(), roll, 0).canPropose).toBe(true)
    expect(buildChoices(makeView({ turn: { tradeOffers: 3 } }), roll, 0).canPropose).toBe(false)
    expect(buildChoices(makeView({ stage: 3 }), roll, 0).canPropose).toBe(false)
    expect(buildChoices(makeView({ players: [{ zombie: true }] }), roll, 0).canPropose).toBe(false)
    const onlyZombiesLeft = makeView({ stage: 2, players: [{}, { zombie: true }, { eliminated: true }] })
    expect(buildChoices(onlyZombiesLeft, roll, 0).canPropose).toBe(false)
  })

  it('merges two Stage 3 picks that read the same (equal dice) and keeps one button per distinct move', () => {
    const view = stage3Roll([3, 3, 5])
    const legal = stage3Moves()
    const set = buildChoices(view, legal, 0)
    expect(set.sections.map((s) => s.group)).toEqual(['survivorMove'])
    expect(set.sections[0]?.heading).toBe('Pick two of 3, 3, 5 and a direction')
    expect(set.sections[0]?.choices.map((c) => c.label)).toEqual([
      '3 + 3 clockwise: 6 to Barricade Avenue — doubles: roll again',
      '3 + 3 counter-clockwise: 6 to Command Center Circle — doubles: roll again',
      '3 + 5 clockwise: 8 to Scrapyard Street',
      '3 + 5 counter-clockwise: 8 to Sentry Street',
    ])
  })

  it('heads the zombie move with the d4s and their total', () => {
    const view = makeView({
      stage: 2,
      players: [{ zombie: true }],
      decision: { kind: 'zombieMove', seat: 0 },
      turn: { dice: [4, 1], diceKind: 'd4' },
    })
    const set = buildChoices(
      view,
      [
        { type: 'moveZombie', dir: 1 },
        { type: 'moveZombie', dir: -1 },
      ],
      0,
    )
    expect(set.sections[0]?.heading).toBe('Zombie move: the d4s show 4 + 1 = 5')
    expect(set.sections[0]?.choices.map((c) => c.label)).toEqual([
      'Clockwise: 5 squares to North Evac Line',
      'Counter-clockwise: 5 squares to West Evac Line',
    ])
  })

  it('puts the debt’s answers apart from the lots that raise the money', () => {
    const view = makeView({
      decision: { kind: 'debt', seat: 0 },
      debt: { seat: 0, creditor: 2, amount: 300, reason: 'rent' },
      lots: { [SQ.helipad]: { owner: 0 } },
    })
    const set = buildChoices(
      view,
      [{ type: 'payDebt' }, { type: 'mortgage', square: SQ.helipad }, { type: 'declareBankruptcy' }],
      0,
    )
    expect(set.sections.map((s) => [s.group, s.choices.map((c) => c.label)])).toEqual([
      ['debt', ['Pay $300 to Cid', 'Declare bankruptcy (you become a zombie)']],
    ])
    expect(set.lots.map((l) => l.choices.map((c) => c.label))).toEqual([['Mortgage Helipad Heights (+$175)']])
  })
})

describe('bidding', () => {
  const auctionView = (high: number, highBidder: number | null, cash = 1500) =>
    makeView({
      players: [{}, { cash }],
      ...deedAuction(SQ.helipad, [1, 2, 0], high, highBidder),
    })

  it('offers any whole amount above the high bid up to the bidder’s cash', () => {
    const legal = bidsOver120()
    const set = buildChoices(auctionView(120, 2, 900), legal, 1)
    expect(set.bid).toEqual({ min: 121, max: 900 })
    expect(set.sections[0]?.choices.map((c) => c.short)).toEqual([
      'Bid $121',
      'Bid $130',
      'Bid $170',
      'Bid $220',
      'Pass',
    ])
  })

  it('opens at the opening bid when nobody has bid', () => {
    const set = buildChoices(auctionView(0, null), [{ type: 'bid', amount: 1 }, { type: 'pass' }], 1)
    expect(set.bid).toEqual({ min: 1, max: 1500 })
  })

  it('has no bid box for a bidder who cannot bid, only the pass', () => {
    const set = buildChoices(auctionView(1500, 2, 1500), [{ type: 'pass' }], 1)
    expect(set.bid).toBeNull()
    expect(set.sections[0]?.choices.map((c) => c.short)).toEqual(['Pass'])
  })

  it(`cuts a long list of listed bids to ${MAX_QUICK_BIDS} quick buttons, lowest and highest kept`, () => {
    const legal: MonopoAction[] = Array.from({ length: 40 }, (_, i) => ({
      type: 'bid',
      amount: 101 + i * 10,
    }))
    legal.push({ type: 'pass' })
    const quick = buildChoices(auctionView(100, 2), legal, 1).sections[0]?.choices ?? []
    const bids = quick.filter((c) => c.action.type === 'bid')
    expect(bids).toHaveLength(MAX_QUICK_BIDS)
    expect(bids[0]?.label).toBe('Bid $101')
    expect(bids[bids.length - 1]?.label).toBe('Bid $491')
    expect(quick[quick.length - 1]?.short).toBe('Pass')
  })

  it('reads a typed bid, and refuses what is not a whole amount in range', () => {
    const range = { min: 121, max: 900 }
    expect(parseBid('150', range)).toEqual({ amount: 150 })
    expect(parseBid(' $900 ', range)).toEqual({ amount: 900 })
    expect(parseBid('1,50', range)).toEqual({ amount: 150 })
    expect(parseBid('120', range)).toEqual({ error: 'The lowest bid is $121.' })
    expect(parseBid('901', range)).toEqual({ error: 'You have only $900.' })
    expect(parseBid('12.5', range)).toEqual({ error: 'Type a whole number of dollars.' })
    expect(parseBid('', range)).toEqual({ error: 'Type a whole number of dollars.' })
  })
})

describe('the decision in words', () => {
  it('says whose turn it is, for the viewer and the others', () => {
    const view = makeView({ turn: { seat: 1 }, players: [{}, { zombie: true }] })
    expect(turnHeadline(view, 1)).toBe('Your turn (zombie)')
    expect(turnHeadline(view, 0)).toBe("Bob's turn (zombie)")
    expect(turnHeadline(makeView({ winners: [2], endReason: 'The last human came home.' }), 0)).toBe(
      'Game over',
    )
  })

  it('states the auction with its high bid and bidder', () => {
    const view = makeView({
      ...deedAuction(SQ.lastStand, [2, 0], 210, 0),
    })
    expect(decisionPrompt(view, 2)).toBe(
      'Auction of Last Stand Boulevard (high bid $210 by Ann): bid or pass.',
    )
    expect(decisionPrompt(view, 0)).toBe(
      'Auction of Last Stand Boulevard (high bid $210 by you): Cid to bid.',
    )
  })

  it('states a debt, the immunity question and the end', () => {
    const debt = makeView({
      decision: { kind: 'debt', seat: 0 },
      debt: { seat: 0, creditor: 'bank', amount: 200, reason: 'tax' },
    })
    expect(decisionPrompt(debt, 0)).toBe(
      'You owe $200 to the Bank: raise the money, pay, or declare bankruptcy.',
    )
    expect(decisionPrompt(debt, null)).toBe('Ann owes $200 to the Bank and is raising money.')
    const immunity = makeView({ decision: { kind: 'immunity', seat: 1, cause: 'snakeEyes' } })
    expect(decisionPrompt(immunity, 1)).toBe(
      'You rolled snake eyes: spend a Get Out of Quarantine Free card to stay human?',
    )
    expect(decisionPrompt(immunity, 0)).toBe(
      'Bob rolled snake eyes: will they spend a Get Out of Quarantine Free card?',
    )
    const sent = makeView({ decision: { kind: 'immunity', seat: 0, cause: 'goToJailSquare' } })
    expect(decisionPrompt(sent, 0)).toBe(
      'You landed on Go To Quarantine: spend a Get Out of Quarantine Free card to stay human?',
    )
    const drew = makeView({ decision: { kind: 'immunity', seat: 0, cause: 'goToJailCard' } })
    expect(decisionPrompt(drew, 1)).toBe(
      'Ann drew a Go to Quarantine card: will they spend a Get Out of Quarantine Free card?',
    )
    const jailed = makeView({ players: [{ inJail: true, position: 10 }] })
    expect(decisionPrompt(jailed, 0)).toBe('You are in Quarantine: pay $50, use a card, or roll for doubles.')
    expect(decisionPrompt(jailed, 1)).toBe('Ann is in Quarantine and deciding how to get out.')
    const over = makeView({ winners: [1], endReason: 'Bob landed on his own street.', decision: null })
    expect(decisionPrompt(over, 0)).toBe('Bob wins. Bob landed on his own street.')
    expect(waitingText(makeView({ decision: { kind: 'buy', seat: 2, square: 1 } }), 0)).toBe(
      'Waiting for Cid…',
    )
  })
})
