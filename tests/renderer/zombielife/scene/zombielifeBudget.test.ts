/**
 * The Zombielife table in real WebGL (headless Chromium, SwiftShader): a five-player game in mid
 * play draws something, stays within the draw-call budget, and an idle table draws no frames.
 */
import { expect } from 'vitest'
import { describeTableBudget } from '../../shared/tableBudget'

describeTableBudget({
  title: 'Zombielife table in Chromium',
  test: 'renders a five-player game within budget and stays idle',
  shot: { name: 'zombielife-budget-5p', game: 'zombielife', players: 5, actions: 80, seed: 3, viewer: 0 },
  maxDrawCalls: 80,
  log: 'zombielife 5p',
  check: (shot) => {
    expect(shot.actionsPlayed).toBe(80)
  },
})
