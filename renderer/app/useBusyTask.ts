/** One request at a time from a screen: busy while it runs, and its failure as a sentence. */
import { useCallback, useState } from 'react'
import { messageOf } from './request'

export interface BusyTask {
  readonly busy: boolean
  readonly problem: string | null
  readonly setProblem: (problem: string | null) => void
  /** Runs `task`; a failure becomes "<what>: <reason>" unless `handled` deals with it (returns true). */
  run(what: string, task: () => Promise<void>, handled?: (err: unknown) => boolean): Promise<void>
}

export function useBusyTask(): BusyTask {
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const run = useCallback(
    async (what: string, task: () => Promise<void>, handled?: (err: unknown) => boolean) => {
      setBusy(true)
      setProblem(null)
      try {
        await task()
      } catch (err) {
        if (!handled?.(err)) setProblem(`${what}: ${messageOf(err)}`)
      } finally {
        setBusy(false)
      }
    },
    [],
  )
  return { busy, problem, setProblem, run }
}
