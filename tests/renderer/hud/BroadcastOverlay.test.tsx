// @vitest-environment happy-dom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { noteLines, shownLines } from '../shared/logLines'
import { BroadcastOverlay } from '../../../renderer/hud/BroadcastOverlay'
import { compactNames, counted, fill, type BroadcastSummary } from '../../../renderer/hud/broadcastSummary'
import { HudPrefsContext } from '../../../renderer/hud/hudPrefs'

afterEach(cleanup)

const summary: BroadcastSummary = {
  phase: 'Round 3/6',
  detail: 'Ann plays cards',
  players: [
    {
      seat: 0,
      name: 'Ann',
      status: 'Human',
      facts: ['12 Wonga', '2 assets'],
      active: true,
      color: '#e0523f',
    },
    {
      seat: 1,
      name: 'Bob',
      status: 'Zombie',
      facts: ['0 Wonga'],
      active: false,
      toAct: true,
      tone: 'zombie',
    },
    { seat: 2, name: 'Cid', status: 'Bankrupt', facts: [], active: false, out: true, tone: 'out' },
  ],
}

const log = noteLines(9)

const row = (name: string) => screen.getByRole('listitem', { name })
const logItems = () => shownLines('Latest')

describe('BroadcastOverlay', () => {
  it('shows the phase and each player with their state, seat colour and whose turn it is', () => {
    render(<BroadcastOverlay summary={summary} log={log} />)
    const phase = screen.getByRole('region', { name: 'Phase' })
    expect(phase.textContent).toBe('Round 3/6Ann plays cards')
    const players = within(screen.getByRole('region', { name: 'Players' })).getAllByRole('listitem')
    expect(players.map((li) => li.getAttribute('aria-label'))).toEqual(['Ann', 'Bob', 'Cid'])
    expect(row('Ann').textContent).toBe('▶AnnHuman12 Wonga2 assets')
    expect(within(row('Ann')).getByLabelText('their turn')).toBeTruthy()
    expect(row('Ann').classList.contains('is-active')).toBe(true)
    expect(row('Ann').style.getPropertyValue('--bo-seat')).toBe('#e0523f')
    // Bob is not on turn but the game waits on him; Cid is out of the game.
    expect(within(row('Bob')).queryByLabelText('their turn')).toBeNull()
    expect(within(row('Bob')).getByLabelText('to act')).toBeTruthy()
    expect(row('Bob').querySelector('.bo-status--zombie')?.textContent).toBe('Zombie')
    expect(row('Cid').classList.contains('is-out')).toBe(true)
    expect(row('Cid').classList.contains('is-active')).toBe(false)
  })

  it('leaves the detail line out when the summary has none', () => {
    render(<BroadcastOverlay summary={{ ...summary, detail: undefined }} log={log} />)
    expect(screen.getByRole('region', { name: 'Phase' }).textContent).toBe('Round 3/6')
  })

  it('shows only the last four log lines by default, newest last, or as many as asked', () => {
    render(<BroadcastOverlay summary={summary} log={log} />)
    expect(logItems()).toEqual(['Line 6.', 'Line 7.', 'Line 8.', 'Line 9.'])
    cleanup()
    render(<BroadcastOverlay summary={summary} log={log} logLines={2} />)
    expect(logItems()).toEqual(['Line 8.', 'Line 9.'])
    cleanup()
    render(<BroadcastOverlay summary={summary} log={log.slice(0, 3)} logLines={6} />)
    expect(logItems()).toEqual(['Line 1.', 'Line 2.', 'Line 3.'])
  })

  it('has no log panel before anything has happened', () => {
    render(<BroadcastOverlay summary={summary} log={[]} />)
    expect(screen.queryByRole('region', { name: 'Latest' })).toBeNull()
  })

  it('shows no hands unless they are given', () => {
    render(<BroadcastOverlay summary={summary} log={log} />)
    expect(screen.queryByRole('list', { name: "Ann's hand" })).toBeNull()
    expect(document.querySelector('.bo-hand')).toBeNull()
  })

  it('shows each given hand under its player, repeated cards counted; null is no hand', () => {
    render(
      <BroadcastOverlay
        summary={summary}
        log={log}
        hands={[['Single', 'Single', 'Horde', 'Single'], [], null]}
      />,
    )
    const hand = (name: string) =>
      within(screen.getByRole('list', { name: `${name}'s hand` }))
        .getAllByRole('listitem')
        .map((li) => li.textContent)
    expect(hand('Ann')).toEqual(['Single ×3', 'Horde'])
    expect(hand('Bob')).toEqual(['No cards'])
    expect(screen.queryByRole('list', { name: "Cid's hand" })).toBeNull()
    // The hand is under its own player.
    expect(within(row('Ann')).getByRole('list', { name: "Ann's hand" })).toBeTruthy()
  })

  it('shows no chance bars unless chances are given', () => {
    render(<BroadcastOverlay summary={summary} log={log} />)
    expect(screen.queryAllByRole('meter')).toEqual([])
  })

  it('shows each player’s chance to win as a bar in their panel, with its percentage', () => {
    render(<BroadcastOverlay summary={summary} log={log} chances={[0.617, 0.38, 0.003]} />)
    const meter = (name: string) => within(row(name)).getByRole('meter')
    expect(meter('Ann').getAttribute('aria-label')).toBe('Chance to win: 62%')
    expect(meter('Ann').getAttribute('aria-valuenow')).toBe('62')
    expect(meter('Ann').textContent).toBe('62%')
    expect((meter('Ann').querySelector('.bo-chance__fill') as HTMLElement).style.width).toBe('62%')
    expect(meter('Bob').textContent).toBe('38%')
    // A chance too small to round to 1% is not shown as none.
    expect(meter('Cid').textContent).toBe('<1%')
    expect((meter('Cid').querySelector('.bo-chance__fill') as HTMLElement).style.width).toBe('0%')
  })

  it('sets the text scale only when given one (else the page’s applies)', () => {
    const { container, rerender } = render(<BroadcastOverlay summary={summary} log={log} textScale={1.5} />)
    const root = container.firstElementChild as HTMLElement
    expect(root.style.getPropertyValue('--stream-text-scale')).toBe('1.5')
    rerender(<BroadcastOverlay summary={summary} log={log} />)
    expect(root.style.getPropertyValue('--stream-text-scale')).toBe('')
  })

  it('shows seat marks when the HUD preference asks for them', () => {
    render(
      <HudPrefsContext.Provider value={{ seatMarks: true }}>
        <BroadcastOverlay summary={summary} log={log} />
      </HudPrefsContext.Provider>,
    )
    expect(row('Ann').querySelector('[data-mark]')).not.toBeNull()
    cleanup()
    render(<BroadcastOverlay summary={summary} log={log} />)
    expect(row('Ann').querySelector('[data-mark]')).toBeNull()
  })
})

