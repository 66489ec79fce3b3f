/**
 * Tokens moving round the board and what the square they reach does: GO and the first lap (M1), the
 * arrival order of M13 (conversion on arrival, R11, R9, R10), rent, buying, taxes, the cards (§3.4,
 * R2, M7, M18) and Go To Jail (M3).
 */
import { randomInt } from '../../core/rng'
import type { Seat } from '../../core/types'
import { plural, sentence } from '../../core/words'
import { card, deckName, takeTop } from './cards'
import { demolish, endGame, overrun, vacate } from './conversion'
import { BOARD_SIZE, GO, GO_TO_JAIL, JAIL, type Deck } from './dataTypes'
import { emit, setPlayer, setTurn, type Draft } from './draft'
import { demand, transfer } from './money'
import {
  LOT_SQUARES,
  RULES,
  humanSeats,
  isHuman,
  isLot,
  lot,
  nameOf,
  occupants,
  pathFrom,
  rentFor,
  square,
} from './queries'
import type { ConversionCause, Step } from './types'

type RentMode = 'normal' | 'doubleRailroad' | 'utilityTenTimes'

export function rollD6(d: Draft): number {
  return randomInt(d.rng, 6) + 1
}

/** M6: a d4 (the physical game re-rolls 5s and 6s on a d6; the result is the same uniform 1..4). */
export function rollD4(d: Draft): number {
  return randomInt(d.rng, 4) + 1
}

/** Puts a token on another square; the square left behind may be vacated (M15). */
function relocate(d: Draft, seat: Seat, to: number): void {
  const from = d.players[seat]?.position ?? 0
  setPlayer(d, seat, { position: to })
  if (from !== to) vacate(d, from)
}

/** Passing or reaching GO moving forward: the lap (M1), and the salary for humans before Stage 3. */
function passGo(d: Draft, seat: Seat): void {
  const p = d.players[seat]
  if (p === undefined) return
  if (!p.lapped) {
    setPlayer(d, seat, { lapped: true })
    if (!p.zombie) {
      emit(d, {
        type: 'lapped',
        seat,
        text: `${p.name} has been round the board: no longer immune.`,
        you: { [seat]: 'You have been round the board: no longer immune.' },
      })
    }
  }
  if (!p.zombie && d.stage < 3) transfer(d, 'bank', seat, RULES.goSalary, 'passing the Safehouse')
}

export function move(d: Draft, step: Extract<Step, { do: 'move' }>): void {
  const p = d.players[step.seat]
  if (p === undefined) return
  const path = pathFrom(p.position, step.steps, step.dir)
  const wasZombie = p.zombie
  if (step.dir === 1) for (const sq of path) if (sq === GO) passGo(d, step.seat)
  const to = path[path.length - 1] ?? p.position
  emit(d, {
    type: 'tokenMoved',
    seat: step.seat,
    from: p.position,
    path,
    jump: false,
    text: `${p.name} moves ${plural(step.steps, 'space')} ${step.dir === 1 ? '' : 'back '}to ${square(to).name}.`,
    you: {
      [step.seat]: `You move ${plural(step.steps, 'space')} ${step.dir === 1 ? '' : 'back '}to ${square(to).name}.`,
    },
  })
  relocate(d, step.seat, to)
  d.steps.push({
    do: 'arrive',
    seat: step.seat,
    diceTotal: step.diceTotal,
    rent: 'normal',
    convertOnArrival: step.convertOnArrival,
    wasZombie,
  })
}

/** A card's teleport: always forward, paying the salary when it passes GO. */
export function moveTo(d: Draft, step: Extract<Step, { do: 'moveTo' }>): void {
  const p = d.players[step.seat]
  if (p === undefined) return
  const steps = (step.square - p.position + BOARD_SIZE) % BOARD_SIZE
  const path = pathFrom(p.position, steps, 1)
  if (path.includes(GO)) passGo(d, step.seat)
  emit(d, {
    type: 'tokenMoved',
    seat: step.seat,
    from: p.position,
    path,
    jump: true,
    text: `${p.name} goes to ${square(step.square).name}.`,
    you: { [step.seat]: `You go to ${square(step.square).name}.` },
  })
  relocate(d, step.seat, step.square)
  d.steps.push({
    do: 'arrive',
    seat: step.seat,
    diceTotal: 0,
    rent: step.rent,
    convertOnArrival: null,
    wasZombie: p.zombie,
  })
}

