/**
 * Global setup of the budget tests: builds the table harness once for all of them (a Vite build
 * takes seconds), hands its folder to the tests as `harnessDir`, and removes it afterwards. With no
 * Chromium the tests skip themselves, so nothing is built.
 */
import { existsSync, rmSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { buildHarness } from '../../e2e/harness/captureTable'
import { CHROMIUM_PATH } from '../../e2e/harness/chromium'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built table harness; '' when there is no Chromium to open it in. */
    harnessDir: string
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = existsSync(CHROMIUM_PATH) ? await buildHarness() : ''
  project.provide('harnessDir', dir)
  return () => {
    if (dir !== '') rmSync(dir, { recursive: true, force: true })
  }
}
