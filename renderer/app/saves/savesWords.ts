/** The Saves screen's words, from assets/help/saves.json ({slot} and the like filled in with `fill`). */
import words from '../../../assets/help/saves.json'

export { counted, fill } from '../../hud/broadcastSummary'

export const SAVES_WORDS = words
