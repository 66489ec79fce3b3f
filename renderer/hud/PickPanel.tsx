import type { Picking } from './usePicking'

/**
 * The choices panel while a move is being picked: what it needs, where the pick stands, and
 * Confirm once the pick is legal. The cards are picked in the hand below.
 */
export function PickPanel<A, K>({ picking }: { readonly picking: Picking<A, K> }) {
  const { form, judged } = picking
  if (!form || !judged) return null
  return (
    <section className="hud-choices hud-pick hud-panel" aria-label="Your choices">
      <h2 className="hud-heading">{form.title}</h2>
      <p className="hud-pick__rule">{form.rule}</p>
      <p className={`hud-pick__status${judged.ok ? ' is-ok' : ''}`} role="status" aria-live="polite">
        {form.status(judged)}
      </p>
      <div className="hud-choices__buttons">
        <button
          type="button"
          className="hud-choice hud-choice--confirm"
          aria-keyshortcuts="Enter"
          disabled={!judged.ok}
          onClick={picking.confirm}
        >
          {judged.ok ? form.confirmLabel(picking.kinds) : 'Confirm'}
        </button>
        {!picking.forced && (
          <button type="button" className="hud-choice hud-choice--cancel" onClick={picking.cancel}>
            Back to all moves
          </button>
        )}
      </div>
    </section>
  )
}
