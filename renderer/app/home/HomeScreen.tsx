import { useCallback, useEffect, useState } from 'react'
import type { UnfinishedMatches } from '../../../electron/protocol/match'
import { useMatchStore } from '../../store/useMatchStore'
import { useUiStore } from '../../store/useUiStore'
import { ask, messageOf } from '../request'
import { ScreenFrame } from '../ScreenFrame'
import { STREAM_WORDS } from '../stream/streamWords'
import { UnfinishedMatchRow } from './UnfinishedMatchRow'
import { useBusyTask } from '../useBusyTask'
import { ONLINE_WORDS } from '../online/onlineWords'
import { useReadyConnection } from '../connection/useTableConnection'

/**
 * New game, Load, Settings, Stream, and every match not finished with: the ones open now (Menu leaves a
 * match open), and the ones kept in their autosaves (after Leave, a quit or a crash).
 */
export function HomeScreen() {
  const { bridge, info } = useReadyConnection()
  const { go, openTable } = useUiStore((s) => s.actions)
  const [unfinished, setUnfinished] = useState<UnfinishedMatches | null>(null)
  const { busy, problem, setProblem, run } = useBusyTask()

  const refresh = useCallback(async () => {
    try {
      setUnfinished(await ask(bridge, 'saves:unfinished', {}))
    } catch (err) {
      setProblem(`Cannot list your matches: ${messageOf(err)}`)
    }
  }, [bridge])

  useEffect(() => {
    void refresh()
  }, [refresh])

  const resume = (matchId: string) =>
    void run('Cannot resume it', async () => {
      const resumed = await ask(bridge, 'saves:resume', { matchId })
      if (resumed.fromBackup) {
        useMatchStore
          .getState()
          .actions.setNotice(
            `Its last autosave was damaged (${resumed.problem ?? 'unreadable'}), so the one before it was opened.`,
          )
      }
      openTable(resumed.matchId)
    })
  const discard = (matchId: string) =>
    void run('Cannot discard it', async () => {
      await ask(bridge, 'saves:discard', { matchId })
      await refresh()
    })

  const gameName = (id: string | null) =>
    id === null ? 'Unknown game' : (info.games.find((g) => g.id === id)?.name ?? id)
  const matches = unfinished?.matches ?? []
  return (
    <ScreenFrame title={info.name} back={false}>
      <nav className="home-menu" aria-label="Main menu">
        <button type="button" className="button button--primary" onClick={() => go('newGame')}>
          New game
        </button>
        <button
          type="button"
          className="button"
          title={ONLINE_WORDS.playOnlineHint}
          onClick={() => go('online')}
        >
          {ONLINE_WORDS.playOnline}
        </button>
        <button type="button" className="button" onClick={() => go('saves')}>
          Load
        </button>
        <button type="button" className="button" onClick={() => go('settings')}>
          Settings
        </button>
        <button type="button" className="button" title={STREAM_WORDS.openHint} onClick={() => go('stream')}>
          {STREAM_WORDS.open}
        </button>
      </nav>
      {unfinished?.crashed && matches.length > 0 && (
        <p className="screen__lead" role="note">
          Zombie Table did not close properly last time. Nothing is lost: pick up your match below.
        </p>
      )}
      {matches.length > 0 && (
        <section aria-label="Your matches">
          <h2 className="screen__subtitle">Your matches</h2>
          <ul className="saves">
            {matches.map((m) => (
              <UnfinishedMatchRow
                key={m.matchId}
                match={m}
                gameName={gameName(m.game)}
                busy={busy}
                onResume={resume}
                onDiscard={discard}
              />
            ))}
          </ul>
        </section>
      )}
      {problem && (
        <p className="screen__error" role="alert">
          {problem}
        </p>
      )}
      <p className="screen__footnote">Version {info.version}</p>
    </ScreenFrame>
  )
}
