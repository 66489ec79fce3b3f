/**
 * A FakeBridge backed by a real MatchHost (Selfish and its bots, no bot delay): match channels go
 * through the host exactly as main would send them; updates after a subscription's first arrive as
 * match:update pushes, a moment later, as over IPC.
 */
import { screen, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import { bots, games } from '../../../engine'
import type { Viewer } from '../../../engine/core/types'
import type { HostUpdate, SeatConfig } from '../../../electron/protocol'
import { MatchHost, type MatchHostOptions } from '../../../electron/host'
import type { ActiveMatch } from '../../../electron/protocol'
import { RequestFailed } from '../../../renderer/app/request'
import { useUiStore } from '../../../renderer/store/useUiStore'
import { renderApp } from './appFixtures'
import { FakeBridge, selfishInfo, type Handlers } from './fakeBridge'

export interface HostedBridge {
  readonly bridge: FakeBridge
  readonly host: MatchHost
  /** How many subscriptions the bridge holds for one viewer. */
  subscriptions(viewer: Viewer): number
}

export function hostedBridge(
  overrides: Handlers = {},
  /** More for the host: an autosave, say (by default it keeps nothing on disk). */
  hostOptions: Partial<MatchHostOptions> = {},
): HostedBridge {
  const host = new MatchHost({
    registry: games,
    bots,
    botDelayMs: 0,
    seedSource: () => 'test-seed',
    ...hostOptions,
  })
  const subscriptions = new Map<string, (() => void)[]>()
  let active: ActiveMatch | null = null
  const bridge = new FakeBridge()
  const refuse = (err: unknown): never => {
    throw new RequestFailed({ code: 'REFUSED', message: err instanceof Error ? err.message : String(err) })
  }
  const handlers: Handlers = {
    'app:info': () => selfishInfo,
    'match:create': (request) => {
      try {
        const matchId = host.createMatch(request)
        const opened = { matchId, game: request.game, seats: host.meta(matchId).seats }
        active = opened
        // As the service does: every connection hears that the active match changed.
        queueMicrotask(() => bridge.push('match:focused', opened))
        return { matchId }
      } catch (err) {
        return refuse(err)
      }
    },
    'match:active': () => active,
    'match:subscribe': ({ matchId, viewer }) => {
      const first: HostUpdate[] = []
      try {
        const stop = host.subscribe(matchId, viewer, (update) => {
          if (first.length === 0) first.push(update)
          else queueMicrotask(() => bridge.push('match:update', update))
        })
        const key = `${matchId}:${viewer}`
        subscriptions.set(key, [...(subscriptions.get(key) ?? []), stop])
      } catch (err) {
        return refuse(err)
      }
      const snapshot = first[0]
      if (snapshot === undefined) throw new Error('the host sent no snapshot')
      return snapshot
    },
    'match:unsubscribe': ({ matchId, viewer }) => {
      const key = `${matchId}:${viewer}`
      for (const stop of subscriptions.get(key) ?? []) stop()
      subscriptions.delete(key)
      return null
    },
    'match:intent': ({ matchId, seat, action, version }) => host.intent(matchId, seat, action, version),
    'match:close': async ({ matchId }) => {
      await host.close(matchId)
      if (active?.matchId === matchId) active = null
      return null
    },
    ...overrides,
  }
  bridge.handlers = handlers
  return {
    bridge,
    host,
    subscriptions: (viewer) =>
      [...subscriptions.entries()]
        .filter(([key]) => key.endsWith(`:${viewer}`))
        .reduce((n, [, stops]) => n + stops.length, 0),
  }
}

/**
 * The app at the table of a new Selfish match at this host, with these seats and seed, once the
 * first seat's hand shows; says the match's id.
 */
export async function atHostedTable(
  { bridge, host }: Pick<HostedBridge, 'bridge' | 'host'>,
  seats: readonly SeatConfig[],
  seed: string,
): Promise<string> {
  const matchId = host.createMatch({ game: 'selfish', seats, seed })
  useUiStore.getState().actions.openTable(matchId)
  renderApp(bridge)
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Your hand' })).not.toBeNull())
  return matchId
}

/** A Selfish match of Ann against a bot, whose quick save the host names `savedAs` (unless named). */
export function tableWithQuickSave(
  botName: string,
  seed: string,
  savedAs: string,
): HostedBridge & { matchId: string } {
  const hosted = hostedBridge({ 'saves:save': ({ slot }) => ({ slot: slot ?? savedAs }) })
  const seats = [
    { name: 'Ann', kind: 'human' as const },
    { name: botName, kind: 'bot' as const, bot: 'random' },
  ]
  const matchId = hosted.host.createMatch({ game: 'selfish', seats, seed })
  return { ...hosted, matchId }
}
