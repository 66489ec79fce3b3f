/**
 * The desktop app: one locked-down window on the built renderer (served on our own app://
 * scheme), the table runtime behind IPC, the native menu and file dialogs, save files opened
 * with the app, and the optional spectator link. With preload.ts the only module that imports
 * Electron; everything it drives runs under plain Node too.
 */
import {
  app,
  BrowserWindow,
  clipboard,
  dialog,
  ipcMain,
  Menu,
  protocol,
  session,
  shell,
  type IpcMainInvokeEvent,
  type MenuItemConstructorOptions,
  type WebContents,
} from 'electron'
import { realpath } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  requestChannels,
  WAITING_TITLE_PREFIX,
  type ActiveMatch,
  type MenuCommand,
  type Reply,
  type RequestChannel,
  type StreamLinkStatus,
} from './protocol'
import { saveFilesInArgs } from './fileArgs'
import { DataFolderInUse } from './saves/dataFolderLock'
import { READ_ONLY_TITLE } from './saves/readOnlyFolder'
import {
  APP_INDEX_URL,
  APP_SCHEME,
  appProtocolResponse,
  createTableRuntime,
  isAppPageUrl,
  type ClientContext,
  type TableRuntime,
} from './service'
import { startTableServer, type TableServer } from './stream/server'
import { loadTableTokens } from './stream/tokenFile'
import { newToken } from './stream/tokens'
import type { StreamLinkControl } from './service/tableService'
import { searchThinker } from './host/thinking/searchThinker'
import { tuneHeapForTheEngine } from './host/engineHeap'

tuneHeapForTheEngine()

// electron-vite builds this file to out/main/main.js, beside out/preload and out/renderer.
const outDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const preloadPath = join(outDir, 'preload', 'preload.cjs')
const rendererDir = join(outDir, 'renderer')
const SAVE_FILTERS = [{ name: 'Zombie Table saves', extensions: ['json'] }]
/** The spectator link's port when it is free, so a streamer's browser source keeps its address. */
const SPECTATOR_PORT = 4174

// Before ready: app:// is a standard, secure origin for the page (fetch, relative URLs, workers).
protocol.registerSchemesAsPrivileged([
  {
    scheme: APP_SCHEME,
    privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
  },
])

let runtime: TableRuntime | null = null
let mainWindow: BrowserWindow | null = null
let windowClient: ClientContext | null = null
let spectatorServer: TableServer | null = null
/** Save files the app was asked to open before the table was ready (macOS asks that early). */
const filesBeforeReady: string[] = []

if (app.requestSingleInstanceLock()) {
  start()
} else {
  // Another copy is running: it focuses its window (second-instance) and this one leaves.
  app.quit()
}

function start(): void {
  app.setAppUserModelId('org.zombietable.app')
  app.on('second-instance', (_event, argv, workingDirectory) => {
    if (runtime !== null && (mainWindow === null || mainWindow.isDestroyed())) createWindow(runtime)
    else focusWindow()
    // Windows and Linux: a save file opened while the app runs starts a second copy with its path.
    for (const path of saveFilesInArgs(argv.slice(1), workingDirectory)) offerFile(path)
  })
  // macOS: a save file opened with the app (it may come before the app is ready).
  app.on('open-file', (event, path) => {
    event.preventDefault()
    offerFile(path)
  })
  // Windows and Linux: the save file the app was started to open.
  for (const path of saveFilesInArgs(process.argv.slice(1), process.cwd())) offerFile(path)
  app.on('web-contents-created', (_event, contents) => harden(contents))
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })
  app.on('activate', () => {
    if (runtime !== null && BrowserWindow.getAllWindows().length === 0) createWindow(runtime)
  })
  registerQuit()
  app
    .whenReady()
    .then(async () => {
      const dataDir = process.env.ZOMBIE_TABLE_DATA || app.getPath('userData')
      const table = await createTableRuntime({
        dataDir,
        app: { name: app.getName(), version: app.getVersion() },
        owner: 'the desktop app',
        streamLink: desktopStreamLink,
        revealPath: (path) => shell.showItemInFolder(path),
        // Built beside this file by electron-vite (electron.vite.config.ts).
        thinker: searchThinker(new URL('./searchWorker.js', import.meta.url), (message) =>
          console.error(message),
        ),
      })
      runtime = table
      for (const path of filesBeforeReady.splice(0)) table.service.offerFile(path)
      await serveAppScheme()
      lockDownSession()
      registerIpc(table)
      refreshMenu()
      createWindow(table)
      // The same words npm run serve prints: the table runs, keeping nothing, until another folder is chosen.
      if (table.readOnly !== null) {
        void dialog.showMessageBox({
          type: 'warning',
          title: 'Zombie Table',
          message: READ_ONLY_TITLE,
          detail: table.readOnly,
          buttons: ['OK'],
        })
      }
    })
    .catch((err: unknown) => {
      const title =
        err instanceof DataFolderInUse ? 'Zombie Table is already running' : 'Zombie Table could not start'
      dialog.showErrorBox(title, err instanceof Error ? err.message : String(err))
      app.exit(1)
    })
}

