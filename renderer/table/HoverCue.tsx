import { useThree } from '@react-three/fiber'
import { useEffect, useMemo, useRef } from 'react'
import { BoxGeometry, EdgesGeometry, LineBasicMaterial, type LineSegments } from 'three'
import { hoverCueStore } from './hoverCue'

/** The outline's colour: the HUD's accent. */
export const HOVER_CUE_COLOR = '#ffd34d'

/**
 * The hover cue: a bright outline round the thing under the pointer, drawn over everything. One
 * line mesh for the whole table, hidden (no draw call) while nothing is pointed at; it asks for a
 * frame only when the thing pointed at changes, so an idle table stays idle.
 */
export function HoverCue() {
  const lines = useRef<LineSegments>(null)
  const invalidate = useThree((s) => s.invalidate)
  const geometry = useMemo(() => {
    const box = new BoxGeometry(1, 1, 1)
    const edges = new EdgesGeometry(box)
    box.dispose()
    return edges
  }, [])
  const material = useMemo(
    () =>
      new LineBasicMaterial({
        color: HOVER_CUE_COLOR,
        depthTest: false,
        depthWrite: false,
        transparent: true,
        toneMapped: false,
      }),
    [],
  )
  useEffect(
    () => () => {
      geometry.dispose()
      material.dispose()
    },
    [geometry, material],
  )
  useEffect(() => {
    const apply = (changed: boolean) => {
      const l = lines.current
      if (!l) return
      const { matrix } = hoverCueStore.getState()
      if (matrix) {
        l.matrix.copy(matrix)
        l.matrixWorldNeedsUpdate = true
      }
      l.visible = matrix !== null
      if (changed) invalidate()
    }
    apply(false)
    return hoverCueStore.subscribe(() => apply(true))
  }, [invalidate])
  return (
    <lineSegments
      ref={lines}
      name="hover-cue"
      geometry={geometry}
      material={material}
      matrixAutoUpdate={false}
      visible={false}
      renderOrder={10}
      frustumCulled={false}
    />
  )
}
