import { useEffect, useRef, useState } from 'react'
import type { SaveSummary } from '../../../electron/protocol/saves'
import { fill, SAVES_WORDS as W } from './savesWords'
import type { ThumbnailLoader } from './thumbnailLoader'
import { useSeen } from './useSeen'

export interface SaveThumbnailProps {
  readonly save: SaveSummary
  readonly gameName: string
  readonly load: ThumbnailLoader
}

/** A save's picture of the table, fetched once its row is in view; the game's name when it has none. */
export function SaveThumbnail({ save, gameName, load }: SaveThumbnailProps) {
  const box = useRef<HTMLDivElement>(null)
  const seen = useSeen(box, save.thumbnail)
  const { slot, savedAt, thumbnail } = save
  const key = `${slot}\n${savedAt}`
  const [picture, setPicture] = useState<{ readonly key: string; readonly dataUrl: string } | null>(null)
  useEffect(() => {
    if (!seen || !thumbnail) return
    let gone = false
    void load(slot, savedAt).then((dataUrl) => {
      if (!gone) setPicture(dataUrl === null ? null : { key: `${slot}\n${savedAt}`, dataUrl })
    })
    return () => {
      gone = true
    }
  }, [seen, thumbnail, slot, savedAt, load])
  const shown = thumbnail && picture?.key === key ? picture.dataUrl : null
  return (
    <div ref={box} className="save__thumb">
      {shown !== null ? (
        <img src={shown} alt={fill(W.thumbnailAlt, { slot })} width={160} height={90} />
      ) : (
        <span className="save__thumb-empty">{gameName}</span>
      )}
    </div>
  )
}
