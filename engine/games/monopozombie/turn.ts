/**
 * The turn: rolling (doubles, the third double, jail, snake eyes: R1, M3, M4), a zombie's 2d4 and its
 * direction (R7, M6, M22), the survivor's three dice in the Apocalypse (R13), and the step stack that
 * carries the rules forward until someone has a decision to take.
 */
import { runSteps } from '../../core/steps'
import type { Seat } from '../../core/types'
import { listed } from '../../core/words'
import { startAuction } from './auction'
import { advanceStage, checkHopeless, convert, endByStall, endGame, lastStanding, vacate } from './conversion'
import { emit, leaveJail, setLot, setPlayer, setTurn, type Draft } from './draft'
import { demand } from './money'
import { arrive, encounter, landOn, move, moveTo, rollD4, rollD6, sendToJail } from './movement'
import { LOT_SQUARES, RULES, lot, nameOf } from './queries'
import { turnStart } from './setup'
import type { Direction, Step } from './types'

export function run(d: Draft): void {
  runSteps(
    d,
    () => d.decision !== null || d.winners !== null,
    (step) => exec(d, step),
  )
  if (d.decision === null && d.winners === null) {
    if (d.turn.phase === 'preRoll' || d.turn.phase === 'postRoll') {
      d.decision = { kind: 'turn', seat: d.turn.seat }
    } else throw new Error(`MonopoZombie: nothing left to do in phase ${d.turn.phase}.`)
  }
}

function exec(d: Draft, step: Step): void {
  switch (step.do) {
    case 'startTurn':
      startTurn(d, step.seat)
      return
    case 'move':
      move(d, step)
      return
    case 'moveTo':
      moveTo(d, step)
      return
    case 'arrive':
      arrive(d, step)
      return
    case 'landOn':
      landOn(d, step)
      return
    case 'convert':
      convert(d, step.seat, step.cause, step.asked)
      return
    case 'encounter':
      encounter(d, step.square)
      return
    case 'vacated':
      vacate(d, step.square)
      return
    case 'pay':
      demand(d, step.from, step.to, step.amount, step.reason)
      return
    case 'sendToJail':
      sendToJail(d, step.seat)
      return
    case 'auction':
      if (d.stage === 3) return
      if (step.lot.kind === 'deed' && lot(d, step.lot.square).owner !== null) return
      startAuction(d, step.lot, step.starter, step.opening)
      return
    case 'bankrupt':
      if (d.options.bankruptcy === 'eliminate') eliminate(d, step.seat)
      else convert(d, step.seat, 'bankruptcy', true)
      return
    case 'afterMove':
      afterMove(d, step.seat)
      return
    case 'endTurn':
      endTurn(d)
      return
  }
}

function eliminate(d: Draft, seat: Seat): void {
  const p = d.players[seat]
  if (p === undefined) return
  setPlayer(d, seat, { eliminated: true, bodyguards: 0, inJail: false })
  // A player who leaves makes no move still owed (the fine after a third failed jail roll).
  d.steps = d.steps.filter((s) => !((s.do === 'move' || s.do === 'moveTo') && s.seat === seat))
  emit(d, {
    type: 'eliminated',
    seat,
    text: `${p.name} leaves the game.`,
    you: { [seat]: 'You leave the game.' },
  })
  vacate(d, p.position)
  // M17, M19, M21: with one human fewer, the zombies may now equal the humans, or one is left.
  if (d.stage === 2) advanceStage(d)
  checkHopeless(d)
  if (d.winners !== null) return
  const seated = d.players.filter((q) => !q.eliminated)
  if (seated.length === 1) {
    const last = d.players.indexOf(seated[0]!)
    if (!seated[0]!.zombie) endGame(d, [last], ...lastStanding(d, last))
  } else if (seated.length === 0) endGame(d, [], 'Every player has left the game.')
}

