import { useEffect } from 'react'
import { useShallow } from 'zustand/react/shallow'
import {
  REDUCED_MOTION_CHOICES,
  TABLE_QUALITIES,
  type ReducedMotionChoice,
  type Settings,
  type TableQuality,
} from '../../../electron/protocol/settings'
import { SeatMarkIcon } from '../../hud/SeatMarkIcon'
import { sound } from '../../sound'
import { SEAT_MARKS } from '../../table/seatMarks'
import { useSettingsStore } from '../../store/useSettingsStore'
import { fieldChoices } from '../ChoiceField'
import { ScreenFrame } from '../ScreenFrame'
import { Check, FIELD, Group, settingSliders } from './SettingsControls'
import { OnlineGroup } from './OnlineGroup'
import { loadSettings, saveSettings } from './settingsSync'
import { useReadyConnection } from '../connection/useTableConnection'

/** The UI scales offered (a value kept from elsewhere is offered too). */
const UI_SCALES = [80, 90, 100, 110, 120, 130, 140, 150] as const

const REDUCED_MOTION_LABELS: Readonly<Record<ReducedMotionChoice, string>> = {
  system: 'As the system asks',
  on: 'On: no camera glides, nothing flashes',
  off: 'Off',
}

const QUALITY_LABELS: Readonly<Record<TableQuality, string>> = {
  high: 'High: soft shadows, room light, full sharpness',
  medium: 'Medium: shadows and room light, lighter on the computer',
  low: 'Low: no shadows, plain light, the lightest',
}

type Change = (patch: Partial<Settings>) => void

/**
 * Every setting, in groups, applied as it is changed and kept by the host. The controls show once
 * the host's settings are known (a skeleton of the groups until then).
 */
export function SettingsScreen() {
  const { bridge } = useReadyConnection()
  const { settings, loaded, problem, systemReducedMotion } = useSettingsStore(
    useShallow((s) => ({
      settings: s.settings,
      loaded: s.loaded,
      problem: s.problem,
      systemReducedMotion: s.systemReducedMotion,
    })),
  )

  // Read again on opening: another window on the same table may have changed them.
  useEffect(() => {
    void loadSettings(bridge)
  }, [bridge])

  const change: Change = (patch) => void saveSettings(bridge, patch)
  // Each group's controls, bound to the settings: a drop-down or a slider is one line.
  const group: GroupProps = {
    settings,
    change,
    choice: fieldChoices(settings, change, FIELD),
    slider: settingSliders(settings, change),
  }

  return (
    <ScreenFrame title="Settings">
      {loaded || problem !== null ? (
        <div className="settings">
          <SoundGroup {...group} />
          <MotionGroup {...group} systemReducedMotion={systemReducedMotion} />
          <DisplayGroup {...group} />
          <CameraGroup {...group} />
          <BotsGroup {...group} />
          <OnlineGroup settings={settings} change={change} />
        </div>
      ) : (
        <SettingsSkeleton />
      )}
      {problem && (
        <p className="screen__error" role="alert">
          {problem}
        </p>
      )}
    </ScreenFrame>
  )
}

interface GroupProps {
  readonly settings: Settings
  readonly change: Change
  readonly choice: ReturnType<typeof fieldChoices<Settings>>
  readonly slider: ReturnType<typeof settingSliders>
}

const times = (n: number) => `${Number.isInteger(n) ? n.toFixed(0) : String(n)}×`

function SoundGroup({ settings, change, slider }: GroupProps) {
  return (
    <Group title="Sound">
      <Check checked={settings.sound} onChange={(on) => change({ sound: on })}>
        Sound effects: dice, cards, coins, zombies, and a chime when it is your move
      </Check>
      {slider('volume', `Volume: ${settings.volume}%`, !settings.sound)}
      <button
        type="button"
        className="button button--quiet settings__try"
        disabled={!settings.sound || settings.volume === 0}
        onClick={() => {
          sound.unlock()
          sound.play('yourTurn')
        }}
      >
        Play the “your move” chime
      </button>
    </Group>
  )
}

function MotionGroup({
  settings,
  change,
  choice,
  slider,
  systemReducedMotion,
}: GroupProps & { readonly systemReducedMotion: boolean }) {
  const motionLabel = (option: ReducedMotionChoice) =>
    option === 'system'
      ? `${REDUCED_MOTION_LABELS.system} (now ${systemReducedMotion ? 'on' : 'off'})`
      : REDUCED_MOTION_LABELS[option]
  return (
    <Group title="Animation and motion">
      {slider(
        'animationSpeed',
        `Animation speed: ${times(settings.animationSpeed)}`,
        settings.skipAnimations,
      )}
      <Check checked={settings.skipAnimations} onChange={(on) => change({ skipAnimations: on })}>
        Skip animations: show every move at once
      </Check>
      {choice('reducedMotion', 'Reduced motion', REDUCED_MOTION_CHOICES, motionLabel)}
    </Group>
  )
}

function DisplayGroup({ settings, change, choice }: GroupProps) {
  const scales = UI_SCALES.some((s) => s === settings.uiScale)
    ? UI_SCALES
    : [...UI_SCALES, settings.uiScale].sort((a, b) => a - b)
  return (
    <Group title="Display">
      {choice('uiScale', 'Size of the panels and text (the table keeps its size)', scales, (s) => `${s}%`)}
      {choice('quality', 'Table quality', TABLE_QUALITIES, (q) => QUALITY_LABELS[q])}
      <Check checked={settings.seatMarks} onChange={(on) => change({ seatMarks: on })}>
        Seat marks: a shape beside each player’s name, on the table and in the panels
      </Check>
      <p className="settings__marks" aria-hidden="true">
        {SEAT_MARKS.map((mark, seat) => (
          <SeatMarkIcon key={mark.name} seat={seat} size={18} />
        ))}
      </p>
    </Group>
  )
}

function CameraGroup({ settings, change, slider }: GroupProps) {
  return (
    <Group title="Camera">
      {slider('cameraSensitivity', `Camera sensitivity: ${times(settings.cameraSensitivity)}`)}
      <Check checked={settings.followAction} onChange={(on) => change({ followAction: on })}>
        Follow the action: the camera comes back to the table when it is your move
      </Check>
    </Group>
  )
}

function BotsGroup({ settings, slider }: GroupProps) {
  return (
    <Group title="Bots">
      {slider('botDelayMs', `Pause before each bot move: ${(settings.botDelayMs / 1000).toFixed(1)} s`)}
    </Group>
  )
}

/** The groups' outline while the settings are read: no words flash above the controls. */
function SettingsSkeleton() {
  return (
    <div className="settings settings--loading" aria-busy="true" aria-label="Settings">
      {[3, 3, 2, 2, 1, 1].map((rows, i) => (
        <div key={i} className="settings__group settings__group--skeleton">
          {Array.from({ length: rows }, (_, r) => (
            <div key={r} className="settings__bar" />
          ))}
        </div>
      ))}
    </div>
  )
}
