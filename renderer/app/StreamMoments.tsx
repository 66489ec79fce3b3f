import { useMemo } from 'react'
import type { GameUi } from '../games/types'
import { CallOutLayer } from '../hud/CallOutLayer'
import { GameOverCard } from '../hud/GameOverCard'
import { useCallOuts } from '../hud/useCallOuts'
import { useMatchFields } from '../store/useMatchStore'
import { useReducedMotion } from '../store/useSettingsStore'

export interface StreamMomentsProps {
  /** The game on the stage (gameUiFor(game)). */
  readonly ui: GameUi | null
}

/**
 * The stream page's call-outs and game-over card, as the HUD reveals the match: each call-out once
 * the table's animations for its event have landed, and the card once the result is shown.
 */
export function StreamMoments({ ui }: StreamMomentsProps) {
  const { hud, hudEvents, seats } = useMatchFields('hud', 'hudEvents', 'seats')
  const reducedMotion = useReducedMotion()
  const view = hud?.view ?? null
  const outcome = hud?.outcome ?? null
  const callouts = useCallOuts(ui, hudEvents, view, seats)
  const standings = useMemo(
    () => (outcome && view !== null && ui?.standings ? ui.standings(view, outcome, seats) : []),
    [ui, view, outcome, seats],
  )
  return (
    <>
      <CallOutLayer callouts={callouts} reducedMotion={reducedMotion} />
      {outcome && <GameOverCard outcome={outcome} standings={standings} reducedMotion={reducedMotion} />}
    </>
  )
}
