import { describe, expect, it } from 'vitest'
import type { SeatConfig } from '../../../../electron/protocol'
import { humanToAct, planViewer } from '../../../../renderer/app/table/seatSwitching'

const human = (name: string): SeatConfig => ({ name, kind: 'human' })
const bot = (name: string): SeatConfig => ({ name, kind: 'bot', bot: 'random' })

const alone = [human('Ann'), bot('B1'), bot('B2')]
const hotSeat = [human('Ann'), bot('B1'), human('Cid'), human('Dee')]
const bots = [bot('B1'), bot('B2')]

describe('planViewer', () => {
  describe('no human seats: the spectator', () => {
    it('switches to the spectator from nothing or a seat', () => {
      expect(planViewer(bots, [0], null)).toEqual({ kind: 'switch', to: 'spectator' })
      expect(planViewer(bots, [1], 0)).toEqual({ kind: 'switch', to: 'spectator' })
    })
    it('stays the spectator', () => {
      expect(planViewer(bots, [1], 'spectator')).toEqual({ kind: 'stay' })
      expect(planViewer(bots, [], 'spectator')).toEqual({ kind: 'stay' })
    })
  })

  describe('one human seat: always that seat, never a curtain', () => {
    it('switches to the human at once from the spectator probe, whoever acts', () => {
      expect(planViewer(alone, [0], 'spectator')).toEqual({ kind: 'switch', to: 0 })
      expect(planViewer(alone, [1], 'spectator')).toEqual({ kind: 'switch', to: 0 })
      expect(planViewer(alone, [], null)).toEqual({ kind: 'switch', to: 0 })
    })
    it('stays on the human while bots act and at the end', () => {
      expect(planViewer(alone, [1], 0)).toEqual({ kind: 'stay' })
      expect(planViewer(alone, [0], 0)).toEqual({ kind: 'stay' })
      expect(planViewer(alone, [], 0)).toEqual({ kind: 'stay' })
    })
  })

  describe('several human seats (hot-seat)', () => {
    it('stays on the human who is to act', () => {
      expect(planViewer(hotSeat, [2], 2)).toEqual({ kind: 'stay' })
    })
    it('keeps the last human viewer while only bots act', () => {
      expect(planViewer(hotSeat, [1], 2)).toEqual({ kind: 'stay' })
      expect(planViewer(hotSeat, [1], 3)).toEqual({ kind: 'stay' })
    })
    it('keeps the last human viewer when the game is over', () => {
      expect(planViewer(hotSeat, [], 3)).toEqual({ kind: 'stay' })
    })
    it('puts up the curtain when another human is to act', () => {
      expect(planViewer(hotSeat, [2], 0)).toEqual({ kind: 'curtain', to: 2 })
      expect(planViewer(hotSeat, [3], 2)).toEqual({ kind: 'curtain', to: 3 })
    })
    it('follows the first human among several seats to act', () => {
      expect(planViewer(hotSeat, [1, 3, 2], 0)).toEqual({ kind: 'curtain', to: 3 })
      expect(planViewer(hotSeat, [1, 3, 2], 3)).toEqual({ kind: 'stay' })
    })
    it('puts up the curtain before the first seat is shown (nobody has taken the table yet)', () => {
      expect(planViewer(hotSeat, [2], 'spectator')).toEqual({ kind: 'curtain', to: 2 })
      expect(planViewer(hotSeat, [2], null)).toEqual({ kind: 'curtain', to: 2 })
      expect(planViewer(hotSeat, [1], 'spectator')).toEqual({ kind: 'curtain', to: 0 })
    })
  })

  it('humanToAct skips bot seats and unknown seats', () => {
    expect(humanToAct(hotSeat, [1, 9, 2])).toBe(2)
    expect(humanToAct(hotSeat, [1])).toBeNull()
    expect(humanToAct(hotSeat, [])).toBeNull()
  })

  describe('a game without hidden information', () => {
    const two = [human('Ann'), human('Bob')]
    it('switches straight to the next person to act, with no curtain', () => {
      expect(planViewer(two, [1], 0, true)).toEqual({ kind: 'switch', to: 1 })
      expect(planViewer(two, [0], 'spectator', true)).toEqual({ kind: 'switch', to: 0 })
    })
    it('still puts up the curtain for a game with hands', () => {
      expect(planViewer(two, [1], 0, false)).toEqual({ kind: 'curtain', to: 1 })
    })
  })
})