export function startTurn(d: Draft, seat: Seat): void {
  if (d.turn.round > d.options.stallRounds) {
    endByStall(d)
    return
  }
  const p = d.players[seat]!
  if (p.bodyguards > 0) setPlayer(d, seat, { bodyguards: 0 })
  setTurn(d, { seat, ...turnStart() })
  const zombie = p.zombie ? ' (zombie)' : ''
  emit(d, {
    type: 'turnStarted',
    seat,
    text: `${p.name}'s turn${zombie}.`,
    you: { [seat]: `Your turn${zombie}.` },
  })
  if (p.zombie) rollForZombie(d, seat)
  else if (d.stage === 3) rollForSurvivor(d, seat)
  else d.decision = { kind: 'turn', seat }
}

function rollForZombie(d: Draft, seat: Seat): void {
  const dice = [rollD4(d), rollD4(d)]
  setTurn(d, { phase: 'resolving', dice, diceKind: 'd4', chosen: [] })
  emit(d, {
    type: 'diceRolled',
    seat,
    dice,
    kind: 'd4',
    text: `${nameOf(d, seat)} rolls ${dice[0]} and ${dice[1]} on the zombie dice.`,
    you: { [seat]: `You roll ${dice[0]} and ${dice[1]} on the zombie dice.` },
  })
  d.decision = { kind: 'zombieMove', seat }
}

function rollForSurvivor(d: Draft, seat: Seat): void {
  const dice = [rollD6(d), rollD6(d), rollD6(d)]
  setTurn(d, { phase: 'resolving', dice, diceKind: 'd6', chosen: [] })
  emit(d, {
    type: 'diceRolled',
    seat,
    dice,
    kind: 'd6',
    text: `${nameOf(d, seat)} rolls ${listed(dice.map(String))} and picks two.`,
    you: { [seat]: `You roll ${listed(dice.map(String))}: pick two.` },
  })
  d.decision = { kind: 'survivorMove', seat }
}

/** A human's roll of two d6 in Stages 1 and 2, in or out of jail. */
export function rollForHuman(d: Draft, seat: Seat): void {
  const p = d.players[seat]!
  const a = rollD6(d)
  const b = rollD6(d)
  const doubles = a === b
  const snakeEyes = a === 1 && b === 1
  const total = a + b
  setTurn(d, { phase: 'resolving', dice: [a, b], diceKind: 'd6', chosen: [], rollAgain: false })
  d.decision = null
  emit(d, {
    type: 'diceRolled',
    seat,
    dice: [a, b],
    kind: 'd6',
    text: `${p.name} rolls ${a} and ${b}.`,
    you: { [seat]: `You roll ${a} and ${b}.` },
  })
  d.steps.push({ do: 'afterMove', seat })
  const moveBy = (convertOnArrival: Extract<Step, { do: 'move' }>['convertOnArrival']) =>
    d.steps.push({ do: 'move', seat, steps: total, dir: 1, diceTotal: total, convertOnArrival })
  if (p.inJail) {
    if (doubles) {
      leaveJail(
        d,
        seat,
        'doubles',
        `${p.name} rolls doubles and leaves Quarantine.`,
        'You roll doubles and leave Quarantine.',
      )
      moveBy(snakeEyes ? 'snakeEyes' : null)
      return
    }
    const rolls = p.jailRolls + 1
    if (rolls < RULES.maxJailRolls) {
      setPlayer(d, seat, { jailRolls: rolls })
      emit(d, {
        type: 'stayedInJail',
        seat,
        text: `${p.name} stays in Quarantine.`,
        you: { [seat]: 'You stay in Quarantine.' },
      })
      return
    }
    leaveJail(
      d,
      seat,
      'fine',
      `${p.name} must pay the fine after a third failed roll.`,
      'You must pay the fine after a third failed roll.',
    )
    moveBy(null)
    d.steps.push({ do: 'pay', from: seat, to: 'bank', amount: RULES.jailFine, reason: 'Quarantine fine' })
    return
  }
  const inRow = doubles ? d.turn.doublesInRow + 1 : 0
  setTurn(d, { doublesInRow: inRow })
  if (inRow === 3) {
    if (p.lapped) moveBy('thirdDoubles')
    else {
      emit(d, {
        type: 'thirdDoubles',
        seat,
        text: `${p.name} rolls a third double in a row.`,
        you: { [seat]: 'You roll a third double in a row.' },
      })
      sendToJail(d, seat)
    }
    return
  }
  // R1/M1: snake eyes convert on arrival when the player has lapped by then (the move may pass GO);
  // a conversion cancels the extra roll, an immune player (or a spent card) keeps it.
  setTurn(d, { rollAgain: doubles })
  moveBy(snakeEyes ? 'snakeEyes' : null)
}

