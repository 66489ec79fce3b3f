import type { ZombielifeView } from '../../../../engine/games/zombielife/types'
import { cardName } from './cardInfo'

export interface TableFactsProps {
  readonly view: ZombielifeView
}

/** The public table in a line or two: the deck, the latest dividend, a revealed Infection card. */
export function TableFacts({ view }: TableFactsProps) {
  return (
    <section className="hud-panel zh-table" aria-label="Table">
      <span>Deck {view.deckCount}</span>
      <span>Last dividend {view.lastDividend}</span>
      {view.drawsToCome > 0 && <span>Draws to come {view.drawsToCome}</span>}
      {view.revealed && <span className="hud-warn">Revealed: {cardName(view.revealed.kind)}</span>}
    </section>
  )
}
