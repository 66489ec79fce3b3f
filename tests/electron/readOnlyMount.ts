/**
 * A real read-only folder for tests: a small tmpfs mounted read-only (chmod is not enough where
 * the tests run as root, which ignores permissions). Where it cannot be mounted (not Linux, not
 * root, no mount permission), says why in one line, for the test to skip with.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

export interface ReadOnlyMount {
  readonly dir: string
  unmount(): Promise<void>
}

/** A fresh read-only folder, with `prepare` run in it while it could still be written; or why not. */
export async function mountReadOnly(
  prepare: (dir: string) => Promise<void> = () => Promise.resolve(),
): Promise<ReadOnlyMount | string> {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) {
    return 'skipped: a read-only tmpfs can be mounted only by root on Linux'
  }
  const dir = await mkdtemp(join(tmpdir(), 'zt-readonly-'))
  try {
    await run('mount', ['-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', dir])
  } catch (err) {
    await rm(dir, { recursive: true, force: true })
    return `skipped: a tmpfs could not be mounted here (${firstLine(err)})`
  }
  const unmount = async (): Promise<void> => {
    await run('umount', [dir])
    await rm(dir, { recursive: true, force: true })
  }
  try {
    await prepare(dir)
    await run('mount', ['-o', 'remount,ro', dir])
  } catch (err) {
    await unmount()
    return `skipped: the tmpfs could not be made read-only (${firstLine(err)})`
  }
  return { dir, unmount }
}

function firstLine(err: unknown): string {
  const text = (err as { stderr?: unknown }).stderr
  return (typeof text === 'string' && text.trim() !== '' ? text : String(err)).trim().split('\n')[0] ?? ''
}
