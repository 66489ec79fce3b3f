/** Turns whatever a handler throws into the RequestError the contract sends back. */
import { IllegalAction } from '../../engine/core/errors'
import type { RequestError } from '../protocol'
import { SaveError } from '../saves/saveError'

/** A refusal the service decides itself (no such match, not allowed for this connection). */
export class ServiceError extends Error {
  override readonly name = 'ServiceError'
  constructor(
    readonly code: RequestError['code'],
    message: string,
    readonly details: Pick<RequestError, 'existing' | 'backup'> = {},
  ) {
    super(message)
  }
}

export type ServiceLog = (message: string, err: unknown) => void

export const INTERNAL_MESSAGE = 'Something went wrong at the table. Please try again.'

/** Known refusals keep their sentence; anything else is logged and reported without details. */
export function toRequestError(err: unknown, context: string, log: ServiceLog): RequestError {
  if (err instanceof ServiceError) return { code: err.code, message: err.message, ...err.details }
  if (err instanceof SaveError) {
    // The backup's details let the player be offered "Load the previous version".
    return {
      code: 'SAVE_ERROR',
      message: err.message,
      ...(err.backup === undefined ? {} : { backup: err.backup }),
    }
  }
  if (err instanceof IllegalAction) return { code: 'REFUSED', message: err.message }
  try {
    log(`Zombie Table: ${context} failed`, err)
  } catch {
    // A logger that fails has nowhere left to report to.
  }
  return { code: 'INTERNAL', message: INTERNAL_MESSAGE }
}
