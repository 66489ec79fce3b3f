import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

/**
 * Files that drive headless Chromium. SwiftShader draws on every core, so they run one at a time,
 * after the rest; the rest run on every core (vitest's default leaves one core idle).
 */
const BROWSER = ['tests/e2e/**/*.test.ts', 'tests/renderer/*/scene/*Budget.test.ts']

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
          exclude: BROWSER,
          maxWorkers: '100%',
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: BROWSER,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
