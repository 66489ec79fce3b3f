import type { ReactNode } from 'react'

/** A choice as the panel shows it: a button with a label. */
export interface LabelledChoice {
  readonly label: string
}

/** The props of each game's choice panel: its choices, perhaps filtered by a picked hand card. */
export interface FilteredChoicePanelProps<C, K> {
  readonly choices: readonly C[]
  /** A picked hand card: only the choices that play (spend) it are shown. */
  readonly filter: K | null
  readonly onChoose: (choice: C) => void
  /** Drops the filter. */
  readonly onShowAll: () => void
  /** Said when there is nothing to choose (someone else is deciding). */
  readonly waitingFor: string
}

/** One group of choices under its heading (as each game's `groupChoices` gives them). */
export interface ChoiceGroupOf<G extends string, C> {
  readonly group: G
  readonly heading: string
  readonly choices: readonly C[]
}

export interface ChoiceGroupsPanelProps<G extends string, C> {
  /** All the choices (if none, `waitingFor` is said instead of the groups). */
  readonly choices: readonly unknown[]
  /** Said when there is nothing to choose (someone else is deciding). */
  readonly waitingFor: string
  /** The name of the hand card the choices are filtered by, or null when they are not filtered. */
  readonly filterCard: string | null
  /** Whether any choice uses that card. */
  readonly anyShown: boolean
  /** Drops the filter. */
  readonly onShowAll: () => void
  /** The groups of the choices shown. */
  readonly groups: readonly ChoiceGroupOf<G, C>[]
  /** The body of one group, under its heading (usually `ChoiceButtons`). */
  readonly renderGroup: (group: ChoiceGroupOf<G, C>) => ReactNode
}

/** The "Your choices" panel every game's HUD shows: the legal choices grouped under headings. */
export function ChoiceGroupsPanel<G extends string, C>({
  choices,
  waitingFor,
  filterCard,
  anyShown,
  onShowAll,
  groups,
  renderGroup,
}: ChoiceGroupsPanelProps<G, C>) {
  if (choices.length === 0) {
    return (
      <section className="hud-choices hud-panel" aria-label="Your choices">
        <p className="hud-muted">{waitingFor}</p>
      </section>
    )
  }
  return (
    <section className="hud-choices hud-panel" aria-label="Your choices">
      {filterCard !== null && (
        <p className="hud-choices__filter">
          {anyShown ? `Moves with ${filterCard}` : `Nothing uses ${filterCard} right now.`}{' '}
          <button type="button" className="hud-link" onClick={onShowAll}>
            Show all moves
          </button>
        </p>
      )}
      {groups.map((g) => (
        <div className="hud-choices__group" key={g.group} role="group" aria-label={g.heading}>
          <h3 className="hud-subheading">{g.heading}</h3>
          {renderGroup(g)}
        </div>
      ))}
    </section>
  )
}

export interface ChoiceButtonsProps<C extends LabelledChoice> {
  readonly choices: readonly C[]
  readonly className: string
  readonly buttonClassName: string
  /** The React key of a button (default: its label, unique within a group). */
  readonly keyOf?: (choice: C, index: number) => string
  readonly onChoose: (choice: C) => void
}

/** One button per choice of a group. */
export function ChoiceButtons<C extends LabelledChoice>({
  choices,
  className,
  buttonClassName,
  keyOf = (choice) => choice.label,
  onChoose,
}: ChoiceButtonsProps<C>) {
  return (
    <div className={className}>
      {choices.map((choice, i) => (
        <button
          type="button"
          key={keyOf(choice, i)}
          className={buttonClassName}
          onClick={() => onChoose(choice)}
        >
          {choice.label}
        </button>
      ))}
    </div>
  )
}

/** A legal action as a choice a player reads: its label, under its group's heading. */
export interface GroupedChoice<A, G extends string> {
  readonly action: A
  readonly label: string
  readonly group: G
}

/** A game's groups in the order they are shown, with their headings. */
export type ChoiceGroupOrder<G extends string> = readonly { readonly group: G; readonly heading: string }[]

/**
 * A game's choice groups as its data file lists them (assets/<id>/choices.json: each group's heading,
 * in the order shown), checked: a group with no heading throws, naming the file and the group.
 */
export function choiceGroupsFrom<G extends string>(
  file: string,
  headings: Readonly<Record<G, string>>,
): ChoiceGroupOrder<G> {
  return (Object.entries(headings) as [G, unknown][]).map(([group, heading]) => {
    if (typeof heading !== 'string' || heading.trim() === '')
      throw new Error(`${file}: choice group "${group}" needs a heading.`)
    return { group, heading }
  })
}

/**
 * Choices in display order, grouped under their headings; empty groups left out. With
 * `distinctLabels`, two choices that read the same are one choice to a player: the first is kept.
 */
export function inGroups<G extends string, C extends { readonly group: G; readonly label: string }>(
  order: ChoiceGroupOrder<G>,
  choices: readonly C[],
  distinctLabels = false,
): ChoiceGroupOf<G, C>[] {
  return order.flatMap(({ group, heading }) => {
    const seen = new Set<string>()
    const inGroup = choices.filter((c) => {
      if (c.group !== group || (distinctLabels && seen.has(c.label))) return false
      seen.add(c.label)
      return true
    })
    return inGroup.length > 0 ? [{ group, heading, choices: inGroup }] : []
  })
}

export interface CardFilteredChoicesProps<G extends string, C, K> extends FilteredChoicePanelProps<C, K> {
  /** Whether a choice plays (spends) a card of this kind. */
  readonly plays: (choice: C, kind: K) => boolean
  readonly cardName: (kind: K) => string
  /** The choices shown, grouped under their headings. */
  readonly group: (shown: readonly C[]) => readonly ChoiceGroupOf<G, C>[]
  readonly renderGroup: (group: ChoiceGroupOf<G, C>) => ReactNode
}

/** The choices panel of a card game: a picked hand card narrows the choices to those playing it. */
export function CardFilteredChoices<G extends string, C, K>(props: CardFilteredChoicesProps<G, C, K>) {
  const { choices, filter, plays, cardName, group } = props
  const shown = filter === null ? choices : choices.filter((c) => plays(c, filter))
  return (
    <ChoiceGroupsPanel
      {...props}
      filterCard={filter === null ? null : cardName(filter)}
      anyShown={shown.length > 0}
      groups={group(shown)}
    />
  )
}
