import { useCallback, useEffect, useMemo, useState, type CSSProperties } from 'react'
import { gameUiFor } from '../../games'
import { broadcastHands } from '../../games/broadcastHands'
import type { GameUi } from '../../games/types'
import { BroadcastOverlay } from '../../hud/BroadcastOverlay'
import { BROADCAST_LOG_LINES, broadcastInsets } from '../../hud/broadcastFrame'
import type { HudFrame } from '../../store/useMatchStore'
import { useMatchFields, useStageFields } from '../../store/useMatchStore'
import type { LogLine, SeatConfig } from '../../../electron/protocol/match'
import { ConnectionBanner } from '../connection/ConnectionBanner'
import { GameStage } from '../table/GameStage'
import { StreamMoments } from './StreamMoments'
import { framedByVignette, streamOptionsFrom } from './streamOptions'
import { useConnectionStatus } from '../connection/useConnectionStatus'
import { useReadyConnection } from '../connection/useTableConnection'
import { useSpectatorFeed } from './useSpectatorFeed'
import { useStreamDirector } from './useStreamDirector'

const ignore = (): void => undefined

/**
 * The stream page (an OBS browser source): the host's active match as the spectator sees it,
 * behind the caster delay the host applies, with no menus and no controls. Its address chooses the
 * layout (the table alone, the table with a slim broadcast overlay, or the player's full view), the
 * background (transparent over the streamer's scene, a colour, or the table's own room) and the
 * overlay's text scale. The big moments get call-outs, and the result a card that puts itself away
 * (except in the table layout: the table alone). Waits for a match when there is none.
 */
export function StreamScreen() {
  const { bridge } = useReadyConnection()
  const feed = useSpectatorFeed(bridge)
  const status = useConnectionStatus(bridge)
  const options = useMemo(() => streamOptionsFrom(window.location.search), [])
  const { game, view, toAct, outcome, seats, hud } = useStageFields()
  const { matchId, viewer, log } = useMatchFields('matchId', 'viewer', 'log')
  const ui = gameUiFor(game)
  // The page's first picture of the table is a whole one: the canvas is hidden until the table has
  // drawn its words and tabletop (a viewer never sees blank plates or a board on nothing).
  const [tableWhole, setTableWhole] = useState(false)
  const onTableWhole = useCallback(() => setTableWhole(true), [])
  // The director films the table and broadcast layouts; the full layout is the player's view.
  const filmed = useStreamDirector(options.layout === 'full' ? null : ui)
  // In the broadcast layout the table is framed beside the overlay, never under it.
  const viewport = useViewportSize()
  const insets = useMemo(
    () =>
      options.layout === 'broadcast'
        ? broadcastInsets(viewport.width, viewport.height, options.textScale, BROADCAST_LOG_LINES)
        : undefined,
    [options.layout, options.textScale, viewport.width, viewport.height],
  )
  const director = useMemo(() => filmed && (insets ? { ...filmed, insets } : filmed), [filmed, insets])
  const live = feed.matchId !== null && matchId === feed.matchId && viewer === 'spectator' && view !== null
  const style = { '--stream-text-scale': options.textScale } as CSSProperties

  if (!live || ui === null) {
    return (
      <main className="spectator spectator--waiting stream" style={style}>
        <p className="spectator__wait">
          {ui === null && live ? `This table cannot show “${game ?? ''}”.` : 'Waiting for a match to start…'}
        </p>
        {feed.problem && status.state === 'open' && <p className="spectator__problem">{feed.problem}</p>}
        <ConnectionBanner status={status} compact />
      </main>
    )
  }
  const watching = { legal: [], seats, me: null, send: ignore } as const
  return (
    <main
      className={`spectator stream stream--${options.layout}${tableWhole ? '' : ' stream--getting-ready'}`}
      style={style}
    >
      <GameStage
        ui={ui}
        props={{ view, toAct, outcome, ...watching }}
        hudProps={options.layout === 'full' && hud ? { ...hud, ...watching } : null}
        hidden={false}
        tooltips={false}
        backdrop={options.background === 'scene' ? 'scene' : 'transparent'}
        quality={options.quality}
        onTableWhole={onTableWhole}
        {...(director ? { director } : {})}
      />
      {framedByVignette(options) && <div className="stream__vignette" aria-hidden />}
      {options.layout === 'broadcast' && hud && <Broadcast ui={ui} hud={hud} seats={seats} log={log} />}
      {options.layout !== 'table' && <StreamMoments ui={ui} />}
      <ConnectionBanner status={status} compact />
    </main>
  )
}

interface BroadcastProps {
  readonly ui: GameUi
  readonly hud: HudFrame
  readonly seats: readonly SeatConfig[]
  readonly log: readonly LogLine[]
}

/** The broadcast layout's overlay, from what the HUD shows now (so it never runs ahead of the table). */
function Broadcast({ ui, hud, seats, log }: BroadcastProps) {
  if (!ui.broadcast) return null
  const summary = ui.broadcast(hud.view, seats, hud.toAct, hud.outcome)
  const hands = hud.seatViews ? broadcastHands(ui, hud.seatViews) : undefined
  return (
    <BroadcastOverlay
      summary={summary}
      log={log}
      {...(hands ? { hands } : {})}
      {...(hud.chances ? { chances: hud.chances } : {})}
    />
  )
}

/** The page's size in CSS pixels, as it changes (an OBS source is resized with its canvas). */
function useViewportSize(): { readonly width: number; readonly height: number } {
  const [size, setSize] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }))
  useEffect(() => {
    const resized = () => setSize({ width: window.innerWidth, height: window.innerHeight })
    window.addEventListener('resize', resized)
    return () => window.removeEventListener('resize', resized)
  }, [])
  return size
}
