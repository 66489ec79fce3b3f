/**
 * The desktop app's wiring to Electron: one locked-down window on the built renderer (served on
 * our own app:// scheme), the table runtime behind IPC, the native menu and dialogs, save files
 * opened with the app, and the optional spectator link. What they do is decided in plain modules
 * (shell/, stream/desktopStreamLink.ts) tested under Node; with preload.ts this is the only
 * module that imports Electron.
 */
import { app, BrowserWindow, clipboard, dialog, ipcMain, Menu, protocol, session, shell } from 'electron'
import { realpath } from 'node:fs/promises'
import { APP_INDEX_URL, APP_SCHEME, createTableRuntime } from './service'
import type { ClientContext, TableRuntime } from './service'
import { appSchemeHandler } from './service/appProtocol'
import { desktopCsp } from './service/csp'
import { appHosting } from './online/appHosting'
import { searchThinker } from './host/thinking/searchThinker'
import { CHANCE_THREAD, jobThread } from './host/thinking/jobThread'
import { tuneHeapForTheEngine } from './host/engineHeap'
import { desktopStreamLink } from './stream/desktopStreamLink'
import { QUIT_ANYWAY, quitUnsavedBox, readOnlyBox, startupFailure, type ShellDialogs } from './shell/dialogs'
import { FileInbox } from './shell/fileInbox'
import { APP_SCHEME_PRIVILEGES } from './shell/hardening'
import { answerRequests } from './shell/ipcRequests'
import { hardenContents, lockDownSession } from './shell/lockDown'
import { menuTemplate } from './shell/menu'
import { menuActions } from './shell/menuActions'
import { builtPaths, dataDirFor } from './shell/paths'
import { quitGuard, quitsWhenAllWindowsClosed, unsavedProblem } from './shell/quitting'
import * as tableWindow from './shell/window'

tuneHeapForTheEngine()
const paths = builtPaths(import.meta.url)
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES])

let runtime: TableRuntime | null = null
let mainWindow: BrowserWindow | null = null
let windowClient: ClientContext | null = null
const inbox = new FileInbox()
// Friends on other computers: the table server opens to the network only when a table is hosted.
const hosting = appHosting({
  runtime: () => runtime,
  app: { name: app.getName(), version: app.getVersion() },
  rendererDir: paths.renderer,
  pageFor: (invite) => `${APP_INDEX_URL}?join=${encodeURIComponent(invite)}`,
})
const link = desktopStreamLink({ table: () => runtime, rendererDir: paths.renderer, onChange: refreshMenu })
/** Each dialog sits over the window while there is one. */
const dialogs: ShellDialogs = {
  show: async (box) => {
    await (mainWindow ? dialog.showMessageBox(mainWindow, box) : dialog.showMessageBox(box))
  },
  showAlone: async (box) => {
    await dialog.showMessageBox(box)
  },
  askNow: (box) => (mainWindow ? dialog.showMessageBoxSync(mainWindow, box) : dialog.showMessageBoxSync(box)),
  chooseFileToOpen: (o) => (mainWindow ? dialog.showOpenDialog(mainWindow, o) : dialog.showOpenDialog(o)),
  chooseFileToSave: (o) => (mainWindow ? dialog.showSaveDialog(mainWindow, o) : dialog.showSaveDialog(o)),
}
const actions = menuActions({
  service: () => runtime?.service ?? null,
  link,
  dialogs,
  documentsDir: () => app.getPath('documents'),
  copyText: (text) => clipboard.writeText(text),
  send: (command) => windowClient?.push('menu:command', { command }),
})
const quitting = quitGuard({
  ready: () => runtime !== null,
  unsavedProblem: () => unsavedProblem(runtime?.host.list() ?? []),
  confirmLoss: (problem) => dialogs.askNow(quitUnsavedBox(problem)) === QUIT_ANYWAY,
  shutdown: () =>
    link
      .stop()
      .then(() => hosting.stop())
      .then(() => runtime?.shutdown()),
  quit: () => app.quit(),
})

// Another copy running focuses its window (second-instance) and this one leaves.
if (app.requestSingleInstanceLock()) start()
else app.quit()

function start(): void {
  app.setAppUserModelId('org.zombietable.app')
  app.on('second-instance', (_event, argv, workingDirectory) => {
    act(tableWindow.windowOnRequest(runtime !== null, isOpen(mainWindow)))
    inbox.offerCommandLine(argv, workingDirectory)
  })
  app.on('open-file', (event, path) => {
    event.preventDefault()
    inbox.offer(path)
  })
  inbox.offerCommandLine(process.argv, process.cwd())
  app.on('web-contents-created', (_event, contents) => hardenContents(contents))
  app.on('window-all-closed', () => {
    if (quitsWhenAllWindowsClosed(process.platform)) app.quit()
  })
  app.on('activate', () => {
    act(tableWindow.windowOnActivate(runtime !== null, BrowserWindow.getAllWindows().length))
  })
  app.on('before-quit', (event) => {
    if (quitting.holdQuit()) event.preventDefault()
  })
  app
    .whenReady()
    .then(ready)
    .catch((err: unknown) => {
      const failure = startupFailure(err)
      dialog.showErrorBox(failure.title, failure.message)
      app.exit(1)
    })
}

async function ready(): Promise<void> {
  const table = await createTableRuntime({
    dataDir: dataDirFor(process.env, () => app.getPath('userData')),
    app: { name: app.getName(), version: app.getVersion() },
    owner: 'the desktop app',
    streamLink: link.control,
    revealPath: (path) => shell.showItemInFolder(path),
    online: hosting,
    // Built beside this file by electron-vite (electron.vite.config.ts).
    thinker: searchThinker(new URL('./searchWorker.js', import.meta.url), (m) => console.error(m)),
    chanceThread: jobThread(new URL('./searchWorker.js', import.meta.url), CHANCE_THREAD),
  })
  runtime = table
  inbox.ready(
    (path) => table.service.offerFile(path),
    () => act(tableWindow.windowOnRequest(true, isOpen(mainWindow))),
  )
  // The page may reach the online table servers it was told of, and no other.
  protocol.handle(
    APP_SCHEME,
    appSchemeHandler(await realpath(paths.renderer), () => desktopCsp(hosting.servers())),
  )
  lockDownSession(session.defaultSession, isTheWindow, () => hosting.servers())
  answerRequests(ipcMain, table.service, { client: () => windowClient, isTheWindow })
  refreshMenu()
  createWindow(table)
  if (table.readOnly !== null) void dialogs.showAlone(readOnlyBox(table.readOnly))
}

function createWindow(table: TableRuntime): void {
  const win = new BrowserWindow(tableWindow.windowOptions(paths.preload, app.isPackaged))
  mainWindow = win
  windowClient = tableWindow.connectWindow(win, {
    service: table.service,
    mayClose: quitting.mayClose,
    closed: () => {
      if (mainWindow !== win) return
      mainWindow = null
      windowClient = null
    },
  })
  void win.loadURL(APP_INDEX_URL)
}

function act(action: tableWindow.WindowAction): void {
  if (action === 'create' && runtime !== null) createWindow(runtime)
  else if (action === 'focus' && isOpen(mainWindow)) tableWindow.bringForward(mainWindow)
}

function isOpen(win: BrowserWindow | null): win is BrowserWindow {
  return win !== null && !win.isDestroyed()
}

function isTheWindow(contents: unknown): boolean {
  return contents !== null && isOpen(mainWindow) && contents === mainWindow.webContents
}

function refreshMenu(): void {
  const state = { platform: process.platform, packaged: app.isPackaged, streaming: link.url() !== null }
  Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate(state, actions)))
}
