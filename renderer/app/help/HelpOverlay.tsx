import { useId, useMemo, useRef, useState } from 'react'
import { Dialog } from '../../hud/Dialog'
import type { HelpBlock, HelpCard, HelpFile, HelpSection, KeyHelp, KeysFile } from '../../hud/helpFile'
import about from '../../../assets/help/about.json'

export interface HelpOverlayProps {
  /** The game's quick reference; null for a game this table has none for (the keys still show). */
  readonly help: HelpFile | null
  readonly keys: KeysFile
  readonly onClose: () => void
}

const matches = (query: string, ...texts: readonly (string | undefined)[]): boolean =>
  texts.some((t) => t !== undefined && t.toLowerCase().includes(query))

const blockLines = (block: HelpBlock): readonly string[] => (typeof block === 'string' ? [block] : block)

const sectionMatches = (query: string, s: HelpSection): boolean =>
  matches(query, s.heading, ...s.body.flatMap(blockLines))

const cardMatches = (query: string, c: HelpCard): boolean => matches(query, c.name, c.text, c.realLife)

const keyMatches = (query: string, k: KeyHelp): boolean => matches(query, k.does, ...k.keys)

/**
 * The rules help over the table: the game's quick reference (goal, turn, special phases, the end, and
 * every card), then the keyboard shortcuts. A modal dialog: focus moves into it and stays there, the
 * table's shortcuts do not hear keys pressed in it, it scrolls inside itself, and Esc (before anything
 * else hears it), Close or a click beside it closes it.
 */
export function HelpOverlay({ help, keys, onClose }: HelpOverlayProps) {
  const [query, setQuery] = useState('')
  const search = useRef<HTMLInputElement>(null)
  const titleId = useId()
  const idPrefix = useId()
  const q = query.trim().toLowerCase()
  const shown = useMemo(() => {
    const sections = help?.sections.filter((s) => q === '' || sectionMatches(q, s)) ?? []
    const groups = (help?.cardGroups ?? [])
      .map((g) => ({ ...g, cards: g.cards.filter((c) => q === '' || cardMatches(q, c)) }))
      .filter((g) => g.cards.length > 0)
    const keyList = keys.keys.filter((k) => q === '' || keyMatches(q, k))
    const credits = about.lines.filter((line) => q === '' || matches(q, about.heading, line))
    return { sections, groups, keyList, credits }
  }, [help, keys, q])
  const nothing =
    shown.sections.length === 0 &&
    shown.groups.length === 0 &&
    shown.keyList.length === 0 &&
    shown.credits.length === 0
  const title = help?.title ?? 'Help'
  const anchor = (i: number) => `${idPrefix}-${i}`
  const keysAt = shown.sections.length + shown.groups.length
  const contents = [
    ...shown.sections.map((s) => s.heading),
    ...shown.groups.map((g) => g.heading),
    ...(shown.keyList.length > 0 ? [keys.heading] : []),
    ...(shown.credits.length > 0 ? [about.heading] : []),
  ]

  return (
    <Dialog
      className="help"
      label={`Help: ${title}`}
      describedBy={titleId}
      initialFocus={search}
      onClose={onClose}
    >
      <header className="help__header">
        <h2 className="help__title" id={titleId}>
          {help ? `${help.title}: quick reference` : 'Help'}
        </h2>
        <input
          ref={search}
          className="input help__search"
          type="search"
          value={query}
          placeholder="Find a card or a rule"
          aria-label="Find in the help"
          onChange={(e) => setQuery(e.target.value)}
        />
        <button type="button" className="button button--quiet" onClick={onClose}>
          Close
        </button>
      </header>
      {contents.length > 1 && (
        <nav className="help__contents" aria-label="Help contents">
          {contents.map((heading, i) => (
            <button
              key={`${i}-${heading}`}
              type="button"
              className="help__jump"
              onClick={() => document.getElementById(anchor(i))?.scrollIntoView?.({ block: 'start' })}
            >
              {heading}
            </button>
          ))}
        </nav>
      )}
      <div className="help__body">
        {help === null && <p className="help__lead">This game has no quick reference yet.</p>}
        {nothing && <p className="help__lead">Nothing in the help mentions “{query.trim()}”.</p>}
        {shown.sections.map((s, i) => (
          <section key={s.id} className="help__section" aria-labelledby={anchor(i)}>
            <h3 className="help__heading" id={anchor(i)}>
              {s.heading}
            </h3>
            {s.body.map((block, j) =>
              typeof block === 'string' ? (
                <p key={j}>{block}</p>
              ) : (
                <ul key={j} className="help__list">
                  {block.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              ),
            )}
          </section>
        ))}
        {shown.groups.map((g, i) => {
          const id = anchor(shown.sections.length + i)
          return (
            <section key={g.heading} className="help__section" aria-labelledby={id}>
              <h3 className="help__heading" id={id}>
                {g.heading}
              </h3>
              {g.intro !== undefined && <p className="help__intro">{g.intro}</p>}
              <dl className="help__cards">
                {g.cards.map((c) => (
                  <div key={c.name} className="help__card">
                    <dt className="help__card-name">{c.name}</dt>
                    <dd className="help__card-text">
                      {c.text}
                      {c.realLife !== undefined && (
                        <span className="help__real-life">In real life: {c.realLife}</span>
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          )
        })}
        {shown.keyList.length > 0 && (
          <section className="help__section" aria-labelledby={anchor(keysAt)}>
            <h3 className="help__heading" id={anchor(keysAt)}>
              {keys.heading}
            </h3>
            <dl className="help__keys">
              {shown.keyList.map((k) => (
                <div key={k.does} className="help__key">
                  <dt>
                    {k.keys.map((key, i) => (
                      <span key={key}>
                        {i > 0 && ' or '}
                        <kbd className="help__kbd">{key}</kbd>
                      </span>
                    ))}
                  </dt>
                  <dd>{k.does}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
        {shown.credits.length > 0 && (
          <section className="help__section" aria-labelledby={anchor(contents.length - 1)}>
            <h3 className="help__heading" id={anchor(contents.length - 1)}>
              {about.heading}
            </h3>
            <ul className="help__list">
              {shown.credits.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </Dialog>
  )
}
