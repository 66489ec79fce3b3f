// @vitest-environment happy-dom
/**
 * The words on the table follow what the HUD shows: while the table animates a move, the scene is
 * handed the view the HUD still shows (shownView) beside the newest one, and the newer one once the
 * move has landed; a view that is not the match store's (a replay's) is handed on as it is.
 */
import { act, cleanup, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { GameStage } from '../../../../renderer/app/table/GameStage'
import { gameUis } from '../../../../renderer/games'
import type { GameUi, GameUiProps } from '../../../../renderer/games/types'
import { useMatchStore } from '../../../../renderer/store/useMatchStore'
import { resetStores } from '../appFixtures'
import { hostUpdate as update, rested as event } from '../../shared/hostUpdates'

vi.mock('../../../../renderer/table/TableCanvas', () => ({
  TableCanvas: ({ children }: { children?: ReactNode }) => <div>{children}</div>,
}))

let sceneGot: GameUiProps<unknown, unknown> | null = null
const ui: GameUi = {
  id: 'plain',
  Scene: (props) => {
    sceneGot = props
    return null
  },
  Hud: () => null,
  camera: gameUis.selfish!.camera,
  sounds: {},
}

const store = () => useMatchStore.getState()

function Stage({ view }: { view?: unknown }) {
  const s = useMatchStore()
  const props: GameUiProps<unknown, unknown> = {
    view: view ?? s.view,
    legal: [],
    toAct: [],
    outcome: null,
    seats: [],
    me: 0,
    send: () => undefined,
  }
  return <GameStage ui={ui} props={props} hudProps={props} hidden={false} />
}

let detach: (() => void) | null = null
beforeEach(() => {
  resetStores()
  store().actions.setSkipAnimations(false)
  store().actions.receive(update(1, [], { history: [] }))
})
afterEach(() => {
  detach?.()
  detach = null
  cleanup()
  sceneGot = null
})

it('hands the scene the view the HUD shows while a move animates, and the new one once it lands', () => {
  detach = store().actions.attachTable()
  render(<Stage />)
  expect(sceneGot?.shownView).toEqual({ at: 1 })
  act(() => store().actions.receive(update(2, [event('Ann rests.')])))
  expect(sceneGot?.view).toEqual({ at: 2 })
  expect(sceneGot?.shownView).toEqual({ at: 1 })
  act(() => store().actions.landed(store().actions.takeEvents().upTo))
  expect(sceneGot?.shownView).toEqual({ at: 2 })
})

it('leaves a view that is not the match store’s as it is', () => {
  render(<Stage view={{ replay: true }} />)
  expect(sceneGot?.view).toEqual({ replay: true })
  expect(sceneGot?.shownView).toBeUndefined()
})
