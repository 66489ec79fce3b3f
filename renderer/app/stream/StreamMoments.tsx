import { useEffect, useMemo, useState } from 'react'
import type { GameUi } from '../../games/types'
import { CALL_OUT_SHOW_MS, CallOutLayer } from '../../hud/CallOutLayer'
import { GameOverCard } from '../../hud/GameOverCard'
import { useCallOuts } from '../../hud/useCallOuts'
import { useMatchFields } from '../../store/useMatchStore'
import { useReducedMotion } from '../../store/useSettingsStore'

/** The results come up once the call-out of the game's last moment has been shown. */
export const RESULT_AFTER_MS = CALL_OUT_SHOW_MS + 300

/** True once `on` has been true for `ms` (false again at once when it is not). */
function useDelayedTrue(on: boolean, ms: number): boolean {
  const [late, setLate] = useState(false)
  useEffect(() => {
    if (!on) {
      setLate(false)
      return
    }
    const timer = setTimeout(() => setLate(true), ms)
    return () => clearTimeout(timer)
  }, [on, ms])
  return on && late
}

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
  const callouts = useCallOuts(ui?.callout, hudEvents, view, seats)
  // The last moment's call-out ("Dee reaches the chopper") has its say before the results cover it.
  const resultShown = useDelayedTrue(outcome !== null, RESULT_AFTER_MS)
  const standings = useMemo(
    () => (outcome && view !== null && ui?.standings ? ui.standings(view, outcome, seats) : []),
    [ui, view, outcome, seats],
  )
  return (
    <>
      {/* The results end the match's story: call-outs still waiting would only cover them. */}
      {!resultShown && <CallOutLayer callouts={callouts} reducedMotion={reducedMotion} />}
      {outcome && resultShown && (
        <GameOverCard outcome={outcome} standings={standings} reducedMotion={reducedMotion} />
      )}
    </>
  )
}
