/**
 * The renderer half of the conformance suite (tests/engine/conformance.test.ts runs the engine
 * half): every hook a game's GameUi declares, held to its contract in renderer/games/types.ts, for
 * every registered game and for Stones. Seeded bot games are played through Match; at each step
 * the hooks get what the table and the stream page would give them (the spectator's view, each
 * seat's own view, the events as the spectator gets them), and at the end the outcome.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { bots as registeredBots, games as registeredGames } from '../../engine'
import type { Bot } from '../../engine/bots/types'
import { viewEvents } from '../../engine/core/events'
import type { AnyGame, GameEvent, Outcome, Seat } from '../../engine/core/types'
import { runGame } from '../../engine/sim/runGame'
import { Match } from '../../engine/core/match'
import { gameUis } from '../../renderer/games'
import type { GameUi } from '../../renderer/games/types'
import { CALL_OUT_TONES } from '../../renderer/hud/callOutWords'
import { helpProblems } from '../../renderer/hud/helpFile'
import { isSoundName } from '../../renderer/sound/soundNames'
import { MAX_PRESETS } from '../../renderer/table/director'
import { stones, stonesBots } from '../fixtures/games/stones'
import { stonesUi } from '../fixtures/games/stones/ui'
import { seatsOf } from './shared/playedMoments'
import { wellPosed } from './shared/directorCheck'

const ROOT = join(__dirname, '../..')

interface Case {
  readonly id: string
  readonly ui: GameUi
  readonly game: AnyGame
  readonly bots: Readonly<Record<string, Bot>>
  /** The file declaring the game's event union (its `…EventFields` interface). */
  readonly typesFile: string
}

const CASES: readonly Case[] = [
  ...Object.values(registeredGames).map((game) => ({
    id: game.id,
    ui: gameUis[game.id] as GameUi,
    game,
    bots: registeredBots[game.id] ?? {},
    typesFile: `engine/games/${game.id}/types.ts`,
  })),
  {
    id: 'stones',
    ui: stonesUi as unknown as GameUi,
    game: stones,
    bots: stonesBots,
    typesFile: 'tests/fixtures/games/stones/types.ts',
  },
]

/** One moment of a game: after setup, then after each action. */
interface Step {
  readonly spectator: unknown
  /** Each seat's own view, by seat. */
  readonly seatViews: readonly unknown[]
  readonly toAct: readonly Seat[]
  readonly outcome: Outcome | null
  /** The action's events, as the spectator gets them (none after setup). */
  readonly events: readonly GameEvent[]
  /** The types of the actions the seats asked may take. */
  readonly legalTypes: readonly string[]
}

interface Played {
  readonly seed: string
  readonly seats: ReturnType<typeof seatsOf>
  readonly steps: readonly Step[]
  readonly outcome: Outcome
}

/** Every action of one bot game, as the hooks see it: seat 0 plays Medium, the rest at random. */
function play(c: Case, players: number, seed: string): Played {
  const seats = seatsOf(players)
  const stepOf = (match: Match, events: readonly GameEvent[]): Step => ({
    spectator: match.view('spectator'),
    seatViews: seats.map((_, seat) => match.view(seat)),
    toAct: match.toAct(),
    outcome: match.outcome(),
    events: viewEvents(events, 'spectator'),
    legalTypes: match.toAct().flatMap((seat) => match.legalActions(seat).map(typeOf)),
  })
  const registry = { [c.id]: c.game }
  const setup = { game: c.id, players: seats.map((s) => ({ name: s.name })), seed }
  const steps = [stepOf(Match.create(registry, setup), [])]
  const run = runGame({
    registry,
    ...setup,
    bots: seats.map((_, s) => (s === 0 ? c.bots.heuristic : c.bots.random) as Bot),
    checkInvariants: false,
    onAction: ({ match, events }) => steps.push(stepOf(match, events)),
  })
  if (run.outcome === null) throw new Error(`${c.id} ${seed} did not finish: ${String(run.error)}`)
  return { seed, seats, steps, outcome: run.outcome }
}

const typeOf = (action: unknown): string =>
  typeof action === 'object' && action !== null ? String((action as { type?: unknown }).type) : ''

/** The event types a game declares: the keys of its `…EventFields` interface. */
function declaredEventTypes(file: string): Set<string> {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest)
  const fields = source.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text.endsWith('EventFields'),
  )
  if (!fields) throw new Error(`${file} declares no …EventFields interface`)
  return new Set(fields.members.map((m) => (m.name && ts.isIdentifier(m.name) ? m.name.text : '')))
}

