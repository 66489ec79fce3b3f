import { useCallback, useEffect, useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import type { SaveSummary } from '../../electron/saves/saveSummary'
import { useMatchStore } from '../store/useMatchStore'
import { useUiStore } from '../store/useUiStore'
import { ask, messageOf } from './request'
import { SaveCurrentForm } from './SaveCurrentForm'
import { SaveRow } from './SaveRow'
import { slotForMatch } from './saveSlots'
import { ScreenFrame } from './ScreenFrame'
import { useReadyConnection } from './useTableConnection'

/** The saves: load one, delete one (after a confirm), or save the match on the table under a name. */
export function SavesScreen() {
  const { bridge, info } = useReadyConnection()
  const openMatchId = useUiStore((s) => s.openMatchId)
  const openTable = useUiStore((s) => s.actions.openTable)
  const { game, seats } = useMatchStore(useShallow((s) => ({ game: s.game, seats: s.seats })))
  const [saves, setSaves] = useState<readonly SaveSummary[] | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const refresh = useCallback(async () => {
    try {
      setSaves(await ask(bridge, 'saves:list', {}))
    } catch (err) {
      setProblem(`Cannot list the saves: ${messageOf(err)}`)
    }
  }, [bridge])

  useEffect(() => {
    void refresh()
  }, [refresh])

  const run = async (what: string, task: () => Promise<void>) => {
    setBusy(true)
    setProblem(null)
    try {
      await task()
    } catch (err) {
      setProblem(`${what}: ${messageOf(err)}`)
    } finally {
      setBusy(false)
    }
  }

  const load = (slot: string) =>
    void run('Cannot load it', async () => {
      const { matchId } = await ask(bridge, 'saves:load', { slot })
      openTable(matchId)
    })
  const remove = (slot: string) =>
    void run('Cannot delete it', async () => {
      await ask(bridge, 'saves:delete', { slot })
      await refresh()
    })
  const save = (slot: string) =>
    void run('Not saved', async () => {
      if (openMatchId === null) return
      await ask(bridge, 'saves:save', { matchId: openMatchId, slot })
      await refresh()
    })

  const gameName = (id: string | null) =>
    id === null ? 'Unknown game' : (info.games.find((g) => g.id === id)?.name ?? id)
  return (
    <ScreenFrame title="Saves">
      {openMatchId !== null && (
        <SaveCurrentForm suggestion={slotForMatch(gameName(game), seats)} busy={busy} onSave={save} />
      )}
      {problem && (
        <p className="screen__error" role="alert">
          {problem}
        </p>
      )}
      {saves === null ? (
        <p className="screen__lead">Reading the saves…</p>
      ) : saves.length === 0 ? (
        <p className="screen__lead">No saved games yet.</p>
      ) : (
        <ul className="saves" aria-label="Saved games">
          {saves.map((s) => (
            <SaveRow
              key={s.slot}
              save={s}
              gameName={gameName(s.game)}
              busy={busy}
              onLoad={load}
              onDelete={remove}
            />
          ))}
        </ul>
      )}
    </ScreenFrame>
  )
}
