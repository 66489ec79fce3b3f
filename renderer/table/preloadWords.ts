/**
 * Loads everything the table's words are drawn with before a table needs it: the bundled fonts for
 * canvas painting, and each font's glyph layout for drei `Text`, cached under the very key drei's
 * `Text` suspends on (`['troika-text', font, characters]`), so that a table's words mount with its
 * pieces instead of a moment after them. The page's entry calls it.
 */
import { preload } from 'suspend-react'
import { preloadFont } from 'troika-three-text'
import { FONT_URLS, loadCanvasFonts } from './fonts'

export function preloadTableWords(): void {
  void loadCanvasFonts()
  for (const font of Object.values(FONT_URLS)) {
    const characters = undefined
    preload(
      () => new Promise<void>((done) => preloadFont({ font, characters }, () => done())),
      ['troika-text', font, characters],
    )
  }
}
