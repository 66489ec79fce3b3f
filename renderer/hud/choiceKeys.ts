/**
 * What the table's keys find in a HUD: its choice buttons, in the order they are shown (1–9 press
 * the first nine), and the button Enter presses (a pick's Confirm). Every game's choices are the
 * kit's `hud-choice` buttons, so the keys need nothing from the game.
 */

/** Every game's choice buttons carry this class (ChoiceButtons, PickPanel, the games' own). */
export const CHOICE_BUTTON = 'button.hud-choice'

/** A button Enter presses carries aria-keyshortcuts="Enter" (PickPanel's Confirm). */
export const ENTER_BUTTON = 'button[aria-keyshortcuts~="Enter"]'

function usable(button: HTMLButtonElement): boolean {
  return !button.disabled && button.closest('[hidden], [inert], [aria-hidden="true"]') === null
}

/** The choice buttons a player can press now, in the order they are shown. */
export function choiceButtons(root: ParentNode): HTMLButtonElement[] {
  return [...root.querySelectorAll<HTMLButtonElement>(CHOICE_BUTTON)].filter(usable)
}

/** The button Enter presses now (Confirm, once a pick is legal), or null. */
export function enterButton(root: ParentNode): HTMLButtonElement | null {
  return [...root.querySelectorAll<HTMLButtonElement>(ENTER_BUTTON)].find(usable) ?? null
}
