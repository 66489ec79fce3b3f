/**
 * The card pictures' icons: the few Game-icons.net icons the games' pictures.json files name, cut
 * out of @iconify-json/game-icons (4,000 icons, 6 MB) into assets/icons/gameIcons.json, which the
 * renderer bundles. Each icon is kept as the path data of its 512×512 drawing.
 *
 *   npm run icons    writes the file again (after a pictures.json changes)
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..')
export const GAME_ICONS_FILE = join(ROOT, 'assets/icons/gameIcons.json')
const PICTURE_FILES = ['selfish', 'zombielife', 'monopozombie'].map((game) =>
  join(ROOT, 'assets', game, 'pictures.json'),
)

interface IconSet {
  readonly icons: Readonly<Record<string, { readonly body: string }>>
  readonly aliases?: Readonly<Record<string, { readonly parent: string }>>
}

export interface GameIconsFile {
  readonly about: string
  readonly source: string
  readonly license: string
  readonly size: number
  readonly icons: Readonly<Record<string, readonly string[]>>
}

/** Every icon name a pictures.json names (any string value but its "about"), sorted, once each. */
export function usedIconNames(files: readonly string[] = PICTURE_FILES): string[] {
  const names = new Set<string>()
  const walk = (value: unknown): void => {
    if (typeof value === 'string') names.add(value)
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(walk)
  }
  for (const file of files) {
    const { about: _about, ...pictures } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
    walk(pictures)
  }
  return [...names].sort()
}

/** The path data of an icon's body: it must be filled paths only, or the cards would draw it wrong. */
function pathsOf(name: string, body: string): string[] {
  const elements = body.match(/<[a-z]+\b/g) ?? []
  if (elements.some((e) => e !== '<path'))
    throw new Error(`Icon ${name} draws more than paths: ${body.slice(0, 80)}`)
  const paths = [...body.matchAll(/\sd="([^"]+)"/g)].map((m) => m[1] as string)
  if (paths.length === 0) throw new Error(`Icon ${name} has no path`)
  return paths
}

export function loadIconSet(): IconSet & { readonly version: string } {
  const require = createRequire(import.meta.url)
  const set = require('@iconify-json/game-icons/icons.json') as IconSet
  const { version } = require('@iconify-json/game-icons/package.json') as { version: string }
  return { ...set, version }
}

/** The file for `names`, from `set`; an unknown name is an error that says which. */
export function iconSubset(
  names: readonly string[],
  set: IconSet & { readonly version: string },
): GameIconsFile {
  const icons: Record<string, readonly string[]> = {}
  for (const name of names) {
    const icon = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? '']
    if (icon === undefined) throw new Error(`No icon "${name}" in Game-icons.net (@iconify-json/game-icons)`)
    icons[name] = pathsOf(name, icon.body)
  }
  return {
    about:
      'The icons the card pictures use (assets/*/pictures.json), cut from @iconify-json/game-icons by `npm run icons`: do not edit by hand.',
    source: `Game-icons.net (https://game-icons.net), by Lorc, Delapouite and contributors, via @iconify-json/game-icons ${set.version}`,
    license: 'CC BY 3.0 (https://creativecommons.org/licenses/by/3.0/)',
    size: 512,
    icons,
  }
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const file = iconSubset(usedIconNames(), loadIconSet())
  writeFileSync(GAME_ICONS_FILE, `${JSON.stringify(file, null, 2)}\n`)
  console.log(`${Object.keys(file.icons).length} icons written to assets/icons/gameIcons.json`)
}
