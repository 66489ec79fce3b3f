/**
 * A game's scene rendered by @react-three/test-renderer under a TweenDriver, as the scene tests of
 * every game do: one scene at a time, unmounted (and the match store cleared) after each test.
 */
import ReactThreeTestRenderer from '@react-three/test-renderer'
import type { ReactNode } from 'react'
import type { InstancedMesh } from 'three'
import { afterEach, beforeAll } from 'vitest'
import type { HostUpdate } from '../../../electron/protocol'
import { useMatchStore } from '../../../renderer/store/useMatchStore'
import { useStoreTableEvents } from '../../../renderer/store/useStoreTableEvents'
import { TableEventsContext } from '../../../renderer/table/tableEvents'
import { TweenDriver } from '../../../renderer/table/TweenDriver'

/** The match store's events handed to the scene, as the app's stage does. */
function StoreEvents({ children }: { readonly children: ReactNode }) {
  return <TableEventsContext.Provider value={useStoreTableEvents()}>{children}</TableEventsContext.Provider>
}

export type SceneRenderer = Awaited<ReturnType<typeof ReactThreeTestRenderer.create>>

export interface SceneTestRenderer {
  /** Renders `scene` (replacing none: unmount the last one first). */
  render(scene: ReactNode): Promise<SceneRenderer>
  /** Unmounts the scene rendered last, before the test ends. */
  unmount(): Promise<void>
}

/** Call at the top of a test file: registers the act() environment and the clean-up after each test. */
export function sceneTestRenderer(): SceneTestRenderer {
  let current: SceneRenderer | null = null
  const unmount = async () => {
    await current?.unmount()
    current = null
  }
  beforeAll(() => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  })
  afterEach(async () => {
    await unmount()
    useMatchStore.getState().actions.clear()
  })
  return {
    async render(scene) {
      current = await ReactThreeTestRenderer.create(
        <StoreEvents>
          <group>
            <TweenDriver />
            {scene}
          </group>
        </StoreEvents>,
      )
      return current
    },
    unmount,
  }
}

/** An InstancedMesh of the scene, by name. */
export function meshNamed(r: SceneRenderer, name: string): InstancedMesh {
  return r.scene.find((n) => n.instance.name === name).instance as InstancedMesh
}

/** Hands an update from the host to the match store, as the table screen does, inside act(). */
export function receiveUpdate(update: HostUpdate): Promise<void> {
  return ReactThreeTestRenderer.act(async () => useMatchStore.getState().actions.receive(update))
}
