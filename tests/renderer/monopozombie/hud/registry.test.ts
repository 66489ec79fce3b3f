import { describe, expect, it } from 'vitest'
import { gameUiFor } from '../../../../renderer/games'
import { textOn } from '../../../../renderer/games/monopozombie/hud/boardInfo'
import { MonopozombieHud } from '../../../../renderer/games/monopozombie/MonopozombieHud'

describe('MonopoZombie in the app', () => {
  it('has its HUD registered for the table screen', () => {
    const ui = gameUiFor('monopozombie')
    expect(ui?.id).toBe('monopozombie')
    expect(ui?.Hud).toBe(MonopozombieHud)
  })

  it('writes on a colour band in black or white, whichever reads', () => {
    expect(textOn('#0072bb')).toBe('#ffffff')
    expect(textOn('#2b2b2b')).toBe('#ffffff')
    expect(textOn('#fef200')).toBe('#111111')
    expect(textOn('#87ceeb')).toBe('#111111')
  })
})
