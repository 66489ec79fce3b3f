import { useEffect, useState } from 'react'
import { useMatchStore } from '../store/useMatchStore'
import { ask, messageOf } from './request'
import { ScreenFrame } from './ScreenFrame'
import { useReadyConnection } from './useTableConnection'

export const MAX_BOT_DELAY_MS = 5000

/** The pause before each bot move, saved as it is changed. */
export function SettingsScreen() {
  const { bridge } = useReadyConnection()
  const [delay, setDelay] = useState<number | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  useEffect(() => {
    let cancelled = false
    ask(bridge, 'settings:get', {}).then(
      (settings) => !cancelled && setDelay(settings.botDelayMs),
      (err: unknown) => !cancelled && setProblem(`Cannot read the settings: ${messageOf(err)}`),
    )
    return () => {
      cancelled = true
    }
  }, [bridge])

  const change = (ms: number) => {
    setDelay(ms)
    setProblem(null)
    ask(bridge, 'settings:set', { botDelayMs: ms }).catch((err: unknown) =>
      setProblem(`Not saved: ${messageOf(err)}`),
    )
  }

  return (
    <ScreenFrame title="Settings">
      {delay === null ? (
        !problem && <p className="screen__lead">Reading the settings…</p>
      ) : (
        <label className="field field--wide">
          <span className="field__label">Pause before each bot move: {(delay / 1000).toFixed(1)} s</span>
          <input
            type="range"
            className="slider"
            min={0}
            max={MAX_BOT_DELAY_MS}
            step={100}
            value={delay}
            onChange={(e) => change(Number(e.target.value))}
          />
        </label>
      )}
      <SkipAnimationsField />
      {problem && (
        <p className="screen__error" role="alert">
          {problem}
        </p>
      )}
    </ScreenFrame>
  )
}

/** Shows every move at once: no animation on the table, and the HUD never waits for one. */
function SkipAnimationsField() {
  const skip = useMatchStore((s) => s.skipAnimations)
  const setSkip = useMatchStore((s) => s.actions.setSkipAnimations)
  return (
    <label className="field field--wide field--check">
      <input type="checkbox" checked={skip} onChange={(e) => setSkip(e.target.checked)} />
      <span className="field__label">Skip animations: show every move at once</span>
    </label>
  )
}
