/** Which names a save may have, and a sentence saying why when it may not. */

export const SAVE_EXTENSION = '.ztsave.json'
/** The folder of per-match autosaves inside the saves folder; as a save name it is reserved. */
export const AUTOSAVE_DIR = 'autosave'

const MAX_LENGTH = 64
const ALLOWED = /^[A-Za-z0-9 _-]$/
// Windows refuses these as file names whatever the extension.
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i
const MATCH_ID = /^[A-Za-z0-9_-]{1,64}$/

/** Why `name` cannot be a save's name, or null when it can. */
export function slotNameProblem(name: unknown): string | null {
  if (typeof name !== 'string' || name.trim() === '') return 'A save needs a name.'
  if (name.length > MAX_LENGTH) return `A save name can have at most ${MAX_LENGTH} characters.`
  const bad = [...name].find((c) => !ALLOWED.test(c))
  if (bad !== undefined) {
    const shown = bad === '/' || bad === '\\' ? `"${bad}" (it would point into another folder)` : `"${bad}"`
    return `A save name cannot contain ${shown}: use letters, digits, spaces, "_" or "-".`
  }
  const trimmed = name.trim()
  if (trimmed.toLowerCase() === AUTOSAVE_DIR) {
    return `"${trimmed}" is kept for the app's own autosaves: choose another name.`
  }
  if (WINDOWS_RESERVED.test(trimmed)) {
    return `"${trimmed}" is a name Windows does not allow for files: choose another name.`
  }
  return null
}

export function isValidSlotName(name: string): boolean {
  return slotNameProblem(name) === null
}

/** Autosaves are named after the match id the host gave the match. */
export function isValidMatchId(id: unknown): id is string {
  return typeof id === 'string' && MATCH_ID.test(id)
}

/** Turns any text into a valid save name (accents dropped, other characters become spaces). */
export function toSlotName(text: string): string {
  const cleaned = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 _-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_LENGTH)
    .trim()
  return cleaned === '' || slotNameProblem(cleaned) !== null ? 'Match' : cleaned
}

/** The name a match's first save suggests: its game and players ("Selfish - Ann Bob Cid"). */
export function defaultSlotName(gameName: string, players: readonly string[]): string {
  const shortGame = gameName.split(':')[0] ?? gameName
  return toSlotName(`${shortGame} - ${players.join(' ')}`)
}

/**
 * `base`, or `base 2`, `base 3`… : the first not in `taken` (compared without case, as Windows
 * and macOS compare file names), shortened if need be to stay within the length limit.
 */
export function uniqueSlotName(base: string, taken: Iterable<string>): string {
  const used = new Set([...taken].map((name) => name.toLowerCase()))
  if (!used.has(base.toLowerCase())) return base
  for (let n = 2; ; n++) {
    const suffix = ` ${n}`
    const candidate = `${base.slice(0, MAX_LENGTH - suffix.length).trimEnd()}${suffix}`
    if (!used.has(candidate.toLowerCase())) return candidate
  }
}

/**
 * The save name a file's name suggests: without its folder and its `.ztsave.json` (or `.json`)
 * ending; null when what is left cannot be a save's name.
 */
export function slotNameFromFileName(fileName: string): string | null {
  const base = fileName.split(/[\\/]/).pop() ?? ''
  const lower = base.toLowerCase()
  const ending = [SAVE_EXTENSION, '.json'].find((end) => lower.endsWith(end)) ?? ''
  const name = base.slice(0, base.length - ending.length).trim()
  return slotNameProblem(name) === null ? name : null
}
