import { useFrame, useThree } from '@react-three/fiber'
import { useEffect } from 'react'
import { useTablePrefs } from './tablePrefs'
import { useTweens } from './TweenContext'

/**
 * Advances the table's tweens on every drawn frame (at the player's animation speed) and asks for
 * the next frame only while a tween is pending, so an idle table draws nothing.
 */
export function TweenDriver() {
  const tweens = useTweens()
  const invalidate = useThree((s) => s.invalidate)
  const { animationSpeed } = useTablePrefs()
  useEffect(() => {
    tweens.setWakeUp(() => invalidate())
    if (tweens.busy) invalidate()
    return () => tweens.setWakeUp(null)
  }, [tweens, invalidate])
  useFrame((state, delta) => {
    if (tweens.step(delta * animationSpeed)) state.invalidate()
  })
  return null
}