export function sendToJail(d: Draft, seat: Seat): void {
  const p = d.players[seat]
  if (p === undefined) return
  emit(d, {
    type: 'tokenMoved',
    seat,
    from: p.position,
    path: [JAIL],
    jump: true,
    text: `${p.name} goes to Quarantine.`,
    you: { [seat]: 'You go to Quarantine.' },
  })
  relocate(d, seat, JAIL)
  setPlayer(d, seat, { inJail: true, jailRolls: 0 })
  if (d.turn.seat === seat) setTurn(d, { rollAgain: false, doublesInRow: 0 })
  emit(d, {
    type: 'jailed',
    seat,
    text: `${p.name} is in Quarantine.`,
    you: { [seat]: 'You are in Quarantine.' },
  })
}

/**
 * M13's order on arrival: a conversion the move carried (R1, M3) first; then for a zombie R11
 * (demolish a vacant improved lot), for a human R9 (unimproved zombie ground); then R10; then the
 * square, where a human who survived on an improved zombie lot is marked as occupying it.
 */
export function arrive(d: Draft, step: Extract<Step, { do: 'arrive' }>): void {
  const seat = step.seat
  // M1: the lap is counted during the move, so a move that reaches GO ends the immunity first.
  const mover = d.players[seat]!
  if (step.convertOnArrival !== null && isHuman(mover) && mover.lapped) {
    d.steps.push({ ...step, convertOnArrival: null })
    d.steps.push({ do: 'convert', seat, cause: step.convertOnArrival, asked: false })
    return
  }
  const p = d.players[seat]
  if (p === undefined || p.eliminated) return
  const at = p.position
  const landing: Step = { do: 'landOn', seat, diceTotal: step.diceTotal, rent: step.rent }
  if (p.zombie) {
    const l = lot(d, at)
    if (isLot(at) && l.owner !== null && l.level > 0 && occupants(d, at).humans.length === 0) {
      demolish(d, at)
      if (d.winners !== null) return
    }
    // M20: only a token that arrives as a zombie (its walk, or a conversion it carried) can win on Jail.
    d.steps.push({ ...landing, asZombie: true }, { do: 'encounter', square: at })
    return
  }
  const l = lot(d, at)
  d.steps.push(landing, { do: 'encounter', square: at })
  if (isLot(at) && l.owner !== null && l.level === 0 && d.players[l.owner]?.zombie === true) {
    d.steps.push({ do: 'convert', seat, cause: 'infectionGround', asked: false })
  }
  // M3 and the arrival order of M13 (section 4.4): the Go To Jail square converts a lapped human on
  // arrival, before R10, so the new zombie counts against any human already standing there.
  if (at === GO_TO_JAIL && p.lapped) {
    d.steps.push({ do: 'convert', seat, cause: 'goToJailSquare', asked: false })
  }
}

/** M13, M15: a human who survived arriving on an improved zombie lot occupies it (R9). */
function occupy(d: Draft, at: number): void {
  if (!isLot(at) || d.occupied.includes(at)) return
  const l = lot(d, at)
  if (l.owner !== null && l.level > 0 && d.players[l.owner]?.zombie === true) d.occupied.push(at)
}

/** R10 on an arrival: every human overrun is converted (each may be asked about immunity). */
export function encounter(d: Draft, at: number): void {
  const victims = overrun(d, at)
  if (victims.length === 0) return
  d.steps.push({ do: 'vacated', square: at })
  for (let k = victims.length - 1; k >= 0; k--) {
    d.steps.push({ do: 'convert', seat: victims[k] as Seat, cause: 'encounter', asked: false })
  }
}

