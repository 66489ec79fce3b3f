/**
 * The harness page: plays a seeded match with bots in the browser (the pure engine), then shows the
 * real table for it. ?game=zombielife (default selfish)&players=5&actions=60&seed=3&viewer=0 (viewer
 * may be "spectator");
 * &live=1 keeps the bots playing so the animations can be watched; &camera=close starts close up.
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { useMatchStore } from '../../../renderer/store/useMatchStore'
import { useUiStore } from '../../../renderer/store/useUiStore'
import { loadCanvasFonts } from '../../../renderer/table/fonts'
import { HarnessApp } from './HarnessApp'
import { HarnessSession, parseHarnessParams } from './harnessSession'

declare global {
  interface Window {
    /** What the screenshot script waits for and reports. */
    __harness?: { ready: boolean; actions: number; over: boolean; zombies: number }
  }
}

window.__ZT_TEST__ = true
const params = parseHarnessParams(window.location.search)
const session = new HarnessSession(params)
const played = session.play(params.actions)
const { receive } = useMatchStore.getState().actions

const publish = () => {
  // Selfish players have `alive`, Zombielife players `zombie`.
  const players = (session.update([]).view as { players: { alive?: boolean; zombie?: boolean }[] }).players
  const zombies = players.filter((p) => p.alive === false || p.zombie === true)
  window.__harness = { ready: true, actions: played, over: session.over, zombies: zombies.length }
}

const send = (action: unknown) => {
  if (params.viewer === 'spectator') return
  receive(session.update(session.submit(params.viewer, action)))
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

if (new URLSearchParams(window.location.search).get('camera') === 'close') {
  useUiStore.getState().actions.setCameraPreset('close')
}

void loadCanvasFonts().then(() => {
  receive(session.update([]))
  createRoot(root).render(
    <StrictMode>
      <HarnessApp game={params.game} send={send} />
    </StrictMode>,
  )
  publish()
  if (params.live) {
    const tick = () => {
      const events = session.step()
      if (events === null) return
      receive(session.update(events))
      window.setTimeout(tick, params.delay)
    }
    window.setTimeout(tick, params.delay)
  }
})
