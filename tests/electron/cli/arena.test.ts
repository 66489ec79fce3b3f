/** `npm run arena` as a user runs it: a run kept in a results file goes on where it stopped. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { cli } from '../../shared/simCli'

const dir = mkdtempSync(join(tmpdir(), 'arena-test-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const arena = (args: string[]) => cli('electron/cli/arena.ts', args)

const base = ['--game', 'selfish', '--players', '2', '--bots', 'random,medium', '--seed', '7']

/** The report line without what differs between a fresh run and one taken up again. */
const results = (stdout: string) => {
  const {
    seconds: _s,
    resumed: _r,
    workers: _w,
    ...rest
  } = JSON.parse(stdout.split('\n')[0] as string) as Record<string, unknown>
  return rest
}

describe('arena results file', () => {
  it('plays only the games the file lacks, and tallies the same as one unbroken run', async () => {
    const file = join(dir, 'resume.jsonl')
    const first = await arena([...base, '--games', '4', '--workers', '2', '--results', file])
    expect(first.code).toBe(0)
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(5)
    const second = await arena([...base, '--games', '10', '--workers', '2', '--results', file])
    expect(second.code).toBe(0)
    expect(JSON.parse(second.stdout.split('\n')[0] as string)).toMatchObject({
      games: 10,
      resumed: 4,
      workers: 2,
    })
    expect(second.stderr).toContain(`10/10 games (4 from ${file})`)
    const whole = await arena([...base, '--games', '10', '--workers', '1'])
    expect(results(second.stdout)).toEqual(results(whole.stdout))
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(11)
    const third = await arena([...base, '--games', '10', '--workers', '2', '--results', file])
    expect(JSON.parse(third.stdout.split('\n')[0] as string)).toMatchObject({ resumed: 10, workers: 0 })
    expect(third.stderr).toBe(`arena: 10/10 games (10 from ${file})\n`)
    expect(results(third.stdout)).toEqual(results(whole.stdout))
  })

  it('refuses the file of another run and leaves it as it was', async () => {
    const file = join(dir, 'other.jsonl')
    expect((await arena([...base, '--games', '2', '--workers', '1', '--results', file])).code).toBe(0)
    const before = readFileSync(file, 'utf8')
    const other = await arena([
      ...base.slice(0, -1),
      '8',
      '--games',
      '2',
      '--workers',
      '1',
      '--results',
      file,
    ])
    expect(other.code).toBe(2)
    expect(other.stderr).toContain(`arena: ${file} holds another run (selfish, 2 players, seed 7`)
    expect(other.stdout).toBe('')
    expect(readFileSync(file, 'utf8')).toBe(before)
  })

  it('plays again a game whose line was cut off, and mends the file', async () => {
    const file = join(dir, 'cut.jsonl')
    expect((await arena([...base, '--games', '3', '--workers', '1', '--results', file])).code).toBe(0)
    const text = readFileSync(file, 'utf8')
    writeFileSync(file, text.slice(0, text.length - 20))
    const again = await arena([...base, '--games', '3', '--workers', '1', '--results', file])
    expect(again.code).toBe(0)
    expect(again.stderr).toContain('ended in part of a line')
    expect(JSON.parse(again.stdout.split('\n')[0] as string)).toMatchObject({ resumed: 2, finished: 3 })
    expect(readFileSync(file, 'utf8')).toHaveLength(text.length)
  })

  it('says what is wrong with its arguments', async () => {
    const missing = await arena([...base, '--games', '2', '--results'])
    expect(missing).toMatchObject({ code: 2, stdout: '' })
    expect(missing.stderr).toContain('arena: --results needs a value.')
    const twice = await arena([...base, '--results', 'a', '--results', 'b'])
    expect(twice.stderr).toContain('arena: --results is given twice.')
    const uneven = await arena([...base, '--games', '3', '--paired'])
    expect(uneven).toMatchObject({ code: 2, stdout: '' })
    expect(uneven.stderr).toContain('--games must be a multiple of 2, not 3')
  })
})

describe('arena on paired deals', () => {
  it('plays each deal from both chairs and reports the paired share beside the plain one', async () => {
    const run = await arena([...base, '--games', '4', '--workers', '1', '--paired'])
    expect(run.code).toBe(0)
    const report = JSON.parse(run.stdout.split('\n')[0] as string) as {
      paired: boolean
      pairedDeals: number
      pairedStandings: { bot: string; share: number; shareCI: number[] }[]
      standings: { bot: string; share: number }[]
    }
    expect(report).toMatchObject({ paired: true, pairedDeals: 2 })
    expect(report.pairedStandings.map((s) => s.bot)).toEqual(['random', 'medium'])
    expect(report.pairedStandings[1]?.share).toBe(report.standings[1]?.share)
    expect(run.stdout).toContain('paired over 2 whole deals')
  })
})