/** What the square does to the token that landed there (as a zombie, or as a human in each stage). */
export function landOn(d: Draft, step: Extract<Step, { do: 'landOn' }>): void {
  const seat = step.seat
  const p = d.players[seat]
  if (p === undefined || p.eliminated) return
  const at = p.position
  const sq = square(at)
  if (p.zombie) {
    landAsZombie(d, seat, at, step.asZombie === true)
    return
  }
  occupy(d, at)
  if (d.stage === 3) {
    landInApocalypse(d, seat, at)
    return
  }
  switch (sq.kind) {
    case 'street':
    case 'railroad':
    case 'utility':
      landOnLot(d, seat, at, step.diceTotal, step.rent)
      return
    case 'chance':
    case 'chest':
      drawCard(d, seat, sq.kind)
      return
    case 'tax':
      payTax(d, seat, sq.tax ?? 'income')
      return
    case 'goToJail':
      // A lapped human was converted (or spent a card) on arrival; before the lap: jail (M3).
      if (!p.lapped) sendToJail(d, seat)
      return
    default:
      return
  }
}

function landAsZombie(d: Draft, seat: Seat, at: number, arrivedAsZombie: boolean): void {
  const sq = square(at)
  if (sq.kind === 'chance' || sq.kind === 'chest') drawCard(d, seat, sq.kind)
  else if (isLot(at) && lot(d, at).owner === null && d.stage === 2) {
    d.steps.push({ do: 'auction', lot: { kind: 'deed', square: at }, starter: seat, opening: 1 })
  }
  if (at === JAIL && arrivedAsZombie && humanSeats(d).length === 0) {
    // R15: the first zombie into Quarantine once everyone has turned wins alone.
    endGame(d, [seat], `${nameOf(d, seat)} breaks into Quarantine first and gets the last brains.`, {
      [seat]: 'You break into Quarantine first and get the last brains.',
    })
  }
}

/**
 * M18, R14: in the Apocalypse only Go to Jail and the Get Out of Jail Free card still count (the Go
 * To Jail square converts a lapped human on arrival, see arrive).
 */
function landInApocalypse(d: Draft, seat: Seat, at: number): void {
  const sq = square(at)
  if (sq.kind === 'chance' || sq.kind === 'chest') drawCard(d, seat, sq.kind)
  if (d.players[seat]?.zombie !== false) return
  const l = lot(d, at)
  const humans = humanSeats(d)
  if (
    humans.length === 1 &&
    sq.kind === 'street' &&
    l.owner === seat &&
    l.level > 0 &&
    occupants(d, at).zombies.length === 0
  ) {
    endGame(d, [seat], `${nameOf(d, seat)}, the last human, holds out in ${sq.name}.`, {
      [seat]: `You, the last human, hold out in ${sq.name}.`,
    })
  }
}

function landOnLot(d: Draft, seat: Seat, at: number, diceTotal: number, mode: RentMode): void {
  const l = lot(d, at)
  const sq = square(at)
  if (l.owner === null) {
    d.decision = { kind: 'buy', seat, square: at }
    return
  }
  if (l.owner === seat || l.mortgaged || !isHuman(d.players[l.owner]!)) return
  let rent: number
  if (mode === 'utilityTenTimes') {
    const a = rollD6(d)
    const b = rollD6(d)
    emit(d, {
      type: 'diceRolled',
      seat,
      dice: [a, b],
      kind: 'd6',
      text: `${nameOf(d, seat)} rolls ${a} and ${b}.`,
      you: { [seat]: `You roll ${a} and ${b}.` },
    })
    rent = (a + b) * RULES.nearestUtilityMultiplier
    if (a === 1 && b === 1 && d.players[seat]?.lapped) {
      // M4: snake eyes on the card's roll converts in place, and a zombie pays nothing; a player who
      // spends a Get Out of Jail Free card stays human and still owes the rent.
      d.steps.push({ do: 'pay', from: seat, to: l.owner, amount: rent, reason: `rent on ${sq.name}` })
      d.steps.push({ do: 'convert', seat, cause: 'snakeEyes', asked: false })
      return
    }
  } else {
    rent = rentFor(d, at, diceTotal)
    if (mode === 'doubleRailroad') rent *= RULES.nearestRailroadFactor
  }
  demand(d, seat, l.owner, rent, `rent on ${sq.name}`)
}

