/**
 * The jobs a save checker does, as plain data in and out (so that a thread can do them): a file's
 * line in the saves list, a file checked for loading, a file checked for importing. The same code
 * runs on the save-check thread and in place; both answer with checkSaveText's verdicts.
 */
import {
  checkSaveForLoad,
  checkSaveText,
  prepareImport,
  type PreparedImport,
  type SaveRules,
} from './saveCheck'
import type { SaveErrorKind } from './saveError'
import type { AppInfo, InspectedSave } from './saveFormat'
import type { Peek } from './savePeek'
import type { SaveSummary } from '../protocol/saves'

/** What the saves list shows of a file that loads (the replay aside). */
export type FileFacts = Pick<
  SaveSummary,
  'players' | 'savedAt' | 'actions' | 'finished' | 'label' | 'round'
> & {
  readonly game: string
}

export type ListVerdict =
  | { readonly ok: true; readonly facts: FileFacts }
  | {
      readonly ok: false
      readonly error: { readonly kind: SaveErrorKind; readonly message: string }
      readonly peek: Peek
    }

export type CheckJob =
  | { readonly kind: 'summarise'; readonly bytes: Uint8Array }
  | { readonly kind: 'load'; readonly bytes: Uint8Array }
  | { readonly kind: 'import'; readonly text: string; readonly app: AppInfo; readonly now: string }

export interface CheckAnswers {
  readonly summarise: ListVerdict
  readonly load: InspectedSave
  readonly import: PreparedImport
}

/** Does one job; a load or an import the check refuses throws its SaveError. */
export function runCheckJob<J extends CheckJob>(job: J, rules: SaveRules): CheckAnswers[J['kind']]
export function runCheckJob(job: CheckJob, rules: SaveRules): CheckAnswers[CheckJob['kind']] {
  switch (job.kind) {
    case 'summarise':
      return listVerdict(textOf(job.bytes), rules)
    case 'load':
      return checkSaveForLoad(textOf(job.bytes), rules)
    case 'import':
      return prepareImport(job.text, rules, job.app, new Date(job.now))
  }
}

function listVerdict(text: string, rules: SaveRules): ListVerdict {
  const verdict = checkSaveText(text, rules, false)
  if (!verdict.ok) {
    const { kind, message } = verdict.error
    return { ok: false, error: { kind, message }, peek: verdict.peek }
  }
  const { record, meta, savedAt } = verdict.save
  return {
    ok: true,
    facts: {
      game: record.game,
      players: record.players.map((p) => p.name),
      savedAt,
      actions: record.log.length,
      finished: meta.finished,
      ...(meta.label === undefined ? {} : { label: meta.label }),
      ...(meta.round === undefined ? {} : { round: meta.round }),
    },
  }
}

/** UTF-8, as the file was read before (invalid bytes become U+FFFD, as Buffer.toString does). */
function textOf(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8')
}
