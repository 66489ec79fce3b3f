/**
 * The harness page: plays a seeded match with bots in the browser (the pure engine), then shows the
 * real table for it. ?game=zombielife (default selfish)&players=5&actions=60&seed=3&viewer=0 (viewer
 * may be "spectator");
 * &live=1 keeps the bots playing so the animations can be watched; &camera=close starts close up;
 * ?game=monopozombie&fixture=full shows a hand-made view instead (full, mid, start), as it does
 * while the MonopoZombie engine is not in the registry yet.
 */
import { StrictMode } from 'react'
import type { HostUpdate } from '../../../electron/protocol'
import { createRoot } from 'react-dom/client'
import { useMatchStore } from '../../../renderer/store/useMatchStore'
import { useUiStore } from '../../../renderer/store/useUiStore'
import { loadCanvasFonts } from '../../../renderer/table/fonts'
import { HarnessApp } from './HarnessApp'
import { HarnessSession, engineHas, parseHarnessParams } from './harnessSession'
import { MONOPO_FIXTURES, monopoFixture } from './monopoFixture'

declare global {
  interface Window {
    /** What the screenshot script waits for and reports. */
    __harness?: { ready: boolean; actions: number; over: boolean; zombies: number }
  }
}

window.__ZT_TEST__ = true
const params = parseHarnessParams(window.location.search)
const { receive } = useMatchStore.getState().actions

/** A hand-made MonopoZombie view, when asked for or when the engine cannot play the game yet. */
const fixture =
  params.game === 'monopozombie' && (params.fixture !== null || !engineHas('monopozombie'))
    ? (MONOPO_FIXTURES.find((f) => f === params.fixture) ?? 'mid')
    : null
const session = fixture === null ? new HarnessSession(params) : null
const played = session ? session.play(params.actions) : 0

function firstUpdate(): HostUpdate {
  if (session) return session.update([])
  const view = monopoFixture(fixture ?? 'mid', params.players)
  return {
    matchId: `harness-fixture-${fixture}`,
    game: params.game,
    version: 1,
    viewer: params.viewer,
    view,
    legal: [],
    toAct: [],
    events: [],
    outcome: null,
    autosave: { problem: null, savedVersion: -1 },
    seats: view.players.map((p) => ({ name: p.name, kind: 'bot', bot: 'heuristic' })),
  }
}

const publish = () => {
  // Selfish players have `alive`, Zombielife and MonopoZombie players `zombie`.
  const players = (firstUpdate().view as { players: { alive?: boolean; zombie?: boolean }[] }).players
  const zombies = players.filter((p) => p.alive === false || p.zombie === true)
  window.__harness = { ready: true, actions: played, over: session?.over ?? false, zombies: zombies.length }
}

const send = (action: unknown) => {
  if (params.viewer === 'spectator' || !session) return
  receive(session.update(session.submit(params.viewer, action)))
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

if (new URLSearchParams(window.location.search).get('camera') === 'close') {
  useUiStore.getState().actions.setCameraPreset('close')
}

void loadCanvasFonts().then(() => {
  receive(firstUpdate())
  createRoot(root).render(
    <StrictMode>
      <HarnessApp game={params.game} send={send} />
    </StrictMode>,
  )
  publish()
  if (params.live && session) {
    const tick = () => {
      const events = session.step()
      if (events === null) return
      receive(session.update(events))
      window.setTimeout(tick, params.delay)
    }
    window.setTimeout(tick, params.delay)
  }
})
