/**
 * The renderer's kits stand on their own: the 3D table kit and the HUD kit import neither the app
 * nor its stores (whoever mounts them hands them what they need), and no game imports another.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const renderer = resolve(dirname(fileURLToPath(import.meta.url)), '../../renderer')

function sourcesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourcesIn(path)
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : []
  })
}

/** Every relative import of a file, resolved to a path under the renderer folder. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const specifiers = [...text.matchAll(/(?:import|export)[^'"]*?from\s+'(\.[^']+)'|import\s+'(\.[^']+)'/g)]
  return specifiers.map((m) => relative(renderer, resolve(dirname(file), m[1] ?? m[2] ?? '')))
}

function offenders(dir: string, forbidden: (target: string, file: string) => boolean): string[] {
  return sourcesIn(join(renderer, dir)).flatMap((file) =>
    importsOf(file)
      .filter((target) => forbidden(target, relative(renderer, file)))
      .map((target) => `${relative(renderer, file)} → ${target}`),
  )
}

describe('renderer layers', () => {
  it('finds the imports it checks (the check itself works)', () => {
    expect(importsOf(join(renderer, 'app/GameStage.tsx'))).toContain('table/TableCanvas')
  })

  it('the table and HUD kits import neither the app nor its stores, nor any game', () => {
    for (const kit of ['table', 'hud']) {
      expect(
        offenders(kit, (target) => /^(app|store|games)(\/|$)/.test(target)),
        kit,
      ).toEqual([])
    }
  })

  it('no game imports another game', () => {
    const gameOf = (path: string) => /^games\/([^/]+)\//.exec(path)?.[1] ?? null
    expect(
      offenders('games', (target, file) => {
        const from = gameOf(file)
        const to = gameOf(target)
        return from !== null && to !== null && from !== to
      }),
    ).toEqual([])
  })
})
