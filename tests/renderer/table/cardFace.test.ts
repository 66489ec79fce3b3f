/** The card shape every painted face starts from (renderer/table/cardFace: cardShape). */
import { describe, expect, it } from 'vitest'
import { cardShape } from '../../../renderer/table/cardFace'

/** A 2D context that writes down what is drawn: each fill with its colour and the path's first point. */
function recorder() {
  const calls: string[] = []
  let start = ''
  const ctx = {
    fillStyle: '' as unknown,
    clearRect: (x: number, y: number, w: number, h: number) => calls.push(`clear ${x},${y},${w},${h}`),
    beginPath: () => {},
    moveTo: (x: number, y: number) => {
      start = `${Math.round(x * 100) / 100},${Math.round(y * 100) / 100}`
    },
    arcTo: () => {},
    closePath: () => {},
    fill: () => calls.push(`fill ${String(ctx.fillStyle)} from ${start}`),
  }
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls }
}

describe('cardShape', () => {
  it('clears the cell, fills the dark edge, then the paper a fortieth of the width in', () => {
    const { ctx, calls } = recorder()
    cardShape(ctx, 200, 280, '#efe6d2')
    expect(calls).toEqual(['clear 0,0,200,280', 'fill #141210 from 14,0', 'fill #efe6d2 from 16,5'])
  })

  it('takes a wider edge and any fill (a gradient) where the game asks', () => {
    const { ctx, calls } = recorder()
    const gradient = { toString: () => 'gradient' } as unknown as CanvasGradient
    cardShape(ctx, 200, 280, gradient, 0.03)
    expect(calls.at(-1)).toBe('fill gradient from 17,6')
  })
})
