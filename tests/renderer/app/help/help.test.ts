/**
 * The rules help covers every card in assets/, in the app's own words: a card with no help entry, an
 * entry for a card that does not exist, or a ruling code in anything a player reads fails here.
 */
import { describe, expect, it } from 'vitest'
import monopoBoard from '../../../../assets/monopozombie/board.json'
import monopoCards from '../../../../assets/monopozombie/cards.json'
import selfishCards from '../../../../assets/selfish/cards.json'
import zombielifeCards from '../../../../assets/zombielife/cards.json'
import zombielifeRules from '../../../../assets/zombielife/rules.json'
import { KEYS_HELP } from '../../../../renderer/app/help/keysHelp'
import { gameUis, helpFor } from '../../../../renderer/games'
import { RULING_CODE, coveredCards, helpTexts, type HelpFile } from '../../../../renderer/hud/helpFile'

/** Each game's quick reference, as its GameUi declares it (there is no other registry of them). */
const GAME_HELP: Readonly<Record<string, HelpFile>> = Object.fromEntries(
  Object.entries(gameUis).flatMap(([id, ui]) => (ui.help ? [[id, ui.help]] : [])),
)

/** Every card a game's assets list, by the key its help entry covers, with a name for the message. */
const CARDS: Readonly<Record<string, readonly { key: string; name: string }[]>> = {
  selfish: [
    ...selfishCards.gameCards.map((c) => ({ key: c.kind, name: c.name })),
    ...selfishCards.wastelandCards.map((c) => ({ key: c.kind, name: c.name })),
    { key: 'survivor', name: 'Survivor cards' },
  ],
  zombielife: [
    ...zombielifeCards.assets.map((c) => ({ key: c.kind, name: c.name })),
    ...zombielifeCards.actionCards.map((c) => ({ key: c.kind, name: c.name })),
    ...zombielifeRules.humanGuide.map((g) => ({ key: `guide:${g.option}`, name: g.name })),
    ...Object.keys(zombielifeRules.zombieGuide.text).map((act) => ({ key: `zombie:${act}`, name: act })),
  ],
  monopozombie: [
    ...monopoCards.cards.map((c) => ({ key: `card:${c.id}`, name: c.text })),
    ...[...new Set(monopoBoard.squares.map((s) => s.kind))].map((kind) => ({
      key: `square:${kind}`,
      name: `${kind} squares`,
    })),
  ],
}

const GAMES = Object.keys(CARDS)

/** What a card has no help for, in the names a reader knows. */
function missing(help: HelpFile, game: string): string[] {
  const covered = coveredCards(help)
  return (CARDS[game] ?? []).filter((c) => (covered.get(c.key)?.text.trim() ?? '') === '').map((c) => c.name)
}

/** Every "text" string anywhere in a data file (the card texts a player reads). */
function textsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(textsIn)
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([k, v]) => (k === 'text' && typeof v === 'string' ? [v] : textsIn(v)))
}

describe('rules help: one quick reference per game, read from assets', () => {
  it('has a help file for every game the table plays', () => {
    expect(Object.keys(GAME_HELP).sort()).toEqual([...GAMES].sort())
    for (const game of GAMES) expect(helpFor(game)?.game).toBe(game)
    expect(helpFor('chess')).toBeNull()
    expect(helpFor(null)).toBeNull()
  })

  it.each(GAMES)('%s: every card in its assets has a help entry with text', (game) => {
    const help = helpFor(game)!
    expect(missing(help, game)).toEqual([])
  })

  it.each(GAMES)('%s: every help entry explains a card that exists', (game) => {
    const known = new Set((CARDS[game] ?? []).map((c) => c.key))
    expect([...coveredCards(helpFor(game)!).keys()].filter((key) => !known.has(key))).toEqual([])
  })

  it.each(GAMES)('%s: the goal, the turn and the end of the game are explained', (game) => {
    const ids = helpFor(game)!.sections.map((s) => s.id)
    expect(ids).toEqual(expect.arrayContaining(['goal', 'turn', 'end']))
  })

  it('selfish: the Survivor cards entry names every survivor', () => {
    const entry = coveredCards(helpFor('selfish')!).get('survivor')!
    for (const name of selfishCards.survivors) expect(entry.name + entry.text).toContain(name)
  })

  it('zombielife: every Asset card says what that kind of policy is in real life', () => {
    const covered = coveredCards(helpFor('zombielife')!)
    for (const asset of zombielifeCards.assets) {
      expect(covered.get(asset.kind)?.realLife?.trim() ?? '', asset.name).not.toBe('')
    }
  })

  it('zombielife: the infection, the zombies and the round card have their own sections', () => {
    expect(helpFor('zombielife')!.sections.map((s) => s.id)).toEqual(
      expect.arrayContaining(['infection', 'zombies', 'round']),
    )
  })

  it('monopozombie: each of the three stages has its own section', () => {
    expect(helpFor('monopozombie')!.sections.map((s) => s.id)).toEqual(
      expect.arrayContaining(['stage1', 'stage2', 'stage3']),
    )
  })
})

