import { describe, expect, it } from 'vitest'
import { makeRuntime, ok, recordingClient, refused, selfishMatch, SELFISH_SEATS } from './helpers'

describe('TableService: app info and play', () => {
  it('reports the app, the connection and every game with its bots', async () => {
    const { service } = await makeRuntime()
    const info = await ok(service, 'app:info', {}, recordingClient('player', 'websocket'))
    expect(info).toMatchObject({
      name: 'Zombie Table',
      version: '0.1.0-test',
      transport: 'websocket',
      role: 'player',
    })
    const selfish = info.games.find((g) => g.id === 'selfish')
    expect(selfish).toMatchObject({ name: 'Selfish: Zombie Edition', minPlayers: 2, maxPlayers: 5 })
    expect(selfish?.bots.map((b) => b.id)).toEqual(['random', 'easy', 'heuristic', 'hard', 'expert'])
    expect(selfish?.bots.map((b) => b.label)).toEqual(['Random', 'Easy', 'Medium', 'Hard', 'Expert'])
    // Each level says how it plays, and a new bot seat gets Medium.
    expect(selfish?.bots.every((b) => typeof b.help === 'string' && b.help.length > 20)).toBe(true)
    expect(selfish?.bots.filter((b) => b.suggested).map((b) => b.id)).toEqual(['heuristic'])
  })

  it('creates a match with bots, tells every connection, and makes it the active match', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    const watcher = recordingClient('spectator', 'websocket')
    runtime.service.connect(watcher)
    expect(await ok(runtime.service, 'match:active', {}, ann)).toBeNull()

    const matchId = await selfishMatch(runtime, ann)
    const opened = { matchId, game: 'selfish', source: 'created' }
    expect(ann.pushed('match:opened')).toEqual([opened])
    // A stream page hears of the match through match:focused, which the caster delay holds back.
    expect(watcher.pushed('match:opened')).toEqual([])
    expect(watcher.pushed('match:focused')).toEqual([expect.objectContaining({ matchId })])
    expect(await ok(runtime.service, 'match:active', {}, ann)).toEqual({
      matchId,
      game: 'selfish',
      seats: SELFISH_SEATS,
      label: 'Test table',
    })
  })

  it('subscribes (the snapshot is the reply), plays a legal human move and pushes what follows', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    const matchId = await selfishMatch(runtime, ann)

    const snapshot = await ok(runtime.service, 'match:subscribe', { matchId, viewer: 0 }, ann)
    expect(snapshot).toMatchObject({ matchId, game: 'selfish', viewer: 0, seats: SELFISH_SEATS })
    expect(snapshot.toAct).toContain(0)
    expect(snapshot.legal.length).toBeGreaterThan(0)
    expect(ann.updates()).toEqual([]) // the snapshot is not pushed a second time

    const action = snapshot.legal[0]
    const result = await ok(
      runtime.service,
      'match:intent',
      { matchId, seat: 0, action, version: snapshot.version },
      ann,
    )
    expect(result).toEqual({ ok: true, version: snapshot.version + 1 })
    await runtime.host.idle(matchId)

    const versions = ann.updates().map((u) => u.version)
    expect(versions[0]).toBe(snapshot.version + 1)
    expect(versions).toEqual([...versions].sort((a, b) => a - b))
    expect(versions.at(-1)).toBe(runtime.host.record(matchId).log.length)
    expect(ann.updates().every((u) => u.viewer === 0 && u.matchId === matchId)).toBe(true)
  })

  it('passes the rules’ refusals back as the intent result, and an unknown match as NOT_FOUND', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    const matchId = await selfishMatch(runtime, ann)
    const snapshot = await ok(runtime.service, 'match:subscribe', { matchId, viewer: 0 }, ann)
    const action = snapshot.legal[0]

    const stale = await ok(
      runtime.service,
      'match:intent',
      { matchId, seat: 0, action, version: snapshot.version + 5 },
      ann,
    )
    expect(stale).toMatchObject({ ok: false, code: 'STALE' })
    const botSeat = await ok(
      runtime.service,
      'match:intent',
      { matchId, seat: 1, action, version: snapshot.version },
      ann,
    )
    expect(botSeat).toMatchObject({ ok: false, code: 'NOT_YOUR_TURN' })
    const nonsense = await ok(
      runtime.service,
      'match:intent',
      { matchId, seat: 0, action: { type: 'flyToTheMoon' }, version: snapshot.version },
      ann,
    )
    expect(nonsense).toMatchObject({ ok: false })
    expect(runtime.host.record(matchId).log).toHaveLength(snapshot.version)

    const missing = await refused(
      runtime.service,
      'match:intent',
      { matchId: 'nope', seat: 0, action, version: 0 },
      ann,
    )
    expect(missing.code).toBe('NOT_FOUND')
  })

  it('refuses impossible matches and seats as REFUSED with the host’s sentence', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    const chess = await refused(runtime.service, 'match:create', { game: 'chess', seats: SELFISH_SEATS }, ann)
    expect(chess.code).toBe('REFUSED')
    expect(chess.message).toContain('chess')
    const badBot = await refused(
      runtime.service,
      'match:create',
      { game: 'selfish', seats: [SELFISH_SEATS[0], { name: 'Zed', kind: 'bot', bot: 'genius' }] },
      ann,
    )
    expect(badBot.code).toBe('REFUSED')
    const alone = await refused(
      runtime.service,
      'match:create',
      { game: 'selfish', seats: [SELFISH_SEATS[0]] },
      ann,
    )
    expect(alone.code).toBe('REFUSED')

    const matchId = await selfishMatch(runtime, ann)
    const seven = await refused(runtime.service, 'match:subscribe', { matchId, viewer: 7 }, ann)
    expect(seven.code).toBe('REFUSED')
    const unknown = await refused(runtime.service, 'match:subscribe', { matchId: 'gone', viewer: 0 }, ann)
    expect(unknown.code).toBe('NOT_FOUND')
  })

  it('closes a match: no more updates, everyone is told, and it is no longer active', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    const first = await selfishMatch(runtime, ann, 1)
    const second = await selfishMatch(runtime, ann, 2)
    await ok(runtime.service, 'match:subscribe', { matchId: second, viewer: 0 }, ann)
    expect((await ok(runtime.service, 'match:active', {}, ann))?.matchId).toBe(second)

    expect(await ok(runtime.service, 'match:close', { matchId: second }, ann)).toBeNull()
    expect(ann.pushed('match:closed')).toEqual([{ matchId: second }])
    expect(runtime.service.subscriptionCount(ann)).toBe(0)
    expect((await ok(runtime.service, 'match:active', {}, ann))?.matchId).toBe(first)
    expect((await refused(runtime.service, 'match:close', { matchId: second }, ann)).code).toBe('NOT_FOUND')
    expect((await refused(runtime.service, 'saves:save', { matchId: second, slot: 'x' }, ann)).code).toBe(
      'NOT_FOUND',
    )
  })
})
