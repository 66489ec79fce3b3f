import { Text } from '@react-three/drei'
import { useThree } from '@react-three/fiber'
import { useLayoutEffect, useRef } from 'react'
import { Color, Matrix4, type InstancedMesh } from 'three'
import type { Seat } from '../../../../engine/core/types'
import type { LotView, PlayerView } from '../../../../engine/games/monopozombie/types'
import { FONT_URLS, textForBundledFont } from '../../../table/fonts'
import { useDecalMaterial } from '../../../table/useDecalMaterial'
import { commitInstances } from '../../../table/instances'
import { BOARD_Y, ROSTER, rosterRow } from './layout'
import { createRosterPadTexture } from './rosterTexture'
import { TURN_COLOR, ZOMBIE_TEXT, seatColor } from './seatColors'
import { FlatDecals } from '../../../table/FlatDecals'
import { SeatMarkShape } from '../../../table/SeatMarkShape'
import { useTablePrefs } from '../../../table/tablePrefs'
import { WordsSuspense } from '../../../table/WordsSuspense'

export interface RosterProps {
  readonly players: readonly PlayerView[]
  readonly lots: readonly LotView[]
  /** The seat whose turn it is (its row is framed in gold), or null. */
  readonly turn: Seat | null
  readonly me: Seat | null
}

const m4 = new Matrix4()
const color = new Color()
const SWATCH = (40 / 512) * ROSTER.width
const TEXT_WIDTH = ROSTER.width - SWATCH - 0.18
const FONT_SIZE = 0.19
/** Roughly how wide a character of the bold condensed font is, in ems. */
const EM_PER_CHAR = 0.5

/** A font size that keeps a roster line on one line. */
export function rosterFontSize(line: string): number {
  return Math.min(FONT_SIZE, TEXT_WIDTH / (EM_PER_CHAR * Math.max(1, line.length)))
}

/** One roster line: who, their cash, lots, and what has become of them. */
export function rosterLine(p: PlayerView, lots: readonly LotView[], me: Seat | null): string {
  const owned = lots.filter((l) => l.owner === p.seat).length
  const parts = [`${p.name.toUpperCase()}${p.seat === me ? ' (YOU)' : ''}`]
  if (p.eliminated) parts.push('OUT')
  else {
    parts.push(`$${p.cash}`)
    parts.push(`${owned} LOT${owned === 1 ? '' : 'S'}`)
    if (p.zombie) parts.push('ZOMBIE')
    else if (p.inJail) parts.push('QUARANTINED')
    if (!p.zombie && p.bodyguards > 0) parts.push(`${p.bodyguards} GUARD${p.bodyguards === 1 ? '' : 'S'}`)
    if (!p.zombie && p.cards.length > 0) parts.push('IMMUNE')
  }
  return textForBundledFont(parts.join(' · '))
}

/**
 * The players down the left of the board's middle: a panel per seat with its colour swatch and one
 * line of text (one drei Text each), the row of the player whose turn it is framed in gold.
 */
export function Roster({ players, lots, turn, me }: RosterProps) {
  const pads = useRef<InstancedMesh>(null)
  const invalidate = useThree((s) => s.invalidate)
  const material = useDecalMaterial(createRosterPadTexture)
  const { seatMarks } = useTablePrefs()
  useLayoutEffect(() => {
    const m = pads.current
    if (!m) return
    let i = 0
    const current = players.find((p) => p.seat === turn)
    if (current) {
      const [x, y, z] = rosterRow(current.seat)
      m.setMatrixAt(i, m4.makeScale(ROSTER.width + 0.12, 1, ROSTER.depth + 0.1).setPosition(x, y + 0.002, z))
      m.setColorAt(i, color.set(TURN_COLOR))
      i++
    }
    for (const p of players.slice(0, 8)) {
      const [x, y, z] = rosterRow(p.seat)
      m.setMatrixAt(i, m4.makeScale(ROSTER.width, 1, ROSTER.depth).setPosition(x, y + 0.004, z))
      m.setColorAt(i, color.set(seatColor(p.seat)).multiplyScalar(p.eliminated ? 0.35 : 1))
      i++
    }
    commitInstances(m, i)
    invalidate()
  }, [players, turn, invalidate])
  return (
    <group name="roster">
      <FlatDecals ref={pads} name="roster-pads" material={material} capacity={9} renderOrder={1} />
      {players.slice(0, 8).map((p) => {
        const [x, , z] = rosterRow(p.seat)
        const line = rosterLine(p, lots, me)
        return (
          <group
            key={p.seat}
            name={`roster-${p.seat}`}
            position={[x - ROSTER.width / 2 + SWATCH + 0.1, BOARD_Y + 0.006, z]}
          >
            {/* Only the words wait for their font: the panels show at once. */}
            <WordsSuspense>
              <Text
                font={FONT_URLS.bold}
                fontSize={rosterFontSize(line)}
                whiteSpace="nowrap"
                anchorX="left"
                anchorY="middle"
                rotation-x={-Math.PI / 2}
                color={p.eliminated ? '#8a8478' : p.zombie ? ZOMBIE_TEXT : '#f6f0e2'}
                renderOrder={2}
              >
                {line}
              </Text>
            </WordsSuspense>
            {seatMarks && (
              // The seat's mark, dark on its colour swatch.
              <SeatMarkShape
                seat={p.seat}
                size={SWATCH * 0.3}
                color="#15120e"
                position={[-SWATCH / 2 - 0.1, 0.001, 0]}
                renderOrder={2}
              />
            )}
          </group>
        )
      })}
    </group>
  )
}
