/**
 * When the stream page may first show its table (WholePictureProbe): only after a frame that drew
 * every visible word laid out, begun with the bundled fonts loaded and no word still waiting for its
 * font, and with the tabletop under the pieces where the page has one. That the stream page's first picture is such a frame is
 * checked in Chromium (tests/e2e/streamPage.test.ts).
 */
import { Group, Mesh, type Object3D } from 'three'
import { describe, expect, it } from 'vitest'
import { tableIsWhole } from '../../../renderer/table/WholePictureProbe'

/** A stand-in for drei's Text: a mesh with its words and, once laid out, its layout. */
function word(text: string, laidOut: boolean): Object3D {
  return Object.assign(new Mesh(), { text, textRenderInfo: laidOut ? {} : null })
}

/** A frame begun with the fonts loaded and no word waiting for its font. */
const READY = { fontsLoaded: true, wordsWaiting: 0 }

function table(...things: Object3D[]): Group {
  const scene = new Group()
  const felt = new Mesh()
  felt.name = 'felt'
  scene.add(felt, ...things)
  return scene
}

describe('tableIsWhole', () => {
  it('is whole once every visible word is laid out, and not before', () => {
    const plate = word('ANN · $1500', false)
    const scene = table(plate, word('16 CARDS', true))
    expect(tableIsWhole(scene, true, READY)).toBe(false)
    Object.assign(plate, { textRenderInfo: {} })
    expect(tableIsWhole(scene, true, READY)).toBe(true)
  })

  it('does not wait for words nobody sees (hidden, or with no text)', () => {
    const hidden = new Group()
    hidden.visible = false
    hidden.add(word('BANK', false))
    expect(tableIsWhole(table(hidden, word('', false)), true, READY)).toBe(true)
  })

  it('waits for words still waiting for their font, which are not on the table yet', () => {
    expect(tableIsWhole(table(word('ok', true)), true, { fontsLoaded: true, wordsWaiting: 2 })).toBe(false)
  })

  it('waits for the fonts painted words use, and for the tabletop where there is one', () => {
    expect(tableIsWhole(table(word('ok', true)), true, { fontsLoaded: false, wordsWaiting: 0 })).toBe(false)
    const bare = new Group()
    bare.add(word('ok', true))
    expect(tableIsWhole(bare, true, READY)).toBe(false)
    expect(tableIsWhole(bare, false, READY)).toBe(true)
  })
})
