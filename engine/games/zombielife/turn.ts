/**
 * Turn and round flow: the Human Guide choice, salary and maintenance, the end-of-turn draw, the
 * end of the round (round card, dividends, First Player Marker) and the end of the game.
 */
import type { Seat } from '../../core/types'
import { pushSteps } from '../../core/steps'
import { plural } from '../../core/words'
import { ZOMBIELIFE, actionCopy, actionName, assetCopy, assetName, assetType } from './data'
import {
  addOnCard,
  drawCard,
  event,
  nameOf,
  placeRoundCard,
  player,
  removeFromGame,
  removeItem,
  type Draft,
} from './draft'
import { guideOption, scoreOf } from './queries'

const RULES = ZOMBIELIFE.rules

export function startTurn(d: Draft, seat: Seat): void {
  const p = player(d, seat)
  const number = d.turn.number + 1
  p.lastTurn = number
  d.turn = {
    seat,
    number,
    phase: p.zombie ? 'zombie' : 'chooseOption',
    option: null,
    actionsLeft: 0,
    skipDraw: false,
    selfSpread: 0,
  }
  event(d, {
    type: 'turnStarted',
    seat,
    round: d.round,
    text: `Round ${d.round}: ${p.name}'s turn${p.zombie ? ' (zombie)' : ''}.`,
    you: { [seat]: `Round ${d.round}: your turn${p.zombie ? ' (zombie)' : ''}.` },
  })
  if (p.zombie && p.lockedDown) {
    p.lockedDown = false
    d.turn = { ...d.turn, phase: 'done' }
    event(d, {
      type: 'turnSkipped',
      seat,
      text: `${p.name} is under Lockdown and takes no action this turn.`,
      you: { [seat]: 'You are under Lockdown and take no action this turn.' },
    })
    pushSteps(d, { do: 'endTurn' })
  }
}

/** Human Guide: collect the option's salary, then pay (or refuse) each asset's maintenance in turn. */
export function chooseOption(d: Draft, seat: Seat, option: string): void {
  const guide = guideOption(option)
  if (!guide) throw new Error(`no Human Guide option ${option}`)
  const p = player(d, seat)
  d.turn = { ...d.turn, phase: 'done', option }
  p.wonga += guide.salary
  event(d, {
    type: 'optionChosen',
    seat,
    option,
    salary: guide.salary,
    text: `${p.name} chooses option ${option} (${guide.name}): collects ${guide.salary} Wonga and takes ${plural(guide.actions, 'action')}.`,
    you: {
      [seat]: `You choose option ${option} (${guide.name}): collect ${guide.salary} Wonga and take ${plural(guide.actions, 'action')}.`,
    },
  })
  // Z4: assets bought this turn are bought after this, so they pay nothing until the next turn.
  const upkeep = p.assets
    .filter((a) => assetCopy(a).maintenance > 0)
    .map((asset) => ({ do: 'upkeep', seat, asset, lapse: false }) as const)
  pushSteps(d, ...upkeep, { do: 'afterUpkeep' })
}

/** Maintenance of one asset: a decision when the owner can pay, a forced discard when they cannot. */
export function upkeep(d: Draft, seat: Seat, asset: number, lapse: boolean): void {
  const p = d.players[seat]
  if (!p || p.zombie || !p.assets.includes(asset)) return
  const cost = assetCopy(asset).maintenance
  if (cost === 0) return
  if (p.wonga < cost) {
    discardAsset(d, seat, asset, `cannot pay its ${cost} Wonga maintenance`)
    return
  }
  d.decision = { kind: 'maintenance', seat, asset, lapse }
}

export function payMaintenance(d: Draft, seat: Seat, asset: number): void {
  const p = player(d, seat)
  const copy = assetCopy(asset)
  p.wonga -= copy.maintenance
  const onCard = assetType(copy.kind).maintenanceTo === 'card'
  if (onCard) addOnCard(d, asset, copy.maintenance)
  event(d, {
    type: 'maintenancePaid',
    seat,
    asset,
    amount: copy.maintenance,
    text: `${p.name} pays ${copy.maintenance} Wonga maintenance on ${assetName(copy.kind)}${onCard ? ' (onto the card)' : ''}.`,
    you: {
      [seat]: `You pay ${copy.maintenance} Wonga maintenance on ${assetName(copy.kind)}${onCard ? ' (onto the card)' : ''}.`,
    },
  })
}

