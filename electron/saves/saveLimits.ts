/**
 * The limits a save file must keep before it is parsed at all. A save that the app wrote keeps
 * them whatever its length: a match has no length limit, and the entries allowed are those of a
 * save as large as the largest file read (the longest game runGame plays, 20,000 actions, is 2.9 MB
 * with about 140,000 keys and list items; a 2,000-action MonopoZombie game about 280 KB, 15,000;
 * both nested 7 deep). A file past them could hold up whoever parses it: V8 takes 5.5 s to refuse
 * 32 MB of `[`. The scan is one pass over the text, in constant memory, and stops at the first
 * limit passed.
 */

/** The largest save file read (the saves folder, a file opened by path); larger ones are refused unread. */
export const MAX_SAVE_FILE_BYTES = 32 * 1024 * 1024

/** How deeply objects and lists may nest (a real save: 7). */
export const MAX_SAVE_DEPTH = 32

/**
 * Keys and list items in the whole file together: what a save of the largest file size holds at a
 * real save's density (about 49,000 a megabyte), with room to spare. It was 100,000 once, which a
 * 14,000-action match passes: its own save was refused as damaged.
 */
export const MAX_SAVE_ENTRIES = 2_000_000

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN_OBJECT = 0x7b
const CLOSE_OBJECT = 0x7d
const OPEN_LIST = 0x5b
const CLOSE_LIST = 0x5d
const COMMA = 0x2c
const COLON = 0x3a

/**
 * Null when `text` keeps the depth and entry limits, else a sentence saying which it passes. It
 * does not check that the text is JSON (JSON.parse does that next): it counts the brackets,
 * colons and commas outside strings, which in any JSON text bound its depth and its keys and items.
 */
export function saveShapeProblem(text: string): string | null {
  let depth = 0
  let entries = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === BACKSLASH) i++
      else if (c === QUOTE) inString = false
      continue
    }
    switch (c) {
      case QUOTE:
        inString = true
        break
      case OPEN_OBJECT:
      case OPEN_LIST:
        if (++depth > MAX_SAVE_DEPTH) {
          return `it is nested more than ${MAX_SAVE_DEPTH} levels deep, which no save is`
        }
        break
      case CLOSE_OBJECT:
      case CLOSE_LIST:
        depth--
        break
      case COMMA:
      case COLON:
        if (++entries > MAX_SAVE_ENTRIES) {
          return `it holds more than ${MAX_SAVE_ENTRIES.toLocaleString('en-US')} entries, which no save does`
        }
        break
    }
  }
  return null
}
