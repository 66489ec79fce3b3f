/**
 * The renderer's kits stand on their own: the 3D table kit and the HUD kit import neither the app
 * nor its stores (whoever mounts them hands them what they need); neither does a game, whose help
 * is its own (no registry of games' help.json elsewhere), and no game imports another. Of
 * the main process's folder the renderer imports only the wire, electron/protocol/, and the wire
 * imports nothing of the main process (only the engine and zod).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const renderer = join(root, 'renderer')
const protocol = join(root, 'electron/protocol')

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

/** Every import of a file: relative ones resolved to a path under the project, packages by name. */
function everyImportOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const specifiers = [...text.matchAll(/(?:import|export)[^'"]*?from\s+'([^']+)'|import\s+'([^']+)'/g)]
  return specifiers
    .map((m) => m[1] ?? m[2] ?? '')
    .map((s) => (s.startsWith('.') ? relative(root, resolve(dirname(file), s)) : s))
}

/** `file → target` for each import of the files under `dir` that `allowed` refuses. */
function importsRefused(dir: string, allowed: (target: string) => boolean): string[] {
  return sourcesIn(dir).flatMap((file) =>
    everyImportOf(file)
      .filter((target) => !allowed(target))
      .map((target) => `${relative(root, file)} → ${target}`),
  )
}

describe('the wire between renderer and main process', () => {
  const underElectron = (target: string) => target === 'electron' || target.startsWith('electron/')
  it('the renderer imports nothing under electron/ but the protocol', () => {
    expect(
      everyImportOf(join(renderer, 'bridge/ipcBridge.ts')).some((t) => t.startsWith('electron/protocol')),
    ).toBe(true)
    expect(importsRefused(renderer, (t) => !underElectron(t) || t.startsWith('electron/protocol'))).toEqual(
      [],
    )
  })

  it('the protocol imports only itself, the engine and zod', () => {
    expect(everyImportOf(join(protocol, 'requests.ts'))).toContain('zod')
    const allowed = (t: string) =>
      t === 'zod' || t.startsWith('electron/protocol/') || t.startsWith('engine/')
    expect(importsRefused(protocol, allowed)).toEqual([])
  })
})

describe('renderer layers', () => {
  it('finds the imports it checks (the check itself works)', () => {
    expect(importsOf(join(renderer, 'app/table/GameStage.tsx'))).toContain('table/TableCanvas')
  })

  it('the table and HUD kits import neither the app nor its stores, nor any game', () => {
    for (const kit of ['table', 'hud']) {
      expect(
        offenders(kit, (target) => /^(app|store|games)(\/|$)/.test(target)),
        kit,
      ).toEqual([])
    }
  })

  it('the table kit imports nothing of the HUD kit, which stands on it', () => {
    expect(importsOf(join(renderer, 'hud/SeatMarkIcon.tsx'))).toContain('table/seatMarks')
    expect(offenders('table', (target) => /^hud(\/|$)/.test(target))).toEqual([])
  })

  it('no game imports the app or its stores: the table screen hands a game all it shows', () => {
    expect(importsOf(join(renderer, 'app/table/GameHud.tsx'))).toContain('store/useMatchStore')
    expect(offenders('games', (target) => /^(app|store)(\/|$)/.test(target))).toEqual([])
  })

  it("a game's quick reference is read by that game alone (its GameUi's help), never by a registry", () => {
    const helpOf = (target: string) => /^\.\.\/assets\/([^/]+)\/help\.json$/.exec(target)?.[1] ?? null
    expect(importsOf(join(renderer, 'games/selfish/index.ts')).map(helpOf)).toContain('selfish')
    const gameOf = (file: string) => /^games\/([^/]+)\//.exec(file)?.[1] ?? null
    const elsewhere = offenders('.', (target, file) => {
      const game = helpOf(target)
      return game !== null && game !== 'help' && gameOf(file) !== game
    })
    expect(elsewhere).toEqual([])
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
