/**
 * What must hold in every Zombielife state between actions: all 56 Action cards and 53 asset cards in
 * exactly one place each (the Action cards a table of this size does not use lie in the box), health
 * and money in range, zombies holding nothing, and someone able to act while the game goes on.
 * Used by the simulator and the tests after every action; never on the hot path of play.
 */
import { checkAskedToAct, checkConservation, invariantsFrom, isSeatOf } from '../../core/invariantChecks'
import { ASSET_KINDS, ZOMBIELIFE, actionCopy, assetCopy, assetType, inPlay } from './data'
import { legalActions, toAct } from './legal'
import { humans } from './queries'
import type { ZombielifeState } from './types'

const RULES = ZOMBIELIFE.rules

/** The broken invariants of a state, as sentences; empty when all is well. */
export const zombielifeInvariants = invariantsFrom<ZombielifeState>([
  checkActionCards,
  checkAssets,
  checkPlayers,
  checkRound,
  checkDecision,
  checkEnding,
])

function checkActionCards(s: ZombielifeState, broken: string[]): void {
  const places = [
    { where: 'the Action deck', ids: s.deck },
    { where: 'the discard pile', ids: s.discard },
    { where: 'the box', ids: s.box },
    { where: 'the Round Indicator Area', ids: s.roundCards },
    { where: 'the table (revealed)', ids: s.revealed === null ? [] : [s.revealed] },
    ...s.players.map((p, seat) => ({ where: `seat ${seat}'s hand`, ids: p.hand })),
  ]
  checkConservation(places, ZOMBIELIFE.actionCount, 'Action', broken)
  const n = s.players.length
  const boxed = new Set(s.box)
  ZOMBIELIFE.actions.forEach((copy, id) => {
    if (inPlay(copy, n) === boxed.has(id)) {
      broken.push(
        `Action card ${id} (symbol ${String(copy.symbol)}) is ${boxed.has(id) ? '' : 'not '}in the box at ${n} players.`,
      )
    }
  })
  s.players.forEach((p, seat) => {
    if (p.hand.some((id) => actionCopy(id)?.kind === 'infection'))
      broken.push(`Seat ${seat} holds an Infection card.`)
  })
  if (s.revealed !== null && actionCopy(s.revealed)?.kind !== 'infection') {
    broken.push(`Card ${s.revealed} lies revealed on the table but is not an Infection card.`)
  }
  if (s.roundCards.length > s.round) {
    broken.push(`${s.roundCards.length} round cards are down in round ${s.round}.`)
  }
}

function checkAssets(s: ZombielifeState, broken: string[]): void {
  const places = [
    ...ASSET_KINDS.map((kind, i) => ({ where: `the ${kind} pile`, ids: s.piles[i] ?? [] })),
    { where: 'the removed assets', ids: s.removed },
    ...s.players.map((p, seat) => ({ where: `seat ${seat}'s assets`, ids: p.assets })),
  ]
  checkConservation(places, ZOMBIELIFE.assetCount, 'Asset', broken)
  if (s.piles.length !== ASSET_KINDS.length) broken.push(`There are ${s.piles.length} asset piles.`)
  ASSET_KINDS.forEach((kind, i) => {
    const pile = s.piles[i] ?? []
    if (pile.some((id) => assetCopy(id)?.kind !== kind))
      broken.push(`The ${kind} pile holds another kind of card.`)
    if (assetType(kind).pileOrder === 'highestOnTop') {
      for (let j = 1; j < pile.length; j++) {
        if ((assetCopy(pile[j - 1] as number)?.payout ?? 0) > (assetCopy(pile[j] as number)?.payout ?? 0)) {
          broken.push(`The ${kind} pile is not sorted highest on top.`)
          break
        }
      }
    }
  })
  if (s.onCard.length !== ZOMBIELIFE.assetCount)
    broken.push(`Money is tracked for ${s.onCard.length} assets.`)
  const owned = new Set(s.players.flatMap((p) => p.assets))
  s.onCard.forEach((money, id) => {
    if (!Number.isInteger(money) || money < 0) broken.push(`Asset ${id} holds ${money} Wonga.`)
    if (money === 0) return
    const type = assetType(assetCopy(id)?.kind ?? 'investment')
    const holdsMoney =
      type.purchaseTo === 'card' || type.maintenanceTo === 'card' || type.dividendTo === 'card'
    if (!owned.has(id) || !holdsMoney) broken.push(`Asset ${id} holds ${money} Wonga but cannot.`)
  })
}

