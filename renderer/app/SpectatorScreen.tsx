import { gameUiFor } from '../games'
import { useMatchFields, useStageFields } from '../store/useMatchStore'
import { ConnectionBanner } from './ConnectionBanner'
import { GameOverBanner } from './GameOverBanner'
import { useConnectionStatus } from './useConnectionStatus'
import { GameStage } from './GameStage'
import { useReadyConnection } from './useTableConnection'
import { useSpectatorFeed } from './useSpectatorFeed'

const ignore = (): void => undefined

/**
 * Streaming (OBS): the host's active match as the spectator sees it, with no menus and no controls;
 * the game's HUD shows names, whose turn it is and the log. Waits for a match when there is none.
 */
export function SpectatorScreen() {
  const { bridge } = useReadyConnection()
  const feed = useSpectatorFeed(bridge)
  const status = useConnectionStatus(bridge)
  const { game, view, toAct, outcome, seats, hud } = useStageFields()
  const { matchId, viewer } = useMatchFields('matchId', 'viewer')
  const ui = gameUiFor(game)
  const live = feed.matchId !== null && matchId === feed.matchId && viewer === 'spectator' && view !== null

  if (!live || ui === null) {
    return (
      <main className="spectator spectator--waiting">
        <p className="spectator__wait">
          {ui === null && live ? `This table cannot show “${game ?? ''}”.` : 'Waiting for a match to start…'}
        </p>
        {feed.problem && status.state === 'open' && <p className="spectator__problem">{feed.problem}</p>}
        <ConnectionBanner status={status} compact />
      </main>
    )
  }
  return (
    <main className="spectator">
      <GameStage
        ui={ui}
        props={{ view, legal: [], toAct, outcome, seats, me: null, send: ignore }}
        hudProps={hud && { ...hud, legal: [], seats, me: null, send: ignore }}
        hidden={false}
        tooltips={false}
      />
      {hud?.outcome && <GameOverBanner outcome={hud.outcome} />}
      <ConnectionBanner status={status} compact />
    </main>
  )
}
