/**
 * The one feed of match updates, for players and spectators alike. It follows one viewer of one
 * match: subscribes, switches viewer (the new one first, so no late update of the old one shows),
 * unsubscribes, and subscribes again after a lost connection. The host's match:update pushes go
 * into the match store, which keeps only the stream followed. Pushes only: nothing is polled.
 */
import type { Viewer } from '../../../engine/core/types'
import type { TableBridge } from '../../bridge/bridge'
import { useMatchStore, type Following } from '../../store/useMatchStore'
import { ask, messageOf } from '../request'

export class MatchFeed {
  private current: Following | null = null

  constructor(private readonly bridge: TableBridge) {}

  /**
   * Puts the host's match:update pushes into the store until the returned function is called, and
   * withdraws the choices shown while the connection is lost (the snapshot after it brings them back).
   */
  listen(): () => void {
    const store = () => useMatchStore.getState().actions
    const stopUpdates = this.bridge.on('match:update', (update) => store().receive(update))
    const stopStatus = this.bridge.onStatus((status) => {
      if (status.state === 'reconnecting') store().withdrawChoices()
    })
    return () => {
      stopUpdates()
      stopStatus()
    }
  }

  /** The viewer of the match followed now, or null. */
  get following(): Following | null {
    return this.current
  }

  /**
   * Follows `viewer` of `matchId` from now on: updates for anyone else are dropped, and the view
   * shown is forgotten until this viewer's first update arrives. A failure becomes the store's
   * notice (and resolves false).
   */
  follow(matchId: string, viewer: Viewer): Promise<boolean> {
    const from = this.current
    if (from !== null && from.matchId === matchId && from.viewer === viewer) return Promise.resolve(true)
    this.current = { matchId, viewer }
    const subscribed = this.subscribe(this.current)
    if (from !== null) this.unsubscribe(from)
    return subscribed
  }

  /** Subscribes again to what it follows: a connection that came back has no subscriptions left. */
  resubscribe(): Promise<boolean> {
    return this.current === null ? Promise.resolve(false) : this.subscribe(this.current)
  }

  /** The connection was lost: the host forgot the subscription, so the next follow starts afresh. */
  forget(): void {
    this.current = null
  }

  /** Stops the updates of `matchId` (a table left), keeping what the store shows. */
  leave(matchId: string): void {
    if (this.current?.matchId !== matchId) return
    this.unsubscribe(this.current)
    this.current = null
  }

  /** Follows nothing: the updates stop and the store forgets the match. */
  stop(): void {
    if (this.current !== null) this.unsubscribe(this.current)
    this.current = null
    useMatchStore.getState().actions.follow(null)
  }

  private async subscribe(following: Following): Promise<boolean> {
    const store = useMatchStore.getState().actions
    store.follow(following)
    try {
      store.receive(await ask(this.bridge, 'match:subscribe', following))
      return true
    } catch (err) {
      store.setNotice(messageOf(err))
      return false
    }
  }

  /** A failure is of no consequence to the viewer: the store drops another stream's updates. */
  private unsubscribe(following: Following): void {
    this.bridge.request('match:unsubscribe', following).catch(() => undefined)
  }
}

const feeds = new WeakMap<TableBridge, MatchFeed>()

/** The feed of a connection to the host (one per bridge). */
export function matchFeedOf(bridge: TableBridge): MatchFeed {
  let feed = feeds.get(bridge)
  if (feed === undefined) {
    feed = new MatchFeed(bridge)
    feeds.set(bridge, feed)
  }
  return feed
}
