/**
 * The MonopoZombie table in real WebGL (headless Chromium, SwiftShader): the heaviest board the game
 * can show (8 players, all 32 houses and 12 hotels built) stays within the draw-call budget, and an
 * idle table draws no frames.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CHROMIUM_PATH, captureTable } from '../../../e2e/harness/captureTable'

const hasChromium = existsSync(CHROMIUM_PATH)
const MAX_DRAW_CALLS = 100

describe.skipIf(!hasChromium)('MonopoZombie table in Chromium', () => {
  it('renders a full 8-player board within budget and stays idle', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'zt-mz-budget-'))
    try {
      const [shot] = await captureTable(
        [
          {
            name: 'monopozombie-budget-8p',
            game: 'monopozombie',
            fixture: 'full',
            players: 8,
            actions: 0,
            seed: 1,
            viewer: 0,
          },
        ],
        { outDir, idleMs: 3000 },
      )
      if (!shot) throw new Error('no screenshot')
      console.log(`monopozombie 8p full board: ${shot.drawCalls} draw calls, ${shot.idleFrames} idle frames`)
      expect(shot.zombies).toBe(4)
      expect(shot.variance, 'the canvas is blank').toBeGreaterThan(100)
      expect(shot.drawCalls).toBeGreaterThan(10)
      expect(shot.drawCalls).toBeLessThanOrEqual(MAX_DRAW_CALLS)
      expect(shot.idleFrames).toBe(0)
    } finally {
      rmSync(outDir, { recursive: true, force: true })
    }
  }, 120_000)
})

if (!hasChromium) {
  describe('MonopoZombie table in Chromium', () => {
    it.skip(`skipped: no Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium, or set CHROMIUM_PATH)`, () => {})
  })
}
