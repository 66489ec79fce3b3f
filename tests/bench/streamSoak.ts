/**
 * `npm run bench:soak -- --minutes 30`: the stream page's memory over a long run of bot play with no
 * pause between moves. Bot-only matches of every game follow one another on a served table (a new
 * one as soon as the last is over); the stream page (broadcast layout, transparent, high quality)
 * watches them all. Every 30 s the page's heap is measured after a garbage collection; the curve
 * is printed as JSON lines, then the growth after the first five minutes (target: 10% at most, issue 44).
 * Outside `npm test`: it takes as long as it is told to.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { launchChromium } from '../e2e/harness/chromium'
import { connectPlayer } from '../e2e/playerSocket'
import { ensureBuilt, startServedTable } from '../e2e/servedTableSession'

const GAMES = ['selfish', 'zombielife', 'monopozombie'] as const
const SAMPLE_MS = 30_000

function minutesArg(): number {
  const i = process.argv.indexOf('--minutes')
  const value = i >= 0 ? Number(process.argv[i + 1]) : 30
  return Number.isFinite(value) && value > 0 ? value : 30
}

async function main(): Promise<void> {
  const minutes = minutesArg()
  ensureBuilt()
  const data = mkdtempSync(join(tmpdir(), 'zt-soak-'))
  const served = await startServedTable(data, 0)
  const browser = await launchChromium(1920, 1080, { antialias: true })
  const player = await connectPlayer(served.url)
  let matches = 0
  let playing = true
  const play = async () => {
    while (playing) {
      const game = GAMES[matches % GAMES.length] as string
      const seats = ['Ann', 'Bob', 'Cid', 'Dee'].map((name) => ({ name, kind: 'bot', bot: 'random' }))
      const { matchId } = await player.ask<{ matchId: string }>('match:create', {
        game,
        seats,
        seed: matches,
      })
      matches++
      for (;;) {
        await new Promise((r) => setTimeout(r, 2000))
        const seen = await player.ask<{ outcome: unknown }>('match:subscribe', {
          matchId,
          viewer: 'spectator',
        })
        await player.ask('match:unsubscribe', { matchId, viewer: 'spectator' })
        if (seen.outcome !== null || !playing) break
      }
    }
  }

  const page = await browser.context.newPage()
  await page.goto(`${served.spectatorUrl}&layout=broadcast&background=transparent&quality=high`)
  const cdp = await page.context().newCDPSession(page)
  const heapMb = async () => {
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    return Math.round((usedSize / 2 ** 20) * 10) / 10
  }
  const playing$ = play()
  const start = Date.now()
  const curve: { minute: number; heapMb: number; matches: number }[] = []
  while (Date.now() - start < minutes * 60_000) {
    await new Promise((r) => setTimeout(r, SAMPLE_MS))
    const sample = { minute: Math.round((Date.now() - start) / 6000) / 10, heapMb: await heapMb(), matches }
    curve.push(sample)
    console.log(JSON.stringify(sample))
  }
  playing = false
  await playing$
  const atFive = curve.find((s) => s.minute >= 5) ?? curve[0]
  const later = curve.filter((s) => s.minute >= (atFive?.minute ?? 0))
  const peak = Math.max(...later.map((s) => s.heapMb))
  const last = curve[curve.length - 1]
  // Beside the peak against one sample (a collection's timing moves either by 1–2 MB): the median
  // of minutes 5–10 against that of the last five minutes.
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN
  const firstWindow = median(curve.filter((s) => s.minute >= 5 && s.minute < 10).map((s) => s.heapMb))
  const lastWindow = median(curve.filter((s) => s.minute >= minutes - 5).map((s) => s.heapMb))
  console.log(
    JSON.stringify({
      minutes,
      matches,
      heapAt5MinMb: atFive?.heapMb,
      peakAfter5MinMb: peak,
      lastMb: last?.heapMb,
      growthAfter5MinPercent: atFive
        ? Math.round(((peak - atFive.heapMb) / atFive.heapMb) * 1000) / 10
        : null,
      medianMinutes5To10Mb: firstWindow,
      medianLast5MinMb: lastWindow,
      medianGrowthPercent: Math.round(((lastWindow - firstWindow) / firstWindow) * 1000) / 10,
      target: '≤ 10%',
    }),
  )
  player.close()
  await browser.close()
  await served.close()
  rmSync(data, { recursive: true, force: true })
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
