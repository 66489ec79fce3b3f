/** replay:…: watching a match again, and playing on from any action of it. */
import { defaultSlotName, toSlotName, uniqueSlotName } from '../../protocol/saveNames'
import type { Table } from '../table'
import type { TopicHandlers } from './handler'

export function replayHandlers(table: Table): TopicHandlers<'replay'> {
  const { host, saves } = table.options
  const { replays } = table

  /** A branch's save name: its source's, and the action it starts from ("Selfish - Ann Bob - from 40"). */
  async function branchSlot(base: string, at: number): Promise<string> {
    const suffix = ` - from ${at}`
    const name = toSlotName(`${base.slice(0, 64 - suffix.length).trimEnd()}${suffix}`)
    return uniqueSlotName(
      name,
      (await saves.list()).map((s) => s.slot),
    )
  }

  return {
    'replay:open': async (source, client) => {
      if ('slot' in source) {
        const { record, meta } = await saves.load(source.slot)
        return replays.open({ record, meta, slot: source.slot }, client)
      }
      table.requireOpen(source.matchId)
      return replays.open(
        { record: host.record(source.matchId), meta: host.meta(source.matchId), matchId: source.matchId },
        client,
      )
    },
    'replay:show': (payload, client) => replays.show(payload, client),
    'replay:branch': async (payload, client) => {
      const { record, meta, info } = replays.branch(payload, client)
      const base =
        info.slot ??
        defaultSlotName(
          table.gameName(record.game),
          record.players.map((p) => p.name),
        )
      const slot = await branchSlot(base, payload.at)
      const { matchId } = await table.openLoaded(record, meta, 'loaded')
      await table.matchSaves.save({ matchId, slot })
      return { matchId, slot }
    },
    'replay:chances': ({ replayId }, client) => replays.chances(replayId, client),
    'replay:close': ({ replayId }, client) => {
      replays.close(replayId, client)
      return null
    },
  }
}
