/** The stage plaque in the middle of the board: which stage the outbreak has reached, and the round. */
import { CanvasTexture, SRGBColorSpace } from 'three'
import type { MonopoView, Stage } from '../../../../engine/games/monopozombie/types'
import { fitText, roundRectPath } from '../../../table/canvasText'
import { CANVAS_FONTS } from '../../../table/fonts'

export const STAGE_NAMES: Readonly<Record<Stage, string>> = {
  1: 'Capitalism',
  2: 'Outbreak',
  3: 'Apocalypse',
}

export const STAGE_COLORS: Readonly<Record<Stage, string>> = {
  1: '#2f7a3a',
  2: '#c8701e',
  3: '#a3231b',
}

export interface PlaqueText {
  readonly stage: Stage
  readonly title: string
  readonly detail: string
}

/** Who won, in a few words. */
function winnerLine(view: Pick<MonopoView, 'players' | 'winners'>): string {
  const winners = (view.winners ?? []).map((s) => view.players[s]).filter((p) => p !== undefined)
  if (winners.length === 0) return 'GAME OVER'
  if (winners.every((p) => p.zombie)) return 'THE ZOMBIES WIN'
  return winners.length === 1 ? `${winners[0]?.name.toUpperCase() ?? ''} SURVIVES` : 'THE HUMANS WIN'
}

/** The words on the plaque for a view. */
export function plaqueText(view: Pick<MonopoView, 'stage' | 'players' | 'turn' | 'winners'>): PlaqueText {
  const live = view.players.filter((p) => !p.eliminated)
  const zombies = live.filter((p) => p.zombie).length
  const humans = live.length - zombies
  const count = `${humans} HUMAN${humans === 1 ? '' : 'S'} · ${zombies} ZOMBIE${zombies === 1 ? '' : 'S'}`
  const title =
    view.winners === null
      ? `STAGE ${view.stage} · ${STAGE_NAMES[view.stage].toUpperCase()}`
      : winnerLine(view)
  return { stage: view.stage, title, detail: `ROUND ${view.turn.round} · ${count}` }
}

export const PLAQUE_PX = { width: 1536, height: 152 } as const

export function paintPlaque(ctx: CanvasRenderingContext2D, t: PlaqueText): void {
  const { width: w, height: h } = PLAQUE_PX
  ctx.clearRect(0, 0, w, h)
  roundRectPath(ctx, 4, 4, w - 8, h - 8, 22)
  ctx.fillStyle = '#15130f'
  ctx.fill()
  roundRectPath(ctx, 12, 12, w - 24, h - 24, 16)
  ctx.fillStyle = STAGE_COLORS[t.stage]
  ctx.fill()
  ctx.lineWidth = 4
  ctx.strokeStyle = 'rgba(255, 240, 210, 0.7)'
  ctx.stroke()
  // Three pips: the stages reached so far.
  for (let s = 1; s <= 3; s++) {
    ctx.beginPath()
    ctx.arc(56 + (s - 1) * 44, h / 2, 15, 0, Math.PI * 2)
    ctx.fillStyle = s <= t.stage ? '#fff4dc' : 'rgba(0, 0, 0, 0.35)'
    ctx.fill()
  }
  ctx.fillStyle = '#fff8e8'
  ctx.shadowColor = 'rgba(0, 0, 0, 0.5)'
  ctx.shadowBlur = 6
  fitText(
    ctx,
    t.title,
    { x: 170, y: 14, width: 720, height: h - 28 },
    {
      family: CANVAS_FONTS.display,
      weight: '500',
      maxSize: 84,
      minSize: 40,
      align: 'left',
      valign: 'middle',
    },
  )
  ctx.shadowBlur = 0
  ctx.fillStyle = 'rgba(255, 248, 232, 0.92)'
  fitText(
    ctx,
    t.detail,
    { x: 910, y: (h - 60) / 2, width: w - 935, height: 60 },
    {
      family: CANVAS_FONTS.bold,
      maxSize: 44,
      minSize: 24,
      lineHeight: 1.1,
      align: 'center',
      valign: 'middle',
    },
  )
}

export function createPlaqueTexture(): { texture: CanvasTexture; paint(t: PlaqueText): void } {
  const canvas = document.createElement('canvas')
  canvas.width = PLAQUE_PX.width
  canvas.height = PLAQUE_PX.height
  const texture = new CanvasTexture(canvas)
  texture.colorSpace = SRGBColorSpace
  texture.anisotropy = 4
  return {
    texture,
    paint: (t) => {
      const ctx = canvas.getContext('2d')
      if (!ctx) return
      paintPlaque(ctx, t)
      texture.needsUpdate = true
    },
  }
}
