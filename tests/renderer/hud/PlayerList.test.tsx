// @vitest-environment happy-dom
/**
 * The players panel every game's HUD shows (renderer/hud/PlayerList): a row per player in seat
 * order, with whose turn it is, the viewer, the bots and the first seat marked by the kit, and the
 * game's own facts under each name.
 */
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Seat } from '../../../engine/core/types'
import type { SeatConfig } from '../../../electron/protocol'
import { PlayerList, PlayerRow } from '../../../renderer/hud/PlayerList'

afterEach(cleanup)

interface Player {
  readonly seat: Seat
  readonly name: string
  readonly zombie: boolean
}

const players: Player[] = [
  { seat: 0, name: 'Ann', zombie: false },
  { seat: 1, name: 'Bob', zombie: true },
  { seat: 2, name: 'Cid', zombie: false },
]
const seats: SeatConfig[] = [
  { name: 'Ann', kind: 'human' },
  { name: 'Bob', kind: 'bot' },
  { name: 'Cid', kind: 'human' },
]

function renderList(opts: { me: Seat | null; turn: Seat | null; first?: Seat; labelled?: boolean }) {
  return render(
    <PlayerList
      heading="Players"
      className="xx-status"
      players={players}
      viewer={{ seats, me: opts.me }}
      turn={opts.turn}
      first={opts.first ?? null}
      row={(p, marks) => (
        <PlayerRow
          player={p}
          marks={marks}
          classes={[p.zombie ? 'is-zombie' : 'is-alive', p.seat === 2 && 'xx-last']}
          labelled={opts.labelled ?? true}
          firstTitle="Started the game"
        >
          <span>{p.zombie ? 'Zombie' : 'Human'}</span>
        </PlayerRow>
      )}
    >
      <p>Bank: 3 houses</p>
    </PlayerList>,
  )
}

const row = (name: string) => screen.getByRole('listitem', { name })

describe('PlayerList', () => {
  it('lists the players in seat order under its heading, with what the game adds after the list', () => {
    renderList({ me: 0, turn: 1 })
    const panel = screen.getByRole('region', { name: 'Players' })
    expect(panel.className).toBe('hud-status hud-panel xx-status')
    expect(within(panel).getByRole('heading').textContent).toBe('Players')
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-seat')),
    ).toEqual(['0', '1', '2'])
    expect(panel.lastElementChild?.textContent).toBe('Bank: 3 houses')
  })

  it('marks whose turn it is, the viewer and the bots, and nobody’s turn once the game is over', () => {
    renderList({ me: 0, turn: 1 })
    expect(row('Bob').className).toBe('hud-player is-zombie is-turn')
    expect(within(row('Bob')).getByLabelText('their turn')).toBeTruthy()
    expect(within(row('Bob')).getByText('bot')).toBeTruthy()
    expect(row('Ann').className).toBe('hud-player is-alive')
    expect(within(row('Ann')).getByText('you')).toBeTruthy()
    expect(within(row('Ann')).queryByText('bot')).toBeNull()
    expect(within(row('Cid')).queryByText('you')).toBeNull()
    expect(row('Cid').className).toBe('hud-player is-alive xx-last')
    cleanup()
    renderList({ me: null, turn: null })
    expect(screen.queryByLabelText('their turn')).toBeNull()
    expect(screen.queryByText('you')).toBeNull()
  })

  it('tags the first seat with the game’s words, and only it', () => {
    renderList({ me: 0, turn: 0, first: 2 })
    const tag = within(row('Cid')).getByText('1st')
    expect(tag.getAttribute('title')).toBe('Started the game')
    expect(within(row('Ann')).queryByText('1st')).toBeNull()
    expect(within(row('Cid')).getByText('Human')).toBeTruthy()
  })

  it('names a row after its player only when asked', () => {
    renderList({ me: 0, turn: 0, labelled: false })
    expect(screen.queryByRole('listitem', { name: 'Ann' })).toBeNull()
    expect(screen.getAllByRole('listitem')[0]?.hasAttribute('aria-label')).toBe(false)
  })

  it('shows no 1st tag in a game that has no first seat', () => {
    render(
      <PlayerList
        heading="Survivors"
        players={players}
        viewer={{ seats, me: null }}
        turn={0}
        first={0}
        row={(p, marks) => (
          <PlayerRow player={p} marks={marks} classes={[]}>
            {null}
          </PlayerRow>
        )}
      />,
    )
    expect(screen.getByRole('region', { name: 'Players' }).className).toBe('hud-status hud-panel')
    expect(screen.queryByText('1st')).toBeNull()
  })
})
