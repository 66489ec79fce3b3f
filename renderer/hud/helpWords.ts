/**
 * Lookups in a game's quick reference (assets/<id>/help.json, checked where its GameUi reads it for
 * the help) for the words the inspect view shows of things that have no printed text (a survivor
 * card, a board square, a deck): an entry by the card key it covers, a group's intro, a section's
 * paragraph.
 */

interface RawHelpCard {
  readonly name: string
  readonly covers: readonly string[]
  readonly text: string
  readonly realLife?: string
}

export interface RawHelp {
  readonly sections: readonly {
    readonly id: string
    readonly body: readonly (string | readonly string[])[]
  }[]
  readonly cardGroups: readonly {
    readonly heading: string
    readonly intro?: string
    readonly cards: readonly RawHelpCard[]
  }[]
}

export interface HelpWords {
  /** The entry explaining a card key ("survivor", "square:street", "card:4", "guide:A"). */
  entry(key: string): RawHelpCard | undefined
  /** A card group's intro, by its heading ("" when it has none). */
  intro(heading: string): string
  /** The `index`-th paragraph of a section (lists are skipped; "" when there is none). */
  paragraph(sectionId: string, index?: number): string
}

export function helpWords(raw: RawHelp): HelpWords {
  const entries = new Map<string, RawHelpCard>()
  for (const group of raw.cardGroups)
    for (const card of group.cards) for (const k of card.covers) entries.set(k, card)
  return {
    entry: (key) => entries.get(key),
    intro: (heading) => raw.cardGroups.find((g) => g.heading === heading)?.intro ?? '',
    paragraph: (sectionId, index = 0) => {
      const body = raw.sections.find((s) => s.id === sectionId)?.body ?? []
      const paragraphs = body.filter((b): b is string => typeof b === 'string')
      return paragraphs[index] ?? ''
    },
  }
}
