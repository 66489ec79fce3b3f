import { describe, expect, it } from 'vitest'
import type { GameInfo } from '../../../../electron/protocol'
import { gameCatalog } from '../../../../electron/service/gameCatalog'
import { defaultOptionValues } from '../../../../engine/core/optionSpecs'
import { bots, games } from '../../../../engine/index'
import {
  defaultOptionDrafts,
  fitOptionDrafts,
  readOptions,
  type OptionDrafts,
} from '../../../../renderer/app/newGame/newGameOptions'
import { createRequest, defaultSeats } from '../../../../renderer/app/newGame/newGameSeats'

const catalog = gameCatalog(games, bots)
const info = (id: string): GameInfo => {
  const game = catalog.find((g) => g.id === id)
  if (!game) throw new Error(`no ${id}`)
  return game
}
const monopo = info('monopozombie')
const selfish = info('selfish')
const zombielife = info('zombielife')

describe('new game options', () => {
  it.each(catalog.map((g) => [g.id, g] as const))(
    '%s: the controls start at the defaults and read back as them',
    (_id, game) => {
      const drafts = defaultOptionDrafts(game.options)
      expect(readOptions(game.options, drafts, game.minPlayers)).toEqual({
        ok: true,
        options: defaultOptionValues(game.options),
      })
    },
  )

  it("labels no option with words of the screen's own fields (label lookups by part stay unique)", () => {
    const screenLabels = ['game', 'players', 'seed', 'name', 'played by', 'bot level', 'seat']
    for (const spec of catalog.flatMap((g) => g.options)) {
      for (const word of screenLabels) expect(spec.label.toLowerCase(), spec.key).not.toContain(word)
    }
  })

  it('shows each kind as its control holds it', () => {
    expect(defaultOptionDrafts(monopo.options)).toEqual({
      taxEdition: 'current',
      apocalypseAt: 'zombiesAtLeastHumans',
      bankruptcy: 'zombify',
      stallRounds: '200',
      hopelessLastHuman: 'playOn',
      firstSeat: '',
    })
    expect(defaultOptionDrafts(selfish.options)).toEqual({ dieFaces: '0, 1, 1, 2, 2, 3', firstSeat: '0' })
    expect(defaultOptionDrafts(zombielife.options)).toMatchObject({ biteOncePerTargetPerRound: 'false' })
  })

  it('reads chosen values: choices, numbers, yes/no, seats and die faces', () => {
    const monopoDrafts: OptionDrafts = {
      ...defaultOptionDrafts(monopo.options),
      taxEdition: 'classic',
      stallRounds: ' 50 ',
      firstSeat: '3',
    }
    expect(readOptions(monopo.options, monopoDrafts, 4)).toEqual({
      ok: true,
      options: {
        taxEdition: 'classic',
        apocalypseAt: 'zombiesAtLeastHumans',
        bankruptcy: 'zombify',
        stallRounds: 50,
        hopelessLastHuman: 'playOn',
        firstSeat: 3,
      },
    })
    const zl = {
      ...defaultOptionDrafts(zombielife.options),
      biteOncePerTargetPerRound: 'true',
      firstSeat: '1',
    }
    expect(readOptions(zombielife.options, zl, 3)).toMatchObject({
      options: { biteOncePerTargetPerRound: true, firstSeat: 1 },
    })
    expect(readOptions(selfish.options, { dieFaces: '1 2,3, 4 ,5,6', firstSeat: '0' }, 3)).toMatchObject({
      options: { dieFaces: [1, 2, 3, 4, 5, 6] },
    })
  })

  it('names the option whose control holds something not offered', () => {
    const drafts = defaultOptionDrafts(monopo.options)
    for (const stall of ['0', '10001', '2.5', '', 'lots']) {
      expect(readOptions(monopo.options, { ...drafts, stallRounds: stall }, 4)).toEqual({
        ok: false,
        problem: 'Stall limit (rounds) must be a whole number from 1 to 10000.',
      })
    }
    expect(readOptions(monopo.options, { ...drafts, firstSeat: '4' }, 4)).toEqual({
      ok: false,
      problem: 'First player must be one of the 4 seats.',
    })
    for (const faces of ['', '1, 7', '1, x', '-1', Array.from({ length: 13 }, () => '1').join(',')]) {
      expect(readOptions(selfish.options, { dieFaces: faces, firstSeat: '0' }, 3)).toEqual({
        ok: false,
        problem: 'Die faces: 1 to 12 whole numbers from 0 to 6, separated by commas.',
      })
    }
  })

  it('puts a first player who has left the table back to the default', () => {
    const monopoDrafts = { ...defaultOptionDrafts(monopo.options), firstSeat: '5', taxEdition: 'classic' }
    expect(fitOptionDrafts(monopo.options, monopoDrafts, 6)).toEqual(monopoDrafts)
    expect(fitOptionDrafts(monopo.options, monopoDrafts, 3)).toEqual({ ...monopoDrafts, firstSeat: '' })
    expect(fitOptionDrafts(selfish.options, { dieFaces: '3', firstSeat: '4' }, 2)).toEqual({
      dieFaces: '3',
      firstSeat: '0',
    })
  })

  it('sends the options in match:create only when the game has some', () => {
    const seats = defaultSeats(monopo)
    const read = readOptions(monopo.options, defaultOptionDrafts(monopo.options), seats.length)
    if (!read.ok) throw new Error(read.problem)
    expect(createRequest(monopo, seats, '', read.options).options).toEqual({
      taxEdition: 'current',
      apocalypseAt: 'zombiesAtLeastHumans',
      bankruptcy: 'zombify',
      stallRounds: 200,
      hopelessLastHuman: 'playOn',
      firstSeat: null,
    })
    expect(createRequest(monopo, seats, '')).not.toHaveProperty('options')
  })
})
