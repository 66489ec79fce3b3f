/** The text of a save file the player picked to import, or a sentence saying why it cannot be had. */
import { MAX_IMPORT_CHARS } from '../../../electron/protocol/saves'
import { fill, SAVES_WORDS as W } from './savesWords'

const tooLarge = () => new Error(fill(W.tooLarge, { mb: MAX_IMPORT_CHARS / 1024 / 1024 }))

export async function readSaveFile(file: Blob): Promise<string> {
  // A character takes at most 4 bytes: a file beyond that is too large whatever it holds (and is not read).
  if (file.size > MAX_IMPORT_CHARS * 4) throw tooLarge()
  let text: string
  try {
    text = await file.text()
  } catch {
    throw new Error(W.unreadable)
  }
  if (text.length > MAX_IMPORT_CHARS) throw tooLarge()
  return text
}
