/**
 * Where the app keeps its data: the same folder Electron's app.getPath('userData') gives, worked
 * out here without importing Electron so the CLI and tests agree with the app.
 */
import { homedir } from 'node:os'
import { posix, win32 } from 'node:path'

export const DEFAULT_APP_NAME = 'Zombie Table'

/** `ZOMBIE_TABLE_DATA` if set; otherwise the platform's per-user application data folder. */
export function defaultDataDir(
  appName: string = DEFAULT_APP_NAME,
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
  home: string = homedir(),
): string {
  const override = env.ZOMBIE_TABLE_DATA
  if (override) return override
  if (platform === 'win32') return win32.join(env.APPDATA || win32.join(home, 'AppData', 'Roaming'), appName)
  if (platform === 'darwin') return posix.join(home, 'Library', 'Application Support', appName)
  return posix.join(env.XDG_CONFIG_HOME || posix.join(home, '.config'), appName)
}

/** `<dataDir>/saves`, the data folder as defaultDataDir gives it for the same arguments. */
export function defaultSavesDir(...where: Parameters<typeof defaultDataDir>): string {
  const platform = where[2] ?? process.platform
  return (platform === 'win32' ? win32 : posix).join(defaultDataDir(...where), 'saves')
}
