/**
 * The bundled fonts, imported through Vite as data: URLs (?inline), so that they load alike from
 * file:// (Electron), http:// (served table) and inside troika's blob: worker, which fetches
 * drei Text's font itself. Canvas painters use the families registered by loadCanvasFonts.
 */
import oswaldUrl from '../../assets/fonts/Oswald-Medium.woff?inline'
import robotoBoldUrl from '../../assets/fonts/RobotoCondensed-Bold.woff?inline'
import robotoUrl from '../../assets/fonts/RobotoCondensed-Regular.woff?inline'

/** Font files for drei `Text` (never leave its `font` empty: the default comes from a CDN). */
export const FONT_URLS = {
  display: oswaldUrl,
  bold: robotoBoldUrl,
  regular: robotoUrl,
} as const

/** CSS font families for canvas painting (registered by loadCanvasFonts). */
export const CANVAS_FONTS = {
  display: '"ZT Oswald", "Arial Narrow", sans-serif',
  bold: '"ZT Roboto Condensed Bold", "Arial Narrow", sans-serif',
  regular: '"ZT Roboto Condensed", "Arial Narrow", sans-serif',
} as const

const FACES: readonly (readonly [family: string, url: string])[] = [
  ['ZT Oswald', oswaldUrl],
  ['ZT Roboto Condensed Bold', robotoBoldUrl],
  ['ZT Roboto Condensed', robotoUrl],
]

let loading: Promise<void> | null = null
let settled = false

/**
 * Registers the bundled fonts with the document once; resolves when canvases can use them.
 * Resolves at once where there is no FontFace API (tests) and never rejects: a font that fails to
 * load only means the fallback family is painted.
 */
export function loadCanvasFonts(): Promise<void> {
  if (loading) return loading
  const canLoad = typeof FontFace !== 'undefined' && typeof document !== 'undefined' && !!document.fonts
  const all = canLoad
    ? Promise.all(
        FACES.map(async ([family, url]) => {
          const face = new FontFace(family, `url(${url})`)
          document.fonts.add(await face.load())
        }),
      )
    : Promise.resolve([])
  loading = all.then(
    () => {
      settled = true
    },
    () => {
      settled = true
    },
  )
  return loading
}

/** True once loadCanvasFonts has finished, so textures painted now use the real fonts. */
export function canvasFontsReady(): boolean {
  return settled
}

/**
 * The bundled fonts are the Latin subsets. troika (drei Text) fetches fallback fonts from a CDN
 * for any character they lack, so text shown with drei Text keeps only what they cover; anything
 * else (emoji, other scripts) becomes "?".
 */
export function textForBundledFont(text: string): string {
  return text.replace(/[^\n\u0020-\u007e\u00a0-\u00ff\u2010-\u2027\u2030-\u205e\u20ac\u2122]/gu, '?')
}
