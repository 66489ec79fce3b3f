/**
 * Becoming a zombie and what zombies do to the board: conversion with the lap and card immunities
 * (R1-R5, M1, M5), encounters (R10, M13), demolition (R9, R11, M14-M16), the stages (R5, R12, M17,
 * M18) and the end of the game (R14, R15, M19-M21).
 */
import type { Seat } from '../../core/types'
import { plural, type SecondPerson } from '../../core/words'
import { returnCardToDeck } from './cards'
import { FREE_PARKING } from './dataTypes'
import { emit, leaveJail, setLot, setPlayer, setTurn, type Draft } from './draft'
import {
  humanSeats,
  isHuman,
  lot,
  nameOf,
  occupants,
  ownsImprovedStreet,
  square,
  worth,
  zombieSeats,
} from './queries'
import type { ConversionCause } from './types'

const CAUSE_TEXT: Readonly<Record<ConversionCause, string>> = {
  snakeEyes: 'moved too slowly on snake eyes',
  goToJailCard: 'drew a Go to Quarantine card',
  goToJailSquare: 'landed on Go To Quarantine',
  thirdDoubles: 'rolled a third double',
  encounter: 'was overrun by zombies',
  infectionGround: 'landed on unimproved zombie ground',
  bankruptcy: 'went bankrupt',
}

/** Why a player turned, after "You" ("You were overrun…"). */
const causeForYou = (cause: ConversionCause) => CAUSE_TEXT[cause].replace(/^was /, 'were ')

/**
 * A conversion about to happen to `seat`. Returns false when it does not happen here: the player is
 * not human, is still immune (not yet lapped), or holds a Get Out of Jail Free card and must first be
 * asked whether to spend it (the decision is then set).
 */
export function convert(d: Draft, seat: Seat, cause: ConversionCause, asked = false): boolean {
  const p = d.players[seat]
  if (p === undefined || !isHuman(p)) return false
  if (!p.lapped && cause !== 'bankruptcy') {
    emit(d, {
      type: 'conversionResisted',
      seat,
      cause,
      text: `${p.name} is still immune (not yet round the board once).`,
      you: { [seat]: 'You are still immune (not yet round the board once).' },
    })
    return false
  }
  if (!asked && p.cards.length > 0 && cause !== 'bankruptcy') {
    d.decision = { kind: 'immunity', seat, cause }
    return false
  }
  becomeZombie(d, seat, cause)
  return true
}

export function spendImmunity(d: Draft, seat: Seat, cause: ConversionCause): void {
  const p = d.players[seat]
  const spent = p?.cards[0]
  if (p === undefined || spent === undefined) return
  setPlayer(d, seat, { cards: p.cards.slice(1) })
  returnCardToDeck(d, spent)
  emit(d, {
    type: 'immunityUsed',
    seat,
    card: spent,
    cause,
    text: `${p.name} ${CAUSE_TEXT[cause]} but spends a Get Out of Quarantine Free card and stays human.`,
    you: {
      [seat]: `You ${causeForYou(cause)} but spend a Get Out of Quarantine Free card and stay human.`,
    },
  })
}

function becomeZombie(d: Draft, seat: Seat, cause: ConversionCause): void {
  const p = d.players[seat]
  if (p === undefined) return
  for (const c of p.cards) returnCardToDeck(d, c)
  setPlayer(d, seat, { zombie: true, cards: [], bodyguards: 0, inJail: false, jailRolls: 0 })
  if (d.debt?.seat === seat) {
    d.debt = null
    if (d.decision?.kind === 'debt') d.decision = null
  }
  // Payments to or from the new zombie are cancelled (M8), and so is a move it still owed as a human
  // (paid the fine after a third failed jail roll, went bankrupt on it): zombies walk on 2d4 (R7).
  d.steps = d.steps.filter(
    (s) =>
      !(s.do === 'pay' && (s.from === seat || s.to === seat)) &&
      !((s.do === 'move' || s.do === 'moveTo') && s.seat === seat),
  )
  if (d.turn.seat === seat) setTurn(d, { rollAgain: false })
  emit(d, {
    type: 'converted',
    seat,
    cause,
    text: `${p.name} ${CAUSE_TEXT[cause]} and is now a zombie!`,
    you: { [seat]: `You ${causeForYou(cause)} and are now a zombie!` },
  })
  vacate(d, p.position)
  advanceStage(d)
  checkHopeless(d)
  checkLastStanding(d)
}

/** M17, M18: stages only move forward; checked after every conversion (and elimination). */
export function advanceStage(d: Draft): void {
  if (d.stage === 1) {
    d.stage = 2
    emit(d, { type: 'stageChanged', stage: 2, text: 'The Outbreak begins: the first player has turned.' })
  }
  if (d.stage !== 2) return
  const zombies = zombieSeats(d).length
  const humans = humanSeats(d).length
  const seated = d.players.filter((p) => !p.eliminated).length
  const threshold =
    d.options.apocalypseAt === 'halfThePlayers' ? zombies >= Math.floor(seated / 2) : zombies >= humans
  if (!threshold) return
  d.stage = 3
  d.auction = null
  d.trade = null
  d.debt = null
  if (d.decision !== null && d.decision.kind !== 'immunity') d.decision = null
  // Payments and auctions are commerce; a pending 'bankrupt' step stays: that player's assets are
  // already settled, and only their conversion (or elimination) is left to do (M21).
  d.steps = d.steps.filter((s) => s.do !== 'pay' && s.do !== 'auction')
  d.players.forEach((p, seat) => {
    if (p.inJail)
      leaveJail(d, seat, 'apocalypse', `${p.name} walks out of Quarantine.`, 'You walk out of Quarantine.')
    if (p.bodyguards > 0) setPlayer(d, seat, { bodyguards: 0 })
  })
  emit(d, {
    type: 'stageChanged',
    stage: 3,
    text: 'The Apocalypse: zombies equal or outnumber the humans. Commerce is over; survive!',
  })
}