/** Words a player reads: not empty, and no hole a missing value leaves. */
function expectWords(text: unknown, where: string): void {
  expect(typeof text, where).toBe('string')
  expect((text as string).trim(), where).not.toBe('')
  expect(text, where).not.toMatch(/\bundefined\b|\bNaN\b|\[object |\{\w+\}/)
}

const seatList = (n: number) => Array.from({ length: n }, (_, i) => i)

describe.each(CASES)('$id: its GameUi hooks keep their contracts', (c) => {
  const { ui, game } = c
  const counts = [...new Set([game.minPlayers, Math.min(3, game.maxPlayers), game.maxPlayers])]
  let cache: Played[] | null = null
  const games = (): Played[] => (cache ??= counts.map((n) => play(c, n, `ui-conformance:${c.id}:${n}`)))
  /** Every step of every game, with the game it is from. */
  const steps = () => games().flatMap((g) => g.steps.map((step) => ({ g, step })))

  it('is the GameUi of its game, with its help parsed (the sections every game has, its own game)', () => {
    expect(ui.id).toBe(game.id)
    if (c.id !== 'stones') expect(gameUis[game.id]).toBe(ui)
    if (!ui.help) return
    expect(ui.help.game).toBe(game.id)
    expect(ui.help.sections.length).toBeGreaterThan(0)
    expect(helpProblems(ui.help)).toEqual([])
  })

  it.skipIf(!ui.broadcast)(
    'broadcast: a summary of every seat, from every spectator view, to the end',
    () => {
      const broadcast = ui.broadcast!
      for (const { g, step } of steps()) {
        const summary = broadcast(step.spectator, g.seats, step.toAct, step.outcome)
        const where = `${g.seed}, ${step.events.map((e) => e.type).join(' ') || 'setup'}`
        expectWords(summary.phase, `${where}: phase`)
        if (summary.detail !== undefined) expectWords(summary.detail, `${where}: detail`)
        expect(summary.players.map((p) => p.seat)).toEqual(seatList(g.seats.length))
        for (const p of summary.players) {
          expectWords(p.name, `${where}: seat ${p.seat}'s name`)
          expectWords(p.status, `${where}: seat ${p.seat}'s status`)
          for (const fact of p.facts) expectWords(fact, `${where}: seat ${p.seat}'s facts`)
          if (p.toAct !== undefined) expect(p.toAct, where).toBe(step.toAct.includes(p.seat))
        }
        expect(summary.players.filter((p) => p.active).length, where).toBeLessThanOrEqual(1)
        if (step.outcome) {
          expect(
            summary.players.filter((p) => p.active),
            `${where}: the end`,
          ).toEqual([])
          for (const seat of step.outcome.winners) expect(summary.players[seat]?.tone, where).toBe('won')
        }
      }
    },
  )

  it.skipIf(!ui.handNames)(
    "handNames: each seat's own hand by name, and none in the spectator's view",
    () => {
      const handNames = ui.handNames!
      let hands = 0
      for (const { g, step } of steps()) {
        expect(handNames(step.spectator)).toBeNull()
        step.seatViews.forEach((view, seat) => {
          const names = handNames(view)
          if (names === null) return
          hands++
          for (const name of names) expectWords(name, `${g.seed}: seat ${seat}'s hand`)
        })
      }
      expect(hands).toBeGreaterThan(0)
    },
  )

  it.skipIf(!ui.callout)('callout: null, or words and a tone, for every event the spectator gets', () => {
    const callout = ui.callout!
    for (const { g, step } of steps()) {
      for (const event of step.events) {
        const said = callout(event, step.spectator, g.seats)
        if (said === null) continue
        expectWords(said.title, `${g.seed}: ${event.type}'s title`)
        expectWords(said.line, `${g.seed}: ${event.type}'s line`)
        expect(CALL_OUT_TONES).toContain(said.tone)
      }
    }
  })

  it.skipIf(!ui.standings)('standings: every seat once, the winners first, places in order', () => {
    const standings = ui.standings!
    for (const g of games()) {
      const end = g.steps.at(-1)!
      const list = standings(end.spectator, g.outcome, g.seats)
      expect([...list.map((s) => s.seat)].sort(), g.seed).toEqual(seatList(g.seats.length))
      expect(list[0]?.place, g.seed).toBe(1)
      list.forEach((s, i) => {
        expect(s.name, g.seed).toBe(g.seats[s.seat]?.name)
        expectWords(s.detail, `${g.seed}: seat ${s.seat}'s standing`)
        expect(s.winner, `${g.seed}: seat ${s.seat}`).toBe(g.outcome.winners.includes(s.seat))
        if (i > 0) expect(s.place, g.seed).toBeGreaterThanOrEqual(list[i - 1]!.place)
        expect(s.place, g.seed).toBeLessThanOrEqual(i + 1)
      })
      const winners = list.filter((s) => s.winner).length
      expect(
        list.slice(0, winners).every((s) => s.winner),
        `${g.seed}: winners first`,
      ).toBe(true)
      if (winners > 0 && winners < list.length)
        expect(list[winners]!.place, `${g.seed}: no one shares a winner's place`).toBeGreaterThan(
          list[winners - 1]!.place,
        )
    }
  })

  it.skipIf(!ui.director)(
    'director: its presets, a shot of every seat in play, cuts the rig can play',
    () => {
      const director = ui.director!
      expect(director.presets.length).toBeGreaterThan(0)
      expect(director.presets.length).toBeLessThanOrEqual(MAX_PRESETS)
      for (const preset of director.presets) {
        expectWords(preset.label, 'a preset label')
        expect(wellPosed(preset.shot), preset.label).toBe(true)
      }
      for (const { g, step } of steps()) {
        const out = new Set(
          ui
            .broadcast?.(step.spectator, g.seats, step.toAct, step.outcome)
            .players.flatMap((p) => (p.out ? [p.seat] : [])),
        )
        for (const seat of seatList(g.seats.length)) {
          if (out.has(seat)) continue
          const shot = director.seatShot(step.spectator, seat)
          expect(shot && wellPosed(shot), `${g.seed}: seat ${seat}'s shot`).toBe(true)
        }
        for (const event of step.events) {
          const cut = director.eventShot(event, step.spectator)
          if (cut === null) continue
          expect(wellPosed(cut.shot), `${g.seed}: ${event.type}'s cut`).toBe(true)
          expect(Number.isFinite(cut.priority), `${g.seed}: ${event.type}'s priority`).toBe(true)
        }
        if (director.activeSeat) {
          const active = director.activeSeat(step.spectator, step.toAct)
          if (step.outcome) expect(active, `${g.seed}: the end`).toBeNull()
          else expect(seatList(g.seats.length), g.seed).toContain(active)
        }
      }
    },
  )

  it.skipIf(!ui.sounds)("sounds: only the game's own event types, each a sound the table has", () => {
    const sounds = ui.sounds!
    const declared = declaredEventTypes(c.typesFile)
    expect(declared.size).toBeGreaterThan(0)
    for (const [type, sound] of Object.entries(sounds)) {
      expect(declared, `${type} is not one of ${c.typesFile}'s events`).toContain(type)
      if (typeof sound !== 'function') expect(isSoundName(sound), type).toBe(true)
    }
    for (const { step } of steps()) {
      for (const event of step.events) {
        const sound = Object.prototype.hasOwnProperty.call(sounds, event.type)
          ? sounds[event.type]
          : undefined
        if (typeof sound !== 'function') continue
        for (const me of [null, ...seatList(step.seatViews.length)]) {
          const name = sound(event, me)
          if (name !== null) expect(isSoundName(name), event.type).toBe(true)
        }
      }
    }
  })

  it.skipIf(!ui.waitCue)('waitCue: words for every seat asked to act, in its own view', () => {
    const waitCue = ui.waitCue!
    for (const { g, step } of steps()) {
      for (const seat of step.toAct) {
        const cue = waitCue(step.seatViews[seat], seat, step.outcome)
        expectWords(cue.headline, `${g.seed}: seat ${seat}'s cue`)
        if (cue.detail !== undefined) expectWords(cue.detail, `${g.seed}: seat ${seat}'s cue detail`)
      }
    }
  })

  it.skipIf(!ui.inspect)("inspect: nothing for a target that is not the game's", () => {
    const inspect = ui.inspect!
    const stranger = { kind: 'not-a-thing-of-any-game' }
    for (const { step } of steps().filter((_, i) => i % 10 === 0)) {
      expect(inspect(stranger, step.spectator, null)).toBeNull()
      step.seatViews.forEach((view, seat) => expect(inspect(stranger, view, seat)).toBeNull())
    }
  })

  it.skipIf(!ui.primaryMoves)('primaryMoves: each one a move the game offers', () => {
    const offered = new Set(steps().flatMap(({ step }) => step.legalTypes))
    for (const type of ui.primaryMoves ?? []) expect(offered, String(type)).toContain(type)
  })
})
