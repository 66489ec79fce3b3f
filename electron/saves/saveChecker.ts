/**
 * Who checks save files for the save store: the save-check thread in the app and the served
 * table (saveCheckThread.ts), or the store itself in place (inlineSaveChecker, for a registry of
 * games other than the engine's, which a thread cannot be sent). Either way the check is
 * runCheckJob's, so the two cannot differ.
 */
import { runCheckJob, type ListVerdict } from './checkJobs'
import type { PreparedImport, SaveRules } from './saveCheck'
import type { AppInfo, InspectedSave } from './saveFormat'

export interface SaveChecker {
  /** A file's line in the saves list: everything a load checks but the replay. */
  summarise(bytes: Uint8Array): Promise<ListVerdict>
  /** A file checked as a load checks it, replay included; a refusal rejects with its SaveError. */
  load(bytes: Uint8Array): Promise<InspectedSave>
  /** A file from elsewhere, checked as load does and encoded again for this folder. */
  prepareImport(text: string, app: AppInfo, now: Date): Promise<PreparedImport>
}

/** Checks in place, on the caller's thread: a hostile file holds it up as long as it takes. */
export function inlineSaveChecker(rules: SaveRules): SaveChecker {
  return {
    summarise: async (bytes) => runCheckJob({ kind: 'summarise', bytes }, rules),
    load: async (bytes) => runCheckJob({ kind: 'load', bytes }, rules),
    prepareImport: async (text, app, now) =>
      runCheckJob({ kind: 'import', text, app, now: now.toISOString() }, rules),
  }
}
