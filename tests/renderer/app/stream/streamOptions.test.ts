import { describe, expect, it } from 'vitest'
import {
  framedByVignette,
  PLAIN_STREAM,
  streamOptionsFrom,
  streamPageUrl,
} from '../../../../renderer/app/stream/streamOptions'

describe('the stream page options in its address', () => {
  it('reads the layout, background, text scale and quality', () => {
    expect(
      streamOptionsFrom('?token=x&viewer=spectator&layout=table&background=%2300ff00&text=1.5&quality=low'),
    ).toEqual({ layout: 'table', background: '#00ff00', textScale: 1.5, quality: 'low' })
    expect(streamOptionsFrom('?layout=broadcast&background=transparent')).toEqual({
      ...PLAIN_STREAM,
      layout: 'broadcast',
      background: 'transparent',
    })
  })

  it('falls back to the plain spectator view for anything missing or not understood', () => {
    expect(streamOptionsFrom('?token=x&viewer=spectator')).toEqual(PLAIN_STREAM)
    expect(streamOptionsFrom('?layout=huge&background=url(evil)&text=9&quality=ultra')).toEqual(PLAIN_STREAM)
    expect(streamOptionsFrom('?background=%23abc&text=abc').background).toBe('scene')
  })

  it('writes them into the link, keeping its token', () => {
    const url = streamPageUrl('http://127.0.0.1:4174/?token=abc&viewer=spectator', {
      layout: 'broadcast',
      background: '#00ff00',
      textScale: 1.25,
      quality: 'medium',
    })
    expect(streamOptionsFrom(new URL(url).search)).toEqual({
      layout: 'broadcast',
      background: '#00ff00',
      textScale: 1.25,
      quality: 'medium',
    })
    expect(new URL(url).searchParams.get('token')).toBe('abc')
  })

  it('frames the broadcast with a vignette at high quality over the table’s own room, never over the streamer’s scene', () => {
    const broadcast = { ...PLAIN_STREAM, layout: 'broadcast' } as const
    expect(framedByVignette(broadcast)).toBe(true)
    expect(framedByVignette({ ...broadcast, background: 'transparent' })).toBe(false)
    expect(framedByVignette({ ...broadcast, background: '#00ff00' })).toBe(false)
    expect(framedByVignette({ ...broadcast, quality: 'medium' })).toBe(false)
    expect(framedByVignette({ ...broadcast, layout: 'full' })).toBe(false)
  })
})
