/**
 * Save files the app is asked to open: on its command line (Windows and Linux, also a second
 * start's, handed to the running app) or by open-file (macOS, which may ask before the app is
 * ready). Those that come before the table is ready wait for it.
 */
import { saveFilesInArgs } from '../fileArgs'

export class FileInbox {
  private readonly waiting: string[] = []
  private deliver: ((path: string) => void) | null = null

  /** The save files on a command line (`argv` with the executable first; `cwd` where it started). */
  offerCommandLine(argv: readonly string[], cwd: string): void {
    for (const path of saveFilesInArgs(argv.slice(1), cwd)) this.offer(path)
  }

  offer(path: string): void {
    if (this.deliver === null) this.waiting.push(path)
    else this.deliver(path)
  }

  /**
   * The table is ready: the files that waited go to `offer` (the window about to open asks about
   * them), and each later one to `offer`, then `show` brings the window forward to ask.
   */
  ready(offer: (path: string) => void, show: () => void): void {
    for (const path of this.waiting.splice(0)) offer(path)
    this.deliver = (path) => {
      offer(path)
      show()
    }
  }
}
