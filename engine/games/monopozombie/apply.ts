/** apply(): carries out an admitted action (engine/core/admit.ts) on a draft and runs the rules on. */
import type { ApplyFn, Seat } from '../../core/types'
import { plural } from '../../core/words'
import { returnCardToDeck } from './cards'
import {
  addBuilding,
  build,
  executeTrade,
  mortgage,
  offerTerms,
  offerWords,
  sellBuilding,
  unmortgage,
} from './commerce'
import { convert, spendImmunity } from './conversion'
import { draftOf, emit, leaveJail, setLot, setPlayer, setTurn, stateOf, type Draft } from './draft'
import { demand, payDebt, settleBankruptcy, transfer } from './money'
import { passBid, placeBid } from './auction'
import { RULES, nameOf, square, worth } from './queries'
import { moveSurvivor, moveZombie, rollForHuman, run } from './turn'
import type { MonopoAction, MonopoEvent, MonopoState } from './types'

// A plain function: see selfish/apply.ts.
export const applyAction: ApplyFn<MonopoState, MonopoAction, MonopoEvent> = (s, seat, a) => {
  const d = draftOf(s)
  perform(d, seat, a)
  run(d)
  return { state: stateOf(d), events: d.events ?? [] }
}

/** GameDefinition.advance: the same rules, with no events kept. */
export function advanceMonopo(s: MonopoState, seat: Seat, a: MonopoAction): MonopoState {
  const d = draftOf(s, false)
  perform(d, seat, a)
  run(d)
  return stateOf(d)
}

/** The moves on one of the mover's own lots, each carried out by its commerce rule. */
const ON_OWN_LOT = { build, sellBuilding, mortgage, unmortgage } as const

function perform(d: Draft, seat: Seat, a: MonopoAction): void {
  const p = d.players[seat]!
  switch (a.type) {
    case 'roll':
      rollForHuman(d, seat)
      return
    case 'endTurn':
      d.decision = null
      setTurn(d, { phase: 'resolving' })
      d.steps.push({ do: 'endTurn', seat })
      return
    case 'payJailFine':
      transfer(d, seat, 'bank', RULES.jailFine, 'Quarantine fine')
      leaveJail(d, seat, 'fine', `${p.name} pays to leave Quarantine.`, 'You pay to leave Quarantine.')
      return
    case 'useJailCard': {
      const used = p.cards[0]!
      setPlayer(d, seat, { cards: p.cards.slice(1) })
      returnCardToDeck(d, used)
      leaveJail(
        d,
        seat,
        'card',
        `${p.name} uses a Get Out of Quarantine Free card.`,
        'You use a Get Out of Quarantine Free card.',
      )
      return
    }
    case 'hireBodyguards':
      transfer(d, seat, 'bank', a.count * RULES.bodyguardCost, 'bodyguards')
      setPlayer(d, seat, { bodyguards: (d.players[seat]?.bodyguards ?? 0) + a.count })
      emit(d, {
        type: 'bodyguardsHired',
        seat,
        count: a.count,
        text: `${p.name} hires ${plural(a.count, 'bodyguard')}.`,
        you: { [seat]: `You hire ${plural(a.count, 'bodyguard')}.` },
      })
      return
    case 'build':
    case 'sellBuilding':
    case 'mortgage':
    case 'unmortgage':
      ON_OWN_LOT[a.type](d, seat, a.square)
      return
    case 'proposeTrade': {
      const offer = { from: seat, to: a.to, give: a.give, get: a.get }
      d.trade = { ...offer, counters: 0 }
      setTurn(d, { tradeOffers: d.turn.tradeOffers + 1 })
      d.decision = { kind: 'trade', seat: a.to }
      emit(d, { type: 'tradeProposed', offer, ...offerWords(d, offer, '') })
      return
    }
    case 'counterTrade': {
      const t = d.trade!
      const offer = { from: seat, to: t.from, give: a.give, get: a.get }
      d.trade = { ...offer, counters: t.counters + 1 }
      d.decision = { kind: 'trade', seat: t.from }
      emit(d, { type: 'tradeProposed', offer, ...offerWords(d, offer, 'Counter-offer: ') })
      return
    }
    case 'acceptTrade':
    case 'rejectTrade': {
      const t = d.trade!
      const offer = { from: t.from, to: t.to, give: t.give, get: t.get }
      d.trade = null
      d.decision = null
      if (a.type === 'acceptTrade') {
        const proposer = nameOf(d, offer.from)
        emit(d, {
          type: 'tradeAccepted',
          offer,
          text: `${p.name} accepts ${proposer}'s offer: ${offerTerms(offer)}`,
          you: {
            [offer.from]: `${p.name} accepts your offer: ${offerTerms(offer)}`,
            [seat]: `You accept ${proposer}'s offer: ${offerTerms(offer)}`,
          },
        })
        executeTrade(d, offer)
      } else {
        emit(d, {
          type: 'tradeRejected',
          offer,
          text: `${p.name} rejects the offer.`,
          you: { [offer.from]: `${p.name} rejects your offer.`, [seat]: 'You reject the offer.' },
        })
      }
      return
    }
    case 'buy': {
      const i = (d.decision as { square: number }).square
      const price = square(i).price ?? 0
      d.decision = null
      transfer(d, seat, 'bank', price, `buying ${square(i).name}`)
      setLot(d, i, { owner: seat })
      emit(d, {
        type: 'lotBought',
        seat,
        square: i,
        price,
        text: `${p.name} buys ${square(i).name} for $${price}.`,
        you: { [seat]: `You buy ${square(i).name} for $${price}.` },
      })
      return
    }
    case 'decline': {
      const i = (d.decision as { square: number }).square
      d.decision = null
      d.steps.push({ do: 'auction', lot: { kind: 'deed', square: i }, starter: seat, opening: 1 })
      return
    }
    case 'bid':
      placeBid(d, seat, a.amount)
      return
    case 'pass':
      passBid(d, seat)
      return
    case 'payDebt':
      payDebt(d)
      return
    case 'declareBankruptcy': {
      const creditor = d.debt?.creditor ?? 'bank'
      const lots = settleBankruptcy(d, seat, creditor)
      d.steps.push({ do: 'bankrupt', seat, creditor })
      const starter = (seat + 1) % d.players.length
      for (let k = lots.length - 1; k >= 0; k--) {
        d.steps.push({ do: 'auction', lot: { kind: 'deed', square: lots[k]! }, starter, opening: 1 })
      }
      return
    }
    case 'useImmunity': {
      const cause = (d.decision as { cause: Parameters<typeof spendImmunity>[2] }).cause
      d.decision = null
      spendImmunity(d, seat, cause)
      return
    }
    case 'declineImmunity': {
      const cause = (d.decision as { cause: Parameters<typeof convert>[2] }).cause
      d.decision = null
      convert(d, seat, cause, true)
      return
    }
    case 'payIncomeTax': {
      d.decision = null
      const rates = RULES.taxes[d.options.taxEdition]
      const amount =
        a.how === 'flat' ? rates.income : Math.floor((worth(d, seat) * (rates.incomePercent ?? 0)) / 100)
      demand(d, seat, 'bank', amount, square(4).name)
      return
    }
    case 'moveZombie':
      moveZombie(d, seat, a.dir)
      return
    case 'moveSurvivor':
      moveSurvivor(d, seat, a.dice, a.dir)
      return
    case 'placeBuilding': {
      const building = (d.decision as { building: 'house' | 'hotel' }).building
      d.decision = null
      addBuilding(d, seat, a.square, building)
      return
    }
  }
}
