/** Builds the table harness (tests/e2e/harness/index.html) as a static page. */
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  root: dirname(fileURLToPath(import.meta.url)),
  base: './',
  publicDir: false,
  plugins: [react()],
  build: { emptyOutDir: true, chunkSizeWarningLimit: 4000 },
})
