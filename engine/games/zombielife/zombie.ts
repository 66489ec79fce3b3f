/**
 * The Zombie Guide (§2.7 proposal): Bite, Scavenge or Lurk, one a turn, and any human may cancel the
 * action with PPE. Zombies collect no salary, pay no maintenance and draw no card.
 */
import type { Seat } from '../../core/types'
import { pushSteps } from '../../core/steps'
import { ZOMBIELIFE, actionType } from './data'
import { event, nameOf, player, type Draft } from './draft'
import { spendPpe } from './infection'
import { askArrange } from './peek'
import type { ZombieAct } from './types'

const RULES = ZOMBIELIFE.rules
const PPE_COST = actionType('ppe').cost

/** The zombie's act after "moves to", naming its target as `viewer` reads it ("bite you"). */
export function describeAct(d: Draft, act: ZombieAct, viewer: Seat | null = null): string {
  switch (act.act) {
    case 'bite':
      return `bite ${act.target === viewer ? 'you' : nameOf(d, act.target)}`
    case 'scavenge':
      return `scavenge ${RULES.scavengeWonga} Wonga`
    case 'lurk':
      return `lurk over the top ${RULES.lurkCards} Action cards`
  }
}

/**
 * The zombie declares its action; then the humans who could pay for PPE are asked in turn order,
 * starting on the zombie's left (a bitten human answers in the infection itself, not here).
 */
export function declareZombieAct(d: Draft, zombie: Seat, act: ZombieAct): void {
  d.turn = { ...d.turn, phase: 'done' }
  event(d, {
    type: 'zombieDeclared',
    seat: zombie,
    act: act.act,
    ...(act.act === 'bite' ? { target: act.target } : {}),
    text: `${nameOf(d, zombie)} (zombie) moves to ${describeAct(d, act)}.`,
    you: {
      ...(act.act === 'bite'
        ? { [act.target]: `${nameOf(d, zombie)} (zombie) moves to ${describeAct(d, act, act.target)}.` }
        : {}),
      [zombie]: `You move to ${describeAct(d, act, zombie)}.`,
    },
  })
  const n = d.players.length
  const seats: Seat[] = []
  for (let i = 1; i < n; i++) {
    const seat = (zombie + i) % n
    const p = d.players[seat]
    if (!p || p.zombie || p.wonga < PPE_COST) continue
    if (act.act === 'bite' && act.target === seat) continue
    seats.push(seat)
  }
  pushSteps(
    d,
    { do: 'cancelWindow', zombie, act, seats },
    { do: 'zombieAct', zombie, act },
    { do: 'endTurn' },
  )
}

export function cancelWindow(d: Draft, zombie: Seat, act: ZombieAct, seats: readonly Seat[]): void {
  const [seat, ...rest] = seats
  if (seat === undefined) return
  if (rest.length > 0) pushSteps(d, { do: 'cancelWindow', zombie, act, seats: rest })
  d.decision = { kind: 'cancel', seat, zombie, act }
}

export function cancelZombieAct(d: Draft, seat: Seat, zombie: Seat, act: ZombieAct): void {
  spendPpe(d, seat)
  d.steps = d.steps.filter((s) => s.do !== 'cancelWindow' && s.do !== 'zombieAct')
  event(d, {
    type: 'zombieCancelled',
    seat,
    zombie,
    text: `${nameOf(d, seat)} plays PPE: ${nameOf(d, zombie)} fails to ${describeAct(d, act)}.`,
    you: {
      ...(act.act === 'bite'
        ? {
            [act.target]: `${nameOf(d, seat)} plays PPE: ${nameOf(d, zombie)} fails to ${describeAct(d, act, act.target)}.`,
          }
        : {}),
      [zombie]: `${nameOf(d, seat)} plays PPE: you fail to ${describeAct(d, act, zombie)}.`,
      [seat]: `You play PPE: ${nameOf(d, zombie)} fails to ${describeAct(d, act, seat)}.`,
    },
  })
}

export function zombieAct(d: Draft, zombie: Seat, act: ZombieAct): void {
  switch (act.act) {
    case 'bite': {
      if (d.players[act.target]?.zombie !== false) return
      const target = player(d, act.target)
      target.bittenInRound = d.round
      event(d, {
        type: 'bitten',
        seat: act.target,
        zombie,
        text: `${nameOf(d, zombie)} bites ${target.name}!`,
        you: { [zombie]: `You bite ${target.name}!`, [act.target]: `${nameOf(d, zombie)} bites you!` },
      })
      pushSteps(d, { do: 'infect', seat: act.target, source: 'bite' })
      return
    }
    case 'scavenge': {
      const z = player(d, zombie)
      z.wonga += RULES.scavengeWonga
      event(d, {
        type: 'scavenged',
        seat: zombie,
        amount: RULES.scavengeWonga,
        text: `${z.name} scavenges ${RULES.scavengeWonga} Wonga.`,
        you: { [zombie]: `You scavenge ${RULES.scavengeWonga} Wonga.` },
      })
      return
    }
    case 'lurk':
      askArrange(d, zombie, RULES.lurkCards, 'lurk')
      return
  }
}
