import { describe, expect, it } from 'vitest'
import { quitGuard, quitsWhenAllWindowsClosed, unsavedProblem } from '../../../electron/shell/quitting'

const DISK_FULL = 'Not saved: the disk is full.'

/** A guard over a table whose autosave problem, answers and shutdown the test sets. */
function guard(
  options: { ready?: boolean; problem?: string | null; answers?: boolean[]; limitMs?: number } = {},
) {
  const log: string[] = []
  let finishShutdown = (): void => {}
  const answers = [...(options.answers ?? [])]
  const quit = quitGuard({
    ready: () => options.ready ?? true,
    unsavedProblem: () => options.problem ?? null,
    confirmLoss: (problem) => {
      log.push(`asked: ${problem}`)
      return answers.shift() ?? false
    },
    shutdown: () => {
      log.push('shutdown')
      return new Promise<void>((resolve) => (finishShutdown = resolve))
    },
    quit: () => void log.push('quit'),
    limitMs: options.limitMs ?? 60_000,
  })
  return { quit, log, finishShutdown: () => finishShutdown() }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('quitting', () => {
  it('quits with the last window on Windows and Linux, not on macOS', () => {
    expect(quitsWhenAllWindowsClosed('win32')).toBe(true)
    expect(quitsWhenAllWindowsClosed('linux')).toBe(true)
    expect(quitsWhenAllWindowsClosed('darwin')).toBe(false)
  })

  it('finds the first failing autosave among the open matches', () => {
    const saving = { autosave: { problem: null, savedVersion: 3 } }
    const failing = { autosave: { problem: DISK_FULL, savedVersion: 1 } }
    expect(unsavedProblem([saving, failing])).toBe(DISK_FULL)
    expect(unsavedProblem([saving])).toBeNull()
    expect(unsavedProblem([])).toBeNull()
  })

  it('lets the app go at once before the table is ready', () => {
    const { quit, log } = guard({ ready: false })
    expect(quit.holdQuit()).toBe(false)
    expect(log).toEqual([])
  })

  it('holds the quit while the table shuts down, once, then quits', async () => {
    const { quit, log, finishShutdown } = guard()
    expect(quit.holdQuit()).toBe(true)
    expect(quit.holdQuit()).toBe(true)
    await settle()
    expect(log).toEqual(['shutdown'])
    finishShutdown()
    await settle()
    expect(log).toEqual(['shutdown', 'quit'])
    expect(quit.holdQuit()).toBe(false)
  })

  it('quits after the limit when the shutdown hangs', async () => {
    const { quit, log } = guard({ limitMs: 5 })
    quit.holdQuit()
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(log).toEqual(['shutdown', 'quit'])
  })

  it('asks before quitting while an autosave fails, and stays when told to', () => {
    const { quit, log } = guard({ problem: DISK_FULL, answers: [false] })
    expect(quit.holdQuit()).toBe(true)
    expect(log).toEqual([`asked: ${DISK_FULL}`])
  })

  it('shuts down when the player quits anyway', () => {
    const { quit, log } = guard({ problem: DISK_FULL, answers: [true] })
    expect(quit.holdQuit()).toBe(true)
    expect(log).toEqual([`asked: ${DISK_FULL}`, 'shutdown'])
  })

  it('closes the window without asking while autosaves succeed', () => {
    const { quit, log } = guard()
    expect(quit.mayClose()).toBe(true)
    expect(log).toEqual([])
  })

  it('keeps the window open while an autosave fails, until the player agrees to lose the moves', () => {
    const { quit, log } = guard({ problem: DISK_FULL, answers: [false, true] })
    expect(quit.mayClose()).toBe(false)
    expect(quit.mayClose()).toBe(true)
    expect(log).toEqual([`asked: ${DISK_FULL}`, `asked: ${DISK_FULL}`])
  })

  it('does not ask again on quitting once the player agreed at the window', () => {
    const { quit, log } = guard({ problem: DISK_FULL, answers: [true] })
    expect(quit.mayClose()).toBe(true)
    expect(quit.mayClose()).toBe(true)
    expect(quit.holdQuit()).toBe(true)
    expect(log).toEqual([`asked: ${DISK_FULL}`, 'shutdown'])
  })
})
