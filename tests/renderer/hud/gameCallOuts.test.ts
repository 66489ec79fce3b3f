/**
 * Each game's call-outs on real events: bot games are played to the end and every event is read as
 * the stream page gets it. Each call-out kind in the game's words comes up (the few that bots never
 * reach come from rules scenarios), names its player, and no other event makes one.
 */
import { describe, expect, it } from 'vitest'
import monopoRaw from '../../../assets/monopozombie/callouts.json'
import selfishRaw from '../../../assets/selfish/callouts.json'
import zombielifeRaw from '../../../assets/zombielife/callouts.json'
import type { GameEvent, Seat } from '../../../engine/core/types'
import type { SelfishView } from '../../../engine/games/selfish/types'
import { gameUis } from '../../../renderer/games'
import {
  callOutFileFrom,
  eventTypeOf,
  type CallOut,
  type CallOutFile,
} from '../../../renderer/hud/callOutWords'
import { keysOf } from '../shared/callOutKeys'
import { monopoScenarios } from '../shared/monopoMoments'
import { NAMES, playForMoments, type Moment } from '../shared/playedMoments'

interface GameCase {
  readonly id: string
  readonly file: CallOutFile
  readonly games: readonly {
    players: number
    seed: string
    options?: Record<string, unknown>
    cunning?: boolean
  }[]
  /** The kinds bots reach in these games (the rest come from `scenarios`). */
  readonly reached: readonly string[]
  /** The event types of which only some are big moments (the chopper reached, a hotel built). */
  readonly picked: readonly string[]
  /** The field naming the player a call-out is about (none for a moment of the whole table). */
  readonly subject: (event: GameEvent) => Seat | null
  readonly scenarios?: () => Moment[]
}

const allCounts = (prefix: string, perCount: number, options?: Record<string, unknown>) =>
  [2, 3, 4, 5].flatMap((players) =>
    Array.from({ length: perCount }, (_, g) => ({
      players,
      seed: `${prefix}:${players}:${g}`,
      options,
      cunning: g % 2 === 1,
    })),
  )

const seatField = (event: GameEvent) => (typeof event.seat === 'number' ? event.seat : null)

const CASES: readonly GameCase[] = [
  {
    id: 'selfish',
    file: callOutFileFrom('selfish', selfishRaw),
    games: allCounts('callouts:selfish', 4),
    reached: [
      'playerDied',
      'survivorMoved:chopper',
      'cardBitten',
      'cardStolen',
      'suppliesStolen',
      'cardsDiscarded:banditsWipeOut',
    ],
    picked: ['survivorMoved', 'cardsDiscarded'],
    subject: seatField,
  },
  {
    id: 'zombielife',
    file: callOutFileFrom('zombielife', zombielifeRaw),
    games: allCounts('callouts:zombielife', 3),
    reached: ['playerZombified', 'bitten', 'insuranceClaimed', 'cardPlayed:marketCrash'],
    picked: ['cardPlayed'],
    subject: seatField,
  },
  {
    id: 'monopozombie',
    file: callOutFileFrom('monopozombie', monopoRaw),
    games: allCounts('callouts:monopozombie', 2),
    reached: ['converted', 'stageChanged:2', 'stageChanged:3', 'auctionWon:deed'],
    picked: ['built'],
    subject: (event) => (event.type === 'stageChanged' ? null : seatField(event)),
    scenarios: monopoScenarios,
  },
]

