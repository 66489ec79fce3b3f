import { ScreenFrame } from '../ScreenFrame'
import { StreamPanel } from './StreamPanel'
import { STREAM_WORDS } from './streamWords'

/** The Stream panel as a screen of its own, reached from the home screen. */
export function StreamPanelScreen() {
  return (
    <ScreenFrame title={STREAM_WORDS.title}>
      <StreamPanel />
    </ScreenFrame>
  )
}
