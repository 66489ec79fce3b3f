/**
 * The call-out words as data: each game has a file in assets/ that reads back in shape, names only
 * event types its engine really emits (seen in bot games), and reads as plain, short words for a
 * newcomer watching a stream. The checker and the filling refuse what is broken.
 */
import { describe, expect, it } from 'vitest'
import gameOverWords from '../../../assets/help/gameOverCard.json'
import monopoRaw from '../../../assets/monopozombie/callouts.json'
import selfishRaw from '../../../assets/selfish/callouts.json'
import zombielifeRaw from '../../../assets/zombielife/callouts.json'
import { RULING_CODE } from '../../../renderer/hud/helpFile'
import { gameUis } from '../../../renderer/games'
import {
  callOutBook,
  callOutFileFrom,
  eventTypeOf,
  fillWords,
  placeholdersOf,
} from '../../../renderer/hud/callOutWords'
import { monopoScenarios } from '../shared/monopoMoments'
import { playForMoments } from '../shared/playedMoments'

const RAW: Readonly<Record<string, unknown>> = {
  selfish: selfishRaw,
  zombielife: zombielifeRaw,
  monopozombie: monopoRaw,
}
const GAMES = Object.keys(RAW)

/**
 * Every event type the engine emits in a few bot games at each table size, and in the rules
 * scenarios for what bots hardly ever do (a MonopoZombie bankruptcy).
 */
function emittedTypes(game: string): Set<string> {
  const types = new Set<string>()
  for (let players = 2; players <= 5; players++) {
    for (let g = 0; g < 2; g++) {
      const played = playForMoments({ game, players, seed: `calloutData:${players}:${g}` })
      for (const m of played.moments) types.add(m.event.type)
    }
  }
  if (game === 'monopozombie') for (const m of monopoScenarios()) types.add(m.event.type)
  return types
}

describe.each(GAMES)('%s: call-out words in assets', (game) => {
  const file = callOutFileFrom(`assets/${game}/callouts.json`, RAW[game])

  it('the file is this game’s, and the game UI declares call-outs and standings', () => {
    expect(file.game).toBe(game)
    expect(gameUis[game]?.callout).toBeTypeOf('function')
    expect(gameUis[game]?.standings).toBeTypeOf('function')
  })

  it('every call-out is for an event type the engine emits', () => {
    const emitted = emittedTypes(game)
    const unknown = Object.keys(file.callouts).filter((key) => !emitted.has(eventTypeOf(key)))
    expect(unknown).toEqual([])
  })

  it('the words are short and plain: a title of a few words, one line, no ruling codes', () => {
    for (const [key, c] of Object.entries(file.callouts)) {
      expect(c.title.length, key).toBeLessThanOrEqual(24)
      expect(c.line.length, key).toBeLessThanOrEqual(80)
      expect(c.line, key).toMatch(/[.!]$/)
      expect(`${c.title} ${c.line}`, key).not.toMatch(RULING_CODE)
    }
    for (const [key, line] of Object.entries(file.standings)) {
      expect(line.length, key).toBeLessThanOrEqual(48)
      expect(line, key).not.toMatch(RULING_CODE)
    }
  })

  it('the placeholders are words in braces, and a call-out about a player names them', () => {
    for (const [key, c] of Object.entries(file.callouts)) {
      for (const name of placeholdersOf(c.title + c.line)) expect(name, key).toMatch(/^[a-z]+$/)
      if (!key.startsWith('stageChanged')) expect(placeholdersOf(c.line), key).toContain('player')
    }
  })
})

describe('the call-out file checker and the filling', () => {
  const good = {
    game: 'g',
    callouts: { bitten: { title: 'Bitten!', line: '{player} is bitten.', tone: 'danger' } },
    standings: { alive: 'Alive' },
  }

  it('reads a good file', () => {
    expect(callOutFileFrom('g.json', good).callouts.bitten?.tone).toBe('danger')
  })

  it.each([
    ['no game', { ...good, game: '' }, /needs its game/],
    ['no call-outs', { ...good, callouts: {} }, /needs callouts/],
    [
      'an empty line',
      { ...good, callouts: { bitten: { title: 'Bitten!', line: ' ', tone: 'danger' } } },
      /"bitten" needs a title and a line/,
    ],
    [
      'an unknown tone',
      { ...good, callouts: { bitten: { title: 'B', line: 'b.', tone: 'loud' } } },
      /"bitten" needs a tone/,
    ],
    ['no standings', { ...good, standings: {} }, /standings/],
    ['an empty standings line', { ...good, standings: { alive: '' } }, /"alive" is empty/],
  ])('refuses %s, naming the file', (_what, raw, message) => {
    expect(() => callOutFileFrom('g.json', raw)).toThrow(message)
    expect(() => callOutFileFrom('g.json', raw)).toThrow(/^g\.json: /)
  })

  it('fills every placeholder, and refuses a line with a placeholder it has no value for', () => {
    expect(fillWords('{player} pays {amount}.', { player: 'Ann', amount: '$50' })).toBe('Ann pays $50.')
    expect(() => fillWords('{player} pays {amount}.', { player: 'Ann' })).toThrow(/\{amount\}/)
    const book = callOutBook(callOutFileFrom('g.json', good))
    expect(book.callout('bitten', { player: 'Ann' })).toEqual({
      title: 'Bitten!',
      line: 'Ann is bitten.',
      tone: 'danger',
    })
    expect(() => book.callout('stolen', { player: 'Ann' })).toThrow(/no call-out "stolen"/)
    expect(() => book.standing('dead', {})).toThrow(/no standings line "dead"/)
  })

  it('the game-over card has its words', () => {
    for (const key of ['standingsHeading', 'place', 'badge', 'badgeHint', 'hide'] as const) {
      expect(gameOverWords[key].trim(), key).not.toBe('')
    }
    expect(placeholdersOf(gameOverWords.place)).toEqual(['place'])
  })
})
