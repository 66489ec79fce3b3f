/**
 * Run as a child process by dataFolderLock.test.ts: takes the data folder given as its argument,
 * says "locked <pid>" and waits until it is killed.
 */
import { lockDataFolder } from '../../../electron/saves/dataFolderLock'

const dir = process.argv[2]
if (dir === undefined) throw new Error('usage: holdDataFolder.ts <data folder>')
void lockDataFolder(dir, { what: 'a test holder' }).then(() => {
  process.stdout.write(`locked ${process.pid}\n`)
  setInterval(() => undefined, 60_000)
})
