/**
 * The table in real WebGL (headless Chromium, SwiftShader): it draws something, a five-player game
 * in mid play stays within the draw-call budget, and an idle table draws no frames at all.
 */
import { expect } from 'vitest'
import { describeTableBudget } from '../../shared/tableBudget'

describeTableBudget({
  title: 'Selfish table in Chromium',
  test: 'renders a five-player game within budget and stays idle',
  shot: { name: 'budget-5p', players: 5, actions: 36, seed: 10, viewer: 0 },
  maxDrawCalls: 60,
  timeoutMs: 90_000,
  check: (shot) => {
    expect(shot.actionsPlayed).toBe(36)
  },
})