describe.each(CASES)(
  '$id: call-outs of real events',
  ({ id, file, games, reached, picked, subject, scenarios }) => {
    const ui = gameUis[id]!
    const calloutOf = (m: Moment): CallOut | null => ui.callout!(m.event, m.view, m.seats)
    const played = games.flatMap((g) => playForMoments({ game: id, ...g }).moments)
    const staged = scenarios?.() ?? []
    const kinds = Object.keys(file.callouts)

    /** The first moment of each kind, and the kinds each moment's call-out fits. */
    function firstOfEachKind(moments: readonly Moment[]) {
      const first = new Map<string, { moment: Moment; callout: CallOut }>()
      for (const moment of moments) {
        const callout = calloutOf(moment)
        if (!callout) continue
        const keys = keysOf(file, callout)
        expect(keys, `${moment.event.type}: "${callout.title}" "${callout.line}"`).toHaveLength(1)
        if (!first.has(keys[0]!)) first.set(keys[0]!, { moment, callout })
      }
      return first
    }

    it('declares call-outs through its game UI', () => {
      expect(ui.callout).toBeTypeOf('function')
    })

    it('bots reach the kinds they should, and rules scenarios the rest: every kind comes up', () => {
      const fromPlay = firstOfEachKind(played)
      expect([...fromPlay.keys()].sort()).toEqual([...reached].sort())
      const all = new Set([...fromPlay.keys(), ...firstOfEachKind(staged).keys()])
      expect([...all].sort()).toEqual([...kinds].sort())
    })

    it('each kind, from a real event, names the player it is about', () => {
      for (const [kind, { moment, callout }] of firstOfEachKind([...played, ...staged])) {
        const seat = subject(moment.event)
        if (seat === null) continue
        expect(callout.title + ' ' + callout.line, kind).toContain(moment.seats[seat]!.name)
        expect(callout.line, kind).not.toMatch(/[{}]|undefined|NaN/)
      }
    })

    it('events of other types never make a call-out', () => {
      const callingTypes = new Set(kinds.map(eventTypeOf))
      const others = played.filter((m) => !callingTypes.has(m.event.type))
      expect(others.length).toBeGreaterThan(100)
      expect(others.filter((m) => calloutOf(m) !== null).map((m) => m.event.type)).toEqual([])
    })

    it('events of a call-out type that are not the big moment make none (a step short of the chopper, a house)', () => {
      for (const type of picked) {
        const ofType = [...played, ...staged].filter((m) => m.event.type === type)
        expect(
          ofType.some((m) => calloutOf(m) !== null),
          type,
        ).toBe(true)
        expect(
          ofType.some((m) => calloutOf(m) === null),
          type,
        ).toBe(true)
      }
    })

    it('names players by their seats at this table, not by the names in the view', () => {
      const named = [...firstOfEachKind(played).values()].find(
        ({ moment }) => subject(moment.event) !== null,
      )!
      const renamed = named.moment.seats.map((s, i) => ({ ...s, name: `Streamer ${i}` }))
      const seat = subject(named.moment.event)!
      const c = ui.callout!(named.moment.event, named.moment.view, renamed)!
      expect(c.line).toContain(`Streamer ${seat}`)
      expect(c.line).not.toContain(NAMES[seat])
    })
  },
)

describe('monopozombie: the big moments bots miss', () => {
  it('a house built, or a house sold at auction, is no hotel', () => {
    const ui = gameUis.monopozombie!
    const moments = monopoScenarios()
    const built = moments.filter((m) => m.event.type === 'built')
    expect(built.map((m) => [m.event.level, ui.callout!(m.event, m.view, m.seats)?.title ?? null])).toEqual([
      [5, 'Hotel!'],
    ])
    const won = moments
      .filter((m) => m.event.type === 'auctionWon')
      .map((m) => ui.callout!(m.event, m.view, m.seats)?.line)
    expect(won).toEqual([expect.stringMatching(/a house/), expect.stringMatching(/a hotel/)])
  })
})

describe('selfish: a Bandits wipe-out', () => {
  const ui = gameUis.selfish!
  const bandits = allCounts('callouts:selfish', 4)
    .flatMap((g) => playForMoments({ game: 'selfish', ...g, types: new Set(['cardsDiscarded']) }).moments)
    .filter((m) => m.event.reason === 'bandits')
  const handLeft = (m: Moment) => (m.view as SelfishView).players[m.event.seat as number]!.handCount

  it('is called out when the Bandits leave the hand empty, and only then', () => {
    const wiped = bandits.filter((m) => handLeft(m) === 0)
    const robbed = bandits.filter((m) => handLeft(m) > 0)
    expect(wiped.length).toBeGreaterThan(0)
    expect(robbed.length).toBeGreaterThan(0)
    for (const m of wiped) expect(ui.callout!(m.event, m.view, m.seats)?.title).toBe('Wiped out!')
    for (const m of robbed) expect(ui.callout!(m.event, m.view, m.seats)).toBeNull()
  })
})
