import { Canvas, type RootState } from '@react-three/fiber'
import {
  Suspense,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react'
import { NeutralToneMapping } from 'three'
import { TweenSystem } from './animation'
import { TableCanvasHostContext, type TableCanvasHostApi } from './tableCanvasHost'
import { CameraRig } from './CameraRig'
import { DEFAULT_CAMERA, type CameraPresetName, type GameCamera } from './cameraPresets'
import { exposeTable, testPixelRatio } from './debugHandle'
import { DirectorRig, type DirectorProbe, type TableDirector } from './DirectorRig'
import { HoverCue } from './HoverCue'
import { TableLights } from './TableLights'
import { TableEnvironment } from './TableEnvironment'
import { ShaderWarmup } from './ShaderWarmup'
import { ShadowCatcher } from './ShadowCatcher'
import { TableSurface } from './TableSurface'
import { NO_EVENTS, TableEventsContext, type TableEvents } from './tableEvents'
import { DEFAULT_TABLE_PREFS, TablePrefsContext, type TablePrefs, type TableQuality } from './tablePrefs'
import { TweenContext } from './TweenContext'
import { TweenDriver } from './TweenDriver'
import { captureTableThumbnail } from './tableCapture'
import { useTableCapture } from './useTableCapture'
import { FramedView } from './FramedView'
import { WholePictureProbe } from './WholePictureProbe'

export interface TableCanvasProps {
  /** The game's camera framings (default: a plain overview). */
  readonly camera?: GameCamera
  /** The camera preset to frame (default: the overview). */
  readonly cameraPreset?: CameraPresetName
  /** Changing it puts the camera back to its preset (a camera reset). */
  readonly cameraReset?: number
  /** Where the game's animator takes its events from (default: none). */
  readonly events?: TableEvents
  /** The player's preferences: animation speed, camera, seat marks (default: DEFAULT_TABLE_PREFS). */
  readonly prefs?: TablePrefs
  /** A new value brings the camera back to its framing, if the player lets it follow the action. */
  readonly followKey?: number
  /**
   * What is behind the pieces: the tabletop and the dark room (`scene`), or nothing (`transparent`:
   * a stream over the streamer's own scene or a keying colour; only the pieces' shadows show).
   */
  readonly backdrop?: TableBackdrop
  /**
   * The stream page's director drives the camera instead of the player's rig (no orbiting): its
   * rules, the view and who acts, the events the table plays, and a hotkey preset or null.
   */
  readonly director?: TableDirector
  /**
   * Called once, after the first frame that draws the game whole (its words laid out in their
   * fonts, the tabletop under it): a page that must not show a half-drawn table shows it then.
   */
  readonly onWhole?: () => void
  readonly children?: ReactNode
  readonly className?: string
  readonly style?: CSSProperties
}

const BACKGROUND = '#0c0a08'
/**
 * The table's lights are set as brightly as the printed board and cards can take; the exposure
 * brings the board's paper under the tone mapper's shoulder, so it keeps its printed colour
 * instead of going pale.
 */
const EXPOSURE = 0.8

export type TableBackdrop = 'scene' | 'transparent'

/**
 * What each quality costs: up to twice the pixels at high (and softer shadows: TableLights); at low,
 * no shadows, no antialiasing and three quarters of the pixels across (the browser scales the
 * picture up). Shadows are three's PCF ('percentage'): it has no other soft kind now, and
 * PCFSoftShadowMap (fiber's default) fell back to it on the first frame, which compiled every
 * shader twice.
 */
const QUALITY = {
  low: { shadows: false, dpr: 0.75, antialias: false },
  medium: { shadows: 'percentage', dpr: [1, 1.5], antialias: true },
  high: { shadows: 'percentage', dpr: [1, 2], antialias: true },
} as const satisfies Record<
  TableQuality,
  { shadows: false | 'percentage'; dpr: number | [number, number]; antialias: boolean }
>

/**
 * The 3D table: a demand-driven canvas (an idle table draws no frames) with shadows, the lights,
 * the tabletop, the camera rig (or the stream page's director), the tween driver and the hover cue
 * (the outline of the thing under the pointer). A game's scene goes in as children.
 *
 * Inside the app (a TableCanvasHost above it) the canvas is the page's one canvas, kept across
 * matches, games and screens: this component only lends it its place and its contents. Alone
 * (a test harness), it makes its own.
 */
export function TableCanvas(props: TableCanvasProps) {
  const host = useContext(TableCanvasHostContext)
  return host === null ? <StandaloneTableCanvas {...props} /> : <HostedTableCanvas host={host} {...props} />
}

/** The canvas itself: its WebGL context and the settings made with it (a new quality makes a new one). */
export function TableCanvasRoot({
  quality,
  onCreated,
  className,
  style,
  children,
}: {
  readonly quality: TableQuality
  readonly onCreated: (state: RootState) => void
  readonly className?: string | undefined
  readonly style?: CSSProperties | undefined
  readonly children: ReactNode
}) {
  return (
    <Canvas
      className={className}
      style={style}
      // A new quality makes a new canvas: shadow maps and pixel density are set when it is made.
      key={quality}
      frameloop="demand"
      shadows={QUALITY[quality].shadows}
      dpr={testPixelRatio() ?? QUALITY[quality].dpr}
      // Khronos PBR Neutral: highlights rolled off, the cards' and board's printed colours kept.
      gl={{
        antialias: QUALITY[quality].antialias,
        toneMapping: NeutralToneMapping,
        toneMappingExposure: EXPOSURE,
      }}
      camera={{ fov: 42, near: 0.1, far: 120, position: [0, 14, 9] }}
      onCreated={onCreated}
    >
      {children}
    </Canvas>
  )
}

/** What the table needs of one screen's canvas: its tweens, the director's probe, and what it draws. */
function useTableContents({
  camera = DEFAULT_CAMERA,
  cameraPreset,
  cameraReset = 0,
  events = NO_EVENTS,
  prefs = DEFAULT_TABLE_PREFS,
  followKey,
  backdrop = 'scene',
  director,
  onWhole,
  children,
}: TableCanvasProps) {
  const tweens = useMemo(() => new TweenSystem(), [])
  const probe = useMemo<DirectorProbe>(() => ({ current: null }), [])
  const contents = (
    <TweenContext.Provider value={tweens}>
      <TablePrefsContext.Provider value={prefs}>
        <TableEventsContext.Provider value={events}>
          {backdrop === 'scene' && <color attach="background" args={[BACKGROUND]} />}
          {backdrop === 'scene' && <fog attach="fog" args={[BACKGROUND, 26, 48]} />}
          <TableLights />
          <TableEnvironment />
          {backdrop === 'scene' ? (
            <Suspense fallback={null}>
              <TableSurface />
            </Suspense>
          ) : (
            <ShadowCatcher />
          )}
          {director?.insets && <FramedView insets={director.insets} />}
          {director ? (
            <DirectorRig
              {...director}
              reducedMotion={prefs.reducedMotion}
              frameAspect={camera.aspect}
              probe={probe}
            />
          ) : (
            <CameraRig
              camera={camera}
              resetKey={cameraReset}
              {...(cameraPreset === undefined ? {} : { preset: cameraPreset })}
              {...(followKey === undefined ? {} : { followKey })}
            />
          )}
          <TweenDriver />
          <HoverCue />
          <Suspense fallback={null}>
            {children}
            <ShaderWarmup />
            {children && onWhole && <WholePictureProbe onWhole={onWhole} tabletop={backdrop === 'scene'} />}
          </Suspense>
        </TableEventsContext.Provider>
      </TablePrefsContext.Provider>
    </TweenContext.Provider>
  )
  return { tweens, probe, contents }
}

/** The test harness's handle on the table (debugHandle.ts): this screen's tweens and director. */
function exposeFor(state: RootState, tweens: TweenSystem, probe: DirectorProbe): void {
  exposeTable({
    gl: state.gl,
    scene: state.scene,
    invalidate: () => state.invalidate(),
    framesPending: () => state.get().internal.frames,
    tweens,
    camera: () => state.get().camera,
    director: () => probe.current?.() ?? null,
    thumbnail: () => captureTableThumbnail(),
  })
}

function StandaloneTableCanvas(props: TableCanvasProps) {
  const { tweens, probe, contents } = useTableContents(props)
  // The table a save takes its picture from (tableCapture.ts).
  const capture = useTableCapture()
  const onCreated = useCallback(
    (state: RootState) => {
      capture(state)
      exposeFor(state, tweens, probe)
    },
    [tweens, probe, capture],
  )
  return (
    <TableCanvasRoot
      quality={props.prefs?.quality ?? DEFAULT_TABLE_PREFS.quality}
      onCreated={onCreated}
      className={props.className}
      style={props.style}
    >
      {contents}
    </TableCanvasRoot>
  )
}

/** This screen's place for the page's canvas, and what it draws there while the screen is up. */
function HostedTableCanvas({ host, ...props }: TableCanvasProps & { readonly host: TableCanvasHostApi }) {
  const { tweens, probe, contents } = useTableContents(props)
  const slot = useRef<HTMLDivElement>(null)
  const quality = props.prefs?.quality ?? DEFAULT_TABLE_PREFS.quality
  const [id] = useState(() => host.newId())
  // Every render hands the host what to draw now (as React would draw it here).
  useLayoutEffect(() => {
    host.show(id, { slot: slot.current, quality, contents })
  })
  useLayoutEffect(() => () => host.leave(id), [host, id])
  const state = host.useRootState()
  useLayoutEffect(() => {
    if (state !== null) exposeFor(state, tweens, probe)
  }, [state, tweens, probe])
  return (
    <div
      ref={slot}
      className={`table-canvas-slot${props.className ? ` ${props.className}` : ''}`}
      style={props.style}
    />
  )
}
