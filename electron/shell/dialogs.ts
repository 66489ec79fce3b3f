/**
 * What the desktop app's message boxes say, and the dialogs it asks main.ts for: main.ts shows
 * them with Electron's dialog module, over the window when there is one.
 */
import { DataFolderInUse } from '../saves/dataFolderLock'
import { READ_ONLY_TITLE } from '../saves/readOnlyFolder'

export interface MessageBox {
  readonly type: 'warning' | 'info'
  readonly title: string
  readonly message: string
  readonly detail: string
  readonly buttons: string[]
  readonly defaultId?: number
  readonly cancelId?: number
}

export interface FileFilter {
  readonly name: string
  readonly extensions: string[]
}

export interface OpenFileOptions {
  readonly title: string
  readonly properties: 'openFile'[]
  readonly filters: FileFilter[]
}

export interface SaveFileOptions {
  readonly title: string
  readonly defaultPath: string
  readonly filters: FileFilter[]
}

export interface ShellDialogs {
  /** Over the window, or alone when there is none. */
  show(box: MessageBox): Promise<void>
  /** Over no window. */
  showAlone(box: MessageBox): Promise<void>
  /** Over the window, blocking until answered: the index of the button chosen. */
  askNow(box: MessageBox): number
  chooseFileToOpen(options: OpenFileOptions): Promise<{ canceled: boolean; filePaths: string[] }>
  chooseFileToSave(options: SaveFileOptions): Promise<{ canceled: boolean; filePath?: string }>
}

const TITLE = 'Zombie Table'

export function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err)
}

export function problemBox(message: string, detail: string): MessageBox {
  return { type: 'warning', title: TITLE, message, detail, buttons: ['OK'] }
}

/** The button of quitUnsavedBox that quits; closing the box stays. */
export const QUIT_ANYWAY = 1

export function quitUnsavedBox(problem: string): MessageBox {
  return {
    type: 'warning',
    title: TITLE,
    message: 'Some moves are not saved yet.',
    detail: `${problem} Quit now and they are lost; stay, and the table keeps trying to save them.`,
    buttons: ['Stay', 'Quit anyway'],
    defaultId: 0,
    cancelId: 0,
  }
}

/** The same words npm run serve prints: the table runs, keeping nothing, until another folder is chosen. */
export function readOnlyBox(readOnly: string): MessageBox {
  return { type: 'warning', title: TITLE, message: READ_ONLY_TITLE, detail: readOnly, buttons: ['OK'] }
}

export function spectatorOnBox(url: string): MessageBox {
  return {
    type: 'info',
    title: TITLE,
    message: 'The spectator link is on and copied to the clipboard.',
    detail: `Open it in a browser on this computer (for example as a browser source in streaming software). It shows the table without any hands.\n\n${url}`,
    buttons: ['OK'],
  }
}

/** The error box shown when the app cannot start (it then exits). */
export function startupFailure(err: unknown): { readonly title: string; readonly message: string } {
  const title =
    err instanceof DataFolderInUse ? 'Zombie Table is already running' : 'Zombie Table could not start'
  return { title, message: errorText(err) }
}
