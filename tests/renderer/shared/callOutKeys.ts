/** Which entry of a call-out file a filled call-out came from (its placeholders matched as any text). */
import type { CallOut, CallOutFile } from '../../../renderer/hud/callOutWords'

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A template as a pattern: its placeholders stand for any text that is not empty. */
export function templatePattern(text: string): RegExp {
  return new RegExp(`^${escape(text).replace(/\\\{\w+\\\}/g, '.+')}$`)
}

const literal = (text: string) => text.replace(/\{\w+\}/g, '').length

/**
 * The keys of the file whose words the call-out fits, the most literal first ("wins a house for
 * {amount}" fits better than "wins {street} for {amount}"): the words tell kinds apart when only one
 * key has the most literal words.
 */
export function keysOf(file: CallOutFile, c: CallOut): string[] {
  const fits = Object.entries(file.callouts).filter(
    ([, w]) =>
      w.tone === c.tone && templatePattern(w.title).test(c.title) && templatePattern(w.line).test(c.line),
  )
  const best = Math.max(...fits.map(([, w]) => literal(w.title + w.line)))
  return fits.filter(([, w]) => literal(w.title + w.line) === best).map(([key]) => key)
}
