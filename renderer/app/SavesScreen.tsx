import { useCallback, useEffect, useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import type { BackupInfo, SaveSummary } from '../../electron/contract'
import { defaultSlotName, uniqueSlotName } from '../../electron/saves/saveNames'
import { useMatchStore } from '../store/useMatchStore'
import { useUiStore } from '../store/useUiStore'
import { LoadBackupButton } from './LoadBackupButton'
import { ask, messageOf, RequestFailed } from './request'
import { SaveCurrentForm } from './SaveCurrentForm'
import { saveMatch } from './saveMatch'
import { SaveRow } from './SaveRow'
import { ScreenFrame } from './ScreenFrame'
import { useBusyTask } from './useBusyTask'
import { useReadyConnection } from './useTableConnection'

/** A save that did not load but whose previous version does. */
interface BackupOffer {
  readonly slot: string
  readonly backup: BackupInfo
}

/**
 * The saves: load one (or the previous version of a damaged one), delete one (after a confirm),
 * or save the match on the table under a name (asking before replacing another match's save).
 */
export function SavesScreen() {
  const { bridge, info } = useReadyConnection()
  const openMatchId = useUiStore((s) => s.openMatchId)
  const openTable = useUiStore((s) => s.actions.openTable)
  const openReplay = useUiStore((s) => s.actions.openReplay)
  const {
    game,
    seats,
    slot: ownSlot,
  } = useMatchStore(useShallow((s) => ({ game: s.game, seats: s.seats, slot: s.slot })))
  const [saves, setSaves] = useState<readonly SaveSummary[] | null>(null)
  const tasks = useBusyTask()
  const { busy, problem, setProblem } = tasks
  const [offer, setOffer] = useState<BackupOffer | null>(null)
  const [clash, setClash] = useState<SaveSummary | null>(null)

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

  const run = (what: string, task: () => Promise<void>) => {
    setOffer(null)
    return tasks.run(what, task, (err) => {
      if (!(err instanceof RequestFailed) || err.error.code !== 'EXISTS' || !err.error.existing) return false
      setClash(err.error.existing)
      return true
    })
  }

  const load = (slot: string) =>
    void run('Cannot load it', async () => {
      try {
        const { matchId } = await ask(bridge, 'saves:load', { slot })
        openTable(matchId)
      } catch (err) {
        if (err instanceof RequestFailed && err.error.backup) setOffer({ slot, backup: err.error.backup })
        throw err
      }
    })
  const loadBackup = (slot: string) =>
    void run('Cannot load the previous version', async () => {
      const { matchId } = await ask(bridge, 'saves:loadBackup', { slot })
      openTable(matchId)
    })
  const remove = (slot: string) =>
    void run('Cannot delete it', async () => {
      await ask(bridge, 'saves:delete', { slot })
      await refresh()
    })
  const save = (slot: string, overwrite: boolean) =>
    void run('Not saved', async () => {
      if (openMatchId === null) return
      await saveMatch(bridge, { matchId: openMatchId, slot, ...(overwrite ? { overwrite } : {}) })
      setClash(null)
      await refresh()
    })

  const gameName = (id: string | null) =>
    id === null ? 'Unknown game' : (info.games.find((g) => g.id === id)?.name ?? id)
  const suggestion =
    ownSlot ??
    uniqueSlotName(
      defaultSlotName(
        gameName(game),
        seats.map((s) => s.name),
      ),
      (saves ?? []).map((s) => s.slot),
    )
  return (
    <ScreenFrame title="Saves">
      {openMatchId !== null && saves !== null && (
        <SaveCurrentForm
          suggestion={suggestion}
          busy={busy}
          clash={clash}
          gameName={gameName}
          onSave={save}
          onCancelClash={() => setClash(null)}
        />
      )}
      {problem && (
        <p className="screen__error" role="alert">
          {problem}
        </p>
      )}
      {offer && (
        <p className="screen__offer">
          <LoadBackupButton backup={offer.backup} busy={busy} onLoad={() => loadBackup(offer.slot)} />
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
              onLoadBackup={loadBackup}
              onDelete={remove}
              onReplay={(slot) => openReplay({ slot, back: 'saves' })}
            />
          ))}
        </ul>
      )}
    </ScreenFrame>
  )
}
