import { useMemo } from 'react'
import type { InstancedBufferAttribute } from 'three'
import { whiteTints } from './instances'

/** White per-instance tints for an instanced mesh's `instanceColor`, made once per capacity (see whiteTints). */
export function useWhiteTints(capacity: number): InstancedBufferAttribute {
  return useMemo(() => whiteTints(capacity), [capacity])
}
