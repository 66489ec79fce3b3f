/**
 * The stream page's options, from its address: `layout` (broadcast, table or full), `background`
 * (transparent, scene or a colour such as %2300ff00), `text` (the overlay's text scale) and `quality`
 * (low, medium or high: how much the table draws). Anything
 * missing or not understood falls back to the plain spectator view: the full layout on the scene.
 */
import { SETTINGS_LIMITS, TABLE_QUALITIES, type TableQuality } from '../../../electron/protocol/settings'
import {
  STREAM_LAYOUTS,
  streamBackgroundSchema,
  type StreamBackground,
  type StreamLayout,
} from '../../../electron/protocol/stream'

export interface StreamOptions {
  readonly layout: StreamLayout
  readonly background: StreamBackground
  readonly textScale: number
  /** How much the table draws (high unless the address says). */
  readonly quality: TableQuality
}

export const PLAIN_STREAM: StreamOptions = {
  layout: 'full',
  background: 'scene',
  textScale: 1,
  quality: 'high',
}

export function streamOptionsFrom(search: string): StreamOptions {
  const query = new URLSearchParams(search)
  const layout = query.get('layout')
  const background = query.get('background')
  const text = Number(query.get('text'))
  const quality = query.get('quality')
  const { min, max } = SETTINGS_LIMITS.streamTextScale
  return {
    layout: STREAM_LAYOUTS.find((l) => l === layout) ?? PLAIN_STREAM.layout,
    background:
      background !== null && streamBackgroundSchema.safeParse(background).success
        ? (background as StreamBackground)
        : PLAIN_STREAM.background,
    textScale: Number.isFinite(text) && text >= min && text <= max ? text : PLAIN_STREAM.textScale,
    quality: TABLE_QUALITIES.find((q) => q === quality) ?? PLAIN_STREAM.quality,
  }
}

/** The stream page's address: the link (with its token) and the chosen options. */
export function streamPageUrl(link: string, options: StreamOptions): string {
  const url = new URL(link)
  url.searchParams.set('layout', options.layout)
  url.searchParams.set('background', options.background)
  url.searchParams.set('text', String(options.textScale))
  url.searchParams.set('quality', options.quality)
  return url.toString()
}

/**
 * What the page behind the table shows: nothing (a transparent page, the streamer's scene shows
 * through), a plain colour, or the app's own dark page.
 */
export function applyStreamBackground(background: StreamBackground, root: HTMLElement): void {
  if (background === 'scene') {
    delete root.dataset.streamBackground
    root.style.removeProperty('--stream-page')
    return
  }
  root.dataset.streamBackground = background === 'transparent' ? 'transparent' : 'colour'
  root.style.setProperty('--stream-page', background === 'transparent' ? 'transparent' : background)
}

/**
 * Whether a light vignette frames the broadcast: at high quality over the table's own room only,
 * never over the streamer's scene or keying colour (it would darken what they put there).
 */
export function framedByVignette(options: StreamOptions): boolean {
  return options.layout === 'broadcast' && options.background === 'scene' && options.quality === 'high'
}
