import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { saveFilesInArgs } from '../../electron/fileArgs'

describe('saveFilesInArgs: which command-line entries are save files to open', () => {
  const cwd = resolve('/home/ann/Downloads')
  const save = resolve('/home/ann/Games/Friday.ztsave.json')

  it('takes an absolute path to a save', () => {
    expect(saveFilesInArgs([save], cwd)).toEqual([save])
  })

  it('takes a relative path from the folder the app was started in', () => {
    expect(saveFilesInArgs(['Friday.ztsave.json', '../x/Night.ZTSAVE.JSON'], cwd)).toEqual([
      join(cwd, 'Friday.ztsave.json'),
      resolve(cwd, '../x/Night.ZTSAVE.JSON'),
    ])
  })

  it('takes a file:// URL (a Linux desktop entry passes %U)', () => {
    expect(saveFilesInArgs([pathToFileURL(save).href], cwd)).toEqual([save])
  })

  it('ignores options, the app folder in development, other files and other URLs', () => {
    const args = [
      '.',
      '--allow-file-access-from-files',
      '--original-process-start-time=13370000000000000',
      '-psn_0_12345',
      '--data=Friday.ztsave.json',
      'notes.json',
      'Friday.ztsave.json.bak',
      'https://example.com/Friday.ztsave.json',
      'file://remote-host/share/Friday.ztsave.json\0',
      '',
    ]
    expect(saveFilesInArgs(args, cwd)).toEqual([])
  })

  it('takes each file once, in order', () => {
    const other = resolve('/tmp/Other.ztsave.json')
    expect(saveFilesInArgs([save, other, save, pathToFileURL(save).href], cwd)).toEqual([save, other])
  })
})
