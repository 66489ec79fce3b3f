import { screen, within } from '@testing-library/react'
import type { LogLine } from '../../../electron/protocol'

/** A game log of `count` notes: "Line 1." at version 1, and so on. */
export const noteLines = (count: number): LogLine[] =>
  Array.from({ length: count }, (_, i) => ({ version: i + 1, text: `Line ${i + 1}.`, type: 'note' }))

/** The text of each line shown in the log region named `name` (the HUD's "Game log", the overlay's "Latest"). */
export const shownLines = (name: string): (string | null)[] =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('listitem')
    .map((li) => li.textContent)
