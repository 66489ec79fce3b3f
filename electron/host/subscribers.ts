/** The listeners of one match, each watching as one viewer. */
import type { Viewer } from '../../engine/core/types'
import type { HostUpdate, UpdateListener } from './types'

interface Subscription {
  readonly viewer: Viewer
  readonly listener: UpdateListener
}

export class Subscribers {
  private readonly active = new Set<Subscription>()
  private readonly queue: { subscription: Subscription; update: HostUpdate }[] = []
  private delivering = false

  constructor(private readonly report: (err: unknown) => void) {}

  /** Sends `snapshot` to the new listener at once; returns the function that unsubscribes it. */
  add(viewer: Viewer, listener: UpdateListener, snapshot: HostUpdate): () => void {
    const subscription = { viewer, listener }
    this.active.add(subscription)
    this.deliver([{ subscription, update: snapshot }])
    return () => {
      this.active.delete(subscription)
    }
  }

  /**
   * Builds one update per distinct viewer now (so each carries this version's view) and delivers
   * it to every listener.
   */
  publish(build: (viewer: Viewer) => HostUpdate): void {
    const byViewer = new Map<Viewer, HostUpdate>()
    const deliveries = [...this.active].map((subscription) => {
      let update = byViewer.get(subscription.viewer)
      if (update === undefined) {
        update = build(subscription.viewer)
        byViewer.set(subscription.viewer, update)
      }
      return { subscription, update }
    })
    this.deliver(deliveries)
  }

  clear(): void {
    this.active.clear()
    this.queue.length = 0
  }

  /**
   * A listener may act on the match from inside its callback, which publishes again. Queueing keeps
   * every listener's updates in version order even then.
   */
  private deliver(deliveries: readonly { subscription: Subscription; update: HostUpdate }[]): void {
    this.queue.push(...deliveries)
    if (this.delivering) return
    this.delivering = true
    try {
      for (let next = this.queue.shift(); next !== undefined; next = this.queue.shift()) {
        if (!this.active.has(next.subscription)) continue
        try {
          next.subscription.listener(next.update)
        } catch (err) {
          this.report(err)
        }
      }
    } finally {
      this.delivering = false
    }
  }
}
