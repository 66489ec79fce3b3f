/**
 * `npm run test:visual:update`: draws every checked picture of the table again and writes it as its
 * reference (tests/renderer/visual/references). Only for a change to the table's look that was
 * meant: look at the new pictures before committing them.
 */
import { startVitest } from 'vitest/node'

process.env.ZT_UPDATE_VISUALS = '1'
const vitest = await startVitest('test', ['tests/renderer/visual'], { run: true, project: ['budget'] })
const failed = vitest?.state.getCountOfFailedTests() ?? 1
await vitest?.close()
process.exit(failed > 0 ? 1 : 0)
