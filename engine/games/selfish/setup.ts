/** Setting up a game (rulebook "Setting Up"): supplies dealt, 4 random cards each, decks shuffled. */
import { seedRng, shuffleInPlace } from '../../core/rng'
import type { SetupFn } from '../../core/types'
import { SELFISH } from './data'
import { finish, type Draft, type DraftPlayer } from './draft'
import { runSteps, startTurn } from './turn'
import type { CardId, SelfishOptions, SelfishState } from './types'

export const setupSelfish: SetupFn<SelfishState, SelfishOptions> = (players, seed, options) => {
  const rules = SELFISH.rules
  const rng = seedRng(seed)
  const ids = SELFISH.gameKindOf.map((_, id) => id)
  const singles = ids.filter((id) => SELFISH.gameKindOf[id] === 'single')
  const doubles = ids.filter((id) => SELFISH.gameKindOf[id] === 'double')
  const hands: CardId[][] = players.map(() => [])
  for (const hand of hands) {
    for (let i = 0; i < rules.startingDoubles; i++) hand.push(doubles.shift() as CardId)
    for (let i = 0; i < rules.startingSingles; i++) hand.push(singles.shift() as CardId)
  }
  const dealt = new Set(hands.flat())
  const deck = shuffleInPlace(
    rng,
    ids.filter((id) => !dealt.has(id)),
  )
  for (let round = 0; round < rules.startingRandomCards; round++) {
    for (const hand of hands) hand.push(deck.pop() as CardId)
  }
  const wasteland = shuffleInPlace(
    rng,
    SELFISH.wasteKindOf.map((_, id) => id),
  )
  const draftPlayers: DraftPlayer[] = players.map((p, i) => ({
    name: p.name,
    survivor: SELFISH.survivors[i] ?? `Survivor ${i + 1}`,
    alive: true,
    level: 0,
    hand: hands[i] as CardId[],
    trail: [],
    skipNext: false,
  }))
  const d: Draft = {
    game: 'selfish',
    options,
    rng,
    players: draftPlayers,
    deck,
    discard: [],
    wasteland,
    wastelandDiscard: [],
    alliances: [],
    turn: { seat: options.firstSeat, phase: 'actions', actionsPlayed: 0, ap: 0, number: 0 },
    steps: [],
    decision: null,
    lastRoll: null,
    winner: null,
    zombiesWin: false,
    // The first turn's start is the state a match begins from, not an event of it.
    events: null,
  }
  startTurn(d, options.firstSeat)
  runSteps(d)
  return finish(d)
}
