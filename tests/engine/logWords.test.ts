/**
 * The words of the game log, for all three games: random seeded games are played to the end, and
 * every event's log line is read as each seat and the spectator would get it (viewEvent). A line
 * must not be empty, must not stack punctuation ("Zombies!." or "Bitten!."), must count with the
 * right plural ("1 rounds"), and must speak to a seat as "you", never by its own name. Spectators
 * get the public, third-person wording.
 */
import { describe, expect, it } from 'vitest'
import { bots, games } from '../../engine'
import type { Bot } from '../../engine/bots/types'
import { viewEvent } from '../../engine/core/events'
import type { GameEvent, Outcome } from '../../engine/core/types'
import { runGame } from '../../engine/sim/runGame'
import { eventViewers } from './shared/hiddenEvents'
import { playersOf } from './shared/randomGames'

/** The nouns the games count, singular and plural. */
const COUNTED: readonly (readonly [string, string])[] = [
  ['round', 'rounds'],
  ['turn', 'turns'],
  ['card', 'cards'],
  ['space', 'spaces'],
  ['supply', 'supplies'],
  ['action', 'actions'],
  ['action point', 'action points'],
  ['asset', 'assets'],
  ['player', 'players'],
  ['house', 'houses'],
  ['hotel', 'hotels'],
  ['bodyguard', 'bodyguards'],
  ['token', 'tokens'],
  ['unit', 'units'],
]

/**
 * A count and its noun, maybe with capitalised words between ("1 Action card", "2 Wasteland cards").
 * A number that is part of a name or a place is no count: "Player 1 turns", "the round 2 card".
 */
function countedNoun(noun: string): RegExp {
  const notACount = '(?<!\\b(?:Player|Seat|[Rr]ound|space|option) )'
  return new RegExp(`${notACount}\\b(\\d+) (?:[A-Z][\\w-]* )*(${noun})\\b(?! points?\\b)`, 'g')
}

