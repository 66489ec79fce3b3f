/** The player's settings, kept in `<dataDir>/settings.json` between sessions. */
import { mkdir, readFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { z } from 'zod'
import type { Settings } from '../contract'
import { atomicWrite } from '../saves/atomicWrite'

const settingsSchema = z.object({ botDelayMs: z.number().int().min(0).max(5000) }).partial()

/** What the file holds, or nothing when it is missing or unreadable (settings are never worth a crash). */
export async function readSettingsFile(path: string): Promise<Partial<Settings>> {
  try {
    const parsed = settingsSchema.safeParse(JSON.parse(await readFile(path, 'utf8')))
    return parsed.success ? parsed.data : {}
  } catch {
    return {}
  }
}

export async function writeSettingsFile(path: string, settings: Settings): Promise<void> {
  await mkdir(dirname(path), { recursive: true })
  await atomicWrite(path, `${JSON.stringify(settings, null, 2)}\n`, undefined, { backup: false })
}
