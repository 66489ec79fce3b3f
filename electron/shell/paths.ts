/** Where the desktop app finds its parts and keeps its data. */
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** electron-vite builds main.ts to out/main/main.js, beside out/preload and out/renderer. */
export function builtPaths(mainModuleUrl: string): { readonly preload: string; readonly renderer: string } {
  const outDir = join(dirname(fileURLToPath(mainModuleUrl)), '..')
  return { preload: join(outDir, 'preload', 'preload.cjs'), renderer: join(outDir, 'renderer') }
}

/** ZOMBIE_TABLE_DATA (when set and not empty) moves the data folder from the user's app data. */
export function dataDirFor(env: NodeJS.ProcessEnv, userData: () => string): string {
  return env.ZOMBIE_TABLE_DATA || userData()
}
