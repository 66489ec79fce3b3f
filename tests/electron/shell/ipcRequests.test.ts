import { describe, expect, it } from 'vitest'
import { requestChannels } from '../../../electron/protocol'
import type { ClientContext } from '../../../electron/service/clientContext'
import { answerRequests, type RequestEvent } from '../../../electron/shell/ipcRequests'

const PAGE = 'app://table/index.html'
const theWindow = { id: 'the window’s web contents' }
const client: ClientContext = { role: 'player', transport: 'ipc', push: () => {} }

function wired(windowClient: ClientContext | null = client) {
  const handlers = new Map<string, (event: RequestEvent, payload: unknown) => Promise<unknown>>()
  const served: { channel: string; payload: unknown; client: ClientContext }[] = []
  answerRequests(
    { handle: (channel, listener) => void handlers.set(channel, listener) },
    {
      handle: (channel: string, payload: unknown, to: ClientContext) => {
        served.push({ channel, payload, client: to })
        return Promise.resolve({ ok: true, result: 'answered' } as never)
      },
    },
    { client: () => windowClient, isTheWindow: (contents) => contents === theWindow },
  )
  const ask = (event: RequestEvent, channel = 'match:active') => handlers.get(channel)?.(event, { x: 1 })
  return { handlers, served, ask }
}

const fromThePage = (url = PAGE, parent: unknown = null): RequestEvent => ({
  sender: theWindow,
  senderFrame: { url, parent },
})

describe('answerRequests: IPC requests reach the service only from the table’s window', () => {
  it('answers every request channel', () => {
    expect([...wired().handlers.keys()].sort()).toEqual([...requestChannels].sort())
  })

  it('hands a request from the window’s top frame on our page to the service, as the window’s client', async () => {
    const { served, ask } = wired()
    expect(await ask(fromThePage(), 'app:info')).toEqual({ ok: true, result: 'answered' })
    expect(served).toEqual([{ channel: 'app:info', payload: { x: 1 }, client }])
  })

  it('refuses a subframe, another page, another sender, a gone frame, or no window', async () => {
    const refusals = [
      wired().ask(fromThePage(PAGE, { url: PAGE })),
      wired().ask(fromThePage('https://example.com/')),
      wired().ask({ sender: { id: 'another web contents' }, senderFrame: { url: PAGE, parent: null } }),
      wired().ask({ sender: theWindow, senderFrame: null }),
      wired(null).ask(fromThePage()),
    ]
    for (const reply of await Promise.all(refusals)) {
      expect(reply).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } })
    }
  })

  it('does not reach the service when it refuses', async () => {
    const { served, ask } = wired()
    await ask(fromThePage('file:///x/index.html'))
    expect(served).toEqual([])
  })
})
