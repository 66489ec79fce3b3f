/**
 * A fake AudioContext for the sound tests: it makes nodes that record what they are told (connections,
 * start and stop times, parameter automation), and counts how many contexts were made.
 */
import type { SoundContext } from '../../../renderer/sound'

export class FakeParam {
  value = 0
  readonly calls: { readonly method: string; readonly value: number; readonly at: number }[] = []
  setValueAtTime(value: number, at: number) {
    this.value = value
    this.calls.push({ method: 'set', value, at })
    return this
  }
  linearRampToValueAtTime(value: number, at: number) {
    this.calls.push({ method: 'linear', value, at })
    return this
  }
  exponentialRampToValueAtTime(value: number, at: number) {
    if (value <= 0) throw new RangeError('an exponential ramp cannot reach 0')
    this.calls.push({ method: 'exponential', value, at })
    return this
  }
}

export class FakeNode {
  readonly connections: FakeNode[] = []
  connect(to: FakeNode) {
    this.connections.push(to)
    return to
  }
  disconnect() {}
}

export class FakeSource extends FakeNode {
  type = ''
  buffer: unknown = null
  readonly frequency = new FakeParam()
  startedAt: number | null = null
  stoppedAt: number | null = null
  constructor(readonly kind: 'oscillator' | 'buffer') {
    super()
  }
  start(at = 0) {
    this.startedAt = at
  }
  stop(at = 0) {
    this.stoppedAt = at
  }
}

export class FakeGain extends FakeNode {
  readonly gain = new FakeParam()
}

export class FakeFilter extends FakeNode {
  type = ''
  readonly frequency = new FakeParam()
  readonly Q = new FakeParam()
}

export class FakeAudioContext {
  state: 'suspended' | 'running' | 'closed' = 'suspended'
  currentTime = 10
  readonly sampleRate = 8000
  readonly destination = new FakeNode()
  readonly sources: FakeSource[] = []
  readonly gains: FakeGain[] = []
  resumes = 0

  resume() {
    this.resumes++
    this.state = 'running'
    return Promise.resolve()
  }
  createGain() {
    const gain = new FakeGain()
    this.gains.push(gain)
    return gain
  }
  createOscillator() {
    const osc = new FakeSource('oscillator')
    this.sources.push(osc)
    return osc
  }
  createBufferSource() {
    const source = new FakeSource('buffer')
    this.sources.push(source)
    return source
  }
  createBiquadFilter() {
    return new FakeFilter()
  }
  createBuffer(_channels: number, length: number) {
    const data = new Float32Array(length)
    return { length, getChannelData: () => data }
  }

  /** As the player sees it. */
  asContext(): SoundContext {
    return this as unknown as SoundContext
  }
}

/** A factory that makes fake contexts and remembers them. */
export function fakeContexts() {
  const made: FakeAudioContext[] = []
  return {
    made,
    create: () => {
      const ctx = new FakeAudioContext()
      made.push(ctx)
      return ctx.asContext()
    },
  }
}
