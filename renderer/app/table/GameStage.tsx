import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { GameEvent, Seat } from '../../../engine/core/types'
import type { DirectorRules } from '../../table/director'
import type { FrameInsets } from '../../table/frameInsets'
import { createDirectorFeed } from '../../table/directorFeed'
import { TableCanvas, type TableBackdrop } from '../../table/TableCanvas'
import type { TablePrefs, TableQuality } from '../../table/tablePrefs'
import type { GameUi, GameUiProps } from '../../games/types'
import { GameHud } from './GameHud'
import { HudPrefsContext, type HudPrefs } from '../../hud/hudPrefs'
import { DEFAULT_WAIT_CUE, WaitingCue } from '../../hud/WaitingCue'
import { PointerTip } from '../../hud/PointerTip'
import { sound, soundsForEvents } from '../../sound'
import { useReducedMotion, useSettingsStore } from '../../store/useSettingsStore'
import { useMatchStore } from '../../store/useMatchStore'
import { useStoreTableEvents } from '../../store/useStoreTableEvents'
import { useUiStore } from '../../store/useUiStore'

export interface GameStageProps {
  readonly ui: GameUi
  /** The newest update, for the scene. Null while nothing may be shown (a first update is awaited). */
  readonly props: GameUiProps<unknown, unknown> | null
  /** The update the HUD shows: the event clock holds it until the table's animations land. */
  readonly hudProps: GameUiProps<unknown, unknown> | null
  /** The curtain is up: draw neither the scene nor the HUD (so no hand, 3D or HTML). */
  readonly hidden: boolean
  /** Shows the tooltip of what the pointer is on (not on the streamed spectator page: no pointer there). */
  readonly tooltips?: boolean
  /** What is behind the pieces (a stream page may leave the page's own background to show). */
  readonly backdrop?: TableBackdrop
  /** How much the table draws, in place of the player's setting (the stream page's own). */
  readonly quality?: TableQuality
  /**
   * The stream page: the game's director drives the camera (its rules), or the hotkey preset held
   * (0–4; null: the director decides). Left out: the player's camera.
   */
  readonly director?: {
    readonly rules: DirectorRules<unknown>
    readonly preset: number | null
    /** What the stream's overlay covers: the table is framed in the rest. */
    readonly insets?: FrameInsets
  }
  /** Called once the table has drawn the game whole (TableCanvas's `onWhole`). */
  readonly onTableWhole?: () => void
}

const NOBODY: readonly Seat[] = []

/** Whether the game waits for the viewer: a human seat at this screen, asked to act, the game not over. */
export function waitsForViewer(props: GameUiProps<unknown, unknown> | null): boolean {
  if (props === null || props.me === null || props.outcome !== null) return false
  return props.toAct.includes(props.me) && props.seats[props.me]?.kind === 'human'
}

/**
 * A game's 3D scene in the table canvas, with its HUD over it, both following the player's
 * settings; the sounds of the table's events (the game's map), and the cue when the game waits for
 * the viewer. The canvas stays mounted throughout.
 */
export function GameStage({
  ui,
  props,
  hudProps,
  hidden,
  tooltips = true,
  backdrop,
  director,
  quality,
  onTableWhole,
}: GameStageProps) {
  const { Scene, Hud } = ui
  const shown = hidden ? null : props
  const sceneProps = useWithShownView(shown)
  const settings = useSettingsStore((s) => s.settings)
  const reducedMotion = useReducedMotion()
  const me = shown?.me ?? null
  // The sounds go with the table's animations: from a batch's start, at the animation speed.
  const speed = settings.skipAnimations ? 1 : settings.animationSpeed
  const soundsOf = useRef({ sounds: ui.sounds, me, speed })
  useEffect(() => {
    soundsOf.current = { sounds: ui.sounds, me, speed }
  })
  // The director's shots follow the table's events too (it listens only on the stream page).
  const directorFeed = useMemo(() => createDirectorFeed(), [])
  const played = useCallback(
    (events: readonly GameEvent[], lead: number) => {
      const { sounds, me: viewer, speed: pace } = soundsOf.current
      for (const { name, delay } of soundsForEvents(sounds, events, viewer)) {
        sound.play(name, { delay: lead / pace + delay })
      }
      directorFeed.push(events, lead / pace)
    },
    [directorFeed],
  )
  const events = useStoreTableEvents(played)
  const cameraPreset = useUiStore((s) => s.cameraPreset)
  const prefs = useMemo<TablePrefs>(
    () => ({
      animationSpeed: settings.animationSpeed,
      reducedMotion,
      cameraSensitivity: settings.cameraSensitivity,
      followAction: settings.followAction,
      seatMarks: settings.seatMarks,
      quality: quality ?? settings.quality,
    }),
    [
      settings.animationSpeed,
      reducedMotion,
      settings.cameraSensitivity,
      settings.followAction,
      settings.seatMarks,
      quality,
      settings.quality,
    ],
  )
  const cameraReset = useUiStore((s) => s.cameraResets)
  const hudPrefs = useMemo<HudPrefs>(() => ({ seatMarks: settings.seatMarks }), [settings.seatMarks])

  // The cue follows the HUD (it comes with the choices, once the moves before it have played out).
  const hudShown = shown && hudProps
  const waiting = Boolean(hudShown) && waitsForViewer(hudProps)
  const cue =
    waiting && hudProps && hudProps.me !== null && ui.waitCue
      ? ui.waitCue(hudProps.view, hudProps.me, hudProps.outcome)
      : DEFAULT_WAIT_CUE
  // Each new wait brings the camera back to its framing, if the player lets it follow the action.
  const [waits, setWaits] = useState(0)
  const onNewWait = useCallback(() => {
    sound.play('yourTurn')
    setWaits((n) => n + 1)
  }, [])

  return (
    <div className="stage">
      <TableCanvas
        camera={ui.camera}
        events={events}
        cameraPreset={cameraPreset}
        cameraReset={cameraReset}
        prefs={prefs}
        followKey={waits}
        {...(backdrop === undefined ? {} : { backdrop })}
        {...(onTableWhole === undefined ? {} : { onWhole: onTableWhole })}
        director={
          director && {
            ...director,
            view: shown?.view ?? null,
            toAct: shown?.toAct ?? NOBODY,
            feed: directorFeed,
          }
        }
      >
        {sceneProps && <Scene {...sceneProps} />}
      </TableCanvas>
      {hudShown && (
        <div className="stage__hud">
          <HudPrefsContext.Provider value={hudPrefs}>
            <GameHud Hud={Hud} props={hudProps} />
          </HudPrefsContext.Provider>
          <WaitingCue
            key={`${hudProps.me ?? 'spectator'}`}
            waiting={waiting}
            cue={cue}
            onNewWait={onNewWait}
            reducedMotion={reducedMotion}
          />
        </div>
      )}
      {/* Outside the zoomed HUD: it is placed in the window's own pixels. */}
      {hudShown && tooltips && <PointerTip />}
    </div>
  )
}

/**
 * The scene's props with the view the HUD shows (the match store's landed one), where the scene
 * shows the store's match; a replay's or any other view is left as it is.
 */
function useWithShownView(props: GameUiProps<unknown, unknown> | null): GameUiProps<unknown, unknown> | null {
  const latest = useMatchStore((s) => s.view)
  const landed = useMatchStore((s) => s.hud?.view ?? null)
  return useMemo(
    () =>
      props !== null && landed !== null && props.view === latest ? { ...props, shownView: landed } : props,
    [props, latest, landed],
  )
}
