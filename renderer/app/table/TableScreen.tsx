import { useRef, useState } from 'react'
import { gameUiFor } from '../../games'
import { useMatchFields, useMatchStore, useStageFields } from '../../store/useMatchStore'
import { useUiStore } from '../../store/useUiStore'
import { Curtain } from './Curtain'
import { GameOverBanner } from './GameOverBanner'
import { GameStage } from './GameStage'
import { KEYS_HELP } from '../help/keysHelp'
import { FirstGameTips } from './FirstGameTips'
import { HelpOverlay } from '../help/HelpOverlay'
import { InspectLayer } from './InspectLayer'
import { inspectActions } from '../../table/inspectStore'
import { quickSave } from './quickSave'
import { ask, messageOf } from '../request'
import { SaveProblemBanner } from './SaveProblemBanner'
import { StreamOverlay } from '../stream/StreamOverlay'
import { leaveWords } from './leaveWords'
import { currentSetup, startRematch } from './rematch'
import { TopBar } from './TopBar'
import { useIntentSender } from './useIntentSender'
import { useKeepTablePicture } from './useKeepTablePicture'
import { useTableKeys } from './useTableKeys'
import { useSeatSwitching } from './useSeatSwitching'
import { useReadyConnection } from '../connection/useTableConnection'
import { matchFeedOf } from './matchFeed'

export interface TableScreenProps {
  readonly matchId: string
  /** Bumped when a lost connection comes back: the table subscribes again where it is. */
  readonly epoch?: number
}

/**
 * The table: the game's scene and HUD for the viewer on show, the curtain between two people's
 * turns, the winner at the end (Rematch, New game like it), the bar with Menu, Reset view, Help, Stream,
 * Save and Leave, the rules help, the Stream panel, and the keyboard shortcuts (useTableKeys).
 */
export function TableScreen({ matchId, epoch = 0 }: TableScreenProps) {
  const { bridge, info } = useReadyConnection()
  const { shown, curtainFor, passTable } = useSeatSwitching(bridge, matchId, epoch)
  const send = useIntentSender(bridge)
  const { game, view, toAct, outcome, seats, hud } = useStageFields()
  const { legal, autosave, version, slot, slotVersion, takeBack } = useMatchFields(
    'legal',
    'autosave',
    'version',
    'slot',
    'slotVersion',
    'takeBack',
  )
  const { go, closeTable, openTable, newGameLike, resetCamera, openReplay } = useUiStore((s) => s.actions)
  const ui = gameUiFor(game)
  const gameName = info.games.find((g) => g.id === game)?.name ?? 'Zombie Table'
  const [helpOpen, setHelpOpen] = useState(false)
  const [streamOpen, setStreamOpen] = useState(false)
  const screen = useRef<HTMLDivElement>(null)
  useKeepTablePicture(matchId)

  const leave = async () => {
    try {
      // The bar has told the player what leaving now loses, if anything.
      await ask(bridge, 'match:close', { matchId, ...(autosave?.problem ? { evenIfUnsaved: true } : {}) })
    } catch (err) {
      useMatchStore.getState().actions.setNotice(`The match did not close cleanly: ${messageOf(err)}`)
    }
    closeTable()
    go('home')
    matchFeedOf(bridge).stop()
  }

  // Rematch: the same game, seats and options, a new seed; the finished match gives way to it.
  const rematching = useRef(false)
  const rematch = async () => {
    const setup = currentSetup()
    if (setup === null || rematching.current) return
    rematching.current = true
    try {
      openTable(await startRematch(bridge, setup))
    } catch (err) {
      useMatchStore.getState().actions.setNotice(`The rematch could not start: ${messageOf(err)}`)
    } finally {
      rematching.current = false
    }
  }
  const newGame = () => {
    const setup = currentSetup()
    if (setup === null) go('newGame')
    else newGameLike(setup)
  }

  const ready = shown !== null && view !== null
  const me = typeof shown === 'number' ? shown : null

  const takeBackMove = async () => {
    if (me === null) return
    try {
      const result = await ask(bridge, 'match:takeBack', { matchId, seat: me, version })
      if (!result.ok) useMatchStore.getState().actions.setNotice(result.message, 'info')
    } catch (err) {
      useMatchStore.getState().actions.setNotice(`The move was not taken back: ${messageOf(err)}`)
    }
  }
  const props = ready ? { view, legal, toAct, outcome, seats, me, send } : null
  const hudProps = ready && hud ? { ...hud, seats, me, send } : null
  // The winner is announced when the last move has played out on the table.
  const shownOutcome = hud?.outcome ?? null

  // The keys: ? help, Esc menu, Home camera, I a closer look at what is pointed at or focused; for
  // the seat on show (never a spectator, nor behind the curtain), Space, 1–9 and Enter play what the
  // HUD offers.
  useTableKeys({
    onHelp: () => setHelpOpen(true),
    onMenu: () => go('home'),
    onResetCamera: resetCamera,
    onInspect: () => inspectActions().inspectPointed(),
    moves:
      hudProps !== null && me !== null && curtainFor === null
        ? { legal: hudProps.legal, primaryMoves: ui?.primaryMoves ?? [], send }
        : null,
    choices: screen,
  })

  return (
    <div className="table-screen" ref={screen}>
      <TopBar
        title={gameName}
        leave={leaveWords({ finished: outcome !== null, version, autosave, slot, slotVersion })}
        onMenu={() => go('home')}
        onHelp={() => setHelpOpen(true)}
        onStream={() => setStreamOpen(true)}
        onResetCamera={resetCamera}
        onReplay={() => openReplay({ matchId, back: 'table' })}
        onSave={() => void quickSave(bridge)}
        onLeave={() => void leave()}
        {...(me !== null && seats[me]?.kind === 'human'
          ? {
              takeBack: {
                status: takeBack,
                onTakeBack: () => void takeBackMove(),
                onRefused: (reason: string) => useMatchStore.getState().actions.setNotice(reason, 'info'),
              },
            }
          : {})}
      />
      <SaveProblemBanner autosave={autosave} />
      <div className="table-screen__stage">
        {ui !== null ? (
          <GameStage ui={ui} props={props} hudProps={hudProps} hidden={curtainFor !== null} />
        ) : (
          game !== null && <p className="screen__lead">This version of the table cannot show “{game}”.</p>
        )}
        {!ready && curtainFor === null && <p className="table-screen__wait">Taking seats…</p>}
        {ready && me !== null && curtainFor === null && !shownOutcome && (
          <FirstGameTips hand={Array.isArray((view as { readonly hand?: unknown }).hand)} />
        )}
        {shownOutcome && ready && curtainFor === null && (
          <GameOverBanner
            outcome={shownOutcome}
            onSave={() => void quickSave(bridge)}
            onRematch={() => void rematch()}
            onNewGame={newGame}
            onHome={() => go('home')}
            onReplay={() => openReplay({ matchId, back: 'table' })}
          />
        )}
        {curtainFor !== null && (
          <Curtain name={seats[curtainFor]?.name ?? `Seat ${curtainFor + 1}`} onReady={passTable} />
        )}
      </div>
      <InspectLayer ui={ui} view={hudProps !== null && curtainFor === null ? hudProps.view : null} me={me} />
      {helpOpen && (
        <HelpOverlay help={ui?.help ?? null} keys={KEYS_HELP} onClose={() => setHelpOpen(false)} />
      )}
      {streamOpen && <StreamOverlay onClose={() => setStreamOpen(false)} />}
    </div>
  )
}