describe('the summary word helpers', () => {
  it('fills a template and leaves unknown keys as written', () => {
    expect(fill('Level {level}/{top}', { level: 3, top: 6 })).toBe('Level 3/6')
    expect(fill('{who} and {other}', { who: 'Ann' })).toBe('Ann and {other}')
  })

  it('picks the one or many form of a count', () => {
    const cards = { one: '1 card', many: '{n} cards' }
    expect([0, 1, 2].map((n) => counted(cards, n))).toEqual(['0 cards', '1 card', '2 cards'])
  })

  it('names each card once, in the order first met, with how many', () => {
    expect(compactNames(['A', 'B', 'A', 'C', 'A'])).toEqual(['A ×3', 'B', 'C'])
    expect(compactNames([])).toEqual([])
  })
})

describe('the overlay type sizes', () => {
  const css = readFileSync(join(__dirname, '../../../renderer/hud/broadcast.css'), 'utf8')

  it('sizes the root on the canvas (1/45 of its shorter side, at least 16px) times the text scale', () => {
    const unit = /--bo-unit:\s*max\(16px,\s*([\d.]+)vmin\)/.exec(css)
    expect(unit).not.toBeNull()
    const vmin = Number(unit?.[1])
    // 24px or more on 1920×1080, and no bigger than needed on 1280×720.
    expect((1080 * vmin) / 100).toBeGreaterThanOrEqual(24)
    expect((720 * vmin) / 100).toBeLessThan(16.1)
    expect(css).toMatch(/font-size:\s*calc\(var\(--bo-unit\) \* var\(--stream-text-scale, 1\)\)/)
  })

  it('sets no text below the root size', () => {
    const sizes = [...css.matchAll(/font-size:\s*([^;]+);/g)].map((m) => m[1]?.trim() ?? '')
    const relative = sizes.filter((s) => !s.startsWith('calc(var(--bo-unit)'))
    expect(relative.length).toBeGreaterThan(0)
    for (const size of relative) {
      expect(size).toMatch(/^[\d.]+em$/)
      expect(parseFloat(size)).toBeGreaterThanOrEqual(1)
    }
  })
})
