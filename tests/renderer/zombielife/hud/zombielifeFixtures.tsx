/** Real Zombielife views for the HUD tests: from a fresh Match or a rules scenario, and a render helper. */
import { fireEvent, screen, within } from '@testing-library/react'
import type { Mock } from 'vitest'
import { zombielife } from '../../../../engine/games/zombielife'
import type { ZombielifeAction, ZombielifeView } from '../../../../engine/games/zombielife/types'
import { hudFixturesFor, type Seen as SeenOf } from '../../shared/hudFixtures'
import { ZombielifeHud } from '../../../../renderer/games/zombielife/ZombielifeHud'

export type Seen = SeenOf<ZombielifeView, ZombielifeAction>

export const { seen, newMatchState, humans, renderHud } = hudFixturesFor(
  zombielife,
  ZombielifeHud,
  'zl-hud-test',
)

/** An action the choices panel sent, and the control (and picked place) that sent it. */
export interface Reached {
  readonly via: string
  readonly action: ZombielifeAction
}

/**
 * Every action the viewer can send from the choices panel, reached the way a player would: each
 * button clicked once; and where the Infection card's slot picker is shown, its slider moved to
 * every place it offers and "Put it back there" pressed at each (`via` then names the place the
 * picker showed). Each control must send exactly one action.
 */
export function reachEveryChoice(send: Mock<(action: ZombielifeAction) => void>): Reached[] {
  const panel = within(screen.getByRole('region', { name: 'Your choices' }))
  const out: Reached[] = []
  const press = (button: HTMLElement, via: string) => {
    const before = send.mock.calls.length
    fireEvent.click(button)
    const sent = send.mock.calls.slice(before).map(([a]) => a)
    if (sent.length !== 1) throw new Error(`${via} sent ${sent.length} actions`)
    for (const action of sent) out.push({ via, action })
  }
  for (const button of panel.queryAllByRole('button')) {
    if (button.textContent === 'Put it back there') continue
    press(button, button.textContent ?? '')
  }
  const slider = panel.queryByRole('slider', { name: 'Or pick a place' })
  if (slider) {
    const there = panel.getByRole('button', { name: 'Put it back there' })
    const min = Number(slider.getAttribute('min'))
    const max = Number(slider.getAttribute('max'))
    for (let v = min; v <= max; v++) {
      fireEvent.change(slider, { target: { value: String(v) } })
      const shown = slider.closest('[role="group"]')?.querySelector('output')?.textContent ?? ''
      if (shown !== slider.getAttribute('aria-valuetext')) throw new Error(`picker shows ${shown}`)
      press(there, `picker: ${shown}`)
    }
  }
  return out
}
