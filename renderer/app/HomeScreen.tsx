import { useEffect, useState } from 'react'
import type { ActiveMatch } from '../../electron/contract'
import type { SaveSummary } from '../../electron/saves/saveSummary'
import { useUiStore } from '../store/useUiStore'
import { ask, messageOf } from './request'
import { ScreenFrame } from './ScreenFrame'
import { useReadyConnection } from './useTableConnection'

/** New game, Load, Resume after a crash (when there is something to resume), Settings. */
export function HomeScreen() {
  const { bridge, info } = useReadyConnection()
  const openMatchId = useUiStore((s) => s.openMatchId)
  const { go, openTable } = useUiStore((s) => s.actions)
  const [recovery, setRecovery] = useState<SaveSummary | null>(null)
  const [active, setActive] = useState<ActiveMatch | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let cancelled = false
    ask(bridge, 'saves:recovery', {}).then(
      (summary) => !cancelled && setRecovery(summary),
      () => undefined,
    )
    ask(bridge, 'match:active', {}).then(
      (match) => !cancelled && setActive(match),
      () => undefined,
    )
    return () => {
      cancelled = true
    }
  }, [bridge])

  const resume = async () => {
    setBusy(true)
    setProblem(null)
    try {
      const resumed = await ask(bridge, 'saves:resume', {})
      if (resumed === null) setProblem('There is nothing to resume any more.')
      else openTable(resumed.matchId)
    } catch (err) {
      setProblem(`Cannot resume: ${messageOf(err)}`)
    } finally {
      setBusy(false)
    }
  }

  const tableMatch = openMatchId ?? active?.matchId ?? null
  return (
    <ScreenFrame title={info.name} back={false}>
      <nav className="home-menu" aria-label="Main menu">
        {tableMatch !== null && (
          <button type="button" className="button button--primary" onClick={() => openTable(tableMatch)}>
            Back to the table
          </button>
        )}
        <button type="button" className="button button--primary" onClick={() => go('newGame')}>
          New game
        </button>
        <button type="button" className="button" onClick={() => go('saves')}>
          Load
        </button>
        {recovery !== null && (
          <button type="button" className="button" disabled={busy} onClick={() => void resume()}>
            Resume after crash
            <span className="button__detail">
              {recovery.players.join(', ')} · {recovery.actions} moves
            </span>
          </button>
        )}
        <button type="button" className="button" onClick={() => go('settings')}>
          Settings
        </button>
      </nav>
      {problem && (
        <p className="screen__error" role="alert">
          {problem}
        </p>
      )}
      <p className="screen__footnote">Version {info.version}</p>
    </ScreenFrame>
  )
}
