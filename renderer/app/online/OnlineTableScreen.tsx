import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { OnlineSeatInfo } from '../../../electron/protocol/online'
import { gameUiFor } from '../../games'
import { useStageFields, useMatchFields } from '../../store/useMatchStore'
import { useUiStore } from '../../store/useUiStore'
import { inspectActions } from '../../table/inspectStore'
import { useReadyConnection } from '../connection/useTableConnection'
import { HelpOverlay } from '../help/HelpOverlay'
import { KEYS_HELP } from '../help/keysHelp'
import { FirstGameTips } from '../table/FirstGameTips'
import { GameOverBanner } from '../table/GameOverBanner'
import { GameStage } from '../table/GameStage'
import { InspectLayer } from '../table/InspectLayer'
import { matchFeedOf } from '../table/matchFeed'
import { useIntentSender } from '../table/useIntentSender'
import { useTableKeys } from '../table/useTableKeys'
import { OnlineTopBar } from './OnlineTopBar'
import { ONLINE_WORDS } from './onlineWords'

export interface OnlineTableScreenProps {
  readonly seat: OnlineSeatInfo
  readonly matchId: string
  /** Over the table: the host's question about a person away too long, or a line about it. */
  readonly notice?: ReactNode
  /** Bumped when a lost connection comes back: the seat is followed again where the match is. */
  readonly epoch: number
  readonly onLeave: () => void
}

/**
 * One person's seat at an online table: the game's scene and HUD from that seat alone (no curtain:
 * nobody else looks at this screen), the rules help, and Leave.
 */
export function OnlineTableScreen({ seat, matchId, notice, epoch, onLeave }: OnlineTableScreenProps) {
  const { bridge, info } = useReadyConnection()
  const feed = matchFeedOf(bridge)
  const send = useIntentSender(bridge)
  const { game, view, toAct, outcome, seats, hud } = useStageFields()
  const { legal, viewer } = useMatchFields('legal', 'viewer')
  const resetCamera = useUiStore((s) => s.actions.resetCamera)
  const [helpOpen, setHelpOpen] = useState(false)
  const screen = useRef<HTMLDivElement>(null)
  const ui = gameUiFor(game)
  const gameName = info.games.find((g) => g.id === game)?.name ?? 'Zombie Table'

  useEffect(() => {
    void feed.follow(matchId, seat.seat)
    return () => feed.leave(matchId)
  }, [feed, matchId, seat.seat])
  useEffect(() => {
    if (epoch !== 0) void feed.resubscribe()
  }, [feed, epoch])

  const ready = view !== null && viewer === seat.seat
  const me = seat.seat
  const props = ready ? { view, legal, toAct, outcome, seats, me, send } : null
  const hudProps = ready && hud ? { ...hud, seats, me, send } : null
  const shownOutcome = hud?.outcome ?? null

  useTableKeys({
    onHelp: () => setHelpOpen(true),
    onMenu: () => undefined,
    onResetCamera: resetCamera,
    onInspect: () => inspectActions().inspectPointed(),
    moves: hudProps !== null ? { legal: hudProps.legal, primaryMoves: ui?.primaryMoves ?? [], send } : null,
    choices: screen,
  })

  return (
    <div className="table-screen" ref={screen}>
      <OnlineTopBar
        title={gameName}
        name={seat.name}
        onHelp={() => setHelpOpen(true)}
        onResetCamera={resetCamera}
        onLeave={onLeave}
      />
      <div className="table-screen__stage">
        {ui !== null ? (
          <GameStage ui={ui} props={props} hudProps={hudProps} hidden={false} />
        ) : (
          game !== null && <p className="screen__lead">This version of the table cannot show “{game}”.</p>
        )}
        {!ready && <p className="table-screen__wait">{ONLINE_WORDS.waiting}</p>}
        {ready && !shownOutcome && (
          <FirstGameTips hand={Array.isArray((view as { readonly hand?: unknown }).hand)} />
        )}
        {shownOutcome && ready && <GameOverBanner outcome={shownOutcome} />}
        {notice}
      </div>
      <InspectLayer ui={ui} view={hudProps !== null ? hudProps.view : null} me={me} />
      {helpOpen && (
        <HelpOverlay help={ui?.help ?? null} keys={KEYS_HELP} onClose={() => setHelpOpen(false)} />
      )}
    </div>
  )
}
