import { describe, expect, it } from 'vitest'
import { bots, games } from '../../../../engine'
import { gameCatalog } from '../../../../electron/service/gameCatalog'
import { gameUiFor } from '../../../../renderer/games'
import { ZombielifeHud } from '../../../../renderer/games/zombielife/ZombielifeHud'
import { ZombielifeScene } from '../../../../renderer/games/zombielife/ZombielifeScene'

describe('Zombielife in the app', () => {
  it('is offered by the host catalogue (app:info) with its bots', () => {
    const info = gameCatalog(games, bots).find((g) => g.id === 'zombielife')
    expect(info).toMatchObject({ name: 'Zombielife Insurance', minPlayers: 2, maxPlayers: 5 })
    expect(info?.bots.length).toBeGreaterThan(0)
  })

  it('has its scene and HUD registered for the table screen', () => {
    const ui = gameUiFor('zombielife')
    expect(ui?.id).toBe('zombielife')
    expect(ui?.Hud).toBe(ZombielifeHud)
    expect(ui?.Scene).toBe(ZombielifeScene)
    expect(gameUiFor('selfish')?.id).toBe('selfish')
  })
})
