/**
 * The Zombielife table in real WebGL (headless Chromium, SwiftShader): a five-player game in mid
 * play draws something, stays within the draw-call budget, and an idle table draws no frames.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CHROMIUM_PATH, captureTable } from '../../../e2e/harness/captureTable'

const hasChromium = existsSync(CHROMIUM_PATH)
const MAX_DRAW_CALLS = 80

describe.skipIf(!hasChromium)('Zombielife table in Chromium', () => {
  it('renders a five-player game within budget and stays idle', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'zt-zl-budget-'))
    try {
      const [shot] = await captureTable(
        [{ name: 'zombielife-budget-5p', game: 'zombielife', players: 5, actions: 80, seed: 3, viewer: 0 }],
        { outDir, idleMs: 3000 },
      )
      if (!shot) throw new Error('no screenshot')
      console.log(`zombielife 5p: ${shot.drawCalls} draw calls, ${shot.idleFrames} idle frames`)
      expect(shot.actionsPlayed).toBe(80)
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
  describe('Zombielife table in Chromium', () => {
    it.skip(`skipped: no Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium, or set CHROMIUM_PATH)`, () => {})
  })
}
