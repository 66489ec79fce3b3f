/**
 * A table in real WebGL (headless Chromium, SwiftShader): one shot of a game drawn, within its
 * draw-call budget, and no frames drawn once the table is idle. Each game's budget test binds it to
 * its shot; without Chromium the test is skipped with a message. The harness is built once for them
 * all (harnessSetup.ts).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { captureTable, type Shot, type ShotResult } from '../../e2e/harness/captureTable'
import { CHROMIUM_PATH } from '../../e2e/harness/chromium'

export interface TableBudget {
  /** The describe block's name. */
  readonly title: string
  /** The test's name. */
  readonly test: string
  readonly shot: Shot
  readonly maxDrawCalls: number
  /** How long the test may take (default 2 minutes: SwiftShader is slow on a busy machine). */
  readonly timeoutMs?: number
  /** Printed before the figures (draw calls, idle frames), when given. */
  readonly log?: string
  /** The game's own checks of the shot, made first. */
  readonly check: (shot: ShotResult) => void
}

const hasChromium = existsSync(CHROMIUM_PATH)

export function describeTableBudget(b: TableBudget): void {
  describe.skipIf(!hasChromium)(b.title, () => {
    it(
      b.test,
      async () => {
        const outDir = mkdtempSync(join(tmpdir(), `zt-${b.shot.name}-`))
        try {
          const [shot] = await captureTable([b.shot], {
            outDir,
            idleMs: 3000,
            harnessDir: inject('harnessDir'),
          })
          if (!shot) throw new Error('no screenshot')
          if (b.log) console.log(`${b.log}: ${shot.drawCalls} draw calls, ${shot.idleFrames} idle frames`)
          b.check(shot)
          expect(shot.variance, 'the canvas is blank').toBeGreaterThan(100)
          expect(shot.drawCalls).toBeGreaterThan(10)
          expect(shot.drawCalls).toBeLessThanOrEqual(b.maxDrawCalls)
          expect(shot.idleFrames).toBe(0)
        } finally {
          rmSync(outDir, { recursive: true, force: true })
        }
      },
      b.timeoutMs ?? 120_000,
    )
  })

  if (!hasChromium) {
    describe(b.title, () => {
      it.skip(`skipped: no Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium, or set CHROMIUM_PATH)`, () => {})
    })
  }
}
