import { GAME_ICON_SIZE, gameIconPaths } from '../table/gameIcon'

/** A card's picture in the HUD, as on the card (a Game-icons.net icon, CC BY 3.0), in the text colour. */
export function GameIcon({ name, className }: { readonly name: string; readonly className?: string }) {
  return (
    <svg
      className={className}
      viewBox={`0 0 ${GAME_ICON_SIZE} ${GAME_ICON_SIZE}`}
      aria-hidden="true"
      focusable="false"
    >
      {gameIconPaths(name).map((d, i) => (
        <path key={i} d={d} fill="currentColor" />
      ))}
    </svg>
  )
}