/** An asset leaves play for good (Z5), with any money lying on it. `reason` completes "discards X (…)". */
export function discardAsset(d: Draft, seat: Seat, asset: number, reason: string): void {
  const p = player(d, seat)
  removeItem(p.assets, asset)
  const lost = d.onCard[asset] ?? 0
  removeFromGame(d, asset)
  const what = `${assetName(assetCopy(asset).kind)} (${reason})${lost > 0 ? `, losing the ${lost} Wonga on it` : ''}.`
  event(d, {
    type: 'assetDiscarded',
    seat,
    asset,
    kind: assetCopy(asset).kind,
    text: `${p.name} discards ${what}`,
    you: { [seat]: `You discard ${what}` },
  })
}

export function afterUpkeep(d: Draft): void {
  const actions = guideOption(d.turn.option)?.actions ?? 0
  if (actions > 0) d.turn = { ...d.turn, phase: 'actions', actionsLeft: actions }
  else pushSteps(d, { do: 'endOfTurnDraws' })
}

/** Uses one of the turn's actions; after the last one the end-of-turn draw follows (after the effect). */
export function spendAction(d: Draft): void {
  const left = d.turn.actionsLeft - 1
  d.turn = { ...d.turn, actionsLeft: left, phase: left > 0 ? 'actions' : 'done' }
  if (left === 0) pushSteps(d, { do: 'endOfTurnDraws' })
}

export function stopActions(d: Draft): void {
  d.turn = { ...d.turn, actionsLeft: 0, phase: 'done' }
  event(d, {
    type: 'actionsEnded',
    seat: d.turn.seat,
    text: `${nameOf(d, d.turn.seat)} ends their actions.`,
    you: { [d.turn.seat]: 'You end your actions.' },
  })
  pushSteps(d, { do: 'endOfTurnDraws' })
}

export function endOfTurnDraws(d: Draft): void {
  const seat = d.turn.seat
  const p = player(d, seat)
  // A Super-Spreader played on oneself this turn is for the next turn: it stays.
  const later = d.turn.selfSpread
  const extra = p.extraDraws - later
  p.extraDraws = later
  if (d.turn.skipDraw) {
    event(d, {
      type: 'drawSkipped',
      seat,
      text: `${p.name} keeps their distance and draws no card this turn${extra > 0 ? ' (not even for Super-Spreader)' : ''}.`,
      you: {
        [seat]: `You keep your distance and draw no card this turn${extra > 0 ? ' (not even for Super-Spreader)' : ''}.`,
      },
    })
    pushSteps(d, { do: 'endTurn' })
    return
  }
  if (extra > 0) {
    event(d, {
      type: 'superSpread',
      seat,
      text: `Super-Spreader: ${p.name} draws ${plural(1 + extra, 'card')} this turn.`,
      you: { [seat]: `Super-Spreader: you draw ${plural(1 + extra, 'card')} this turn.` },
    })
  }
  // Pushed in reverse: the stack runs the draws first, then the end of the turn.
  d.steps.push({ do: 'endTurn' })
  for (let i = 0; i <= extra; i++) d.steps.push({ do: 'draw', seat })
}

/** One end-of-turn draw: an Action card goes to the hand, an Infection card is revealed and resolved. */
export function drawOne(d: Draft, seat: Seat): void {
  const p = player(d, seat)
  if (p.zombie) return
  const card = drawCard(d)
  if (card === null) {
    event(d, {
      type: 'deckEmpty',
      seat,
      text: `There is no Action card left for ${p.name} to draw.`,
      you: { [seat]: 'There is no Action card left for you to draw.' },
    })
    return
  }
  const kind = actionCopy(card).kind
  if (kind === 'infection') {
    d.revealed = card
    event(d, {
      type: 'infectionDrawn',
      seat,
      card,
      text: `${p.name} draws an Infection card!`,
      you: { [seat]: 'You draw an Infection card!' },
    })
    pushSteps(d, { do: 'infect', seat, source: 'draw' })
    return
  }
  p.hand.push(card)
  event(d, {
    type: 'cardDrawn',
    seat,
    text: `${p.name} draws an Action card.`,
    private: { seats: [seat], text: `You draw ${actionName(kind)}.`, card, kind },
  })
}