export function moveZombie(d: Draft, seat: Seat, dir: Direction): void {
  const total = d.turn.dice.reduce((a, b) => a + b, 0)
  d.decision = null
  d.steps.push({ do: 'afterMove', seat })
  d.steps.push({ do: 'move', seat, steps: total, dir, diceTotal: total, convertOnArrival: null })
}

export function moveSurvivor(d: Draft, seat: Seat, pair: readonly [number, number], dir: Direction): void {
  const a = d.turn.dice[pair[0]] ?? 0
  const b = d.turn.dice[pair[1]] ?? 0
  const p = d.players[seat]!
  const converting = a === 1 && b === 1
  setTurn(d, { chosen: [pair[0], pair[1]], rollAgain: a === b })
  d.decision = null
  emit(d, {
    type: 'diceChosen',
    seat,
    chosen: [pair[0], pair[1]],
    text: `${p.name} uses ${a} and ${b}, ${dir === 1 ? 'clockwise' : 'counter-clockwise'}.`,
    you: { [seat]: `You use ${a} and ${b}, ${dir === 1 ? 'clockwise' : 'counter-clockwise'}.` },
  })
  d.steps.push({ do: 'afterMove', seat })
  d.steps.push({
    do: 'move',
    seat,
    steps: a + b,
    dir,
    diceTotal: a + b,
    convertOnArrival: converting ? 'snakeEyes' : null,
  })
}

function afterMove(d: Draft, seat: Seat): void {
  const p = d.players[seat]!
  const wasZombieTurn = d.turn.diceKind === 'd4'
  if (p.eliminated || p.zombie || wasZombieTurn) {
    d.steps.push({ do: 'endTurn', seat })
    return
  }
  if (d.stage === 3) {
    if (d.turn.rollAgain) rollForSurvivor(d, seat)
    else d.steps.push({ do: 'endTurn', seat })
    return
  }
  const again = d.turn.rollAgain && !p.inJail
  setTurn(d, { phase: again ? 'preRoll' : 'postRoll', rollAgain: false })
  d.decision = { kind: 'turn', seat }
}

export function endTurn(d: Draft): void {
  const n = d.players.length
  const cur = d.turn.seat
  // A lot received mortgaged may be lifted at its principal until the end of its new owner's turn,
  // this one or their next (M23: only the active human does commerce, so a creditor or a trade
  // partner gets the chance on their own turn).
  for (const i of LOT_SQUARES) {
    const l = lot(d, i)
    if (l.liftAtPrincipal && l.owner === cur) setLot(d, i, { liftAtPrincipal: false })
  }
  let next = cur
  for (let k = 1; k <= n; k++) {
    const s = (cur + k) % n
    if (!d.players[s]!.eliminated) {
      next = s
      break
    }
  }
  const rel = (s: Seat) => (s - d.firstSeat + n) % n
  const round = rel(next) <= rel(cur) ? d.turn.round + 1 : d.turn.round
  setTurn(d, { number: d.turn.number + 1, round })
  startTurn(d, next)
}
