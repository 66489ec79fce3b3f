/**
 * Paints a Zombielife asset card: the name in a band of the kind's colour, then the three numbers a
 * player reads from across the table (cost top left, maintenance top right, payout large) with the
 * kind's picture between the first two, and when the payout comes.
 */
import type { AssetKind } from '../../../../engine/games/zombielife/data'
import { fitText, fitTitle } from '../../../table/canvasText'
import type { CardPainter } from '../../../table/cardAtlas'
import { cardShape } from '../../../table/cardFace'
import { CANVAS_FONTS } from '../../../table/fonts'
import { drawGameIcon } from '../../../table/gameIcon'
import pictures from '../../../../assets/zombielife/pictures.json'

export interface AssetFace {
  readonly kind: AssetKind
  readonly name: string
  readonly cost: number
  readonly maintenance: number
  readonly payout: number
}

export const ASSET_COLORS: Readonly<Record<AssetKind, string>> = {
  life: '#7a2f8f',
  criticalIllness: '#b0322b',
  medical: '#2f7fb8',
  ilp: '#1f8f73',
  endowment: '#b8842a',
  investment: '#3f6f2a',
}

/** Each asset kind's picture (assets/zombielife/pictures.json), between its cost and upkeep. */
export const ASSET_PICTURES: Readonly<Record<AssetKind, string>> = pictures.assets

/** When the payout comes, in a few words. */
export const PAYOUT_WHEN: Readonly<Record<AssetKind, string>> = {
  life: 'ON TURNING ZOMBIE',
  criticalIllness: 'AT 2 INFECTED',
  medical: 'EACH INFECTION',
  ilp: 'ZOMBIE · DIVIDENDS ON CARD',
  endowment: 'ZOMBIE · UPKEEP ON CARD',
  investment: 'DIVIDEND EACH ROUND',
}

function badge(
  ctx: CanvasRenderingContext2D,
  cx: number,
  cy: number,
  r: number,
  fill: string,
  value: string,
  caption: string,
): void {
  ctx.beginPath()
  ctx.arc(cx, cy, r, 0, Math.PI * 2)
  ctx.fillStyle = fill
  ctx.fill()
  ctx.lineWidth = r * 0.12
  ctx.strokeStyle = 'rgba(0,0,0,0.55)'
  ctx.stroke()
  ctx.fillStyle = '#141210'
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  ctx.font = `500 ${Math.round(r * 1.3)}px ${CANVAS_FONTS.display}`
  ctx.fillText(value, cx, cy + r * 0.05)
  ctx.fillStyle = '#231d16'
  ctx.font = `${Math.round(r * 0.42)}px ${CANVAS_FONTS.bold}`
  ctx.fillText(caption, cx, cy + r * 1.38)
}

export function paintAssetFace(face: AssetFace): CardPainter {
  return (ctx, w, h) => {
    cardShape(ctx, w, h, '#efe6d2')
    ctx.save()
    ctx.clip()
    const color = ASSET_COLORS[face.kind]
    const bandH = h * 0.26
    ctx.fillStyle = color
    ctx.fillRect(0, 0, w, bandH)
    ctx.fillStyle = '#ffffff'
    fitTitle(
      ctx,
      face.name.toUpperCase(),
      { x: w * 0.06, y: h * 0.02, width: w * 0.88, height: bandH * 0.94 },
      { max: w * 0.17, min: w * 0.09, lineHeight: 1.0 },
    )
    const r = w * 0.14
    badge(ctx, w * 0.22, bandH + r * 1.25, r, '#e8c24a', String(face.cost), 'COST')
    badge(ctx, w * 0.78, bandH + r * 1.25, r, '#c9c2b0', String(face.maintenance), 'UPKEEP')
    drawGameIcon(ctx, ASSET_PICTURES[face.kind], w / 2, bandH + r * 1.25, w * 0.27, color)
    // The payout, large.
    const py = h * 0.7
    ctx.fillStyle = color
    ctx.globalAlpha = 0.16
    ctx.fillRect(0, py - h * 0.13, w, h * 0.26)
    ctx.globalAlpha = 1
    ctx.fillStyle = color
    ctx.textAlign = 'center'
    ctx.textBaseline = 'middle'
    ctx.font = `500 ${Math.round(w * 0.3)}px ${CANVAS_FONTS.display}`
    const value = face.kind === 'investment' ? 'DIV' : `+${face.payout}`
    ctx.fillText(value, w / 2, py)
    ctx.fillStyle = '#231d16'
    fitText(
      ctx,
      PAYOUT_WHEN[face.kind],
      { x: w * 0.06, y: h * 0.85, width: w * 0.88, height: h * 0.12 },
      {
        family: CANVAS_FONTS.bold,
        maxSize: Math.round(w * 0.075),
        minSize: Math.round(w * 0.05),
        align: 'center',
        valign: 'middle',
      },
    )
    ctx.restore()
  }
}
