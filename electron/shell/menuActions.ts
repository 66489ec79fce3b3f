/**
 * What the menu's items do: ask the window (menu:command), open or save a game through the
 * system's file dialogs, and turn the spectator link on, off or over.
 */
import { join } from 'node:path'
import type { ActiveMatch, MenuCommand } from '../protocol'
import { SAVE_EXTENSION } from '../protocol/saveNames'
import type { TableService } from '../service/tableService'
import type { DesktopStreamLink } from '../stream/desktopStreamLink'
import { errorText, problemBox, spectatorOnBox, type FileFilter, type ShellDialogs } from './dialogs'
import type { MenuActions } from './menu'

export const SAVE_FILTERS: FileFilter[] = [{ name: 'Zombie Table saves', extensions: ['json'] }]

export interface MenuPorts {
  /** The running table's service; null before it is ready. */
  readonly service: () => Pick<TableService, 'activeMatch' | 'importFromFile' | 'exportToFile'> | null
  readonly link: Pick<DesktopStreamLink, 'url' | 'open' | 'stop'>
  readonly dialogs: ShellDialogs
  /** The user's documents folder, where Save As starts. */
  readonly documentsDir: () => string
  readonly copyText: (text: string) => void
  readonly send: (command: MenuCommand) => void
}

export function menuActions(ports: MenuPorts): MenuActions {
  const { dialogs, link } = ports
  const problem = (message: string, detail: string) => dialogs.show(problemBox(message, detail))
  const copyLink = (): void => {
    const url = link.url()
    if (url !== null) ports.copyText(url)
  }

  const openFile = async (): Promise<void> => {
    const service = ports.service()
    if (service === null) return
    const choice = await dialogs.chooseFileToOpen({
      title: 'Open a saved game',
      properties: ['openFile'],
      filters: SAVE_FILTERS,
    })
    const path = choice.filePaths[0]
    if (choice.canceled || path === undefined) return
    // On success the service pushes match:opened to the window, which then shows the table.
    const result = await service.importFromFile(path)
    if (!result.ok) await problem('This game could not be opened.', result.error.message)
  }

  const saveAs = async (): Promise<void> => {
    const service = ports.service()
    if (service === null) return
    const active = service.activeMatch()
    if (active === null) return problem('There is no game to save.', 'Start or open a game first.')
    const choice = await dialogs.chooseFileToSave({
      title: 'Save the game as',
      defaultPath: join(ports.documentsDir(), `${fileNameFor(active)}${SAVE_EXTENSION}`),
      filters: SAVE_FILTERS,
    })
    if (choice.canceled || !choice.filePath) return
    const result = await service.exportToFile(active.matchId, choice.filePath)
    if (!result.ok) await problem('The game could not be saved.', result.error.message)
  }

  const startLink = async (renew: boolean): Promise<void> => {
    try {
      await link.open(renew)
    } catch (err) {
      return problem('The spectator link could not be started.', errorText(err))
    }
    copyLink()
    await dialogs.showAlone(spectatorOnBox(link.url() ?? ''))
  }

  return {
    send: ports.send,
    openFile: () => void openFile(),
    saveAs: () => void saveAs(),
    startLink: (renew) => void startLink(renew),
    copyLink,
    stopLink: () => void link.stop(),
  }
}

/** A save file's name from the match's label (or game): letters, digits, spaces, _ and - only. */
export function fileNameFor(match: Pick<ActiveMatch, 'label' | 'game'>): string {
  const name = (match.label ?? match.game).replace(/[^A-Za-z0-9 _-]+/g, ' ').trim()
  return name === '' ? 'Zombie Table game' : name.slice(0, 60)
}