describe('no ruling codes in what a player reads', () => {
  it('the pattern finds the codes of the rules notes and nothing ordinary', () => {
    for (const code of ['see ruling S1', 'ruling M17', '(Z2)', 'R9 applies', 'Rulings say']) {
      expect(code).toMatch(RULING_CODE)
    }
    for (const plain of ['Roll 3d6 and keep two', 'pay $200', 'Stage 3', 'Zombies!', 'MonopoZombie']) {
      expect(plain).not.toMatch(RULING_CODE)
    }
  })

  it.each(GAMES)('%s: no help text cites one', (game) => {
    const cited = helpTexts(helpFor(game)!).filter(({ text }) => RULING_CODE.test(text))
    expect(cited).toEqual([])
  })

  it.each([
    ['selfish', selfishCards],
    ['zombielife', zombielifeCards],
    ['zombielife rules', zombielifeRules],
    ['monopozombie', monopoCards],
  ])('%s: no card text cites one', (_name, data) => {
    const texts = textsIn(data)
    expect(texts.length).toBeGreaterThan(0)
    expect(texts.filter((t) => RULING_CODE.test(t))).toEqual([])
  })

  it('the keys do not either', () => {
    expect(KEYS_HELP.keys.filter((k) => RULING_CODE.test(k.does))).toEqual([])
  })
})

describe('the keys listed in the help', () => {
  it.each([
    ['Space', /roll/i],
    ['1–9', /choice/i],
    ['?', /help/i],
    ['Esc', /close/i],
    ['Home', /camera/i],
    ['I', /look|inspect/i],
    ['1–5', /stream page.*camera shots/i],
    ['0', /stream page.*director/i],
  ])('lists %s', (key, does) => {
    const entry = KEYS_HELP.keys.find((k) => k.keys.includes(key))
    expect(entry?.does).toMatch(does)
  })

  it('I inspects what is pointed at or focused (Enter only confirms a pick), and Esc also opens the menu', () => {
    const inspect = KEYS_HELP.keys.find((k) => k.keys.includes('I'))
    expect(inspect?.keys).toEqual(['I'])
    expect(inspect?.does).toMatch(/pointer/i)
    expect(inspect?.does).toMatch(/keyboard focus/i)
    expect(KEYS_HELP.keys.filter((k) => k.keys.includes('Enter')).map((k) => k.does)).toEqual([
      expect.stringMatching(/confirm/i),
    ])
    expect(KEYS_HELP.keys.find((k) => k.keys.includes('Esc'))?.does).toMatch(/menu/i)
  })
})

describe('the help coverage check', () => {
  it('the coverage check itself fails when an entry is taken out', () => {
    const help = structuredClone(helpFor('zombielife')!) as unknown as {
      cardGroups: { cards: { covers: string[] }[] }[]
    }
    for (const group of help.cardGroups)
      group.cards = group.cards.filter((c) => !c.covers.includes('lockdown'))
    expect(missing(help as unknown as HelpFile, 'zombielife')).toEqual(['Lockdown'])
  })
})
