/**
 * The checks that keep a game's option specs (what the New Game screen offers) and its
 * resolveOptions (what the engine accepts) from drifting apart. Each game's tests call it.
 */
import { describe, expect, it } from 'vitest'
import { defaultOptionValues, optionSpecProblems, type OptionSpec } from '../../../engine/core/optionSpecs'
import type { AnyGame } from '../../../engine/core/types'
import { games } from '../../../engine/index'

/** The values a spec offers (for a seat: the seats at a table of `players`). */
export function offeredValues(spec: OptionSpec, players: number): unknown[] {
  switch (spec.kind) {
    case 'choice':
      return spec.choices.map((c) => c.value)
    case 'boolean':
      return [false, true]
    case 'number':
      return [spec.min, spec.default, spec.max]
    case 'numbers':
      return [
        spec.default,
        Array.from({ length: spec.minCount }, () => spec.min),
        Array.from({ length: spec.maxCount }, () => spec.max),
      ]
    case 'seat':
      return [
        ...(spec.nullLabel === undefined ? [] : [null]),
        ...Array.from({ length: players }, (_, i) => i),
      ]
  }
}

/** Every text of a spec a player reads: its label, its help and the labels of its values. */
export function optionWords(spec: OptionSpec): string[] {
  const words = [spec.label, spec.help]
  if (spec.kind === 'choice') words.push(...spec.choices.map((c) => c.label))
  if (spec.kind === 'boolean') words.push(spec.trueLabel ?? 'Yes', spec.falseLabel ?? 'No')
  if (spec.kind === 'seat' && spec.nullLabel !== undefined) words.push(spec.nullLabel)
  return words
}

/** Values just outside what a spec offers, which resolveOptions must refuse. */
function refusedValues(spec: OptionSpec, players: number): unknown[] {
  switch (spec.kind) {
    case 'choice':
      return ['no such choice', 1]
    case 'boolean':
      return ['true', 1]
    case 'number':
      return [spec.min - 1, spec.max + 1, spec.min + 0.5, String(spec.default)]
    case 'numbers':
      return [
        [spec.min - 1],
        [spec.max + 1],
        [spec.min + 0.5],
        ...(spec.minCount > 0 ? [Array.from({ length: spec.minCount - 1 }, () => spec.min)] : []),
      ]
    case 'seat':
      return [players, -1, 0.5, '0']
  }
}

function playerCounts(game: AnyGame): number[] {
  return Array.from({ length: game.maxPlayers - game.minPlayers + 1 }, (_, i) => game.minPlayers + i)
}

/** The option checks for a registered game (by id), or for any game definition (the test game). */
export function describeOptionSpecs(gameOrId: string | AnyGame): void {
  const game = typeof gameOrId === 'string' ? games[gameOrId] : gameOrId
  if (!game) throw new Error(`No game "${String(gameOrId)}".`)
  const specs = game.optionSpecs ?? []

  describe(`${game.name}: option specs match resolveOptions`, () => {
    it('are well formed and plain JSON', () => {
      expect(optionSpecProblems(specs, game.minPlayers)).toEqual([])
      expect(JSON.parse(JSON.stringify(specs))).toEqual(specs)
      expect(specs.length).toBeGreaterThan(0)
    })

    it('describe every option resolveOptions fills in, with its default', () => {
      for (const n of playerCounts(game)) {
        const resolved = game.resolveOptions({}, n) as Record<string, unknown>
        expect(specs.map((s) => s.key).sort(), `${n} players`).toEqual(Object.keys(resolved).sort())
        for (const spec of specs)
          expect(resolved[spec.key], `${spec.key}, ${n} players`).toEqual(spec.default)
        expect(game.resolveOptions(defaultOptionValues(specs), n)).toEqual(resolved)
      }
    })

    it('offer only values resolveOptions accepts, and keeps', () => {
      for (const n of playerCounts(game)) {
        for (const spec of specs) {
          for (const value of offeredValues(spec, n)) {
            const resolved = game.resolveOptions({ [spec.key]: value }, n) as Record<string, unknown>
            expect(resolved[spec.key], `${spec.key} = ${JSON.stringify(value)}`).toEqual(value)
          }
        }
      }
    })

    it('speak to a newcomer: no ruling codes ("ruling M17", "Z2") in what the New Game screen shows', () => {
      for (const spec of specs) {
        for (const text of optionWords(spec)) {
          expect(text, spec.key).not.toMatch(/\bruling\b|\b[RSZM]\d{1,2}\b/i)
          expect(text.trim(), spec.key).not.toBe('')
        }
      }
    })

    it('stop where resolveOptions refuses, by name', () => {
      const n = game.minPlayers
      for (const spec of specs) {
        for (const value of refusedValues(spec, n)) {
          expect(
            () => game.resolveOptions({ [spec.key]: value }, n),
            `${spec.key} = ${JSON.stringify(value)}`,
          ).toThrow(spec.key)
        }
      }
    })
  })
}
