import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ActiveMatch } from '../../../electron/protocol'
import type { MessageBox, ShellDialogs } from '../../../electron/shell/dialogs'
import { fileNameFor, menuActions, SAVE_FILTERS, type MenuPorts } from '../../../electron/shell/menuActions'

const DOCUMENTS = join('/home', 'ann', 'Documents')
const MATCH: ActiveMatch = { matchId: 'm1', game: 'selfish', seats: [], label: 'Friday night' }
const URL_ON = 'http://127.0.0.1:4174/?token=t&viewer=spectator'

interface Setup {
  ready?: boolean
  active?: ActiveMatch | null
  openChoice?: { canceled: boolean; filePaths: string[] }
  saveChoice?: { canceled: boolean; filePath?: string }
  importFails?: string
  exportFails?: string
  linkFails?: string
}

/** Menu actions over stand-ins that log what they were asked. */
function actionsFor(setup: Setup = {}) {
  const log: string[] = []
  const boxes: { alone: boolean; box: MessageBox }[] = []
  let url: string | null = null
  const result = (fails?: string) =>
    Promise.resolve(
      fails === undefined
        ? ({ ok: true, result: { matchId: 'm2', path: '' } } as const)
        : ({ ok: false, error: { code: 'SAVE_ERROR', message: fails } } as const),
    )
  const dialogs: ShellDialogs = {
    show: async (box) => void boxes.push({ alone: false, box }),
    showAlone: async (box) => void boxes.push({ alone: true, box }),
    askNow: () => 0,
    chooseFileToOpen: async (options) => {
      log.push(`choose to open (${options.title})`)
      return setup.openChoice ?? { canceled: false, filePaths: ['/saves/Friday.ztsave.json'] }
    },
    chooseFileToSave: async (options) => {
      log.push(`choose to save at ${options.defaultPath}`)
      return setup.saveChoice ?? { canceled: false, filePath: '/saves/Out.ztsave.json' }
    },
  }
  const ports: MenuPorts = {
    service: () =>
      setup.ready === false
        ? null
        : {
            activeMatch: () => (setup.active === undefined ? MATCH : setup.active),
            importFromFile: (path) => {
              log.push(`import ${path}`)
              return result(setup.importFails)
            },
            exportToFile: (matchId, path) => {
              log.push(`export ${matchId} to ${path}`)
              return result(setup.exportFails)
            },
          },
    link: {
      url: () => url,
      open: async (renew) => {
        log.push(`open link renew=${renew}`)
        if (setup.linkFails !== undefined) throw new Error(setup.linkFails)
        url = URL_ON
      },
      stop: async () => {
        log.push('stop link')
        url = null
      },
    },
    dialogs,
    documentsDir: () => DOCUMENTS,
    copyText: (text) => void log.push(`copy ${text}`),
    send: (command) => void log.push(`send ${command}`),
  }
  return { actions: menuActions(ports), log, boxes }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('Open…', () => {
  it('opens the chosen save file as a new match', async () => {
    const { actions, log, boxes } = actionsFor()
    actions.openFile()
    await settle()
    expect(log).toEqual(['choose to open (Open a saved game)', 'import /saves/Friday.ztsave.json'])
    expect(boxes).toEqual([])
  })

  it('does nothing when the choice is cancelled, or before the table is ready', async () => {
    const cancelled = actionsFor({ openChoice: { canceled: true, filePaths: ['/x.ztsave.json'] } })
    cancelled.actions.openFile()
    const early = actionsFor({ ready: false })
    early.actions.openFile()
    await settle()
    expect(cancelled.log).toEqual(['choose to open (Open a saved game)'])
    expect(early.log).toEqual([])
  })

  it('says why a file could not be opened', async () => {
    const { actions, boxes } = actionsFor({ importFails: 'This is not a Zombie Table save.' })
    actions.openFile()
    await settle()
    expect(boxes).toMatchObject([
      {
        alone: false,
        box: { message: 'This game could not be opened.', detail: 'This is not a Zombie Table save.' },
      },
    ])
  })

  it('offers save files only', () => {
    expect(SAVE_FILTERS).toEqual([{ name: 'Zombie Table saves', extensions: ['json'] }])
  })
})

describe('Save As…', () => {
  it('suggests the match’s name in the documents folder and writes the match there', async () => {
    const { actions, log, boxes } = actionsFor()
    actions.saveAs()
    await settle()
    expect(log).toEqual([
      `choose to save at ${join(DOCUMENTS, 'Friday night.ztsave.json')}`,
      'export m1 to /saves/Out.ztsave.json',
    ])
    expect(boxes).toEqual([])
  })

  it('says there is nothing to save when no match is open', async () => {
    const { actions, log, boxes } = actionsFor({ active: null })
    actions.saveAs()
    await settle()
    expect(log).toEqual([])
    expect(boxes).toMatchObject([{ box: { message: 'There is no game to save.' } }])
  })

  it('writes nothing when the choice is cancelled', async () => {
    const { actions, log } = actionsFor({ saveChoice: { canceled: true, filePath: '' } })
    actions.saveAs()
    await settle()
    expect(log).toHaveLength(1)
  })

  it('says why the file could not be written', async () => {
    const { actions, boxes } = actionsFor({ exportFails: 'The disk is full.' })
    actions.saveAs()
    await settle()
    expect(boxes).toMatchObject([
      { box: { message: 'The game could not be saved.', detail: 'The disk is full.' } },
    ])
  })

  it('names the file after the match, in letters a file system takes', () => {
    expect(fileNameFor({ game: 'selfish', label: 'Ann vs. Bob: round 2/3' })).toBe('Ann vs  Bob  round 2 3')
    expect(fileNameFor({ game: 'selfish' })).toBe('selfish')
    expect(fileNameFor({ game: 'x', label: '???' })).toBe('Zombie Table game')
    expect(fileNameFor({ game: 'x', label: 'a'.repeat(80) })).toHaveLength(60)
  })
})

describe('the Stream menu', () => {
  it('starts the link, copies it, and shows it in a box of its own', async () => {
    const { actions, log, boxes } = actionsFor()
    actions.startLink(false)
    await settle()
    expect(log).toEqual(['open link renew=false', `copy ${URL_ON}`])
    expect(boxes).toHaveLength(1)
    expect(boxes[0]?.alone).toBe(true)
    expect(boxes[0]?.box.detail).toContain(URL_ON)
  })

  it('asks for a new link when issuing one', async () => {
    const { actions, log } = actionsFor()
    actions.startLink(true)
    await settle()
    expect(log[0]).toBe('open link renew=true')
  })

  it('says why the link could not start, and copies nothing', async () => {
    const { actions, log, boxes } = actionsFor({ linkFails: 'The port is taken.' })
    actions.startLink(false)
    await settle()
    expect(log).toEqual(['open link renew=false'])
    expect(boxes).toMatchObject([
      {
        alone: false,
        box: { message: 'The spectator link could not be started.', detail: 'The port is taken.' },
      },
    ])
  })

  it('copies the link only while it is on, and stops it', async () => {
    const { actions, log } = actionsFor()
    actions.copyLink()
    expect(log).toEqual([])
    actions.startLink(false)
    await settle()
    log.length = 0
    actions.copyLink()
    actions.stopLink()
    await settle()
    actions.copyLink()
    expect(log).toEqual([`copy ${URL_ON}`, 'stop link'])
  })

  it('passes the window’s commands on', () => {
    const { actions, log } = actionsFor()
    actions.send('newGame')
    expect(log).toEqual(['send newGame'])
  })
})
