/**
 * Screenshots of the table for people to look at, with its budgets: `npx tsx tests/e2e/harness/screenshot.ts`
 * saves PNGs to .tmp/screens/ and prints one JSON line per shot (draw calls, idle frames, frame count).
 * Optional: a shot as arguments, e.g. `-- --game zombielife --players 5 --actions 80 --seed 3 --viewer 0`
 * (`--game zombielife` alone takes that game's default shots; `--fixture full` shows a hand-made
 * MonopoZombie board instead of a played one).
 */
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { captureTable, fullMonopoBoard, type Shot } from './captureTable'

export const DEFAULT_SHOTS: readonly Shot[] = [
  { name: 'selfish-2p-start', players: 2, actions: 0, seed: 1, viewer: 0 },
  { name: 'selfish-5p-mid', players: 5, actions: 36, seed: 10, viewer: 0 },
  { name: 'selfish-zombies', players: 4, actions: 56, seed: 1, viewer: 'spectator' },
]

/** Hand-made boards (the heaviest possible, and a Stage 2 game), then played games when the engine can. */
export const MONOPOZOMBIE_SHOTS: readonly Shot[] = [
  fullMonopoBoard('monopozombie-8p-full'),
  fullMonopoBoard('monopozombie-8p-full-close', { camera: 'close' }),
  {
    name: 'monopozombie-6p-mid',
    game: 'monopozombie',
    fixture: 'mid',
    players: 6,
    actions: 0,
    seed: 1,
    viewer: 0,
  },
]

export const ZOMBIELIFE_SHOTS: readonly Shot[] = [
  { name: 'zombielife-2p-start', game: 'zombielife', players: 2, actions: 0, seed: 1, viewer: 0 },
  { name: 'zombielife-5p-mid', game: 'zombielife', players: 5, actions: 80, seed: 3, viewer: 0 },
  { name: 'zombielife-4p-late', game: 'zombielife', players: 4, actions: 220, seed: 2, viewer: 'spectator' },
]

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      game: { type: 'string' },
      players: { type: 'string' },
      actions: { type: 'string' },
      seed: { type: 'string' },
      viewer: { type: 'string' },
      name: { type: 'string' },
      camera: { type: 'string' },
      out: { type: 'string' },
      fixture: { type: 'string' },
    },
  })
  const game = values.game === 'zombielife' || values.game === 'monopozombie' ? values.game : 'selfish'
  const shots: readonly Shot[] =
    values.players !== undefined
      ? [
          {
            name: values.name ?? `${game}-${values.players}p-${values.actions ?? 0}a-s${values.seed ?? 1}`,
            game,
            players: Number(values.players),
            actions: Number(values.actions ?? 0),
            seed: values.seed ?? '1',
            viewer: values.viewer === 'spectator' ? 'spectator' : Number(values.viewer ?? 0),
            camera: values.camera === 'close' ? 'close' : 'overview',
            fixture: values.fixture,
          },
        ]
      : game === 'zombielife'
        ? ZOMBIELIFE_SHOTS
        : game === 'monopozombie'
          ? MONOPOZOMBIE_SHOTS
          : DEFAULT_SHOTS
  const outDir = values.out ?? join(process.cwd(), '.tmp', 'screens')
  const results = await captureTable(shots, { outDir, log: true })
  console.table(
    results.map((r) => ({
      shot: r.name,
      drawCalls: r.drawCalls,
      idleFrames: r.idleFrames,
      frame: r.frame,
      file: r.file,
    })),
  )
}

main().catch((err: unknown) => {
  console.error(err)
  process.exitCode = 1
})
