/**
 * Save files the app was asked to open (a double-click on a .ztsave.json, a file dropped on the
 * app's icon): told by the file:offered push, and asked for once at the start (saves:pendingFiles:
 * a file that came before the window). Each is opened at once with saves:openFile, unless the
 * match on the table has moves not saved under a name: then the player is asked first, one file
 * at a time. The host then tells of the new match (match:opened) and the table shows it.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { OfferedFile } from '../../../electron/protocol/saves'
import type { TableBridge } from '../../bridge/bridge'
import { useMatchStore } from '../../store/useMatchStore'
import { useUiStore } from '../../store/useUiStore'
import { ask, messageOf } from '../request'
import { fill, SAVES_WORDS as W } from './savesWords'
import { tableHasUnsavedMoves } from './unsavedMatch'

export interface OfferedFiles {
  /** The file the player is asked about now, or null. */
  readonly asking: OfferedFile | null
  /** A file the app was asked to open (the file:offered push). */
  readonly offer: (file: OfferedFile) => void
  /** Opens the file asked about. */
  readonly open: () => void
  /** Leaves the file asked about unopened (offered again, it is asked about again). */
  readonly notNow: () => void
}

export function useOfferedFiles(bridge: TableBridge): OfferedFiles {
  const [waiting, setWaiting] = useState<readonly OfferedFile[]>([])
  // Each file once: the start's list and a push may both bring the same one.
  const taken = useRef(new Set<string>())
  const openTable = useUiStore((s) => s.actions.openTable)

  const openNow = useCallback(
    async (file: OfferedFile) => {
      try {
        const { matchId } = await ask(bridge, 'saves:openFile', { fileId: file.fileId })
        openTable(matchId)
      } catch (err) {
        useMatchStore
          .getState()
          .actions.setNotice(fill(W.openFile.failed, { name: file.name, reason: messageOf(err) }))
      }
    },
    [bridge, openTable],
  )

  const offer = useCallback(
    (file: OfferedFile) => {
      if (taken.current.has(file.fileId)) return
      taken.current.add(file.fileId)
      if (tableHasUnsavedMoves()) setWaiting((list) => [...list, file])
      else void openNow(file)
    },
    [openNow],
  )

  useEffect(() => {
    let gone = false
    bridge.request('saves:pendingFiles', {}).then(
      (reply) => {
        // Nothing to offer where the table cannot say (a served table has no such files).
        if (!gone && reply.ok) reply.result.forEach(offer)
      },
      () => undefined,
    )
    return () => {
      gone = true
    }
  }, [bridge, offer])

  const asking = waiting[0] ?? null
  const open = () => {
    if (asking === null) return
    setWaiting((list) => list.slice(1))
    void openNow(asking)
  }
  const notNow = () => {
    if (asking === null) return
    taken.current.delete(asking.fileId)
    setWaiting((list) => list.slice(1))
  }
  return { asking, offer, open, notNow }
}
