/**
 * Which match updates each connection receives: at most one subscription per connection, match
 * and viewer. Replacing, unsubscribing, closing a match and disconnecting all go through here, so
 * no host listener outlives the connection it pushes to.
 */
import type { Viewer } from '../../engine/core/types'
import type { ClientContext } from './clientContext'

interface Subscription {
  readonly matchId: string
  readonly unsubscribe: () => void
}

export class ClientSubscriptions {
  private readonly byClient = new Map<ClientContext, Map<string, Subscription>>()

  /** Records a subscription; an earlier one for the same client, match and viewer is ended. */
  set(client: ClientContext, matchId: string, viewer: Viewer, unsubscribe: () => void): void {
    const subscriptions = this.byClient.get(client) ?? new Map<string, Subscription>()
    this.byClient.set(client, subscriptions)
    const key = keyOf(matchId, viewer)
    const previous = subscriptions.get(key)
    subscriptions.set(key, { matchId, unsubscribe })
    previous?.unsubscribe()
  }

  /** Ends one subscription; returns whether there was one. */
  remove(client: ClientContext, matchId: string, viewer: Viewer): boolean {
    const subscriptions = this.byClient.get(client)
    const key = keyOf(matchId, viewer)
    const subscription = subscriptions?.get(key)
    if (subscriptions === undefined || subscription === undefined) return false
    subscriptions.delete(key)
    if (subscriptions.size === 0) this.byClient.delete(client)
    subscription.unsubscribe()
    return true
  }

  /** Ends every subscription of a connection that went away. */
  removeClient(client: ClientContext): void {
    const subscriptions = this.byClient.get(client)
    this.byClient.delete(client)
    for (const subscription of subscriptions?.values() ?? []) subscription.unsubscribe()
  }

  /** Ends every subscription to a match that was closed. */
  removeMatch(matchId: string): void {
    for (const [client, subscriptions] of this.byClient) {
      for (const [key, subscription] of subscriptions) {
        if (subscription.matchId !== matchId) continue
        subscriptions.delete(key)
        subscription.unsubscribe()
      }
      if (subscriptions.size === 0) this.byClient.delete(client)
    }
  }

  /** How many subscriptions a connection holds (or all connections together). */
  count(client?: ClientContext): number {
    if (client !== undefined) return this.byClient.get(client)?.size ?? 0
    let total = 0
    for (const subscriptions of this.byClient.values()) total += subscriptions.size
    return total
  }
}

function keyOf(matchId: string, viewer: Viewer): string {
  return JSON.stringify([matchId, viewer])
}
