import { createContext, useContext } from 'react'
import { TweenSystem } from './animation'

/** The tween system of the nearest TableCanvas (a shared default outside one, for tests). */
export const TweenContext = createContext<TweenSystem>(new TweenSystem())

export function useTweens(): TweenSystem {
  return useContext(TweenContext)
}
