// @vitest-environment happy-dom
/**
 * The HUD against the real engine: whole seeded random games, every state on the way. Every legal
 * action reads distinctly and has a button sending exactly it (trade samples aside: those are made on
 * the trade screen), and the trade builder agrees with the engine's own check of offers.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { games } from '../../../../engine'
import { Match } from '../../../../engine/core/match'
import { sameAction } from '../../../../engine/core/sameAction'
import type { Seat } from '../../../../engine/core/types'
import { monopozombie } from '../../../../engine/games/monopozombie'
import type { MonopoAction, MonopoState, MonopoView } from '../../../../engine/games/monopozombie/types'
import { buildChoices, describeAction } from '../../../../renderer/games/monopozombie/hud/choices'
import { tradeAction, tradeLots, tradePartners } from '../../../../renderer/games/monopozombie/hud/trade'
import { useMatchStore } from '../../../../renderer/store/useMatchStore'
import { prng, randomWalk, type Visited as WalkedState } from '../../shared/randomWalk'
import { renderHud } from './monopoFixtures'

afterEach(() => {
  cleanup()
  useMatchStore.getState().actions.clear()
})

type Visited = WalkedState<MonopoState, MonopoAction>

const isTrade = (a: MonopoAction) => a.type === 'proposeTrade' || a.type === 'counterTrade'

/** Plays a game by random legal actions (trade samples rarely, so games move on); every state with the seat to act. */
function randomGame(players: number, seed: number, maxActions: number): Visited[] {
  const match = Match.create(games, {
    game: 'monopozombie',
    players: Array.from({ length: players }, (_, i) => ({
      name: ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'][i] ?? `P${i}`,
    })),
    seed: `hud-walk-${seed}`,
  })
  return randomWalk(monopozombie, match.state as MonopoState, {
    random: prng(seed),
    maxActions,
    pick: (legal, random) => {
      const quiet = legal.filter((a) => !isTrade(a))
      const pool = quiet.length > 0 && random() < 0.97 ? quiet : legal
      return pool[Math.floor(random() * pool.length)]
    },
  })
}

const WALKS = [
  [2, 1],
  [3, 2],
  [4, 3],
  [5, 4],
] as const

const walked = WALKS.flatMap(([players, seed]) => randomGame(players, seed, 1500))
const viewOf = (v: Visited): MonopoView => monopozombie.view(v.state, v.seat)
const kindOf = (v: Visited): string => `${v.state.decision?.kind ?? 'none'}:${v.state.turn.phase}`

describe('MonopozombieHud against the engine', () => {
  it('walks through the decisions that matter', () => {
    const kinds = new Set(walked.map((v) => v.state.decision?.kind))
    expect([...kinds]).toEqual(
      expect.arrayContaining([
        'turn',
        'buy',
        'auction',
        'trade',
        'debt',
        'immunity',
        'zombieMove',
        'survivorMove',
      ]),
    )
  })

  it('labels every legal action distinctly, with no holes in the words', () => {
    for (const v of walked) {
      const view = viewOf(v)
      const shown = v.legal.filter((a) => !isTrade(a) && a.type !== 'moveSurvivor')
      const labels = shown.map((a) => describeAction(a, view, v.seat).label)
      expect(new Set(labels).size, `${kindOf(v)}: ${labels.join(' | ')}`).toBe(labels.length)
      for (const a of v.legal) {
        expect(describeAction(a, view, v.seat).label).not.toMatch(/undefined|NaN|Seat \d|Square \d|\$-/)
      }
    }
  })

  it('renders a button for every legal action, each sending exactly it', () => {
    const rendered = new Map<string, number>()
    for (const v of walked) {
      const kind = kindOf(v)
      if ((rendered.get(kind) ?? 0) >= 3) continue
      rendered.set(kind, (rendered.get(kind) ?? 0) + 1)
      const view = viewOf(v)
      const { send, unmount } = renderHud(view, v.legal, v.seat)
      const regions = ['Decision', 'Your actions']
        .map((name) => screen.queryByRole('region', { name }))
        .filter((r): r is HTMLElement => r !== null)
      for (const region of regions) {
        for (const b of within(region).queryAllByRole('button')) {
          if (!/^(Counter…|Propose a trade…|Bid|Close the deed)$/.test(b.textContent ?? ''))
            fireEvent.click(b)
        }
      }
      const sent = send.mock.calls.map(([a]) => a)
      for (const action of v.legal) {
        if (isTrade(action)) continue
        const label = describeAction(action, view, v.seat).label
        const match = sent.filter(
          (a) => sameAction(a, action) || describeAction(a, view, v.seat).label === label,
        )
        expect(match.length, `${kind}: ${JSON.stringify(action)}`).toBeGreaterThanOrEqual(1)
      }
      for (const a of sent) {
        expect(
          v.legal.some((l) => sameAction(l, a)),
          `${kind}: sent ${JSON.stringify(a)}`,
        ).toBe(true)
      }
      if (v.legal.some((a) => a.type === 'proposeTrade')) {
        expect(
          within(screen.getByRole('region', { name: 'Your actions' })).getByRole('button', {
            name: 'Propose a trade…',
          }),
        ).toBeTruthy()
      }
      unmount()
    }
    expect(rendered.size).toBeGreaterThan(3)
  })

  it('builds trades the engine accepts, and only those', () => {
    const random = prng(99)
    let checked = 0
    let accepted = 0
    for (const v of walked) {
      if (v.state.decision?.kind !== 'turn') continue
      const view = viewOf(v)
      if (!buildChoices(view, v.legal, v.seat).canPropose) continue
      const partners = tradePartners(view, v.seat)
      for (let k = 0; k < 3; k++) {
        const to = partners[Math.floor(random() * partners.length)]
        if (to === undefined) break
        const pick = (seat: Seat) =>
          view.lots.filter((l) => l.owner === seat && random() < 0.3).map((l) => l.square)
        const mine = view.players[v.seat]
        const theirs = view.players[to]
        const draft = {
          to,
          give: {
            squares: pick(v.seat),
            cash: random() < 0.5 ? 0 : Math.floor(random() * ((mine?.cash ?? 0) + 50)),
            cards: [],
          },
          get: {
            squares: pick(to),
            cash: random() < 0.7 ? 0 : Math.floor(random() * ((theirs?.cash ?? 0) + 50)),
            cards: theirs?.cards.slice(0, 1) ?? [],
          },
        }
        const built = tradeAction(view, v.seat, draft, 'propose')
        const raw = { type: 'proposeTrade', to, give: draft.give, get: draft.get }
        const engine = monopozombie.validate?.(v.state, v.seat, raw) ?? null
        expect(built.ok, `${JSON.stringify(draft)}: ${built.ok ? 'ok' : built.error}`).toBe(engine !== null)
        if (built.ok) {
          expect(built.action).toEqual(engine)
          accepted++
        }
        // Lots the screen locks (buildings in the group) are exactly those the engine refuses.
        for (const lot of tradeLots(view, to)) {
          const one = {
            type: 'proposeTrade',
            to,
            give: { squares: [], cash: 0, cards: [] },
            get: { squares: [lot.square], cash: 0, cards: [] },
          }
          if (!lot.tradeable) expect(monopozombie.validate?.(v.state, v.seat, one)).toBeNull()
        }
        checked++
      }
      if (checked > 300) break
    }
    expect(checked).toBeGreaterThan(20)
    expect(accepted).toBeGreaterThan(0)
  })
})
