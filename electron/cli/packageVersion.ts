import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** This checkout's version (package.json), as the commands report it; 0.0.0 when it cannot be read. */
export function packageVersion(): string {
  try {
    const file = fileURLToPath(new URL('../../package.json', import.meta.url))
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown }
    return typeof pkg.version === 'string' ? pkg.version : '0.0.0'
  } catch {
    return '0.0.0'
  }
}
