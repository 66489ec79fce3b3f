import { useRef, useState } from 'react'
import { ONLINE_WORDS as W } from './onlineWords'

/** A link to hand on: shown whole in a field, with a Copy button (or selected, when copying is refused). */
export function CopyLink({ link, label }: { readonly link: string; readonly label: string }) {
  const field = useRef<HTMLInputElement>(null)
  const [copied, setCopied] = useState<'done' | 'refused' | null>(null)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link)
      setCopied('done')
    } catch {
      setCopied('refused')
      field.current?.select()
    }
  }
  return (
    <span className="copy-link">
      <input ref={field} className="copy-link__field" readOnly value={link} aria-label={label} />
      <button type="button" className="button button--quiet" onClick={() => void copy()}>
        {copied === 'done' ? W.copied : W.copy}
      </button>
      {copied === 'refused' && <span className="copy-link__note">{W.copyRefused}</span>}
    </span>
  )
}
