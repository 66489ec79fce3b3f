import { useState } from 'react'
import { slotNameProblem } from '../../../electron/protocol/saveNames'

/**
 * A save's name as it is typed (saving the match under a name, renaming a save): trimmed, what is
 * wrong with it (null while empty, or when nothing is), and whether it may be sent.
 */
export function useSlotName(initial: string) {
  const [name, setName] = useState(initial)
  const trimmed = name.trim()
  const problem = trimmed === '' ? null : slotNameProblem(trimmed)
  return { name, setName, trimmed, problem, valid: trimmed !== '' && problem === null }
}
