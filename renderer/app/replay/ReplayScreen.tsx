import { useEffect, useState } from 'react'
import type { SeatConfig } from '../../../electron/protocol/match'
import type { ReplayViewpoint } from '../../../electron/protocol/replay'
import words from '../../../assets/help/replay.json'
import { gameUiFor } from '../../games'
import { broadcastHands } from '../../games/broadcastHands'
import { fill } from '../../hud/broadcastSummary'
import { ChanceGraph } from '../../hud/ChanceGraph'
import { ReplayBar } from '../../hud/ReplayBar'
import { useMatchStore, useStageFields } from '../../store/useMatchStore'
import { useUiStore, type ReplaySource } from '../../store/useUiStore'
import { GameStage } from '../table/GameStage'
import { matchFeedOf } from '../table/matchFeed'
import { PlayOnDialog } from './PlayOnDialog'
import { ask, messageOf } from '../request'
import { useReadyConnection } from '../connection/useTableConnection'
import { useReplay } from './useReplay'
import { useReplayChances } from './useReplayChances'
import { BarTitle } from '../BarTitle'

const ignore = (): void => undefined

/**
 * The replay viewer: the match's table at any action, as the spectator, one seat (what it knew
 * then) or, once the game is over, with every hand open; the timeline and its controls; and Play on
 * from here, which starts a new match from this point under a new name.
 */
export function ReplayScreen({ source }: { readonly source: ReplaySource }) {
  const { bridge, info: app } = useReadyConnection()
  const { go, openTable } = useUiStore((s) => s.actions)
  // The live match's updates stop while its replay is on show; the table follows it again after.
  useEffect(() => matchFeedOf(bridge).stop(), [bridge])
  const replay = useReplay(bridge, source)
  const chances = useReplayChances(bridge, replay.info?.replayId ?? null)
  const { game, view, toAct, outcome, seats, hud } = useStageFields()
  const seatViews = useMatchStore((s) => s.hud?.seatViews)
  const [playOn, setPlayOn] = useState(false)
  const ui = gameUiFor(replay.info?.game ?? game)
  const gameName = app.games.find((g) => g.id === replay.info?.game)?.name ?? words.title
  const me = typeof replay.viewer === 'number' ? replay.viewer : null

  useReplayKeys(replay, () => go(source.back))

  const branch = async (chosen: readonly SeatConfig[]) => {
    if (replay.info === null) return
    try {
      const { matchId, slot } = await ask(bridge, 'replay:branch', {
        replayId: replay.info.replayId,
        at: replay.at,
        seats: chosen.slice(),
      })
      useMatchStore.getState().actions.setNotice(fill(words.branched, { slot }), 'info')
      openTable(matchId)
    } catch (err) {
      useMatchStore.getState().actions.setNotice(messageOf(err))
    }
  }

  const ready = replay.info !== null && view !== null && game === replay.info.game
  const watching = { legal: [], seats, me, send: ignore } as const
  const hands = replay.viewer === 'all' && ui && seatViews ? broadcastHands(ui, seatViews) : undefined
  const info = replay.info
  return (
    <div className="table-screen replay-screen">
      <header className="topbar">
        <button
          type="button"
          className="button button--quiet"
          title={words.closeHint}
          onClick={() => go(source.back)}
        >
          {words.close}
        </button>
        <BarTitle>
          {words.title}: {gameName}
          {info?.label ? ` — ${info.label}` : info?.slot ? ` — ${info.slot}` : ''}
        </BarTitle>
        <label className="replay-screen__viewpoint">
          {words.viewpoint}{' '}
          <select
            value={String(replay.viewer)}
            onChange={(e) =>
              replay.setViewer(
                (e.target.value === 'spectator' || e.target.value === 'all'
                  ? e.target.value
                  : Number(e.target.value)) as ReplayViewpoint,
              )
            }
          >
            <option value="spectator">{words.spectator}</option>
            {(info?.seats ?? []).map((seat, i) => (
              <option key={i} value={i}>
                {fill(words.seat, { name: seat.name })}
              </option>
            ))}
            <option value="all" disabled={info?.finished !== true}>
              {info?.finished === true ? words.allOpen : words.allOpenLocked}
            </option>
          </select>
        </label>
        <button
          type="button"
          className="button button--primary"
          title={words.playOnHint}
          disabled={!ready || outcome !== null}
          onClick={() => setPlayOn(true)}
        >
          {words.playOn}
        </button>
      </header>
      <div className="table-screen__stage">
        {ui !== null && ready ? (
          <GameStage
            ui={ui}
            props={{ view, toAct, outcome, ...watching }}
            hudProps={hud ? { ...hud, ...watching } : null}
            hidden={false}
          />
        ) : (
          <p className="table-screen__wait">{replay.problem ?? words.loading}</p>
        )}
        {hands && (
          <aside className="replay-screen__hands" aria-label={words.openHands}>
            <h2>{words.openHands}</h2>
            <ul>
              {hands.map((hand, seat) => (
                <li key={seat}>
                  <strong>{seats[seat]?.name}</strong>:{' '}
                  {hand && hand.length > 0 ? hand.join(', ') : words.noHand}
                </li>
              ))}
            </ul>
          </aside>
        )}
      </div>
      {info !== null && (
        <ReplayBar
          length={info.length}
          at={replay.at}
          marks={info.marks}
          playing={replay.playing}
          speed={replay.speed}
          onSeek={replay.seek}
          onStep={replay.step}
          onTurn={replay.turn}
          onPlay={replay.setPlaying}
          onSpeed={replay.setSpeed}
        >
          {chances.state === 'working' && <p className="chance-graph__wait">{words.chancesLoading}</p>}
          {chances.state === 'ready' && (
            <ChanceGraph
              length={info.length}
              at={replay.at}
              points={chances.points}
              names={info.seats.map((s) => s.name)}
              colors={ui?.broadcast && view !== null ? seatColors(ui, view, info.seats) : []}
              onSeek={replay.seek}
            />
          )}
        </ReplayBar>
      )}
      {playOn && info !== null && (
        <PlayOnDialog
          at={replay.at}
          seats={info.seats}
          bots={app.games.find((g) => g.id === info.game)?.bots ?? []}
          onStart={(chosen) => {
            setPlayOn(false)
            void branch(chosen)
          }}
          onCancel={() => setPlayOn(false)}
        />
      )}
    </div>
  )
}