/** M19 option: the last human owning no improved street cannot win, so the zombies win at once. */
export function checkHopeless(d: Draft): void {
  if (d.stage !== 3 || d.options.hopelessLastHuman !== 'zombiesWin' || d.winners !== null) return
  const humans = humanSeats(d)
  if (humans.length === 1 && !ownsImprovedStreet(d, humans[0] as Seat)) {
    endGame(d, zombieSeats(d), 'The last human owns no improved street: the zombies win.')
  }
}

/** With elimination, the last player standing wins when that player is human. */
export function checkLastStanding(d: Draft): void {
  if (d.winners !== null) return
  const seated: Seat[] = []
  d.players.forEach((p, seat) => {
    if (!p.eliminated) seated.push(seat)
  })
  if (seated.length === 0) endGame(d, [], 'Every player has left the game.')
  else if (seated.length === 1 && isHuman(d.players[seated[0] as Seat]!)) {
    endGame(d, seated, ...lastStanding(d, seated[0] as Seat))
  }
}

/** The end reason when `seat` is the last player left, and how it reads for them. */
export function lastStanding(d: Draft, seat: Seat): [string, SecondPerson] {
  return [`${nameOf(d, seat)} is the last player standing.`, { [seat]: 'You are the last player standing.' }]
}

/**
 * Ends the game: `reason` is kept as the end reason (the outcome's summary) and logged, worded by
 * `you` for the seats it names.
 */
export function endGame(d: Draft, winners: Seat[], reason: string, you?: SecondPerson): void {
  d.winners = winners
  d.endReason = reason
  d.decision = null
  d.auction = null
  d.trade = null
  d.debt = null
  d.steps = []
  setTurn(d, { phase: 'over' })
  emit(d, { type: 'gameWon', winners, text: reason, ...(you === undefined ? {} : { you }) })
}

/** The stall limit (M19): the zombies are declared the winners; with no zombies yet, the richest human. */
export function endByStall(d: Draft): void {
  const zombies = zombieSeats(d)
  if (zombies.length > 0) {
    endGame(d, zombies, `${roundsPassed(d)}: the zombies are declared the winners.`)
    return
  }
  const humans = humanSeats(d)
  const best = Math.max(...humans.map((s) => worth(d, s)))
  const richest = humans.filter((s) => worth(d, s) === best)
  endGame(
    d,
    richest,
    `${roundsPassed(d)} with no zombie: the richest ${richest.length === 1 ? 'survivor wins' : 'survivors share the win'}.`,
  )
}

function roundsPassed(d: Draft): string {
  const n = d.options.stallRounds
  return `${plural(n, 'round')} ${n === 1 ? 'has' : 'have'} passed`
}

/** One level of demolition by zombies (M14): a house, or a hotel down to what the bank can give back. */
export function demolish(d: Draft, i: number): void {
  const l = lot(d, i)
  if (l.level === 0) return
  let level: number
  if (l.level === 5) {
    const back = Math.min(4, d.bankHouses)
    d.bankHotels += 1
    d.bankHouses -= back
    level = back
  } else {
    d.bankHouses += 1
    level = l.level - 1
  }
  setLot(d, i, { level })
  emit(d, {
    type: 'demolished',
    square: i,
    level,
    text: `Zombies tear down a building on ${square(i).name} (now ${levelText(level)}).`,
  })
  // M19: this may have been the last human's last improved street.
  checkHopeless(d)
}

export function levelText(level: number): string {
  if (level === 5) return 'a hotel'
  if (level === 0) return 'no buildings'
  return plural(level, 'house')
}

/** M15: a zombie lot a human survived on is demolished one level when its last human leaves. */
export function vacate(d: Draft, i: number): void {
  const at = d.occupied.indexOf(i)
  if (at < 0 || occupants(d, i).humans.length > 0) return
  d.occupied.splice(at, 1)
  demolish(d, i)
}

/**
 * R10/M13: when zombies there are at least the humans (with their bodyguards) plus the buildings,
 * every human on the square turns. Returns the humans to convert, in seat order.
 */
export function overrun(d: Draft, i: number): Seat[] {
  if (i === FREE_PARKING) return []
  const { humans, zombies } = occupants(d, i)
  if (humans.length === 0 || zombies.length === 0) return []
  const guards = humans.reduce((n, s) => n + (d.players[s]?.bodyguards ?? 0), 0)
  const level = lot(d, i).level
  return zombies.length >= humans.length + guards + level ? humans : []
}
