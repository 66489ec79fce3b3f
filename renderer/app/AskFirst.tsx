import type { ReactNode } from 'react'

export interface AskFirstProps {
  /** Whether the question is asked now (the caller keeps it: other controls may hide meanwhile). */
  readonly asking: boolean
  readonly setAsking: (asking: boolean) => void
  /**
   * The words: the button that asks (Delete, New link, Leave), the question, and its two answers
   * (yes goes ahead, no puts the asking button back).
   */
  readonly words: {
    readonly ask: ReactNode
    readonly question: ReactNode
    readonly yes: ReactNode
    readonly no: ReactNode
  }
  readonly onYes: () => void
  /** While busy, neither the asking button nor yes can be pressed. */
  readonly busy?: boolean
  /** A class every button takes besides its look (its size or its panel's). */
  readonly buttonClass?: string
  /** The asking button and no look quiet (a bar's, a panel's buttons) rather than plain (a list row's). */
  readonly quiet?: boolean
  /** The question as a group named `label`, with this class; left out, it stands inline in a span. */
  readonly group?: { readonly className: string; readonly label: string }
}

/**
 * A button that asks before it acts (delete a save, renew the stream link, leave the table): pressed,
 * it gives way to the question with a danger-styled yes and a no.
 */
export function AskFirst({
  asking,
  setAsking,
  words: { ask, question, yes, no },
  onYes,
  busy,
  buttonClass,
  quiet = false,
  group,
}: AskFirstProps) {
  const classes = (look: string | false) => ['button', look, buttonClass].filter(Boolean).join(' ')
  const plain = classes(quiet && 'button--quiet')
  if (!asking) {
    return (
      <button type="button" className={plain} disabled={busy} onClick={() => setAsking(true)}>
        {ask}
      </button>
    )
  }
  const answers = (
    <>
      <button type="button" className={classes('button--danger')} disabled={busy} onClick={onYes}>
        {yes}
      </button>
      <button type="button" className={plain} onClick={() => setAsking(false)}>
        {no}
      </button>
    </>
  )
  return group ? (
    <span className={group.className} role="group" aria-label={group.label}>
      {question}
      {answers}
    </span>
  ) : (
    <>
      <span>{question}</span>
      {answers}
    </>
  )
}
