import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FileInbox } from '../../../electron/shell/fileInbox'

const cwd = resolve('/home/ann/Downloads')
const friday = resolve('/home/ann/Friday.ztsave.json')
const night = resolve('/home/ann/Night.ztsave.json')

function inboxWithLog() {
  const inbox = new FileInbox()
  const log: string[] = []
  const ready = () =>
    inbox.ready(
      (path) => log.push(`offer ${path}`),
      () => log.push('show'),
    )
  return { inbox, log, ready }
}

describe('FileInbox: save files the app is asked to open', () => {
  it('keeps the files offered before the table is ready, in order, and hands them over when it is', () => {
    const { inbox, log, ready } = inboxWithLog()
    inbox.offer(friday)
    inbox.offer(night)
    expect(log).toEqual([])
    ready()
    // The window opens right after: it is not brought forward for these.
    expect(log).toEqual([`offer ${friday}`, `offer ${night}`])
  })

  it('offers each file after that at once and brings the window forward to ask', () => {
    const { inbox, log, ready } = inboxWithLog()
    ready()
    inbox.offer(friday)
    expect(log).toEqual([`offer ${friday}`, 'show'])
  })

  it('takes the save files from a command line, past the executable, relative to where it started', () => {
    const { inbox, log, ready } = inboxWithLog()
    inbox.offerCommandLine(
      ['/opt/Zombie Table/zombie-table', '--no-sandbox', 'Night.ztsave.json', 'notes.txt'],
      cwd,
    )
    inbox.offerCommandLine([friday], cwd)
    ready()
    expect(log).toEqual([`offer ${join(cwd, 'Night.ztsave.json')}`])
  })
})
