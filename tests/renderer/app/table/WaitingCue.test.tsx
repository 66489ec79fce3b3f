// @vitest-environment happy-dom
/**
 * The waiting cue on the stage: a banner when the game waits for the person at this screen, the
 * page's title marked while it does, the "your move" sound once per new wait (and none with sound
 * off), and the table's events played as the game's sounds.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { GameEvent, Outcome, Seat } from '../../../../engine/core/types'
import { zombielife } from '../../../../engine/games/zombielife'
import { monopozombie } from '../../../../engine/games/monopozombie'
import { selfish } from '../../../../engine/games/selfish'
import type { SeatConfig } from '../../../../electron/protocol'
import { GameStage } from '../../../../renderer/app/table/GameStage'
import { useAppliedSettings } from '../../../../renderer/app/settings/useAppliedSettings'
import { gameUis } from '../../../../renderer/games'
import type { GameUi, GameUiProps } from '../../../../renderer/games/types'
import { CUE_SHOW_MS, WAITING_TITLE_PREFIX } from '../../../../renderer/hud/WaitingCue'
import { sound } from '../../../../renderer/sound'
import type { TableEvents } from '../../../../renderer/table/tableEvents'
import { useSettingsStore } from '../../../../renderer/store/useSettingsStore'
import { act as selfishAct, scenario as selfishScenario } from '../../../engine/selfish/scenario'
import { scenario as zombielifeScenario, act as zombielifeAct } from '../../../engine/zombielife/scenario'
import { scenario as monopoScenario, owned, roll } from '../../../engine/monopozombie/scenario'
import { CHEST, SQ } from '../../../engine/monopozombie/board'
import { resetStores } from '../appFixtures'

let tableEvents: TableEvents | null = null
vi.mock('../../../../renderer/table/TableCanvas', () => ({
  TableCanvas: ({ children, events }: { children?: ReactNode; events?: TableEvents }) => {
    tableEvents = events ?? null
    return <div data-testid="table-canvas">{children}</div>
  },
}))

const human = (name: string): SeatConfig => ({ name, kind: 'human' })
const bot = (name: string): SeatConfig => ({ name, kind: 'bot', bot: 'random' })

/** A game UI with a plain HUD: the cue is the kit's, whatever the game. */
const plainUi: GameUi = {
  id: 'plain',
  Scene: () => null,
  Hud: () => <p>The game's HUD</p>,
  camera: gameUis.selfish!.camera,
  sounds: { rolled: 'dice', drawn: 'cardDraw' },
}

function propsFor(
  toAct: readonly Seat[],
  me: Seat | null,
  seats: readonly SeatConfig[] = [human('Ann'), bot('Bob')],
  outcome: Outcome | null = null,
  view: unknown = { players: [] },
): GameUiProps<unknown, unknown> {
  return { view, legal: [], toAct, outcome, seats, me, send: () => undefined }
}

/** The stage as the app mounts it, with the settings applied (sound, volume). */
function Stage({ ui = plainUi, props }: { ui?: GameUi; props: GameUiProps<unknown, unknown> }) {
  useAppliedSettings()
  return <GameStage ui={ui} props={props} hudProps={props} hidden={false} />
}

const banner = () => screen.queryByRole('status', { name: 'Your move' })
/** A frame (fake timers draw one every 16 ms) and a little: the banner's time starts at the frame that paints it. */
const FRAME_MS = 30
const yourTurns = () => sound.history().filter((s) => s.name === 'yourTurn').length

beforeEach(() => {
  resetStores()
  sound.clearHistory()
  document.title = 'Zombie Table'
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  tableEvents = null
})

