import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    // Node by default; component tests opt into happy-dom with a `// @vitest-environment happy-dom` line.
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