/** app://table/… answers from the built renderer, with the desktop CSP on the page. */
async function serveAppScheme(): Promise<void> {
  const root = await realpath(rendererDir)
  protocol.handle(APP_SCHEME, async (request) => {
    const answer = await appProtocolResponse(root, request.url, request.method)
    const body = answer.body as ConstructorParameters<typeof Response>[0]
    return new Response(body, { status: answer.status, headers: answer.headers })
  })
}

// ---------------------------------------------------------------- window

function createWindow(table: TableRuntime): void {
  const win = new BrowserWindow({
    width: 1280,
    height: 800,
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: 'Zombie Table',
    backgroundColor: '#15120e',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
      devTools: !app.isPackaged,
    },
  })
  const client: ClientContext = {
    role: 'player',
    transport: 'ipc',
    push: (channel, payload) => {
      if (!win.isDestroyed()) win.webContents.send(channel, payload)
    },
  }
  mainWindow = win
  windowClient = client
  table.service.connect(client)
  win.once('ready-to-show', () => win.show())
  // While the game waits for this person the page marks its title (the renderer's waiting cue):
  // the taskbar button flashes until the window is looked at, or the wait is over.
  win.on('page-title-updated', (_event, title) => {
    const waiting = title.startsWith(WAITING_TITLE_PREFIX)
    if (!waiting || !win.isFocused()) win.flashFrame(waiting)
  })
  win.on('focus', () => win.flashFrame(false))
  // Asked here, while the window can still stay open: asked after it closed, "Stay" would keep
  // a process with no window holding the data folder.
  win.on('close', (event) => {
    if (quitConfirmed || quitWouldLoseMoves(table) === null) return
    if (confirmQuitUnsaved(quitWouldLoseMoves(table) ?? '')) quitConfirmed = true
    else event.preventDefault()
  })
  win.on('closed', () => {
    table.service.disconnect(client)
    if (mainWindow === win) {
      mainWindow = null
      windowClient = null
    }
  })
  void win.loadURL(APP_INDEX_URL)
}

function focusWindow(): void {
  const win = mainWindow
  if (win === null || win.isDestroyed()) return
  if (win.isMinimized()) win.restore()
  win.show()
  win.focus()
}

/** Every web page Electron creates stays on our own page: no navigation, popups or webviews. */
function harden(contents: WebContents): void {
  contents.on('will-navigate', (event) => {
    if (!isAppPageUrl(event.url)) event.preventDefault()
  })
  contents.on('will-redirect', (event) => {
    if (!isAppPageUrl(event.url)) event.preventDefault()
  })
  contents.on('will-attach-webview', (event) => event.preventDefault())
  contents.setWindowOpenHandler(() => ({ action: 'deny' }))
}

function lockDownSession(): void {
  const ses = session.defaultSession
  // The table needs no camera, microphone, location or notifications; only full screen.
  ses.setPermissionRequestHandler((contents, permission, callback) => {
    callback(permission === 'fullscreen' && contents === mainWindow?.webContents)
  })
  ses.setPermissionCheckHandler((contents, permission) => {
    return permission === 'fullscreen' && contents !== null && contents === mainWindow?.webContents
  })
  // Nothing may be fetched from the internet at run time; the page only ever asks app://.
  ses.webRequest.onBeforeRequest(
    { urls: ['http://*/*', 'https://*/*', 'ws://*/*', 'wss://*/*'] },
    (_d, callback) => callback({ cancel: true }),
  )
}

// ---------------------------------------------------------------- IPC

function registerIpc(table: TableRuntime): void {
  for (const channel of requestChannels) handle(channel, table)
}

/** The one way a request reaches the service: only from our page, payload parsed there. */
function handle<C extends RequestChannel>(channel: C, table: TableRuntime): void {
  ipcMain.handle(channel, async (event: IpcMainInvokeEvent, payload: unknown): Promise<Reply<C>> => {
    const client = trustedClient(event)
    if (client === null) {
      return { ok: false, error: { code: 'FORBIDDEN', message: 'This page may not use the table.' } }
    }
    return table.service.handle(channel, payload, client)
  })
}

