import { useState } from 'react'
import words from '../../../assets/help/firstGame.json'
import { readStored, writeStored } from '../../hud/windowStorage'

const SEEN_KEY = 'zombie-table.firstGameSeen'

/** Seen already (or a storage that refuses: no tips every time the page opens). */
const seen = (): boolean => readStored(SEEN_KEY, 'yes') === 'yes'

/**
 * Tips over the table the first time someone plays at this screen: what the players list, the
 * table, the choices and the hand are (`hand`: the game gives this seat a hand to point at). They take no clicks (the table stays playable under them)
 * except their own button, which puts them away for good.
 */
export function FirstGameTips({ hand }: { readonly hand: boolean }) {
  const [open, setOpen] = useState(() => !seen())
  if (!open) return null
  const dismiss = () => {
    writeStored(SEEN_KEY, 'yes')
    setOpen(false)
  }
  return (
    <div className="first-tips" role="note" aria-label={words.heading}>
      {words.tips
        .filter((tip) => hand || tip.at !== 'hand')
        .map((tip) => (
          <p key={tip.at} className={`first-tips__tip first-tips__tip--${tip.at}`}>
            {tip.text}
          </p>
        ))}
      <div className="first-tips__box">
        <h2 className="first-tips__heading">{words.heading}</h2>
        <p className="first-tips__help">{words.help}</p>
        <button type="button" className="button button--primary" onClick={dismiss}>
          {words.dismiss}
        </button>
      </div>
    </div>
  )
}
