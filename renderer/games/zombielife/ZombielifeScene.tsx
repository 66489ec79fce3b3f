import { Suspense, useCallback, useMemo, useState } from 'react'
import type { ZombielifeAction, ZombielifeView, PileView } from '../../../engine/games/zombielife/types'
import { FlyingCards } from '../../table/FlyingCards'
import { TableAnimator } from '../../table/TableAnimator'
import type { GameUiProps } from '../types'
import { ActionPiles } from './scene/ActionPiles'
import { AssetPiles } from './scene/AssetPiles'
import { zombielifeChoreography } from './scene/choreography'
import { FirstPlayerMarker } from './scene/FirstPlayerMarker'
import { HandFans } from '../../table/HandFans'
import { HealthTokens } from './scene/HealthTokens'
import { OwnedAssets } from './scene/OwnedAssets'
import { Pads } from './scene/Pads'
import { PileLabels } from './scene/PileLabels'
import { ZombielifeRig, ZombielifeRigContext } from './scene/sceneRig'
import { SeatLabels } from './scene/SeatLabels'
import { useZombielifeAtlases } from './scene/useZombielifeAtlases'
import { Wonga } from './scene/Wonga'
import { HAND_CAPACITY, handFanLayout } from './scene/layout'

/**
 * The Zombielife Insurance table: the six asset piles in the middle, the Action deck, its discard
 * and the Round Indicator Area behind them, and every player's area (Health Tokens, Wonga, owned
 * assets, a face-down hand) in a near and a far row. Clicking an asset pile buys its top card when
 * that is a legal action.
 */
export function ZombielifeScene(props: GameUiProps<ZombielifeView, ZombielifeAction>) {
  const { view, legal, toAct, outcome, me, send } = props
  const [rig] = useState(() => new ZombielifeRig())
  const atlases = useZombielifeAtlases()
  const n = view.players.length
  const fans = useMemo(() => handFanLayout(n), [n])
  const acting = outcome ? [] : toAct

  const buy = useCallback(
    (pile: PileView) => {
      const action = legal.find((a) => a.type === 'buyAsset' && a.kind === pile.kind)
      if (action) send(action)
    },
    [legal, send],
  )

  return (
    <ZombielifeRigContext.Provider value={rig}>
      <TableAnimator view={view} me={me} rig={rig} choreography={zombielifeChoreography} />
      <group name="zombielife">
        <Pads players={view.players} toAct={acting} round={view.round} rounds={view.rounds} />
        <AssetPiles piles={view.piles} atlas={atlases.assets} onPileClick={buy} />
        <ActionPiles view={view} atlas={atlases.actions} />
        <OwnedAssets players={view.players} atlas={atlases.assets} />
        <HealthTokens players={view.players} />
        <Wonga players={view.players} />
        <HandFans
          hands={view.players}
          me={me}
          layout={fans}
          atlas={atlases.actions}
          capacity={HAND_CAPACITY}
        />
        <FirstPlayerMarker seat={view.firstSeat} players={n} />
        <FlyingCards rig={rig} deck="asset" atlas={atlases.assets} />
        <FlyingCards rig={rig} deck="action" atlas={atlases.actions} />
        {/* Only the labels wait for their font; the table itself shows at once. */}
        <Suspense fallback={null}>
          <SeatLabels players={view.players} me={me} toAct={acting} />
          <PileLabels view={view} />
        </Suspense>
      </group>
    </ZombielifeRigContext.Provider>
  )
}
