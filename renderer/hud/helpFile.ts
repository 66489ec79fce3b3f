/**
 * The rules help as data: each game's quick reference (assets/<id>/help.json) and the keyboard
 * shortcuts every game shares (assets/help/keys.json). The words live in those files; this reads
 * them, checks their shape, and says what is wrong in sentences that name the file.
 */

/** A paragraph, or a bulleted list of short lines. */
export type HelpBlock = string | readonly string[]

export interface HelpSection {
  /** A stable name for the section ("goal", "turn", "end", …). */
  readonly id: string
  readonly heading: string
  readonly body: readonly HelpBlock[]
}

export interface HelpCard {
  /** The card's name as a player sees it (or a short title for a card that has none). */
  readonly name: string
  /**
   * The cards this entry explains, by their keys in the game's assets: a card kind ("scout"), or a
   * prefixed key for other lists ("card:4", "square:street", "guide:A"). Identical cards share one entry.
   */
  readonly covers: readonly string[]
  readonly text: string
  /** What this kind of policy or product is outside the game (Zombielife's insurance notes). */
  readonly realLife?: string
}

export interface HelpCardGroup {
  readonly heading: string
  readonly intro?: string
  readonly cards: readonly HelpCard[]
}

export interface HelpFile {
  readonly game: string
  readonly title: string
  readonly sections: readonly HelpSection[]
  readonly cardGroups: readonly HelpCardGroup[]
}

export interface KeyHelp {
  /** The keys, each as printed on the keyboard ("Space", "Esc", "?"); any one of them works. */
  readonly keys: readonly string[]
  readonly does: string
}

export interface KeysFile {
  readonly heading: string
  readonly keys: readonly KeyHelp[]
}

/** The sections every game's reference has: what you play for, how a turn goes, how it ends. */
export const REQUIRED_SECTIONS: readonly string[] = ['goal', 'turn', 'end']

/**
 * A ruling code from the rules notes ("ruling S1", "M17", "Z2", "R9"): those stay in code comments
 * and tests, never in what a player reads.
 */
export const RULING_CODE = /\b[Rr]ulings?\b|\b[SMZR]\d{1,2}\b/

const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== ''
const isTextList = (v: unknown): v is string[] => Array.isArray(v) && v.length > 0 && v.every(isText)

function fields(v: unknown): Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {}
}

/** Every piece of text a player reads in a help file, with where it is (for the checks and the search). */
export function helpTexts(help: HelpFile): { readonly where: string; readonly text: string }[] {
  const out: { where: string; text: string }[] = [{ where: 'title', text: help.title }]
  for (const section of help.sections) {
    out.push({ where: `section "${section.id}"`, text: section.heading })
    for (const block of section.body) {
      for (const line of typeof block === 'string' ? [block] : block)
        out.push({ where: `section "${section.id}"`, text: line })
    }
  }
  for (const group of help.cardGroups) {
    out.push({ where: `group "${group.heading}"`, text: group.heading })
    if (group.intro !== undefined) out.push({ where: `group "${group.heading}"`, text: group.intro })
    for (const card of group.cards) {
      out.push(
        { where: `card "${card.name}"`, text: card.name },
        { where: `card "${card.name}"`, text: card.text },
      )
      if (card.realLife !== undefined) out.push({ where: `card "${card.name}"`, text: card.realLife })
    }
  }
  return out
}

/** What is wrong with a help file's content, in sentences (empty when nothing is). */
export function helpProblems(help: HelpFile): string[] {
  const problems: string[] = []
  const ids = help.sections.map((s) => s.id)
  for (const id of REQUIRED_SECTIONS) if (!ids.includes(id)) problems.push(`there is no "${id}" section.`)
  const seenIds = new Set<string>()
  for (const id of ids) {
    if (seenIds.has(id)) problems.push(`section "${id}" is there twice.`)
    seenIds.add(id)
  }
  const covered = new Map<string, string>()
  for (const card of help.cardGroups.flatMap((g) => g.cards)) {
    for (const key of card.covers) {
      const before = covered.get(key)
      if (before !== undefined) problems.push(`"${key}" is explained twice ("${before}" and "${card.name}").`)
      covered.set(key, card.name)
    }
  }
  for (const { where, text } of helpTexts(help)) {
    if (RULING_CODE.test(text)) problems.push(`${where} cites a ruling code: "${text}".`)
  }
  return problems
}

/** The card keys a help file explains, each with the entry that does. */
export function coveredCards(help: HelpFile): ReadonlyMap<string, HelpCard> {
  return new Map(
    help.cardGroups.flatMap((g) => g.cards.flatMap((card) => card.covers.map((key) => [key, card]))),
  )
}

/**
 * A game's help file as read from its data file: shaped and checked, or an Error naming the file and
 * what is wrong with it.
 */
export function helpFileFrom(file: string, raw: unknown): HelpFile {
  const fail = (message: string): never => {
    throw new Error(`${file}: ${message}`)
  }
  const top = fields(raw)
  if (!isText(top.game) || !isText(top.title)) fail('a help file needs a game and a title.')
  if (!Array.isArray(top.sections) || top.sections.length === 0) fail('a help file needs sections.')
  if (!Array.isArray(top.cardGroups))
    fail('a help file needs cardGroups (a list, empty if the game has no cards).')
  ;(top.sections as unknown[]).forEach((raw, i) => {
    const s = fields(raw)
    if (!isText(s.id) || !isText(s.heading)) fail(`section ${i + 1} needs an id and a heading.`)
    if (!Array.isArray(s.body) || s.body.length === 0) fail(`section "${String(s.id)}" has no body.`)
    for (const block of s.body as unknown[]) {
      if (!isText(block) && !isTextList(block))
        fail(`section "${String(s.id)}": each body item is a paragraph or a list of lines, none empty.`)
    }
  })
  ;(top.cardGroups as unknown[]).forEach((raw, i) => {
    const g = fields(raw)
    if (!isText(g.heading)) fail(`card group ${i + 1} needs a heading.`)
    if (g.intro !== undefined && !isText(g.intro))
      fail(`card group "${String(g.heading)}" has an empty intro.`)
    if (!Array.isArray(g.cards) || g.cards.length === 0)
      fail(`card group "${String(g.heading)}" lists no cards.`)
    ;(g.cards as unknown[]).forEach((raw, j) => {
      const c = fields(raw)
      const name = isText(c.name) ? `"${c.name}"` : `${j + 1} of "${String(g.heading)}"`
      if (!isText(c.name) || !isText(c.text)) fail(`card ${name} needs a name and a text.`)
      if (!isTextList(c.covers)) fail(`card ${name} needs covers: the card keys it explains.`)
      if (c.realLife !== undefined && !isText(c.realLife)) fail(`card ${name} has an empty realLife note.`)
    })
  })
  const help = raw as HelpFile
  const problems = helpProblems(help)
  if (problems.length > 0) fail(problems.join(' '))
  return help
}

/** The shared keyboard shortcuts as read from their data file, checked, or an Error naming the file. */
export function keysFileFrom(file: string, raw: unknown): KeysFile {
  const top = fields(raw)
  const shaped =
    isText(top.heading) &&
    Array.isArray(top.keys) &&
    top.keys.length > 0 &&
    top.keys.every((k: unknown) => isTextList(fields(k).keys) && isText(fields(k).does))
  if (!shaped) throw new Error(`${file}: the keys need a heading and a list of { keys, does }, none empty.`)
  return top as unknown as KeysFile
}
