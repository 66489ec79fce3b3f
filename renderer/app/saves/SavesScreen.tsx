import { useCallback, useEffect, useMemo, useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import type { BackupInfo, SaveSummary } from '../../../electron/protocol/saves'
import { defaultSlotName, uniqueSlotName } from '../../../electron/protocol/saveNames'
import { useMatchStore } from '../../store/useMatchStore'
import { useUiStore } from '../../store/useUiStore'
import { downloadText } from './downloadText'
import { LoadBackupButton } from './LoadBackupButton'
import { readSaveFile } from './readSaveFile'
import { ask, messageOf, RequestFailed } from '../request'
import { browseSaves, DEFAULT_BROWSING, gameChoices, type SaveBrowsing } from './saveBrowsing'
import { SaveCurrentForm } from './SaveCurrentForm'
import { saveMatch } from './saveMatch'
import { SaveRow } from './SaveRow'
import { fill, SAVES_WORDS as W } from './savesWords'
import { SavesToolbar } from './SavesToolbar'
import { ScreenFrame } from '../ScreenFrame'
import { createThumbnailLoader } from './thumbnailLoader'
import { useBusyTask } from '../useBusyTask'
import { useReadyConnection } from '../connection/useTableConnection'

/** A save that did not load but whose previous version does. */
interface BackupOffer {
  readonly slot: string
  readonly backup: BackupInfo
}

/**
 * The saves browser: every save with its picture of the table and its facts, sorted and filtered
 * (by game, status and words); load one (or the previous version of a damaged one), watch its
 * replay, rename, export, show it in its folder (desktop), delete it (after a confirm); import a
 * save file; and save the match on the table under a name (asking before replacing another
 * match's save). The list scrolls inside the screen.
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
  /** What the last request did, when it is worth saying ("Imported as …"). */
  const [news, setNews] = useState<string | null>(null)
  const [browsing, setBrowsing] = useState<SaveBrowsing>(DEFAULT_BROWSING)
  const loadThumbnail = useMemo(() => createThumbnailLoader(bridge), [bridge])

  const refresh = useCallback(async () => {
    try {
      setSaves(await ask(bridge, 'saves:list', {}))
    } catch (err) {
      setProblem(`${W.cannotList}: ${messageOf(err)}`)
    }
  }, [bridge])

  useEffect(() => {
    void refresh()
  }, [refresh])

  /** Runs one request: its failure is said as "<what>: <reason>" (unless `handled` deals with it). */
  const act = (what: string, task: () => Promise<void>, handled?: (err: unknown) => boolean) => {
    setOffer(null)
    setNews(null)
    return tasks.run(what, task, handled)
  }

  const load = (slot: string) =>
    void act(W.cannotLoad, async () => {
      try {
        const { matchId } = await ask(bridge, 'saves:load', { slot })
        openTable(matchId)
      } catch (err) {
        if (err instanceof RequestFailed && err.error.backup) setOffer({ slot, backup: err.error.backup })
        throw err
      }
    })
  const loadBackup = (slot: string) =>
    void act(W.cannotLoadBackup, async () => {
      const { matchId } = await ask(bridge, 'saves:loadBackup', { slot })
      openTable(matchId)
    })
  const remove = (slot: string) =>
    void act(W.cannotDelete, async () => {
      await ask(bridge, 'saves:delete', { slot })
      await refresh()
    })
  const save = (slot: string, overwrite: boolean) =>
    void act(
      W.notSaved,
      async () => {
        if (openMatchId === null) return
        await saveMatch(bridge, { matchId: openMatchId, slot, ...(overwrite ? { overwrite } : {}) })
        setClash(null)
        await refresh()
      },
      (err) => {
        if (!(err instanceof RequestFailed) || err.error.code !== 'EXISTS' || !err.error.existing)
          return false
        setClash(err.error.existing)
        return true
      },
    )
  /** Resolves to the refusal (a name in use, a name not allowed), shown in the row, or null once renamed. */
  const rename = async (slot: string, to: string): Promise<string | null> => {
    let refusal: string | null = null
    await act(
      W.notRenamed,
      async () => {
        const renamed = await ask(bridge, 'saves:rename', { slot, to })
        await refresh()
        setNews(fill(W.renamed, { slot: renamed.slot }))
      },
      (err) => {
        refusal = messageOf(err)
        return true
      },
    )
    return refusal
  }
  const exportSave = (slot: string) =>
    void act(W.notExported, async () => {
      const { fileName, text } = await ask(bridge, 'saves:export', { slot })
      downloadText(fileName, text)
      setNews(fill(W.exported, { fileName }))
    })
  const reveal = (slot: string) =>
    void act(W.cannotReveal, async () => {
      await ask(bridge, 'saves:reveal', { slot })
    })
  const importFile = (file: File) =>
    void act(W.notImported, async () => {
      const text = await readSaveFile(file)
      // The name's end is kept (".ztsave.json"): the host makes the save's name from it.
      const { slot } = await ask(bridge, 'saves:import', { fileName: file.name.slice(-255), text })
      await refresh()
      setNews(fill(W.imported, { slot }))
    })

  const gameName = useCallback(
    (id: string | null) => (id === null ? W.unknownGame : (info.games.find((g) => g.id === id)?.name ?? id)),
    [info],
  )
  const shown = useMemo(
    () => (saves === null ? [] : browseSaves(saves, browsing, gameName)),
    [saves, browsing, gameName],
  )
  const games = useMemo(() => gameChoices(info.games, saves ?? []), [info, saves])
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
    <ScreenFrame title={W.title} className="screen--saves">
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
      <SavesToolbar
        browsing={browsing}
        onBrowse={setBrowsing}
        games={games}
        shown={shown.length}
        total={saves?.length ?? 0}
        busy={busy}
        onImport={importFile}
      />
      {problem && (
        <p className="screen__error saves__problem" role="alert">
          {problem}
        </p>
      )}
      {news && (
        <p className="screen__news" role="status">
          {news}
        </p>
      )}
      {offer && (
        <p className="screen__offer">
          <LoadBackupButton backup={offer.backup} busy={busy} onLoad={() => loadBackup(offer.slot)} />
        </p>
      )}
      {saves === null ? (
        <p className="screen__lead">{W.reading}</p>
      ) : saves.length === 0 ? (
        <p className="screen__lead">{W.none}</p>
      ) : shown.length === 0 ? (
        <p className="screen__lead">{W.noMatch}</p>
      ) : (
        <ul className="saves saves--browse" aria-label={W.listLabel}>
          {shown.map((s) => (
            <SaveRow
              key={s.slot}
              save={s}
              gameName={gameName(s.game)}
              busy={busy}
              loadThumbnail={loadThumbnail}
              onLoad={load}
              onLoadBackup={loadBackup}
              onDelete={remove}
              onReplay={(slot) => openReplay({ slot, back: 'saves' })}
              onRename={rename}
              onExport={exportSave}
              {...(info.canReveal ? { onReveal: reveal } : {})}
            />
          ))}
        </ul>
      )}
    </ScreenFrame>
  )
}