/** Each seat's colour as the game's stream overlay shows it. */
function seatColors(
  ui: NonNullable<ReturnType<typeof gameUiFor>>,
  view: unknown,
  seats: readonly SeatConfig[],
) {
  const players = ui.broadcast?.(view, seats, [], null).players ?? []
  return seats.map((_, seat) => players.find((p) => p.seat === seat)?.color ?? '#cccccc')
}

/** Space plays or pauses, ← → step, Page Up/Down jump a turn, Home/End go to either end, Esc closes. */
function useReplayKeys(replay: ReturnType<typeof useReplay>, onClose: () => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null
      if (target && (target.tagName === 'SELECT' || target.tagName === 'TEXTAREA')) return
      if (target && target.tagName === 'INPUT' && (target as HTMLInputElement).type !== 'range') return
      if (document.querySelector('[role="dialog"]')) return
      const onSlider = target?.tagName === 'INPUT'
      if (e.key === ' ' && target?.tagName !== 'BUTTON') replay.setPlaying(!replay.playing)
      else if (e.key === 'ArrowLeft' && !onSlider) replay.step(-1)
      else if (e.key === 'ArrowRight' && !onSlider) replay.step(1)
      else if (e.key === 'PageUp') replay.turn(-1)
      else if (e.key === 'PageDown') replay.turn(1)
      else if (e.key === 'Home' && !onSlider) replay.seek(0)
      else if (e.key === 'End' && !onSlider) replay.seek(replay.info?.length ?? 0)
      else if (e.key === 'Escape') onClose()
      else return
      e.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [replay, onClose])
}