describe('the waiting cue', () => {
  it('shows the banner when the viewer, a person at this screen, is to act, and not otherwise', () => {
    const { rerender } = render(<Stage props={propsFor([0], 0)} />)
    expect(banner()?.textContent).toContain('Your move')
    rerender(<Stage props={propsFor([1], 0)} />)
    expect(banner()).toBeNull()
    // A spectator is never asked; nor is a bot's seat; nor anyone once the game is over.
    rerender(<Stage props={propsFor([0], null)} />)
    expect(banner()).toBeNull()
    rerender(<Stage props={propsFor([0], 0, [bot('Ann'), bot('Bob')])} />)
    expect(banner()).toBeNull()
    const over: Outcome = { winners: [0], scores: [1, 0], summary: 'Ann wins.', headline: 'Ann wins' }
    rerender(<Stage props={propsFor([0], 0, undefined, over)} />)
    expect(banner()).toBeNull()
  })

  it('marks the page title while the game waits, and gives it back after', () => {
    const { rerender, unmount } = render(<Stage props={propsFor([1], 0)} />)
    expect(document.title).toBe('Zombie Table')
    rerender(<Stage props={propsFor([0], 0)} />)
    expect(document.title).toBe(`${WAITING_TITLE_PREFIX}Zombie Table`)
    expect(document.title).toBe('● Your move — Zombie Table')
    rerender(<Stage props={propsFor([0, 1], 0)} />)
    expect(document.title).toBe('● Your move — Zombie Table')
    rerender(<Stage props={propsFor([1], 0)} />)
    expect(document.title).toBe('Zombie Table')
    rerender(<Stage props={propsFor([0], 0)} />)
    unmount()
    expect(document.title).toBe('Zombie Table')
  })

  it('plays "your turn" once per new wait, not on every update while it lasts', () => {
    const { rerender } = render(<Stage props={propsFor([1], 0)} />)
    expect(yourTurns()).toBe(0)
    rerender(<Stage props={propsFor([0], 0)} />)
    expect(yourTurns()).toBe(1)
    // More updates while the viewer is still to act (a card played on their own turn).
    rerender(<Stage props={{ ...propsFor([0], 0), view: { players: [], version: 2 } }} />)
    rerender(<Stage props={{ ...propsFor([0], 0), view: { players: [], version: 3 } }} />)
    expect(yourTurns()).toBe(1)
    rerender(<Stage props={propsFor([1], 0)} />)
    rerender(<Stage props={propsFor([0], 0)} />)
    expect(yourTurns()).toBe(2)
    expect(sound.history().at(-1)).toMatchObject({ name: 'yourTurn' })
  })

  it('plays no sound with sound off, though the banner and title still show', () => {
    act(() => useSettingsStore.getState().actions.change({ sound: false }))
    const { rerender } = render(<Stage props={propsFor([1], 0)} />)
    rerender(<Stage props={propsFor([0], 0)} />)
    expect(banner()).not.toBeNull()
    expect(document.title.startsWith(WAITING_TITLE_PREFIX)).toBe(true)
    expect(sound.history()).toEqual([])
    // Back on: the next wait sounds.
    act(() => useSettingsStore.getState().actions.change({ sound: true }))
    rerender(<Stage props={propsFor([1], 0)} />)
    rerender(<Stage props={propsFor([0], 0)} />)
    expect(yourTurns()).toBe(1)
  })

  it('goes once the page has been in view a while, or at a click; the title stays for the wait', () => {
    vi.useFakeTimers()
    vi.spyOn(document, 'hasFocus').mockReturnValue(true)
    const { rerender } = render(<Stage props={propsFor([0], 0)} />)
    expect(banner()).not.toBeNull()
    act(() => vi.advanceTimersByTime(CUE_SHOW_MS + FRAME_MS))
    expect(banner()).toBeNull()
    expect(document.title.startsWith(WAITING_TITLE_PREFIX)).toBe(true)
    // The next wait: a click after a moment puts it away.
    rerender(<Stage props={propsFor([1], 0)} />)
    rerender(<Stage props={propsFor([0], 0)} />)
    expect(banner()).not.toBeNull()
    act(() => vi.advanceTimersByTime(1000))
    fireEvent.pointerDown(window)
    expect(banner()).toBeNull()
  })

  it('counts its seconds from the first frame that paints it, so a table slow to draw cannot use them up', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    vi.spyOn(document, 'hasFocus').mockReturnValue(true)
    // Frames are drawn only when the test says: until then the page is busy drawing the table.
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (draw: FrameRequestCallback) => frames.push(draw))
    vi.stubGlobal('cancelAnimationFrame', () => undefined)
    try {
      render(<Stage props={propsFor([0], 0)} />)
      act(() => vi.advanceTimersByTime(CUE_SHOW_MS * 2))
      expect(banner()).not.toBeNull()
      act(() => frames.splice(0).forEach((draw) => draw(performance.now())))
      act(() => vi.advanceTimersByTime(CUE_SHOW_MS - 100))
      expect(banner()).not.toBeNull()
      act(() => vi.advanceTimersByTime(200))
      expect(banner()).toBeNull()
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('stays up while the window is not looked at', () => {
    vi.useFakeTimers()
    vi.spyOn(document, 'hasFocus').mockReturnValue(false)
    render(<Stage props={propsFor([0], 0)} />)
    act(() => vi.advanceTimersByTime(CUE_SHOW_MS * 3))
    expect(banner()).not.toBeNull()
    vi.spyOn(document, 'hasFocus').mockReturnValue(true)
    act(() => {
      window.dispatchEvent(new Event('focus'))
    })
    act(() => vi.advanceTimersByTime(CUE_SHOW_MS + FRAME_MS))
    expect(banner()).toBeNull()
  })

  it('plays the table events as the game’s sounds, from when the table plays them', () => {
    render(<Stage props={propsFor([1], 0)} />)
    const events = [
      { type: 'rolled', text: 'Ann rolls.' },
      { type: 'moved', text: 'Ann moves.' },
      { type: 'drawn', text: 'Ann draws.' },
    ] as unknown as GameEvent[]
    act(() => tableEvents?.played?.(events, 0))
    expect(sound.history().map((s) => s.name)).toEqual(['dice', 'cardDraw'])
  })
})

describe('the waiting cue in each game’s words', () => {
  const cueOf = (ui: GameUi | undefined, view: unknown, me: Seat) => ui?.waitCue?.(view, me, null)

  it('Selfish: an attack names the attacker and the card, what letting it happen does, and the answers', () => {
    const s = selfishScenario({
      players: [
        { hand: ['stealSupplies', 'single', 'single'], level: 1 },
        { hand: ['bodyArmor', 'underestimate', 'single', 'single'], level: 1 },
        { hand: ['single'] },
      ],
    })
    const attacked = selfishAct(s, 0, { type: 'playCard', card: 'stealSupplies', target: 1 }).state
    const cue = cueOf(gameUis.selfish, selfish.view(attacked, 1), 1)
    expect(cue).toEqual({
      headline: 'Ann attacks you with Steal Supplies: block?',
      detail:
        'Let it happen: you give Ann 2 Supplies of your choice. Body Armor blocks it. Underestimate turns it back on Ann.',
      reaction: true,
    })
    // Shown on the stage, to Bob (a person), with the words.
    const seats = [bot('Ann'), human('Bob'), bot('Cid')]
    render(
      <Stage
        ui={{ ...gameUis.selfish!, Scene: () => null }}
        props={propsFor(selfish.toAct(attacked), 1, seats, null, selfish.view(attacked, 1))}
      />,
    )
    expect(banner()?.textContent).toContain('Ann attacks you with Steal Supplies: block?')
    expect(banner()?.textContent).toContain('Let it happen: you give Ann 2 Supplies of your choice.')
  })

  it('Selfish: the viewer’s own turn is "Your move" and what to do', () => {
    const s = selfishScenario({ players: [{ hand: ['single'] }, {}, {}] })
    const cue = cueOf(gameUis.selfish, selfish.view(s, 0), 0)
    expect(cue?.headline).toBe('Your move')
    expect(cue?.detail).toMatch(/rest or travel/)
    expect(cue?.reaction).toBeUndefined()
  })

  it('Zombielife: an Infection card asks for PPE and says what letting it happen does', () => {
    const s = zombielifeScenario({ players: [{}, {}, {}], deck: ['infection'] })
    const drawn = zombielifeAct(s, 0, { type: 'chooseOption', option: 'B' }).state
    expect(drawn.decision).toMatchObject({ kind: 'ppe', seat: 0 })
    const cue = cueOf(gameUis.zombielife, zombielife.view(drawn, 0), 0)
    expect(cue?.headline).toBe('Infection! Play PPE to ignore an Infection card?')
    expect(cue?.detail).toMatch(/^Let it happen: one of your Health Tokens turns infected \(1 of \d\)\.$/)
    expect(cue?.reaction).toBe(true)
  })

  it('MonopoZombie: a conversion to resist says the player turns into a zombie if they let it happen', () => {
    const s = monopoScenario({
      players: [{ lapped: true, position: 9, cards: [CHEST.goojf] }, {}, {}],
      lots: owned(0, [SQ.stCharles, SQ.virginia]),
    })
    const rolled = roll(s, 1, 1).state
    expect(rolled.decision).toMatchObject({ kind: 'immunity', seat: 0 })
    const cue = cueOf(gameUis.monopozombie, monopozombie.view(rolled, 0), 0)
    expect(cue?.detail).toBe('Let it happen: you turn into a zombie.')
    expect(cue?.reaction).toBe(true)
    expect(cue?.headline).toMatch(/Get Out of Quarantine Free/)
  })
})
