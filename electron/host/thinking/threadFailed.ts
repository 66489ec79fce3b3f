/** The thinking thread itself failed (it could not start, crashed or exited), not the job it held. */
export class ThinkingThreadFailed extends Error {
  override readonly name = 'ThinkingThreadFailed'
}
