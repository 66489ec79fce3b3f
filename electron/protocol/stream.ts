/** The stream page: its layouts and backgrounds, how far behind hands may be shown, and its link. */
import { z } from 'zod'

/** How the stream page lays out the table: the table only, with a slim overlay, or the player's view. */
export const STREAM_LAYOUTS = ['broadcast', 'table', 'full'] as const
export type StreamLayout = (typeof STREAM_LAYOUTS)[number]
/** `transparent` (an OBS browser source over the streamer's scene), `scene` (the table's own), or a colour. */
export const streamBackgroundSchema = z.string().regex(/^(transparent|scene|#[0-9a-fA-F]{6})$/, {
  message: 'A stream background is transparent, scene, or a colour like #00ff00.',
})
export type StreamBackground = 'transparent' | 'scene' | `#${string}`
/** Hands may be streamed only this far behind the table, as poker broadcasts do. */
export const STREAM_HANDS_MIN_DELAY_SECONDS = 30

/** The stream page's link, as the Stream panel shows it. */
export interface StreamLinkStatus {
  /** This table can serve a stream page (false: there is nothing to start). */
  readonly available: boolean
  /** The stream page is served now. */
  readonly running: boolean
  /** Its address with the token and no page options (the panel adds them), while running. */
  readonly url: string | null
}
