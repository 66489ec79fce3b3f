/**
 * Engine throughput of two checkouts in one process, interleaved so that the machine's drift falls
 * on both alike: `npx tsx tests/bench/engineAB.ts <old checkout> [<new checkout>]` (the new one
 * defaults to this one). Every game is played in both first, then 12 rounds of fixed seeds.
 * Random-bot 4-player games a second; the difference is new against old.
 */
import { resolve } from 'node:path'

interface Engine {
  readonly runGame: (setup: Record<string, unknown>) => { actions: number }
  readonly games: Record<string, unknown>
  readonly bots: Record<string, Record<string, unknown>>
}

async function load(root: string): Promise<Engine> {
  const { runGame } = (await import(resolve(root, 'engine/sim/runGame.ts'))) as Pick<Engine, 'runGame'>
  const { games, bots } = (await import(resolve(root, 'engine/index.ts'))) as Omit<Engine, 'runGame'>
  return { runGame, games, bots }
}

const [oldRoot, newRoot = resolve(import.meta.dirname, '../..')] = process.argv.slice(2)
if (!oldRoot) throw new Error('usage: engineAB.ts <old checkout> [<new checkout>]')
const engines = { old: await load(oldRoot), new: await load(newRoot) }
const players = [0, 1, 2, 3].map((i) => ({ name: `P${i}` }))
const SIZES: Readonly<Record<string, number>> = { selfish: 300, zombielife: 300, monopozombie: 40 }

function play(e: Engine, game: string, n: number, tag: string): number {
  const bot = e.bots[game]?.random
  const t0 = performance.now()
  for (let g = 0; g < n; g++) {
    e.runGame({
      registry: e.games,
      game,
      players,
      seed: `${tag}:${g}`,
      bots: players.map(() => bot),
      checkInvariants: false,
    })
  }
  return performance.now() - t0
}

for (const e of Object.values(engines)) for (const [g, n] of Object.entries(SIZES)) play(e, g, n, 'warm')
const ms: Record<string, number> = {}
for (let round = 0; round < 12; round++) {
  for (const [g, n] of Object.entries(SIZES)) {
    for (const k of round % 2 === 0 ? (['old', 'new'] as const) : (['new', 'old'] as const)) {
      ms[`${g} ${k}`] = (ms[`${g} ${k}`] ?? 0) + play(engines[k], g, n, `r${round}`)
    }
  }
}
for (const [g, n] of Object.entries(SIZES)) {
  const rate = (k: string) => ((12 * n) / (ms[`${g} ${k}`] ?? 1)) * 1000
  const [o, w] = [rate('old'), rate('new')]
  console.log(
    `${g.padEnd(13)} old ${o.toFixed(0)} g/s  new ${w.toFixed(0)} g/s  ${(((w - o) / o) * 100).toFixed(1)}%`,
  )
}
