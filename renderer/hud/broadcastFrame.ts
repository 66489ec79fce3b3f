/**
 * The part of the stream page the broadcast overlay (BroadcastOverlay, broadcast.css) covers, as
 * the insets the table is framed inside (renderer/table/frameInsets.ts): the players' column down
 * the right, the phase's band at the top and the log's at the bottom. Worked out from the sizes in
 * broadcast.css, not measured, so the table does not move as the overlay's words change. The
 * stream page's layout test checks that the panels then cover none of the table.
 */
import type { FrameInsets } from '../table/frameInsets'

/** broadcast.css: 1em is 1/45 of the shorter side (at least 16px), times the text scale. */
export function broadcastUnit(width: number, height: number, textScale: number): number {
  return Math.max(16, 0.022223 * Math.min(width, height)) * textScale
}

/** The phase panel: its headline (1.35em) and detail line, 1.2 line-height, and its padding. */
const PHASE_EM = 1.35 * 1.2 + 1.2 + 0.6
/** How many of the latest log lines the overlay shows. */
export const BROADCAST_LOG_LINES = 4

/** A log line (1.2 line-height); the panel's padding. */
const LOG_LINE_EM = 1.2
const PANEL_PADDING_EM = 0.6

export function broadcastInsets(
  width: number,
  height: number,
  textScale: number,
  logLines: number,
): FrameInsets {
  const unit = broadcastUnit(width, height, textScale)
  const gap = unit * 0.5
  // The players' column: 24vw, at least 12em, a gap from the edge; the table keeps a gap from it.
  const column = Math.max(width * 0.24, 12 * unit) + 2 * gap
  // One more log line than shown: a long line wraps.
  const log = logLines > 0 ? (logLines + 1) * LOG_LINE_EM * unit + PANEL_PADDING_EM * unit + 2 * gap : 0
  return { top: PHASE_EM * unit + 2 * gap, right: column, bottom: log, left: 0 }
}