function checkPlayers(s: ZombielifeState, broken: string[]): void {
  if (s.players.length < RULES.minPlayers || s.players.length > RULES.maxPlayers) {
    broken.push(
      `There are ${s.players.length} players; Zombielife is for ${RULES.minPlayers} to ${RULES.maxPlayers}.`,
    )
  }
  s.players.forEach((p, seat) => {
    const who = `Seat ${seat}`
    if (!Number.isInteger(p.wonga) || p.wonga < 0) broken.push(`${who} has ${p.wonga} Wonga.`)
    if (!Number.isInteger(p.infected) || p.infected < 0 || p.infected > RULES.healthTokens) {
      broken.push(`${who} has ${p.infected} infected tokens, outside 0..${RULES.healthTokens}.`)
    }
    // Between the third flip and turning, the Infection card is slotted back (rulebook order).
    const turning = s.steps.some((st) => st.do === 'zombifyCheck' && st.seat === seat)
    if (p.zombie !== (p.infected === RULES.healthTokens) && !turning) {
      broken.push(`${who} has ${p.infected} infected tokens but is ${p.zombie ? '' : 'not '}a zombie.`)
    }
    if (p.extraDraws < 0) broken.push(`${who} has ${p.extraDraws} extra draws.`)
    if (p.lastTurn < 0 || p.lastTurn > s.turn.number) broken.push(`${who} last played turn ${p.lastTurn}.`)
    if (p.zombie) {
      if (p.hand.length > 0) broken.push(`${who} is a zombie but holds ${p.hand.length} Action cards.`)
      if (p.assets.length > 0) broken.push(`${who} is a zombie but owns ${p.assets.length} assets.`)
      if (p.extraDraws > 0) broken.push(`${who} is a zombie but has extra draws to come.`)
    } else if (p.lockedDown) broken.push(`${who} is a human under Lockdown.`)
  })
}

function checkRound(s: ZombielifeState, broken: string[]): void {
  if (!Number.isInteger(s.round) || s.round < 1 || s.round > RULES.rounds) {
    broken.push(`It is round ${s.round}, outside 1..${RULES.rounds}.`)
  }
  if (!isSeatOf(s.players, s.firstSeat)) broken.push(`The First Player Marker is at seat ${s.firstSeat}.`)
  const t = s.turn
  if (!isSeatOf(s.players, t.seat)) {
    broken.push(`The turn belongs to seat ${t.seat}, which is not at the table.`)
    return
  }
  if (t.actionsLeft < 0) broken.push(`${t.actionsLeft} actions are left this turn.`)
  const own = s.players[t.seat]?.extraDraws ?? 0
  if (!Number.isInteger(t.selfSpread) || t.selfSpread < 0 || t.selfSpread > own) {
    broken.push(`Seat ${t.seat} put ${t.selfSpread} Super-Spreaders on itself but has ${own} extra draws.`)
  }
  const most = Math.max(...RULES.humanGuide.map((o) => o.actions))
  if (t.actionsLeft > most)
    broken.push(`${t.actionsLeft} actions are left; no option gives more than ${most}.`)
  if (s.over || s.decision !== null) return
  if (s.steps.length > 0) broken.push(`${s.steps.length} rule steps are pending with nobody to decide.`)
  const zombie = s.players[t.seat]?.zombie === true
  const expected = zombie ? ['zombie'] : ['chooseOption', 'actions']
  if (!expected.includes(t.phase)) {
    broken.push(`Seat ${t.seat} is ${zombie ? 'a zombie' : 'human'} but its turn is in the ${t.phase} phase.`)
  }
  if (t.phase === 'actions' && t.actionsLeft === 0)
    broken.push('The actions phase goes on with no action left.')
  if (s.revealed !== null) broken.push('An Infection card lies revealed with nothing left to resolve it.')
}

function checkDecision(s: ZombielifeState, broken: string[]): void {
  const d = s.decision
  if (d === null) return
  if (!isSeatOf(s.players, d.seat)) {
    broken.push(`A ${d.kind} decision waits on seat ${d.seat}, which is not at the table.`)
    return
  }
  const p = s.players[d.seat]
  if (p?.zombie && d.kind !== 'arrange')
    broken.push(`A ${d.kind} decision waits on seat ${d.seat}, a zombie.`)
  switch (d.kind) {
    case 'maintenance':
      if (!p?.assets.includes(d.asset))
        broken.push(`Seat ${d.seat} is asked to maintain an asset it does not own.`)
      else if (p.wonga < (assetCopy(d.asset)?.maintenance ?? 0))
        broken.push(`Seat ${d.seat} is asked to pay more than it has.`)
      return
    case 'slot':
      if (s.revealed === null)
        broken.push(`Seat ${d.seat} is asked to slot back an Infection card that is not there.`)
      return
    case 'arrange':
      if (d.count < 1 || d.count > s.deck.length)
        broken.push(`Seat ${d.seat} arranges ${d.count} of ${s.deck.length} cards.`)
      return
    case 'stockTip':
      if (s.deck.length < 1) broken.push(`Seat ${d.seat} looks at the top of an empty deck.`)
      return
    case 'ppe':
      if (d.source === 'draw' && s.revealed === null)
        broken.push(`Seat ${d.seat} faces an Infection card that is not there.`)
      return
    case 'cancel':
      if (!isSeatOf(s.players, d.zombie) || !s.players[d.zombie]?.zombie)
        broken.push(`Seat ${d.seat} may cancel a zombie that is not one.`)
      return
  }
}

function checkEnding(s: ZombielifeState, broken: string[]): void {
  const seats = toAct(s)
  const living = humans(s).length
  if (s.over) {
    if (seats.length > 0) broken.push('The game is over but seats are still asked to act.')
    const finished = s.roundCards.length === RULES.rounds || s.round === RULES.rounds
    if (living > 0 && !finished) broken.push(`The game ended in round ${s.round} with ${living} humans left.`)
    return
  }
  if (living === 0) broken.push('Everyone is a zombie but the game goes on.')
  checkAskedToAct(s.players, seats, (seat) => legalActions(s, seat).length > 0, broken)
}
