/** Moves played by clicking Selfish's HUD, as a person at the table does. */
import { fireEvent, screen } from '@testing-library/react'

/** Rest, paying a Single: the payment is picked in the hand, then confirmed. */
export function restPayingASingle(): void {
  fireEvent.click(screen.getByRole('button', { name: 'Rest: choose 1 Supply to pay…' }))
  const single = screen
    .getByRole('region', { name: 'Your hand' })
    .querySelector<HTMLElement>('button[data-kind="single"]')
  if (!single) throw new Error('no Single in the hand')
  fireEvent.click(single)
  fireEvent.click(screen.getByRole('button', { name: 'Rest: pay Single' }))
}
