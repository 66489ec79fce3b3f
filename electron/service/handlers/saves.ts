/**
 * saves:…: the saves folder (list, save, load, resume, rename, export, import, delete) and the
 * files from outside it (show in folder, open an offered file).
 */
import type { RequestChannel } from '../../protocol'
import { SAVE_EXTENSION } from '../../protocol/saveNames'
import { ServiceError } from '../serviceErrors'
import type { Table } from '../table'
import type { Handlers, TopicHandlers } from './handler'

type FileChannel = Extract<RequestChannel, 'saves:reveal' | 'saves:openFile' | 'saves:pendingFiles'>

export function savesHandlers(table: Table): Omit<TopicHandlers<'saves'>, FileChannel> {
  const { saves } = table.options
  const { matchSaves } = table
  return {
    'saves:list': () => saves.list(),
    'saves:save': (payload) => {
      table.requireOpen(payload.matchId)
      return matchSaves.save(payload)
    },
    'saves:load': ({ slot }) => matchSaves.load(slot),
    'saves:loadBackup': ({ slot }) => matchSaves.loadBackup(slot),
    'saves:delete': async ({ slot }) => {
      await saves.delete(slot)
      return null
    },
    'saves:unfinished': () => matchSaves.unfinished(),
    'saves:resume': ({ matchId }) => matchSaves.resume(matchId),
    'saves:discard': async ({ matchId }) => {
      await matchSaves.discard(matchId)
      return null
    },
    'saves:thumbnail': async ({ slot }) => {
      const dataUrl = await saves.thumbnail(slot)
      return dataUrl === null ? null : { dataUrl }
    },
    'saves:rename': ({ slot, to }) => matchSaves.rename(slot, to),
    'saves:export': async ({ slot }) => ({
      fileName: `${slot}${SAVE_EXTENSION}`,
      text: await saves.exportText(slot),
    }),
    'saves:import': ({ fileName, text }) => matchSaves.importText(fileName, text),
  }
}

/** Save files outside the folder: shown in their folder (desktop), or offered to open. */
export function fileHandlers(table: Table): Pick<Handlers, FileChannel> {
  const { saves, revealPath } = table.options
  return {
    'saves:reveal': async ({ slot }) => {
      if (revealPath === undefined) {
        throw new ServiceError('REFUSED', 'Only the desktop app can show a save in its folder.')
      }
      if (!(await saves.has(slot))) throw new ServiceError('NOT_FOUND', `There is no save called "${slot}".`)
      await revealPath(saves.pathOf(slot))
      return null
    },
    'saves:openFile': ({ fileId }) => table.openFile(table.offered.take(fileId)),
    'saves:pendingFiles': () => table.offered.list(),
  }
}
