import type { LogLine } from '../../../electron/protocol'

/** A game log of `count` notes: "Line 1." at version 1, and so on. */
export const noteLines = (count: number): LogLine[] =>
  Array.from({ length: count }, (_, i) => ({ version: i + 1, text: `Line ${i + 1}.`, type: 'note' }))
