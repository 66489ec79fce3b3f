/** A seat's colour from a game's palette (renderer/table/seatMarks: seatColorFrom). */
import { describe, expect, it } from 'vitest'
import { seatColorFrom } from '../../../renderer/table/seatMarks'

describe('seatColorFrom', () => {
  const color = seatColorFrom(['#a00', '#0a0', '#00a'])

  it('gives each seat its colour of the palette, in seat order', () => {
    expect([0, 1, 2].map(color)).toEqual(['#a00', '#0a0', '#00a'])
  })

  it('starts the palette again past its end', () => {
    expect([3, 4, 7].map(color)).toEqual(['#a00', '#0a0', '#0a0'])
  })

  it('falls back to grey with no palette', () => {
    expect(seatColorFrom([])(0)).toBe('#cccccc')
  })
})
