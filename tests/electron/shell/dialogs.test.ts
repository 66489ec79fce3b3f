import { describe, expect, it } from 'vitest'
import { DataFolderInUse } from '../../../electron/saves/dataFolderLock'
import { READ_ONLY_TITLE } from '../../../electron/saves/readOnlyFolder'
import * as dialogs from '../../../electron/shell/dialogs'

describe('the desktop app’s message boxes', () => {
  it('asks before losing moves: only the second button quits, and closing the box stays', () => {
    const box = dialogs.quitUnsavedBox('Not saved: the disk is full.')
    expect(box.buttons[dialogs.QUIT_ANYWAY]).toBe('Quit anyway')
    expect(box.buttons[box.cancelId ?? -1]).toBe('Stay')
    expect(box.buttons[box.defaultId ?? -1]).toBe('Stay')
    expect(box.detail).toMatch(/^Not saved: the disk is full\. Quit now and they are lost/)
  })

  it('names a second copy on the same data folder as already running, and any other failure as such', () => {
    const inUse = dialogs.startupFailure(new DataFolderInUse('/data', null))
    expect(inUse.title).toBe('Zombie Table is already running')
    expect(inUse.message).toContain('/data')
    expect(dialogs.startupFailure(new Error('EACCES'))).toEqual({
      title: 'Zombie Table could not start',
      message: 'EACCES',
    })
    expect(dialogs.startupFailure('a string')).toMatchObject({ message: 'a string' })
  })

  it('words an error, thrown or not', () => {
    expect(dialogs.errorText(new Error('port in use'))).toBe('port in use')
    expect(dialogs.errorText(42)).toBe('42')
  })

  it('warns of a read-only data folder, shows a problem, and gives the spectator link', () => {
    expect(dialogs.readOnlyBox('Nothing is kept.')).toMatchObject({
      message: READ_ONLY_TITLE,
      detail: 'Nothing is kept.',
    })
    expect(dialogs.problemBox('It failed.', 'Why.')).toMatchObject({
      type: 'warning',
      message: 'It failed.',
      detail: 'Why.',
    })
    const link = dialogs.spectatorOnBox('http://127.0.0.1:4174/?token=t&viewer=spectator')
    expect(link.type).toBe('info')
    expect(link.detail.endsWith('\n\nhttp://127.0.0.1:4174/?token=t&viewer=spectator')).toBe(true)
  })
})
