/** settings:…: the table's settings, kept by the runtime. */
import { settingsConflict, type Settings } from '../../protocol'
import { ServiceError } from '../serviceErrors'
import type { Table } from '../table'
import type { TopicHandlers } from './handler'

export function settingsHandlers(table: Table): TopicHandlers<'settings'> {
  const { host, onSettingsChange } = table.options
  return {
    'settings:get': () => table.settings,
    'settings:set': async (patch) => {
      const settings = table.settings
      // A field sent as undefined is left as it is.
      const given = Object.entries(patch).filter(([, value]) => value !== undefined)
      const next: Settings = { ...settings, ...(Object.fromEntries(given) as Partial<Settings>) }
      const changed = (Object.keys(next) as (keyof Settings)[]).some((key) => next[key] !== settings[key])
      if (!changed) return settings
      const conflict = settingsConflict(next)
      if (conflict !== null) throw new ServiceError('REFUSED', conflict)
      if (next.botDelayMs !== settings.botDelayMs) host.setBotDelay(next.botDelayMs)
      table.settings = next
      table.configureStream()
      try {
        await onSettingsChange?.(next)
      } catch (err) {
        table.log('Zombie Table: the settings could not be kept', err)
      }
      return next
    },
  }
}
