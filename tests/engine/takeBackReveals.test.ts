/**
 * No step that a take-back could undo ever lets a seat see a hidden card it could not see before.
 *
 * The judge here does not read cards out of views (as engine/core/viewCards.ts does): it asks whether
 * the step made the seat's view depend on something the seat could not see. For each step the host
 * notes as letting nothing out, and each seat, the game's `sample` draws a state the seat cannot tell
 * from the one before the step (other hands and deck orders dealt afresh); the same move is played on
 * it. If the spectator's view after the move is the same either way but the seat's is not, the move
 * showed that seat something hidden, and a take-back across it would let the seat keep it.
 */
import { describe, expect, it } from 'vitest'
import { bots as registeredBots, games as registeredGames } from '../../engine'
import type { Bot } from '../../engine/bots/types'
import { admitAction } from '../../engine/core/admit'
import { HiddenOutcomes, hiddenOutcomeOf } from '../../engine/core/hiddenOutcome'
import { Match, type LogEntry, type SubmitResult } from '../../engine/core/match'
import { seedRng } from '../../engine/core/rng'
import type { AnyGame, HiddenOutcome, Seat } from '../../engine/core/types'
import { runGame } from '../../engine/sim/runGame'
import { stones, stonesBots } from '../fixtures/games/stones'

const games = { ...registeredGames, stones }
const bots: Record<string, Record<string, Bot>> = { ...registeredBots, stones: stonesBots }

interface PlayedStep {
  readonly entry: LogEntry
  readonly step: SubmitResult
}

interface PlayedGame {
  readonly seats: number
  readonly steps: readonly PlayedStep[]
}

const names = (n: number) => Array.from({ length: n }, (_, i) => `P${i + 1}`)
const playedGames = new Map<string, PlayedGame[]>()

/** Games of random and Medium bots at 2 to 4 seats, each step with the states either side of it. */
function played(game: AnyGame): PlayedGame[] {
  const known = playedGames.get(game.id)
  if (known) return known
  const level = bots[game.id] ?? {}
  const all: PlayedGame[] = []
  for (const seats of [2, 3, 4]) {
    for (const mix of ['random', 'heuristic', 'mixed'] as const) {
      const players = names(seats).map((name) => ({ name }))
      const botAt = (seat: number): Bot =>
        (mix === 'mixed' ? (seat % 2 === 0 ? level.heuristic : level.random) : level[mix]) as Bot
      const { match } = runGame({
        registry: games,
        game: game.id,
        players,
        seed: `reveals:${seats}:${mix}`,
        bots: players.map((_, seat) => botAt(seat)),
        maxActions: 600,
        checkInvariants: false,
      })
      const record = match.record()
      const steps: PlayedStep[] = []
      Match.replay(games, record, (step) =>
        steps.push({ entry: record.log[step.version - 1] as LogEntry, step }),
      )
      all.push({ seats, steps })
    }
  }
  playedGames.set(game.id, all)
  return all
}

/** What the step's events alone say it let out. */
const eventsSay = (game: AnyGame, step: SubmitResult): HiddenOutcome | null =>
  hiddenOutcomeOf(game, { ...step, after: step.before }, 0)

/** The seats whose view the move made depend on something hidden from them (and not from the spectator). */
function seatsShownSomethingHidden(game: AnyGame, played: PlayedStep, seats: number, seed: string): Seat[] {
  const { entry, step } = played
  const spectatorAfter = JSON.stringify(game.view(step.after, 'spectator'))
  const shown: Seat[] = []
  for (let seat = 0; seat < seats; seat++) {
    const seatAfter = JSON.stringify(game.view(step.after, seat))
    const rng = seedRng(`${seed}:${seat}`)
    for (let draw = 0; draw < 2; draw++) {
      const alike = (game.sample as NonNullable<AnyGame['sample']>)(step.before, seat, rng)
      let action: unknown
      try {
        action = admitAction(game, alike, entry.seat, entry.action, { names: names(seats) })
      } catch {
        continue // The move needs a card the seat cannot see and this draw did not deal.
      }
      const other = game.apply(alike, entry.seat, action).state
      if (JSON.stringify(game.view(other, 'spectator')) !== spectatorAfter) continue
      if (JSON.stringify(game.view(other, seat)) !== seatAfter) {
        shown.push(seat)
        break
      }
    }
  }
  return shown
}

const searchable = Object.values(games).filter((game) => game.sample !== undefined)

describe.each(searchable)('take-back never undoes a look at a hidden card: $name', (game: AnyGame) => {
  it('every step that shows a seat a hidden card is noted as letting something out', () => {
    let caught = 0
    played(game).forEach(({ seats, steps }, g) => {
      steps.forEach((played, i) => {
        const hidden = hiddenOutcomeOf(game, played.step, seats)
        const shown = seatsShownSomethingHidden(game, played, seats, `${game.id}:${g}:${i}`)
        if (shown.length === 0) return
        if (hidden === null) {
          expect.fail(
            `${game.id}, game ${g}, action ${i + 1} (${JSON.stringify(played.entry)}) showed seat ${shown.join(', ')} ` +
              `something hidden, but take-back may cross it (events: ${played.step.events.map((e) => e.type).join(', ')})`,
          )
        }
        if (eventsSay(game, played.step) === null) caught++
      })
    })
    // The judge is not blind: these games have peeks that only the views show (Scout, Stock Tip).
    if (game.id === 'selfish' || game.id === 'zombielife') expect(caught).toBeGreaterThan(0)
  })

  it('a loaded match notes every step a take-back can reach as live play did', () => {
    for (const { seats, steps } of played(game).slice(0, 3)) {
      const live = steps.map((p) => hiddenOutcomeOf(game, p.step, seats))
      for (let length = 1; length <= steps.length; length++) {
        const outcomes = new HiddenOutcomes(game, seats)
        steps.slice(0, length).forEach((p) => outcomes.add(p.step))
        const loaded = outcomes.all()
        // A take-back stops at the latest step that let something out: from there on they agree.
        const last = lastLettingOut(live.slice(0, length))
        expect(loaded.slice(last)).toEqual(live.slice(last, length))
      }
    }
  })
})

function lastLettingOut(outcomes: readonly (HiddenOutcome | null)[]): number {
  for (let i = outcomes.length - 1; i >= 0; i--) if (outcomes[i] !== null) return i
  return 0
}
