/**
 * The caster delay and the hands on the stream page, at the service: a stream page (a spectator
 * connection) is sent each change no sooner than the delay after it happened, sees exactly what the
 * spectator may see, and sees hands only when the streamer shows them, and then only behind a
 * delay of at least 30 s. Every game.
 */
import { describe, expect, it } from 'vitest'
import type { HostUpdate, SeatConfig } from '../../../electron/protocol'
import { makeRuntime, ok, recordingClient, refused, type RecordingClient } from './helpers'
import { manualClock, type ManualClock } from './streamClock'

const GAMES = ['selfish', 'zombielife', 'monopozombie'] as const
const SEATS: readonly SeatConfig[] = [
  { name: 'Ann', kind: 'human' },
  { name: 'Bob', kind: 'bot', bot: 'random' },
  { name: 'Cy', kind: 'bot', bot: 'random' },
]
/** Seconds between Ann's moves on the test clock. */
const PACE_MS = 1000
const MOVES = 25

interface Timed {
  readonly at: number
  readonly update: HostUpdate
}

/** Records a client's match:update pushes with the clock's time; `also` hears every push. */
function timedUpdates(
  client: RecordingClient,
  clock: ManualClock,
  also?: (channel: string, payload: unknown) => void,
): Timed[] {
  const timed: Timed[] = []
  const push = client.push
  ;(client as { push: RecordingClient['push'] }).push = (channel, payload) => {
    push(channel, payload)
    if (channel === 'match:update') timed.push({ at: clock.now(), update: payload as HostUpdate })
    also?.(channel, payload)
  }
  return timed
}

/** A seeded pick from a list (the same moves every run). */
function chooser(seed: number): <T>(list: readonly T[]) => T {
  let state = seed
  return (list) => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return list[state % list.length] as (typeof list)[number]
  }
}

/**
 * Plays Ann's moves (bots answer at once), PACE_MS apart on the stream clock, while recording what
 * the stream page and a player watching each seat and the spectator seat receive.
 */
async function playWatched(game: string, settings: Record<string, unknown>) {
  const clock = manualClock()
  const runtime = await makeRuntime({ streamClock: clock })
  const ann = recordingClient()
  const stream = recordingClient('spectator', 'websocket')
  // The stream page follows the match it is told of, as the page does, from its first picture on.
  const streamed = timedUpdates(stream, clock, (channel, payload) => {
    const active = payload as { matchId?: string } | null
    if (channel !== 'match:focused' || !active?.matchId) return
    void ok(
      runtime.service,
      'match:subscribe',
      { matchId: active.matchId, viewer: 'spectator' },
      stream,
    ).then((snapshot) => streamed.push({ at: clock.now(), update: snapshot }))
  })
  runtime.service.connect(stream)
  await ok(runtime.service, 'settings:set', settings, ann)
  const { matchId } = await ok(runtime.service, 'match:create', { game, seats: SEATS, seed: 11 }, ann)
  await runtime.host.idle(matchId)

  // The reference: what the host shows each viewer, when it happens.
  const referee = recordingClient()
  const happened = timedUpdates(referee, clock)
  const truth = new Map<string, HostUpdate>()
  for (const viewer of ['spectator', 0, 1, 2] as const) {
    const snapshot = await ok(runtime.service, 'match:subscribe', { matchId, viewer }, referee)
    truth.set(`${viewer}@${snapshot.version}`, snapshot)
  }
  const pick = chooser(7)
  for (let move = 0; move < MOVES; move++) {
    clock.advance(PACE_MS)
    const current = await ok(runtime.service, 'match:subscribe', { matchId, viewer: 0 }, ann)
    if (current.outcome !== null) break
    if (current.legal.length === 0) {
      await runtime.host.idle(matchId)
      continue
    }
    const action = pick(current.legal)
    await ok(runtime.service, 'match:intent', { matchId, seat: 0, action, version: current.version }, ann)
    await runtime.host.idle(matchId)
  }
  for (const { update } of happened) truth.set(`${update.viewer}@${update.version}`, update)
  return { runtime, clock, stream, streamed, happened, truth, matchId }
}

/** When the host first published each version (to anyone). */
function firstSeen(happened: readonly Timed[]): Map<number, number> {
  const at = new Map<number, number>()
  for (const { at: time, update } of happened) if (!at.has(update.version)) at.set(update.version, time)
  return at
}

describe.each(GAMES)('the stream page of %s', (game) => {
  it('is sent each move no sooner than the caster delay after it, and nothing newer before', async () => {
    const { clock, streamed, happened, matchId } = await playWatched(game, { streamDelaySeconds: 5 })
    const delayMs = 5000
    const versions = firstSeen(happened)
    expect(versions.size).toBeGreaterThan(5)
    clock.advance(delayMs)
    await Promise.resolve()
    // Every move reached the stream in the end, each no sooner than the delay after it happened.
    const streamedVersions = streamed.filter((s) => s.update.matchId === matchId)
    expect(streamedVersions.length).toBeGreaterThan(0)
    for (const { at, update } of streamedVersions) {
      const when = versions.get(update.version)
      if (when === undefined) continue
      expect(at - when, `version ${update.version}`).toBeGreaterThanOrEqual(delayMs)
    }
    expect(Math.max(...streamedVersions.map((s) => s.update.version))).toBe(Math.max(...versions.keys()))
  })

  it('shows exactly the spectator view, and no hands, while the streamer does not show them', async () => {
    const { clock, streamed, truth } = await playWatched(game, { streamDelaySeconds: 30 })
    clock.advance(30_000)
    await Promise.resolve()
    expect(streamed.length).toBeGreaterThan(3)
    for (const { update } of streamed) {
      expect(update).not.toHaveProperty('seatViews')
      expect(update.viewer).toBe('spectator')
      const spectator = truth.get(`spectator@${update.version}`)
      if (spectator !== undefined) expect(JSON.stringify(update.view)).toBe(JSON.stringify(spectator.view))
      expect(JSON.stringify(update.view)).not.toMatch(/"hand":\[/)
    }
  })

  it('shows each seat’s view, hands and all, only behind a delay of 30 s when asked to', async () => {
    const ann = recordingClient()
    const refusedRuntime = await makeRuntime()
    const error = await refused(
      refusedRuntime.service,
      'settings:set',
      { streamShowHands: true, streamDelaySeconds: 10 },
      ann,
    )
    expect(error.message).toMatch(/at least 30 seconds/)

    const { clock, streamed, happened, truth } = await playWatched(game, {
      streamDelaySeconds: 30,
      streamShowHands: true,
    })
    const versions = firstSeen(happened)
    expect(streamed).toEqual([]) // the first 25 s of play: nothing yet
    clock.advance(30_000)
    await Promise.resolve()
    const withHands = streamed.filter((s) => s.update.seatViews !== undefined)
    expect(withHands.length).toBeGreaterThan(3)
    let differs = false
    for (const { at, update } of withHands) {
      const when = versions.get(update.version)
      expect(when, `version ${update.version} happened`).toBeDefined()
      expect(at - (when ?? Infinity)).toBeGreaterThanOrEqual(30_000)
      update.seatViews?.forEach((view, seat) => {
        const own = truth.get(`${seat}@${update.version}`)
        if (own !== undefined) expect(JSON.stringify(view)).toBe(JSON.stringify(own.view))
        if (JSON.stringify(view) !== JSON.stringify(update.view)) differs = true
      })
    }
    // A seat's view holds what the spectator's does not (its hand, what only it may see): shown here.
    expect(differs).toBe(true)
  })
})
