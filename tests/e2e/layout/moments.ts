/**
 * Saved matches at the moments a player must be able to see and answer: the start, a reaction or
 * decision prompt, an auction, the end. Each is played by bots from a seed (seat 0 is the human)
 * until the moment comes, and saved under a slot name the page can load.
 */
import { Match } from '../../../engine/core/match'
import { seedRng } from '../../../engine/core/rng'
import type { Seat } from '../../../engine/core/types'
import { bots, games } from '../../../engine/index'
import type { SeatConfig } from '../../../electron/protocol'
import { SaveStore } from '../../../electron/saves/saveStore'

export type LayoutGame = 'selfish' | 'zombielife' | 'monopozombie'

export interface Moment {
  readonly game: LayoutGame
  /** The save's slot, and the name the screenshots take. */
  readonly slot: string
  /** Whether the state is the moment (seat 0 is the human at the screen). */
  readonly reached: (state: never, match: Match) => boolean
  /** Seeds to try in turn until one reaches the moment. */
  readonly seeds?: number
}

interface Decided {
  readonly decision?: { readonly kind: string; readonly seat: Seat } | null
}

const decisionFor0 = (kinds: readonly string[]) => (s: Decided) =>
  s.decision != null && s.decision.seat === 0 && kinds.includes(s.decision.kind)

const atStart = (_s: never, m: Match) => m.version === 0 && m.toAct().includes(0)
const over = (_s: never, m: Match) => m.outcome() !== null

export const MOMENTS: readonly Moment[] = [
  { game: 'selfish', slot: 'selfish-start', reached: atStart },
  { game: 'selfish', slot: 'selfish-reaction', reached: decisionFor0(['respond']) as Moment['reached'] },
  { game: 'selfish', slot: 'selfish-over', reached: over },
  { game: 'zombielife', slot: 'zombielife-start', reached: atStart },
  {
    game: 'zombielife',
    slot: 'zombielife-decision',
    reached: decisionFor0(['cancel', 'ppe', 'maintenance', 'arrange']) as Moment['reached'],
  },
  { game: 'zombielife', slot: 'zombielife-over', reached: over },
  { game: 'monopozombie', slot: 'monopozombie-start', reached: atStart },
  {
    game: 'monopozombie',
    slot: 'monopozombie-auction',
    reached: decisionFor0(['auction']) as Moment['reached'],
  },
  { game: 'monopozombie', slot: 'monopozombie-over', reached: over },
]

const NAMES = ['Ann', 'Bot 2', 'Bot 3', 'Bot 4']

export function seatsOf(n: number): SeatConfig[] {
  return NAMES.slice(0, n).map((name, seat) =>
    seat === 0 ? { name, kind: 'human' } : { name, kind: 'bot', bot: 'heuristic' },
  )
}

/** Plays the moment's game with bots (seat 0 too) until it is reached; throws if no seed does. */
export function playTo(moment: Moment, players = 4): Match {
  for (let seed = 1; seed <= (moment.seeds ?? 40); seed++) {
    const match = Match.create(games, {
      game: moment.game,
      players: NAMES.slice(0, players).map((name) => ({ name })),
      seed: `layout:${seed}`,
    })
    const rng = seedRng(`layout:${seed}:bots`)
    const bot = bots[moment.game]?.heuristic
    if (!bot) throw new Error(`no bot for ${moment.game}`)
    for (let step = 0; step < 20_000; step++) {
      if (moment.reached(match.state as never, match)) return match
      if (match.outcome() !== null) break
      const seat = match.toAct()[0] as Seat
      const action = bot.choose({ seat, view: match.view(seat), legal: match.legalActions(seat), rng })
      match.submit(seat, action)
    }
  }
  throw new Error(`no seed reached ${moment.slot}`)
}

/** Saves every moment into `<dataDir>/saves`, ready to load from the served page. */
export async function saveMoments(dataDir: string, moments: readonly Moment[] = MOMENTS): Promise<void> {
  const store = new SaveStore({
    dir: `${dataDir}/saves`,
    registry: games,
    app: { name: 'Zombie Table', version: 'layout' },
  })
  for (const moment of moments) {
    const match = playTo(moment)
    await store.save(moment.slot, match.record(), {
      seats: seatsOf(match.players.length),
      finished: match.outcome() !== null,
    })
  }
}
