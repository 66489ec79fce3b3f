import { useFrame, useThree } from '@react-three/fiber'
import { useEffect } from 'react'
import { useTweens } from './TweenContext'

/**
 * Advances the table's tweens on every drawn frame and asks for the next frame only while a tween
 * is pending, so an idle table draws nothing.
 */
export function TweenDriver() {
  const tweens = useTweens()
  const invalidate = useThree((s) => s.invalidate)
  useEffect(() => {
    tweens.setWakeUp(() => invalidate())
    if (tweens.busy) invalidate()
    return () => tweens.setWakeUp(null)
  }, [tweens, invalidate])
  useFrame((state, delta) => {
    if (tweens.step(delta)) state.invalidate()
  })
  return null
}
