/** A problem the host reports to onError instead of stopping play. `cause` is the original error. */
export type HostErrorKind = 'autosave' | 'bot' | 'listener' | 'view' | 'game'

export class HostError extends Error {
  override readonly name = 'HostError'
  constructor(
    readonly kind: HostErrorKind,
    readonly matchId: string,
    message: string,
    cause: unknown,
  ) {
    super(`${message}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause })
  }
}
