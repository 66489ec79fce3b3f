/**
 * Which entries of a command line are save files to open: Windows and Linux start the app (or
 * hand a second start's command line to the running one) with the file's path, or on Linux its
 * file:// URL (the .desktop entry's %U). Options (`--…`), the app's own folder in development
 * (`.`) and anything not ending in .ztsave.json are not.
 */
import { isAbsolute, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SAVE_EXTENSION } from './protocol/saveNames'

/**
 * The save files among `args` (the command line without the executable), as absolute paths, each
 * once, in order. A relative path is taken from `cwd` (the folder the app was started in).
 */
export function saveFilesInArgs(args: readonly string[], cwd: string): string[] {
  const files: string[] = []
  for (const arg of args) {
    const path = saveFilePath(arg, cwd)
    if (path !== null && !files.includes(path)) files.push(path)
  }
  return files
}

function saveFilePath(arg: string, cwd: string): string | null {
  if (arg.startsWith('-') || arg.includes('\0')) return null
  let path = arg
  if (/^file:/i.test(arg)) {
    try {
      path = fileURLToPath(arg)
    } catch {
      return null
    }
  } else if (/^[a-z][a-z0-9+.-]+:\/\//i.test(arg)) {
    // Another scheme's URL (http://…): not a file on this computer.
    return null
  }
  if (!path.toLowerCase().endsWith(SAVE_EXTENSION)) return null
  return isAbsolute(path) ? path : resolve(cwd, path)
}
