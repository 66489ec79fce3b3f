/**
 * The MonopoZombie table in real WebGL (headless Chromium, SwiftShader): the heaviest board the game
 * can show (8 players, all 32 houses and 12 hotels built) stays within the draw-call budget, and an
 * idle table draws no frames.
 */
import { expect } from 'vitest'
import { fullMonopoBoard } from '../../../e2e/harness/captureTable'
import { describeTableBudget } from '../../shared/tableBudget'

describeTableBudget({
  title: 'MonopoZombie table in Chromium',
  test: 'renders a full 8-player board within budget and stays idle',
  shot: fullMonopoBoard('monopozombie-budget-8p'),
  maxDrawCalls: 100,
  log: 'monopozombie 8p full board',
  check: (shot) => {
    expect(shot.zombies).toBe(4)
  },
})