function payTax(d: Draft, seat: Seat, tax: 'income' | 'luxury'): void {
  const rates = RULES.taxes[d.options.taxEdition]
  if (tax === 'luxury') {
    demand(d, seat, 'bank', rates.luxury, square(38).name)
    return
  }
  if (rates.incomePercent === null) demand(d, seat, 'bank', rates.income, square(4).name)
  else d.decision = { kind: 'incomeTax', seat }
}

/** A Go to Jail card: jail before the first lap, a zombie after it (R2, M3; square 30 is in arrive). */
function goToJail(d: Draft, seat: Seat, cause: ConversionCause): void {
  const p = d.players[seat]
  if (p === undefined) return
  if (p.lapped) {
    d.steps.push({ do: 'convert', seat, cause, asked: false })
    return
  }
  if (d.stage === 3) return
  sendToJail(d, seat)
}

export function drawCard(d: Draft, seat: Seat, deck: Deck): void {
  const id = takeTop(d, deck)
  const c = card(id)
  const p = d.players[seat]!
  const effect = c.effect
  const keep = effect.kind === 'getOutOfJailFree' && !p.zombie
  const ignored =
    p.zombie || (d.stage === 3 && effect.kind !== 'getOutOfJailFree' && effect.kind !== 'goToJail')
  if (keep) setPlayer(d, seat, { cards: [...p.cards, id] })
  else d.decks[deck] = [...d.decks[deck], id]
  d.shownCard = id
  emit(d, {
    type: 'cardDrawn',
    seat,
    deck,
    card: id,
    ignored,
    text: sentence(`${p.name} draws ${deckName(deck)}: "${c.text}"${ignored ? ' (ignored)' : ''}`),
    you: { [seat]: sentence(`You draw ${deckName(deck)}: "${c.text}"${ignored ? ' (ignored)' : ''}`) },
  })
  if (ignored || keep) return
  switch (effect.kind) {
    case 'advanceTo':
      d.steps.push({ do: 'moveTo', seat, square: effect.square, rent: 'normal' })
      return
    case 'advanceToNearest': {
      const target = nearest(p.position, effect.target)
      d.steps.push({
        do: 'moveTo',
        seat,
        square: target,
        rent: effect.target === 'railroad' ? 'doubleRailroad' : 'utilityTenTimes',
      })
      return
    }
    case 'goBack':
      d.steps.push({ do: 'move', seat, steps: effect.spaces, dir: -1, diceTotal: 0, convertOnArrival: null })
      return
    case 'goToJail':
      goToJail(d, seat, 'goToJailCard')
      return
    case 'collect':
      transfer(d, 'bank', seat, effect.amount, 'card')
      return
    case 'pay':
      demand(d, seat, 'bank', effect.amount, 'card')
      return
    case 'repairs': {
      let cost = 0
      for (const i of LOT_SQUARES) {
        const l = lot(d, i)
        if (l.owner !== seat) continue
        cost += l.level === 5 ? effect.perHotel : l.level * effect.perHouse
      }
      demand(d, seat, 'bank', cost, 'repairs')
      return
    }
    case 'payEachPlayer': {
      const others = humanSeats(d).filter((s) => s !== seat)
      for (let k = others.length - 1; k >= 0; k--) {
        d.steps.push({ do: 'pay', from: seat, to: others[k] as Seat, amount: effect.amount, reason: 'card' })
      }
      return
    }
    case 'collectFromEachPlayer': {
      const others = humanSeats(d).filter((s) => s !== seat)
      for (let k = others.length - 1; k >= 0; k--) {
        d.steps.push({ do: 'pay', from: others[k] as Seat, to: seat, amount: effect.amount, reason: 'card' })
      }
      return
    }
    default:
      return
  }
}

function nearest(from: number, kind: 'railroad' | 'utility'): number {
  for (let k = 1; k <= BOARD_SIZE; k++) {
    const i = (from + k) % BOARD_SIZE
    if (square(i).kind === kind) return i
  }
  return from
}
