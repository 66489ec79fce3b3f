import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

/**
 * Files that drive headless Chromium. They run after the rest (which run on every core; vitest's
 * default leaves one core idle), two at a time: SwiftShader draws on every core, but much of a
 * browser test is waiting (bots' delays, the caster delay, idle windows), which two files overlap.
 * The budget files open the table harness, built once for them by their global setup.
 */
const BROWSER = ['tests/e2e/**/*.test.ts']
const BUDGET = ['tests/renderer/*/scene/*Budget.test.ts']
const BROWSER_WORKERS = 2

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
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [...BROWSER, ...BUDGET],
          maxWorkers: '100%',
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: BROWSER,
          maxWorkers: BROWSER_WORKERS,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'budget',
          include: BUDGET,
          globalSetup: ['tests/renderer/shared/harnessSetup.ts'],
          maxWorkers: BROWSER_WORKERS,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
})
