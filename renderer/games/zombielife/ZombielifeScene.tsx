import { useCallback, useMemo, useState } from 'react'
import type { Seat } from '../../../engine/core/types'
import type { ZombielifeAction, ZombielifeView, PileView } from '../../../engine/games/zombielife/types'
import { TableEffects } from '../../table/TableEffects'
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
import type { ZombielifeInspectTarget } from './hud/inspect'
import type { TableThing } from '../../table/tableThings'
import { WordsSuspense } from '../../table/WordsSuspense'

/**
 * The Zombielife Insurance table: the six asset piles in the middle, the Action deck, its discard
 * and the Round Indicator Area behind them, and every player's area (Health Tokens, Wonga, owned
 * assets, a face-down hand) in a near and a far row. Everything names itself under the pointer;
 * clicking an asset pile buys its top card when that is a legal action, and clicking anything that
 * plays no move opens it up close.
 */
export function ZombielifeScene(props: GameUiProps<ZombielifeView, ZombielifeAction>) {
  const { view, legal, toAct, outcome, me, send } = props
  // The words follow what the HUD shows (see GameUiProps.shownView).
  const words = props.shownView ?? view
  const [rig] = useState(() => new ZombielifeRig())
  const atlases = useZombielifeAtlases()
  const n = view.players.length
  const fans = useMemo(() => handFanLayout(n), [n])
  const acting = outcome ? [] : toAct

  const buyOf = useCallback(
    (pile: PileView) => {
      const action = legal.find((a) => a.type === 'buyAsset' && a.kind === pile.kind)
      return action ? () => send(action) : null
    },
    [legal, send],
  )
  const handOf = useCallback(
    (seat: Seat): TableThing | null => {
      const p = view.players[seat]
      if (!p) return null
      const target: ZombielifeInspectTarget = { kind: 'player', seat }
      return { label: `${p.name}'s hand: ${p.handCount} card${p.handCount === 1 ? '' : 's'}`, target }
    },
    [view.players],
  )

  return (
    <ZombielifeRigContext.Provider value={rig}>
      <TableAnimator view={view} me={me} rig={rig} choreography={zombielifeChoreography} />
      <group name="zombielife">
        <Pads players={view.players} toAct={acting} round={view.round} rounds={view.rounds} />
        <AssetPiles piles={view.piles} atlas={atlases.assets} buyOf={buyOf} />
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
          thingOf={handOf}
        />
        <FirstPlayerMarker seat={view.firstSeat} players={n} holder={view.players[view.firstSeat]?.name} />
        <TableEffects rig={rig} flying={{ asset: atlases.assets, action: atlases.actions }} />
        {/* Only the labels wait for their font; the table itself shows at once. */}
        <WordsSuspense>
          <SeatLabels players={words.players} me={me} toAct={acting} />
          <PileLabels view={words} />
        </WordsSuspense>
      </group>
    </ZombielifeRigContext.Provider>
  )
}
