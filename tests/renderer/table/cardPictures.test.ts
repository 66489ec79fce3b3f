/**
 * Every card of every game has a picture (issue 44: "every card of every game gets an
 * illustration"), every deck's back too, each one an icon in the bundled set; and the bundled set is
 * exactly what `npm run icons` cuts from Game-icons.net for the pictures named (so no icon is
 * missing, none is carried for nothing, and none was edited by hand).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { GAME_ICONS_FILE, iconSubset, loadIconSet, usedIconNames } from '../../../electron/cli/gameIcons'
import { SELFISH } from '../../../engine/games/selfish/data'
import { ZOMBIELIFE } from '../../../engine/games/zombielife/data'
import { MONOPOZOMBIE } from '../../../engine/games/monopozombie/data'
import { hasGameIcon } from '../../../renderer/table/gameIcon'
import { GAME_PICTURES, WASTELAND_PICTURES } from '../../../renderer/games/selfish/scene/selfishDecks'
import { ACTION_PICTURES } from '../../../renderer/games/zombielife/scene/zombielifeDecks'
import { ASSET_PICTURES } from '../../../renderer/games/zombielife/scene/assetFace'
import { cardPicture, SQUARE_PICTURES } from '../../../renderer/games/monopozombie/scene/monopoDecks'
import selfishPictures from '../../../assets/selfish/pictures.json'
import zombielifePictures from '../../../assets/zombielife/pictures.json'
import monopoPictures from '../../../assets/monopozombie/pictures.json'

describe('card pictures', () => {
  it('gives every Selfish Game and Wasteland card a picture from the bundled icons', () => {
    const named = [
      ...SELFISH.gameCards.map((c) => GAME_PICTURES[c.kind]),
      ...SELFISH.wastelandCards.map((c) => WASTELAND_PICTURES[c.kind]),
      ...Object.values(selfishPictures.backs),
    ]
    expect(named.filter((name) => !hasGameIcon(name))).toEqual([])
  })

  it('gives every Zombielife asset and action card a picture from the bundled icons', () => {
    const named = [
      ...ZOMBIELIFE.assets.map((c) => ASSET_PICTURES[c.kind]),
      ...ZOMBIELIFE.actions.map((c) => ACTION_PICTURES[c.kind]),
      ...Object.values(zombielifePictures.backs),
    ]
    expect(named.filter((name) => !hasGameIcon(name))).toEqual([])
  })

  it('gives every MonopoZombie Scavenge and Survivor Cache card a picture from the bundled icons', () => {
    const missing = MONOPOZOMBIE.cards.filter((c) => !hasGameIcon(cardPicture(c.id) ?? '')).map((c) => c.id)
    expect(missing).toEqual([])
    expect(Object.values(monopoPictures.backs).every(hasGameIcon)).toBe(true)
  })

  it('gives every kind of MonopoZombie board square (its deed, up close) a picture from the bundled icons', () => {
    const kinds = [...new Set(MONOPOZOMBIE.squares.map((sq) => sq.kind))]
    expect(kinds.filter((kind) => !hasGameIcon(SQUARE_PICTURES[kind]))).toEqual([])
  })

  it('names no icon the bundled set lacks, and hasGameIcon tells an unknown one', () => {
    expect(usedIconNames().filter((name) => !hasGameIcon(name))).toEqual([])
    expect(hasGameIcon('no-such-icon')).toBe(false)
  })

  it('bundles exactly the icons `npm run icons` cuts for the pictures named, with their credit', () => {
    const committed = JSON.parse(readFileSync(GAME_ICONS_FILE, 'utf8')) as unknown
    const fresh = iconSubset(usedIconNames(), loadIconSet())
    expect(committed).toEqual(fresh)
    expect(fresh.license).toMatch(/CC BY 3\.0/)
  })

  it('refuses a picture that is not a Game-icons.net icon, by name', () => {
    expect(() => iconSubset(['zombie-unicorn'], loadIconSet())).toThrow('No icon "zombie-unicorn"')
  })
})
