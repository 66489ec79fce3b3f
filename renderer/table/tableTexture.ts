/**
 * Procedural table textures painted on a canvas (no downloaded art): a worn, dark felt with stains
 * and scuffs, and a dark wood grain for the rim.
 */
import { CanvasTexture, RepeatWrapping, SRGBColorSpace } from 'three'
import { radialSpot, textureNoise } from './canvasText'

export interface FeltColors {
  readonly base: string
  readonly fiberLight: string
  readonly fiberDark: string
}

export const WASTELAND_FELT: FeltColors = {
  base: '#2c2a21',
  fiberLight: 'rgba(150, 140, 105, 0.06)',
  fiberDark: 'rgba(0, 0, 0, 0.10)',
}

/**
 * The felt for a whole tabletop (not tiled): fibres, stains and scuffs, lit brighter in the middle
 * as if by a lamp over the table. `width` × `height` pixels.
 */
export function createFeltTexture(
  width: number,
  height: number,
  colors: FeltColors = WASTELAND_FELT,
): CanvasTexture {
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const size = Math.max(width, height)
  const texture = new CanvasTexture(canvas)
  texture.colorSpace = SRGBColorSpace
  texture.anisotropy = 4
  const ctx = canvas.getContext('2d')
  if (!ctx) return texture
  const rnd = textureNoise(20240611)
  ctx.fillStyle = colors.base
  ctx.fillRect(0, 0, size, size)
  // Fibres.
  for (let i = 0; i < (width * height) / 75; i++) {
    ctx.strokeStyle = rnd() < 0.5 ? colors.fiberLight : colors.fiberDark
    ctx.lineWidth = 1
    const x = rnd() * width
    const y = rnd() * height
    const a = rnd() * Math.PI
    const l = 2 + rnd() * 6
    ctx.beginPath()
    ctx.moveTo(x, y)
    ctx.lineTo(x + Math.cos(a) * l, y + Math.sin(a) * l)
    ctx.stroke()
  }
  // Stains: dried mud and worse.
  for (let i = 0; i < 16; i++) {
    const x = rnd() * width
    const y = rnd() * height
    const r = size * (0.03 + rnd() * 0.12)
    const dark = rnd() < 0.25
    radialSpot(
      ctx,
      { x, y, r, heart: 0.2 },
      dark ? 'rgba(60, 12, 8, 0.22)' : 'rgba(12, 10, 6, 0.22)',
      'rgba(0, 0, 0, 0)',
    )
  }
  // Scuffs.
  ctx.strokeStyle = 'rgba(190, 175, 140, 0.05)'
  for (let i = 0; i < 40; i++) {
    ctx.lineWidth = 1 + rnd() * 2
    const x = rnd() * width
    const y = rnd() * height
    ctx.beginPath()
    ctx.moveTo(x, y)
    ctx.quadraticCurveTo(x + rnd() * 60 - 30, y + rnd() * 60 - 30, x + rnd() * 120 - 60, y + rnd() * 120 - 60)
    ctx.stroke()
  }
  // The lamp: light in the middle, falling off into the dark towards the rim.
  const lamp = ctx.createRadialGradient(
    width / 2,
    height * 0.46,
    size * 0.08,
    width / 2,
    height / 2,
    size * 0.62,
  )
  lamp.addColorStop(0, 'rgba(255, 236, 190, 0.10)')
  lamp.addColorStop(0.55, 'rgba(0, 0, 0, 0)')
  lamp.addColorStop(1, 'rgba(0, 0, 0, 0.55)')
  ctx.fillStyle = lamp
  ctx.fillRect(0, 0, width, height)
  return texture
}

export function createWoodTexture(size = 512): CanvasTexture {
  const canvas = document.createElement('canvas')
  canvas.width = size
  canvas.height = size / 4
  const texture = new CanvasTexture(canvas)
  texture.colorSpace = SRGBColorSpace
  texture.wrapS = RepeatWrapping
  texture.wrapT = RepeatWrapping
  const ctx = canvas.getContext('2d')
  if (!ctx) return texture
  const rnd = textureNoise(7)
  ctx.fillStyle = '#4a2f1b'
  ctx.fillRect(0, 0, canvas.width, canvas.height)
  for (let i = 0; i < 160; i++) {
    const y = rnd() * canvas.height
    ctx.strokeStyle = rnd() < 0.5 ? 'rgba(20, 10, 4, 0.35)' : 'rgba(120, 80, 45, 0.18)'
    ctx.lineWidth = 0.5 + rnd() * 2
    ctx.beginPath()
    ctx.moveTo(0, y)
    for (let x = 0; x <= canvas.width; x += 32) ctx.lineTo(x, y + Math.sin(x * 0.02 + i) * 2 + rnd() * 1.5)
    ctx.stroke()
  }
  return texture
}
