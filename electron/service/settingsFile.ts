/** The player's settings, kept in `<dataDir>/settings.json` between sessions. */
import { mkdir, readFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { knownSettings, type Settings } from '../protocol'
import { atomicWrite } from '../saves/atomicWrite'

/**
 * What the file holds that passes its checks: an older file without the newer fields, or a field
 * out of range, gives the fields that are good; a missing, unreadable or damaged file gives nothing.
 * Settings are never worth a crash: the defaults fill the gaps.
 */
export async function readSettingsFile(path: string): Promise<Partial<Settings>> {
  try {
    return knownSettings(JSON.parse(await readFile(path, 'utf8')))
  } catch {
    return {}
  }
}

export async function writeSettingsFile(path: string, settings: Settings): Promise<void> {
  await mkdir(dirname(path), { recursive: true })
  await atomicWrite(path, `${JSON.stringify(settings, null, 2)}\n`, undefined, { backup: false })
}