/** Everything wrong with one log line (empty when nothing is). */
export function wordingProblems(text: string): string[] {
  const problems: string[] = []
  if (text.trim() === '') return ['the line is empty']
  if (/[.!?,;:]["')]?\s*[.!?,;:]/.test(text.replace(/\.\.\./g, '…'))) problems.push('stacked punctuation')
  if (/\s[.!?,;:]/.test(text)) problems.push('a space before punctuation')
  if (/\s{2,}/.test(text) || text !== text.trim()) problems.push('extra spaces')
  if (!/[.!?]["')]*$/.test(text)) problems.push('no full stop at the end')
  if (/\b(undefined|null|NaN)\b|\[object/.test(text)) problems.push('a value that is not words')
  for (const [one, many] of COUNTED) {
    for (const m of text.matchAll(countedNoun(many))) {
      if (m[1] === '1') problems.push(`"${m[0]}" (one of them is singular)`)
    }
    for (const m of text.matchAll(countedNoun(one))) {
      if (m[1] !== '1') problems.push(`"${m[0]}" (more than one is plural)`)
    }
  }
  return problems
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

interface Played {
  readonly events: GameEvent[]
  readonly outcomes: Outcome[]
}

/** Plays `perCount` games at each player count the game allows (2 to 5), bots as `botsFor` gives. */
function play(game: string, perCount: number, options: Record<string, unknown> = {}): Played {
  const def = games[game]
  if (!def) throw new Error(`no game ${game}`)
  const random = bots[game]?.random as Bot
  const cunning = bots[game]?.heuristic as Bot
  const events: GameEvent[] = []
  const outcomes: Outcome[] = []
  for (let n = def.minPlayers; n <= Math.min(5, def.maxPlayers); n++) {
    for (let g = 0; g < perCount; g++) {
      // Mostly random play; every other game gives seat 0 the cunning bot, to reach later stages.
      const seats = playersOf(n).map((_, s) => (s === 0 && g % 2 === 1 ? cunning : random))
      const run = runGame({
        registry: games,
        game,
        players: playersOf(n),
        seed: `words:${game}:${n}:${g}:${JSON.stringify(options)}`,
        options,
        bots: seats,
        checkInvariants: false,
        onAction: (step) => events.push(...step.events),
      })
      if (run.error !== null) throw new Error(`${game} ${n}/${g}: ${String(run.error)}`)
      if (run.outcome === null) throw new Error(`${game} ${n}/${g} did not finish`)
      outcomes.push(run.outcome)
      events.push({ type: '__players', text: String(n), players: n })
    }
  }
  return { events, outcomes }
}

/** Each event with the number of players of its game (the marker events play() adds). */
function withPlayers(events: readonly GameEvent[]): { event: GameEvent; players: number }[] {
  const out: { event: GameEvent; players: number }[] = []
  let pending: GameEvent[] = []
  for (const e of events) {
    if (e.type !== '__players') {
      pending.push(e)
      continue
    }
    for (const event of pending) out.push({ event, players: e.players as number })
    pending = []
  }
  return out
}

const GAMES: readonly { id: string; perCount: number; options?: Record<string, unknown> }[] = [
  { id: 'selfish', perCount: 6 },
  { id: 'zombielife', perCount: 6 },
  { id: 'monopozombie', perCount: 2 },
  // The stall limit ends the game early, with its own wording for 1 round and for more.
  { id: 'monopozombie', perCount: 1, options: { stallRounds: 1 } },
  { id: 'monopozombie', perCount: 1, options: { stallRounds: 2 } },
  // Bankrupt players leave instead of turning: the last one standing may win.
  { id: 'monopozombie', perCount: 1, options: { bankruptcy: 'eliminate' } },
]

describe.each(GAMES)(
  'the log of $id reads right for every viewer ($options)',
  ({ id, perCount, options }) => {
    const played = play(id, perCount, options)
    const events = withPlayers(played.events)

    it('plays games with events to read', () => {
      expect(events.length).toBeGreaterThan(50)
    })

    it('every line, as each seat and the spectator get it, is words with one stop and right plurals', () => {
      const bad = new Map<string, string>()
      for (const { event, players } of events) {
        for (const viewer of eventViewers(players)) {
          const text = viewEvent(event, viewer).text
          for (const problem of wordingProblems(text)) bad.set(`${event.type}: ${problem}`, text)
        }
      }
      expect(Object.fromEntries(bad)).toEqual({})
    })

    it('speaks to a seat as "you", never by its own name; the spectator gets the public wording', () => {
      const bad = new Map<string, string>()
      for (const { event, players } of events) {
        for (const viewer of eventViewers(players)) {
          const seen = viewEvent(event, viewer)
          expect(seen).not.toHaveProperty('you')
          expect(seen).not.toHaveProperty('private')
          if (viewer === 'spectator') {
            expect(seen.text).toBe(event.text)
            continue
          }
          const name = playersOf(players)[viewer]?.name ?? ''
          if (new RegExp(`\\b${escape(name)}\\b`).test(seen.text)) {
            bad.set(`${event.type} names seat ${viewer} to themself`, seen.text)
          }
        }
      }
      expect(Object.fromEntries(bad)).toEqual({})
    })

    it('a second-person wording says "you", and goes only to the seat it is for', () => {
      for (const { event, players } of events) {
        const worded = [event.you ?? {}, event.private?.you ?? {}]
        for (const you of worded) {
          for (const [seat, text] of Object.entries(you)) {
            expect(text, `${event.type} for seat ${seat}`).toMatch(/\b(you|your|yourself)\b/i)
            expect(Number(seat)).toBeLessThan(players)
          }
        }
        for (const viewer of eventViewers(players)) {
          const text = viewEvent(event, viewer).text
          const insider = viewer !== 'spectator' && (event.private?.seats.includes(viewer) ?? false)
          const own =
            viewer === 'spectator'
              ? undefined
              : insider
                ? (event.private?.you?.[viewer] ?? event.private?.text)
                : event.you?.[viewer]
          expect(text).toBe(own ?? event.text)
        }
      }
    })

    it('the winner line and the summary are plain words that agree', () => {
      for (const outcome of played.outcomes) {
        expect(outcome.headline).toMatch(/^(The zombies win|Nobody wins|.+ (wins|win|escapes))$/)
        expect(wordingProblems(outcome.summary)).toEqual([])
        if (outcome.headline === 'The zombies win') expect(outcome.summary).not.toMatch(/survivors? wins?/)
        else expect(outcome.summary).not.toMatch(/zombies win/i)
      }
    })
  },
)

describe('wordingProblems (the checker itself)', () => {
  it.each([
    ['Player 1 moves forward to space 3 and reveals Zombies!.', 'stacked punctuation'],
    ['You move forward to space 2 and reveal Bitten!.', 'stacked punctuation'],
    ['1 rounds have passed: the zombies are declared the winners.', 'one of them is singular'],
    ['Ann discards 1 Action cards.', 'one of them is singular'],
    ['Ann steals 1 supplies from Bob.', 'one of them is singular'],
    ['Ann rolls 3 action point.', 'more than one is plural'],
    ['Ann rests .', 'a space before punctuation'],
    ['Ann rests', 'no full stop at the end'],
    ['', 'the line is empty'],
  ])('finds the fault in %j', (text, problem) => {
    expect(wordingProblems(text).join('; ')).toContain(problem)
  })

  it.each([
    'Ann moves forward to space 3 and reveals Zombies!',
    'Ann steals 1 supply from Bob.',
    'You draw Scavenge: "Advance to the Safehouse. Collect $200."',
    'Ann discards 2 Single Supplies to the Bandits.',
    'Round 1: your turn.',
    'Ann buys Lookout Lane for $1,200.',
    'Player 1 turns into a zombie and discards 1 asset and 0 Action cards.',
    'Ann rolls 1 action point.',
    'Ann reveals Overtime as the round 2 card: dividend 1.',
  ])('passes %j', (text) => {
    expect(wordingProblems(text)).toEqual([])
  })
})