/** The window's client when the request comes from the main frame of our window showing our page. */
function trustedClient(event: IpcMainInvokeEvent): ClientContext | null {
  const win = mainWindow
  const frame = event.senderFrame
  if (win === null || win.isDestroyed() || frame === null || windowClient === null) return null
  if (event.sender !== win.webContents || frame.parent !== null) return null
  return isAppPageUrl(frame.url) ? windowClient : null
}

function confirmQuitUnsaved(problem: string): boolean {
  const options = {
    type: 'warning' as const,
    title: 'Zombie Table',
    message: 'Some moves are not saved yet.',
    detail: `${problem} Quit now and they are lost; stay, and the table keeps trying to save them.`,
    buttons: ['Stay', 'Quit anyway'],
    defaultId: 0,
    cancelId: 0,
  }
  const win = mainWindow
  const choice = win ? dialog.showMessageBoxSync(win, options) : dialog.showMessageBoxSync(options)
  return choice === 1
}

function sendMenuCommand(command: MenuCommand): void {
  windowClient?.push('menu:command', { command })
}

// ---------------------------------------------------------------- menu

function refreshMenu(): void {
  Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate()))
}

function menuTemplate(): MenuItemConstructorOptions[] {
  const isMac = process.platform === 'darwin'
  const developer: MenuItemConstructorOptions[] = app.isPackaged
    ? []
    : [{ role: 'reload' }, { role: 'forceReload' }, { role: 'toggleDevTools' }, { type: 'separator' }]
  const streaming = spectatorServer !== null
  return [
    ...(isMac ? [{ role: 'appMenu' } satisfies MenuItemConstructorOptions] : []),
    {
      label: 'File',
      submenu: [
        { label: 'New Game', accelerator: 'CmdOrCtrl+N', click: () => sendMenuCommand('newGame') },
        { label: 'Open…', accelerator: 'CmdOrCtrl+O', click: () => void openFromFile() },
        { type: 'separator' },
        { label: 'Save', accelerator: 'CmdOrCtrl+S', click: () => sendMenuCommand('save') },
        { label: 'Save As…', accelerator: 'CmdOrCtrl+Shift+S', click: () => void saveToFile() },
        { type: 'separator' },
        { label: 'Main Menu', click: () => sendMenuCommand('home') },
        { type: 'separator' },
        isMac ? { role: 'close' } : { role: 'quit' },
      ],
    },
    { role: 'editMenu' },
    {
      label: 'View',
      submenu: [
        ...developer,
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    {
      label: 'Stream',
      submenu: [
        { label: 'Start Spectator Link', enabled: !streaming, click: () => void startSpectatorLink() },
        { label: 'Copy Spectator Link', enabled: streaming, click: copySpectatorLink },
        { label: 'Stop Spectator Link', enabled: streaming, click: () => void stopSpectatorLink() },
        { type: 'separator' },
        {
          label: 'Issue a New Spectator Link',
          click: () => void startSpectatorLink(true),
        },
      ],
    },
    { role: 'windowMenu' },
  ]
}

// ---------------------------------------------------------------- files

/**
 * A save file the app was asked to open: the window asks the player (file:offered, or
 * saves:pendingFiles when it starts later) and opens it with saves:openFile.
 */
function offerFile(path: string): void {
  const table = runtime
  if (table === null) {
    filesBeforeReady.push(path)
    return
  }
  table.service.offerFile(path)
  if (mainWindow === null || mainWindow.isDestroyed()) createWindow(table)
  else focusWindow()
}

async function openFromFile(): Promise<void> {
  const table = runtime
  if (table === null) return
  const options = { title: 'Open a saved game', properties: ['openFile' as const], filters: SAVE_FILTERS }
  const win = mainWindow
  const choice = win ? await dialog.showOpenDialog(win, options) : await dialog.showOpenDialog(options)
  const path = choice.filePaths[0]
  if (choice.canceled || path === undefined) return
  // On success the service pushes match:opened to the window, which then shows the table.
  const result = await table.service.importFromFile(path)
  if (!result.ok) await showProblem('This game could not be opened.', result.error.message)
}

async function saveToFile(): Promise<void> {
  const table = runtime
  if (table === null) return
  const active = table.service.activeMatch()
  if (active === null) {
    await showProblem('There is no game to save.', 'Start or open a game first.')
    return
  }
  const options = {
    title: 'Save the game as',
    defaultPath: join(app.getPath('documents'), `${fileNameFor(active)}.ztsave.json`),
    filters: SAVE_FILTERS,
  }
  const win = mainWindow
  const choice = win ? await dialog.showSaveDialog(win, options) : await dialog.showSaveDialog(options)
  if (choice.canceled || !choice.filePath) return
  const result = await table.service.exportToFile(active.matchId, choice.filePath)
  if (!result.ok) await showProblem('The game could not be saved.', result.error.message)
}

function fileNameFor(match: ActiveMatch): string {
  const name = (match.label ?? match.game).replace(/[^A-Za-z0-9 _-]+/g, ' ').trim()
  return name === '' ? 'Zombie Table game' : name.slice(0, 60)
}

async function showProblem(message: string, detail: string): Promise<void> {
  const options = { type: 'warning' as const, title: 'Zombie Table', message, detail, buttons: ['OK'] }
  const win = mainWindow
  await (win ? dialog.showMessageBox(win, options) : dialog.showMessageBox(options))
}

// ---------------------------------------------------------------- spectator link

/**
 * Off until the player turns it on: serves the table to watch only, on 127.0.0.1. Its token is
 * kept in the data folder and its port stays the same while free, so the link a streamer put in
 * OBS keeps working across restarts, until they ask for a new one (`renew`).
 */
async function startSpectatorLink(renew = false): Promise<void> {
  try {
    await openSpectatorServer(renew)
  } catch (err) {
    await showProblem(
      'The spectator link could not be started.',
      err instanceof Error ? err.message : String(err),
    )
    return
  }
  copySpectatorLink()
  await dialog.showMessageBox({
    type: 'info',
    title: 'Zombie Table',
    message: 'The spectator link is on and copied to the clipboard.',
    detail: `Open it in a browser on this computer (for example as a browser source in streaming software). It shows the table without any hands.\n\n${spectatorServer?.spectatorUrl ?? ''}`,
    buttons: ['OK'],
  })
}

/** Serves the stream page (a new token when `renew`); throws when it cannot. */
async function openSpectatorServer(renew: boolean): Promise<void> {
  const table = runtime
  if (table === null) throw new Error('The table is not ready yet.')
  if (spectatorServer !== null) {
    if (!renew) return
    await stopSpectatorLink()
  }
  // The watch link's token is kept (OBS keeps working); the play token is new each time and
  // never shown: nobody is meant to play the desktop's table from a browser.
  const tokens = { ...(await loadTableTokens(table.dataDir, renew)), player: newToken() }
  const options = {
    service: table.service,
    rendererDir,
    token: tokens.player,
    spectatorToken: tokens.spectator,
  }
  spectatorServer = await startTableServer({ ...options, port: SPECTATOR_PORT }).catch(() =>
    startTableServer({ ...options, port: 0 }),
  )
  refreshMenu()
}

function streamLinkStatus(): StreamLinkStatus {
  return { available: true, running: spectatorServer !== null, url: spectatorServer?.spectatorUrl ?? null }
}

/** The Stream panel's controls: the same link as the Stream menu's. */
const desktopStreamLink: StreamLinkControl = {
  status: streamLinkStatus,
  start: async () => {
    await openSpectatorServer(false)
    return streamLinkStatus()
  },
  stop: async () => {
    await stopSpectatorLink()
    return streamLinkStatus()
  },
  renew: async () => {
    await openSpectatorServer(true)
    return streamLinkStatus()
  },
}

function copySpectatorLink(): void {
  if (spectatorServer !== null) clipboard.writeText(spectatorServer.spectatorUrl)
}

async function stopSpectatorLink(): Promise<void> {
  const server = spectatorServer
  spectatorServer = null
  refreshMenu()
  await server?.close()
}

// ---------------------------------------------------------------- quitting

/** Set once the player agreed to quit although some moves are not saved. */
let quitConfirmed = false
/** Quitting waits this long at most for the last autosaves (a network drive may hang). */
const SHUTDOWN_LIMIT_MS = 10_000

/** Why quitting now would lose moves (an autosave is failing), or null. */
function quitWouldLoseMoves(table: TableRuntime): string | null {
  return table.host.list().find((m) => m.autosave.problem !== null)?.autosave.problem ?? null
}

/**
 * Writes pending autosaves and marks a clean exit before the app goes; while autosaving fails,
 * asks first, since quitting then would lose the moves not yet on disk. A shutdown that hangs
 * does not keep the app from quitting.
 */
function registerQuit(): void {
  let shutDown = false
  let shuttingDown = false
  app.on('before-quit', (event) => {
    const table = runtime
    if (shutDown || table === null) return
    event.preventDefault()
    if (shuttingDown) return
    const problem = quitWouldLoseMoves(table)
    if (problem !== null && !quitConfirmed && !confirmQuitUnsaved(problem)) return
    shuttingDown = true
    const limit = new Promise<void>((resolve) => setTimeout(resolve, SHUTDOWN_LIMIT_MS))
    void Promise.race([stopSpectatorLink().then(() => table.shutdown()), limit]).finally(() => {
      shutDown = true
      app.quit()
    })
  })
}
