/** The table bar's Reset view (also the Home key) and Help (also ?), at a table here or online. */
export function ViewButtons({
  onResetCamera,
  onHelp,
}: {
  readonly onResetCamera: () => void
  readonly onHelp: () => void
}) {
  return (
    <>
      <button
        type="button"
        className="button button--quiet"
        title="Put the camera back where it started (Home)"
        aria-keyshortcuts="Home"
        onClick={onResetCamera}
      >
        Reset view
      </button>
      <button
        type="button"
        className="button button--quiet"
        title="How to play, every card, and the keys (?)"
        aria-haspopup="dialog"
        aria-keyshortcuts="?"
        onClick={onHelp}
      >
        Help
      </button>
    </>
  )
}
