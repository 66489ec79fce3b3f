import { useEffect, useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { SETTINGS_LIMITS, type Settings, TABLE_QUALITIES } from '../../../electron/protocol/settings'
import {
  STREAM_HANDS_MIN_DELAY_SECONDS,
  STREAM_LAYOUTS,
  type StreamBackground,
} from '../../../electron/protocol/stream'
import { useSettingsStore } from '../../store/useSettingsStore'
import { ChoiceField, fieldChoices } from '../ChoiceField'
import { Check, FIELD, Group, Slider, settingSliders } from '../settings/SettingsControls'
import { loadSettings, saveSettings } from '../settings/settingsSync'
import { StreamLinkGroup } from './StreamLinkGroup'
import { streamPageUrl } from './streamOptions'
import { STREAM_WORDS, fill } from './streamWords'
import { useStreamLink } from './useStreamLink'
import { useReadyConnection } from '../connection/useTableConnection'

const W = STREAM_WORDS
/** The colour offered for keying the page out (a green screen). */
const KEY_GREEN = '#00ff00'

type Change = (patch: Partial<Settings>) => void
type BackgroundKind = 'transparent' | 'scene' | 'colour'
const BACKGROUND_KINDS: readonly BackgroundKind[] = ['transparent', 'scene', 'colour']

const kindOf = (background: string): BackgroundKind =>
  background === 'transparent' || background === 'scene' ? background : 'colour'

/**
 * The Stream panel: the stream page's link (start, stop, copy, preview, a new link) and how the page
 * looks (layout, background, text size) and lags (the caster delay, and hands only with enough of it).
 * The look is kept in the settings, so the link copied carries it.
 */
export function StreamPanel() {
  const { bridge, info } = useReadyConnection()
  const link = useStreamLink(bridge)
  const { settings, loaded, problem } = useSettingsStore(
    useShallow((s) => ({ settings: s.settings, loaded: s.loaded, problem: s.problem })),
  )

  // Read again on opening: another window on the same table may have changed them.
  useEffect(() => {
    void loadSettings(bridge)
  }, [bridge])

  const change: Change = (patch) => void saveSettings(bridge, patch)
  const base = link.status?.running ? link.status.url : null
  const url =
    base === null
      ? null
      : streamPageUrl(base, {
          layout: settings.streamLayout,
          // The settings' check (streamBackgroundSchema) lets only these through.
          background: settings.streamBackground as StreamBackground,
          textScale: settings.streamTextScale,
          quality: settings.streamQuality,
        })

  return (
    <div className="stream-panel">
      <p className="stream-panel__lead">{W.lead}</p>
      <div className="settings">
        <div className="stream-panel__wide">
          <StreamLinkGroup link={link} url={url} canOpenTab={info.transport === 'websocket'} />
        </div>
        {loaded || problem !== null ? (
          <>
            <LookGroup settings={settings} change={change} />
            <DelayGroup settings={settings} change={change} />
          </>
        ) : (
          <div className="settings__group settings__group--skeleton" aria-busy="true">
            <div className="settings__bar" />
          </div>
        )}
      </div>
      {problem && (
        <p className="screen__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  )
}

interface GroupProps {
  readonly settings: Settings
  readonly change: Change
}

function LookGroup({ settings, change }: GroupProps) {
  const background = settings.streamBackground
  // The colour picked last, offered again when "A colour" is chosen after another background.
  const [colour, setColour] = useState(kindOf(background) === 'colour' ? background : KEY_GREEN)
  const pickColour = (value: string) => {
    setColour(value)
    change({ streamBackground: value as StreamBackground })
  }
  const kind = kindOf(background)
  const choice = fieldChoices(settings, change, FIELD)
  const slider = settingSliders(settings, change)
  return (
    <Group title={W.look.heading}>
      {choice('streamLayout', W.look.layout, STREAM_LAYOUTS, (layout) => W.look.layouts[layout])}
      <ChoiceField
        className={FIELD}
        label={W.look.background}
        value={kind}
        options={BACKGROUND_KINDS}
        labelOf={(k) => W.look.backgrounds[k]}
        onChange={(next) =>
          change({ streamBackground: next === 'colour' ? (colour as StreamBackground) : next })
        }
      />
      <div className="stream-panel__row">
        <input
          type="color"
          className="stream-panel__colour"
          aria-label={W.look.colour}
          value={kind === 'colour' ? background : colour}
          onChange={(e) => pickColour(e.target.value.toLowerCase())}
        />
        <button
          type="button"
          className="button button--quiet stream-panel__button"
          aria-pressed={background === KEY_GREEN}
          onClick={() => pickColour(KEY_GREEN)}
        >
          {W.look.green}
        </button>
      </div>
      {slider('streamTextScale', fill(W.look.textScale, { n: settings.streamTextScale }))}
      {choice('streamQuality', W.look.quality, TABLE_QUALITIES, (q) => W.look.qualities[q])}
    </Group>
  )
}

function DelayGroup({ settings, change }: GroupProps) {
  const handsAllowed = settings.streamDelaySeconds >= STREAM_HANDS_MIN_DELAY_SECONDS
  const setDelay = (streamDelaySeconds: number) =>
    // The host refuses hands with too short a delay: shortening it below that stops showing them.
    change(
      settings.streamShowHands && streamDelaySeconds < STREAM_HANDS_MIN_DELAY_SECONDS
        ? { streamDelaySeconds, streamShowHands: false }
        : { streamDelaySeconds },
    )
  return (
    <Group title={W.delay.heading}>
      <Slider
        label={fill(W.delay.delay, { n: settings.streamDelaySeconds })}
        limits={SETTINGS_LIMITS.streamDelaySeconds}
        value={settings.streamDelaySeconds}
        onChange={setDelay}
      />
      <p className="stream-panel__note">{W.delay.delayHelp}</p>
      <Check
        checked={settings.streamShowHands && handsAllowed}
        disabled={!handsAllowed}
        onChange={(on) => change({ streamShowHands: on })}
      >
        {W.delay.showHands}
      </Check>
      {!handsAllowed && (
        <p className="stream-panel__note">
          {fill(W.delay.showHandsOff, { n: STREAM_HANDS_MIN_DELAY_SECONDS })}
        </p>
      )}
    </Group>
  )
}
