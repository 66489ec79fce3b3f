// @vitest-environment happy-dom
/**
 * Colour-blind seat marks: a distinct shape per seat, beside each name in the HUD's players and on
 * the table's seat plates, only while the setting is on.
 */
import type * as Drei from '@react-three/drei'
import ReactThreeTestRenderer from '@react-three/test-renderer'
import { cleanup, render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { selfish } from '../../../engine/games/selfish'
import { PlayerStatus } from '../../../renderer/games/selfish/hud/PlayerStatus'
import { HudPrefsContext } from '../../../renderer/hud/hudPrefs'
import { PlayerNameLine } from '../../../renderer/hud/PlayerNameLine'
import { SEAT_MARKS, seatMark } from '../../../renderer/table/seatMarks'
import { SeatLabels, type SeatLabel } from '../../../renderer/table/SeatLabels'
import { DEFAULT_TABLE_PREFS, TablePrefsContext } from '../../../renderer/table/tablePrefs'
import { humansOf, newStateOf } from './hudFixtures'

vi.mock('@react-three/drei', async (original) =>
  (await import('./textStub')).withTextStub(await original<typeof Drei>()),
)

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})
afterEach(cleanup)

const withMarks = (on: boolean, children: ReactNode) => (
  <HudPrefsContext.Provider value={{ seatMarks: on }}>{children}</HudPrefsContext.Provider>
)

describe('seat marks', () => {
  it('gives each of eight seats its own shape, with a name and a glyph', () => {
    expect(SEAT_MARKS).toHaveLength(8)
    expect(new Set(SEAT_MARKS.map((m) => m.name)).size).toBe(8)
    expect(SEAT_MARKS.map((m) => m.glyph).join(' ')).toBe('● ▲ ■ ◆ ★ ✚ ⬟ ⬢')
    for (const mark of SEAT_MARKS) {
      expect(mark.points.length).toBeGreaterThanOrEqual(3)
      for (const [x, y] of mark.points) {
        expect(Math.abs(x)).toBeLessThanOrEqual(1.001)
        expect(Math.abs(y)).toBeLessThanOrEqual(1.001)
      }
    }
    expect(seatMark(8)).toBe(SEAT_MARKS[0])
  })

  it('shows the seat’s mark before the name in the HUD only while the setting is on', () => {
    const { rerender } = render(
      withMarks(false, <PlayerNameLine name="Ann" seat={2} isTurn={false} isMe={false} isBot={false} />),
    )
    expect(document.querySelector('.hud-seat-mark')).toBeNull()
    rerender(
      withMarks(true, <PlayerNameLine name="Ann" seat={2} isTurn={false} isMe={false} isBot={false} />),
    )
    const mark = document.querySelector('.hud-seat-mark')
    expect(mark?.getAttribute('data-mark')).toBe('square')
    expect(mark?.getAttribute('title')).toBe('Seat mark: square')
    // The name reads as before.
    expect(screen.getByText('Ann')).toBeTruthy()
  })

  it('marks every player in a game’s players panel', () => {
    const state = newStateOf<Parameters<typeof selfish.view>[0]>(
      'selfish',
      ['Ann', 'Bob', 'Cid', 'Dee'],
      'marks',
    )
    const view = selfish.view(state, 0)
    render(withMarks(true, <PlayerStatus view={view} seats={humansOf(view)} me={0} />))
    const players = screen.getByRole('region', { name: 'Players' })
    const marks = within(players)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('.hud-seat-mark')?.getAttribute('data-mark'))
    expect(marks).toEqual(['circle', 'triangle', 'square', 'diamond'])
  })

  it('lays the seat’s mark beside its plate on the table only while the setting is on', async () => {
    const labels: SeatLabel[] = [0, 1, 2].map((seat) => ({
      seat,
      name: `P${seat}`,
      state: '3 cards',
      position: [seat * 2, 0, 4],
      color: '#ff0000',
    }))
    const plates = (on: boolean) => (
      <TablePrefsContext.Provider value={{ ...DEFAULT_TABLE_PREFS, seatMarks: on }}>
        <SeatLabels labels={labels} me={0} toAct={[1]} separator={'\n'} fontSize={0.2} maxWidth={1.4} />
      </TablePrefsContext.Provider>
    )
    const off = await ReactThreeTestRenderer.create(plates(false))
    expect(off.scene.findAll((n) => n.instance.name.startsWith('seat-mark-'))).toHaveLength(0)
    await off.unmount()
    const on = await ReactThreeTestRenderer.create(plates(true))
    const marks = on.scene.findAll((n) => n.instance.name.startsWith('seat-mark-'))
    expect(marks.map((m) => m.instance.name)).toEqual([
      'seat-mark-circle',
      'seat-mark-triangle',
      'seat-mark-square',
    ])
    await on.unmount()
  })
})
