/**
 * Draws a card picture: one of the Game-icons.net icons (CC BY 3.0) the games name in their
 * pictures.json, from the small set bundled in assets/icons/gameIcons.json (`npm run icons`),
 * filled in one colour onto a 2D canvas.
 */
import iconFile from '../../assets/icons/gameIcons.json'

const ICONS: Readonly<Record<string, readonly string[]>> = iconFile.icons
const SIZE = iconFile.size

const made = new Map<string, readonly Path2D[]>()

/** The path data of icon `name` in its `GAME_ICON_SIZE` square (none for an unknown name). */
export function gameIconPaths(name: string): readonly string[] {
  return ICONS[name] ?? []
}

export const GAME_ICON_SIZE = SIZE

/** Whether `name` is in the bundled set (a test checks every picture a game names is). */
export function hasGameIcon(name: string): boolean {
  return ICONS[name] !== undefined
}

/** Draws icon `name` filling a `size` square centred on (cx, cy); an unknown name draws nothing. */
export function drawGameIcon(
  ctx: CanvasRenderingContext2D,
  name: string,
  cx: number,
  cy: number,
  size: number,
  fill: string,
): void {
  const data = ICONS[name]
  if (data === undefined) return
  let paths = made.get(name)
  if (paths === undefined) {
    paths = data.map((d) => new Path2D(d))
    made.set(name, paths)
  }
  ctx.save()
  ctx.translate(cx - size / 2, cy - size / 2)
  ctx.scale(size / SIZE, size / SIZE)
  ctx.fillStyle = fill
  for (const path of paths) ctx.fill(path)
  ctx.restore()
}