export function endTurn(d: Draft): void {
  const seat = d.turn.seat
  const n = d.players.length
  d.turn = { ...d.turn, phase: 'done' }
  event(d, {
    type: 'turnEnded',
    seat,
    text: `${nameOf(d, seat)}'s turn ends.`,
    you: { [seat]: 'Your turn ends.' },
  })
  const lastSeat = (d.firstSeat + n - 1) % n
  pushSteps(d, seat === lastSeat ? { do: 'endRound' } : { do: 'nextTurn', seat: (seat + 1) % n })
}

/** End of round: the last player reveals a round card, its dividend pays out, the marker passes left. */
export function endRound(d: Draft): void {
  const last = d.turn.seat
  const card = drawCard(d)
  let dividend = 0
  if (card === null) {
    event(d, {
      type: 'roundCardMissing',
      text: `Round ${d.round} ends with no Action card left to reveal: no dividends.`,
    })
  } else {
    placeRoundCard(d, card)
    const copy = actionCopy(card)
    dividend = copy.dividend
    event(d, {
      type: 'roundCardRevealed',
      seat: last,
      card,
      kind: copy.kind,
      dividend,
      text: `${nameOf(d, last)} reveals ${actionName(copy.kind)} as the round ${d.round} card: dividend ${dividend}.`,
      you: {
        [last]: `You reveal ${actionName(copy.kind)} as the round ${d.round} card: dividend ${dividend}.`,
      },
    })
  }
  if (dividend > 0) payDividends(d, dividend)
  if (d.round >= RULES.rounds) {
    endGame(d, `The last round card (round ${RULES.rounds}) is down.`)
    return
  }
  d.round++
  d.firstSeat = (d.firstSeat + 1) % d.players.length
  event(d, {
    type: 'firstPlayerPassed',
    seat: d.firstSeat,
    round: d.round,
    text: `The First Player Marker passes to ${nameOf(d, d.firstSeat)}.`,
    you: { [d.firstSeat]: 'The First Player Marker passes to you.' },
  })
  pushSteps(d, { do: 'nextTurn', seat: d.firstSeat })
}

function payDividends(d: Draft, dividend: number): void {
  d.players.forEach((reader, seat) => {
    if (reader.assets.length === 0) return
    let cash = 0
    let onCards = 0
    for (const asset of reader.assets) {
      const to = assetType(assetCopy(asset).kind).dividendTo
      if (to === 'cash') cash += dividend
      else if (to === 'card') {
        addOnCard(d, asset, dividend)
        onCards += dividend
      }
    }
    if (cash === 0 && onCards === 0) return
    const p = player(d, seat)
    p.wonga += cash
    const parts = [cash > 0 ? `${cash} Wonga` : '', onCards > 0 ? `${onCards} Wonga onto ILP cards` : '']
    const earned = `${parts.filter((x) => x !== '').join(' and ')} in dividends.`
    event(d, {
      type: 'dividendsPaid',
      seat,
      cash,
      onCards,
      text: `${p.name} earns ${earned}`,
      you: { [seat]: `You earn ${earned}` },
    })
  })
}

export function endGame(d: Draft, why: string): void {
  d.over = true
  d.steps = []
  d.decision = null
  d.turn = { ...d.turn, phase: 'done' }
  const scores = d.players.map((_, seat) => scoreOf(d, seat))
  const scoresFor = (viewer: Seat | null) =>
    `${why} The game is over. Scores: ${d.players.map((p, i) => `${i === viewer ? 'you' : p.name} ${scores[i]}`).join(', ')}.`
  event(d, {
    type: 'gameEnded',
    scores,
    text: scoresFor(null),
    you: Object.fromEntries(d.players.map((_, seat) => [seat, scoresFor(seat)])),
  })
}
