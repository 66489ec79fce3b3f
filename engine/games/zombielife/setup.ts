/**
 * Setting up (rulebook "Game Setup"): asset piles (Life and Critical Illness sorted highest on top),
 * the Action deck filtered by player-count symbol, 3 Action cards + 1 PPE + 3 Wonga + 3 healthy tokens
 * each, then the Infection cards and the spare PPE shuffled in.
 */
import { seedRng, shuffleInPlace } from '../../core/rng'
import type { SetupFn } from '../../core/types'
import { ASSET_KINDS, ZOMBIELIFE, assetType, inPlay } from './data'
import { finish, type Draft, type DraftPlayer } from './draft'
import { runSteps } from './steps'
import { startTurn } from './turn'
import type { AssetId, CardId, ZombielifeOptions, ZombielifeState } from './types'

const RULES = ZOMBIELIFE.rules

/** The asset piles, each bottom first: sorted piles lowest payout at the bottom, others as listed (first on top). */
export function startingPiles(): AssetId[][] {
  return ASSET_KINDS.map((kind) => {
    const ids: AssetId[] = []
    ZOMBIELIFE.assets.forEach((copy, id) => {
      if (copy.kind === kind) ids.push(id)
    })
    if (assetType(kind).pileOrder === 'highestOnTop') {
      return ids.sort((a, b) => (ZOMBIELIFE.assets[a]?.payout ?? 0) - (ZOMBIELIFE.assets[b]?.payout ?? 0))
    }
    return ids.reverse()
  })
}

export const setupZombielife: SetupFn<ZombielifeState, ZombielifeOptions> = (players, seed, options) => {
  const n = players.length
  const rng = seedRng(seed)
  const box: CardId[] = []
  const plain: CardId[] = []
  const ppe: CardId[] = []
  const infections: CardId[] = []
  ZOMBIELIFE.actions.forEach((copy, id) => {
    if (!inPlay(copy, n)) box.push(id)
    else if (copy.kind === 'infection') infections.push(id)
    else if (copy.kind === 'ppe') ppe.push(id)
    else plain.push(id)
  })
  shuffleInPlace(rng, plain)
  shuffleInPlace(rng, ppe)
  const draftPlayers: DraftPlayer[] = players.map((info) => {
    const hand: CardId[] = []
    for (let i = 0; i < RULES.startingActionCards; i++) hand.push(plain.pop() as CardId)
    for (let i = 0; i < RULES.startingPpe; i++) hand.push(ppe.pop() as CardId)
    return {
      name: info.name,
      wonga: RULES.startingWonga,
      infected: 0,
      zombie: false,
      hand,
      assets: [],
      extraDraws: 0,
      lockedDown: false,
      lastTurn: 0,
      bittenInRound: 0,
    }
  })
  const deck = shuffleInPlace(rng, [...plain, ...ppe, ...infections])
  const d: Draft = {
    game: 'zombielife',
    options,
    rng,
    players: draftPlayers,
    deck,
    discard: [],
    box,
    roundCards: [],
    revealed: null,
    piles: startingPiles(),
    removed: [],
    onCard: ZOMBIELIFE.assets.map(() => 0),
    round: 1,
    firstSeat: options.firstSeat,
    turn: {
      seat: options.firstSeat,
      number: 0,
      phase: 'done',
      option: null,
      actionsLeft: 0,
      skipDraw: false,
      selfSpread: 0,
    },
    steps: [],
    decision: null,
    over: false,
    events: [],
    // Everything here is new: nothing is shared with an input state.
    owned: {
      players: -1,
      piles: -1,
      deck: true,
      discard: true,
      onCard: true,
      removed: true,
      roundCards: true,
    },
  }
  startTurn(d, options.firstSeat)
  runSteps(d)
  return finish(d).state
}
