import { useEffect, useState } from 'react'
import { isServerAddress, type Settings } from '../../../electron/protocol/settings'
import { ONLINE_WORDS as W } from '../online/onlineWords'
import { InlineForm, TextField } from '../InlineForm'
import { Group } from './SettingsControls'

/**
 * Where "Play online" opens the tables this person hosts: this computer (empty), or a Zombie Table
 * server's address. Typed, then kept with Use (or Enter): a half-typed address is never sent.
 */
export function OnlineGroup({
  settings,
  change,
}: {
  readonly settings: Settings
  readonly change: (patch: Partial<Settings>) => void
}) {
  const kept = settings.onlineServer
  const [draft, setDraft] = useState(kept)
  useEffect(() => setDraft(kept), [kept])
  const typed = draft.trim()
  const valid = isServerAddress(typed)
  return (
    <Group title={W.settingsTitle}>
      <InlineForm className="settings__server" onSubmit={() => valid && change({ onlineServer: typed })}>
        <TextField
          label={W.settingsServer}
          fieldClassName="settings__field settings__server-field"
          value={draft}
          placeholder="https://zombies.example.org"
          aria-invalid={!valid}
          aria-describedby="online-server-hint"
          onText={setDraft}
        />
        <button type="submit" className="button" disabled={!valid || typed === kept}>
          {W.settingsUse}
        </button>
      </InlineForm>
      <p
        id="online-server-hint"
        className={`settings__server-hint${valid ? '' : ' settings__server-hint--bad'}`}
        role={valid ? undefined : 'alert'}
      >
        {valid ? (kept === '' ? W.settingsHere : W.settingsThere.replace('{server}', kept)) : W.settingsBad}
      </p>
    </Group>
  )
}
