import { dirname, resolve as resolvePath } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'electron-vite'

const root = dirname(fileURLToPath(import.meta.url))
const resolve = (...parts: string[]): string => resolvePath(root, ...parts)

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      // The bots' thinking thread is its own entry: main.ts starts it from out/main/searchWorker.js.
      // So is the save-check thread: saveCheckThread.ts starts out/main/saveCheckWorker.js.
      rollupOptions: {
        input: {
          main: resolve('electron/main.ts'),
          searchWorker: resolve('electron/host/thinking/searchWorker.ts'),
          saveCheckWorker: resolve('electron/saves/saveCheckWorker.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      // A sandboxed preload cannot require node_modules: bundle everything it uses (zod) into it.
      externalizeDeps: false,
      rollupOptions: {
        input: { preload: resolve('electron/preload.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve('renderer'),
    // Relative asset URLs, so the same build loads from file:// (Electron) and http:// (served table).
    base: './',
    publicDir: false,
    plugins: [react()],
    build: {
      outDir: resolve('out/renderer'),
      emptyOutDir: true,
      // electron-vite leaves the renderer unminified: 4.3 MB of JavaScript to parse before the
      // first picture, in the app and on every stream page.
      minify: true,
      rollupOptions: { input: resolve('renderer/index.html') },
    },
  },
})
