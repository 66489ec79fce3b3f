import { describe, expect, it } from 'vitest'
import { arenaLineup, type ArenaGame } from '../../../engine/sim/arena'
import {
  arenaGameLine,
  arenaRunLine,
  readArenaResults,
  type ArenaRun,
} from '../../../engine/sim/arenaResults'

const run: ArenaRun = { game: 'selfish', players: 2, seed: 1, bots: ['hard', 'medium'], maxActions: 20_000 }
const game = (index: number, winners: string[] = ['hard']): ArenaGame => ({
  index,
  seed: `1:${index}`,
  lineup: index % 2 === 0 ? ['hard', 'medium'] : ['medium', 'hard'],
  winners,
  actions: 30 + index,
  error: null,
})
const file = (...lines: string[]) => lines.map((l) => `${l}\n`).join('')
const read = (text: string, of: ArenaRun = run) => readArenaResults(text, of, 'runs/r.jsonl')

describe('arena results file', () => {
  it('reads back, in index order, the games written as they ended', () => {
    const text = file(
      arenaRunLine(run),
      arenaGameLine(game(1, [])),
      arenaGameLine(game(0)),
      arenaGameLine(game(2)),
    )
    expect(read(text)).toEqual({ ok: true, played: [game(0), game(1, []), game(2)], cutOff: false })
  })

  it('treats an empty file as a run not yet started', () => {
    expect(read('')).toEqual({ ok: true, played: [], cutOff: false })
  })

  it('drops a last line cut off part-way, so that game is played again', () => {
    const whole = file(arenaRunLine(run), arenaGameLine(game(0)))
    const text = whole + arenaGameLine(game(1)).slice(0, 25)
    expect(read(text)).toEqual({ ok: true, played: [game(0)], cutOff: true })
  })

  it('refuses a file of another run, naming both', () => {
    const text = file(arenaRunLine({ ...run, seed: 2 }), arenaGameLine({ ...game(0), seed: '2:0' }))
    const result = read(text)
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.error).toContain('runs/r.jsonl holds another run (selfish, 2 players, seed 2')
      expect(result.error).toContain('not this one (selfish, 2 players, seed 1, bots hard,medium')
    }
    expect(read(file(arenaRunLine(run)), { ...run, bots: ['expert', 'hard'] }).ok).toBe(false)
    expect(read(file(arenaRunLine(run)), { ...run, maxActions: 500 }).ok).toBe(false)
  })

  it('refuses a file that does not start by naming a run', () => {
    const result = read(file(arenaGameLine(game(0))))
    expect(result).toEqual({
      ok: false,
      error: 'runs/r.jsonl is not an arena results file (its first line does not name a run).',
    })
    expect(read(file('not json')).ok).toBe(false)
  })

  it('says which line is damaged, and why', () => {
    const cases: [string, string][] = [
      ['{"index": 0', 'line 2 of runs/r.jsonl is not a game of this run: it is not a JSON object.'],
      [arenaGameLine({ ...game(0), seed: '1:5' }), 'game 0 is dealt from seed "1:0", not "1:5".'],
      [
        arenaGameLine({ ...game(0), lineup: ['medium', 'hard'] }),
        'game 0 seats hard,medium, not medium,hard.',
      ],
      [arenaGameLine({ ...game(0), winners: ['expert'] }), 'its winners are not bots of game 0.'],
      [arenaGameLine({ ...game(0), winners: ['hard', 'hard'] }), 'its winners are not bots of game 0.'],
      [arenaGameLine({ ...game(0), actions: -1 }), 'its count of actions is not a whole number.'],
      [arenaGameLine({ ...game(0), index: 1.5 }), 'its index is not a whole number.'],
    ]
    for (const [line, why] of cases) {
      const result = read(file(arenaRunLine(run), line))
      expect(result.ok ? 'read' : result.error).toContain(why)
    }
  })

  it('lets a bot in several seats win as often as it has seats, and no more', () => {
    const four: ArenaRun = { ...run, players: 4 }
    const lineup = arenaLineup(four.bots, 4, 0)
    const medium = lineup.filter((b) => b === 'medium').length
    expect(medium).toBeGreaterThan(1)
    const won = (count: number) => ({ ...game(0, Array<string>(count).fill('medium')), lineup })
    expect(read(file(arenaRunLine(four), arenaGameLine(won(medium))), four).ok).toBe(true)
    expect(read(file(arenaRunLine(four), arenaGameLine(won(medium + 1))), four)).toMatchObject({ ok: false })
  })

  it('deals a paired run by whole turns of the lineup, and keeps a plain file plain', () => {
    const paired: ArenaRun = { ...run, paired: true }
    const dealt = (index: number, seed: string) => ({ ...game(index), seed })
    const text = file(arenaRunLine(paired), arenaGameLine(dealt(0, '1:0')), arenaGameLine(dealt(1, '1:0')))
    expect(read(text, paired)).toMatchObject({ ok: true, played: [{ index: 0 }, { index: 1 }] })
    const own = read(file(arenaRunLine(paired), arenaGameLine(game(1))), paired)
    expect(own).toMatchObject({
      ok: false,
      error: expect.stringContaining('dealt from seed "1:0", not "1:1"'),
    })
    // A file written before runs could be paired is a plain run, and a paired run is another.
    expect(arenaRunLine(run)).not.toContain('paired')
    expect(read(file(arenaRunLine(run)), paired)).toMatchObject({
      ok: false,
      error: expect.stringContaining('at most 20000 actions, paired)'),
    })
  })

  it('refuses a game written twice', () => {
    const result = read(file(arenaRunLine(run), arenaGameLine(game(3)), arenaGameLine(game(3))))
    expect(result).toEqual({ ok: false, error: 'line 3 of runs/r.jsonl repeats game 3.' })
  })

  it('keeps a failed game with its reason', () => {
    const failed = { ...game(0, []), error: 'A bot chose an illegal move.' }
    expect(read(file(arenaRunLine(run), arenaGameLine(failed)))).toMatchObject({ ok: true, played: [failed] })
  })
})
