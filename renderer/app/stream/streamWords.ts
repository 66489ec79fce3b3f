/** The Stream panel's words, from assets/help/stream.json ({n} and the like filled in with `fill`). */
import words from '../../../assets/help/stream.json'

export { fill } from '../../hud/broadcastSummary'

export const STREAM_WORDS = words
