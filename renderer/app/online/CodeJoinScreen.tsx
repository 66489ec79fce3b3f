import { useState } from 'react'
import { InlineForm, TextField } from '../InlineForm'
import { ONLINE_WORDS as W } from './onlineWords'

/** Ten letters and digits, dashes and spaces aside: the server forgives the rest (inviteCodes.ts). */
const LOOKS_LIKE_A_CODE = /^[0-9a-z]{10}$/i

/**
 * A table server's own page opened with no invite: take a seat by its short code. The server
 * says which table the code is for; the page then opens that seat with the code as its key.
 */
export function CodeJoinScreen() {
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const join = async () => {
    const plain = code.replace(/[\s-]/g, '')
    if (!LOOKS_LIKE_A_CODE.test(plain)) {
      setProblem(W.codeUnknown)
      return
    }
    setBusy(true)
    setProblem(null)
    try {
      const response = await fetch('/codes', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: plain }),
      })
      const body = (await response.json()) as { tableId?: string; error?: string }
      if (!response.ok || body.tableId === undefined) {
        setProblem(body.error ?? W.codeUnknown)
        return
      }
      window.location.assign(`/?table=${encodeURIComponent(body.tableId)}#seat=${encodeURIComponent(plain)}`)
    } catch {
      setProblem('Cannot reach the table server. Check your connection and try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <main className="screen screen--center">
      <h1 className="screen__title">{W.codeTitle}</h1>
      <p className="screen__lead">{W.codeLead}</p>
      <InlineForm onSubmit={() => void join()}>
        <TextField
          label={W.codeField}
          className="code-join__field"
          value={code}
          autoComplete="off"
          spellCheck={false}
          placeholder="ABCDE-FGHJK"
          onText={setCode}
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          {W.codeButton}
        </button>
      </InlineForm>
      {problem && (
        <p className="screen__error" role="alert">
          {problem}
        </p>
      )}
    </main>
  )
}
