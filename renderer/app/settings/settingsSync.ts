/** The settings between the renderer's store and the host: read at app start, each change sent to keep. */
import type { Settings } from '../../../electron/protocol/settings'
import type { TableBridge } from '../../bridge/bridge'
import { useSettingsStore } from '../../store/useSettingsStore'
import { ask, messageOf } from '../request'

/** Reads the host's settings into the store (a failure is kept as the store's problem). */
export async function loadSettings(bridge: TableBridge): Promise<void> {
  const { actions, edits } = useSettingsStore.getState()
  try {
    actions.received(await ask(bridge, 'settings:get', {}), edits)
  } catch (err) {
    actions.setProblem(`Cannot read the settings: ${messageOf(err)}`)
  }
}

/** Applies a change at once and sends it to the host, which keeps it in its data folder. */
export async function saveSettings(bridge: TableBridge, patch: Partial<Settings>): Promise<void> {
  const { actions } = useSettingsStore.getState()
  actions.change(patch)
  actions.setProblem(null)
  try {
    await ask(bridge, 'settings:set', patch)
  } catch (err) {
    actions.setProblem(`Not saved: ${messageOf(err)}`)
  }
}
