import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

/**
 * Files that drive headless Chromium. They run after the rest (which run on every core; vitest's
 * default leaves one core idle), one at a time: each table load costs SwiftShader seconds of CPU,
 * and two files at once on 2 cores took about as long in all (508 against 559 s for these files,
 * each with other work on the machine) and ran one wait past its 30 s. ZT_BROWSER_WORKERS=2 runs
 * two at a time on a machine with more cores. The budget files open the table harness, built once
 * for them by their global setup.
 */
const BROWSER = ['tests/e2e/**/*.test.ts']
const BUDGET = ['tests/renderer/*/scene/*Budget.test.ts', 'tests/renderer/visual/*.test.ts']
const BROWSER_WORKERS = Number(process.env.ZT_BROWSER_WORKERS ?? 1)
/**
 * The engine's and the main process's tests share each worker's modules instead of loading them
 * afresh for every file (a third of the time those files took): they keep no state in a module
 * (every host, store and save folder is made by the test), and no page or DOM is involved. The
 * renderer's tests stay isolated: their stores and the sound player are one per page.
 */
const HOST_SIDE = ['tests/engine/**/*.test.{ts,tsx}', 'tests/electron/**/*.test.{ts,tsx}']

export default defineConfig({
  plugins: [react()],
  test: {
    // Node by default; component tests opt into happy-dom with a `// @vitest-environment happy-dom` line.
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'host',
          include: HOST_SIDE,
          isolate: false,
          maxWorkers: '100%',
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [...BROWSER, ...BUDGET, ...HOST_SIDE],
          maxWorkers: '100%',
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: BROWSER,
          maxWorkers: BROWSER_WORKERS,
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: true,
        test: {
          name: 'budget',
          include: BUDGET,
          globalSetup: ['tests/renderer/shared/harnessSetup.ts'],
          maxWorkers: BROWSER_WORKERS,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
})
