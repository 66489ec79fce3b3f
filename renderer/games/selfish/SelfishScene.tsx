import { useCallback, useMemo, useState } from 'react'
import type { Seat } from '../../../engine/core/types'
import { SELFISH } from '../../../engine/games/selfish/data'
import type { SelfishAction, SelfishView } from '../../../engine/games/selfish/types'
import { Die } from '../../table/Die'
import type { DieHandle } from '../../table/Die'
import { TableEffects } from '../../table/TableEffects'
import { TableAnimator } from '../../table/TableAnimator'
import type { GameUiProps } from '../types'
import { AllianceMarkers } from './scene/AllianceMarkers'
import { actionForTarget, type SceneTarget } from './scene/clickActions'
import { selfishChoreography } from './scene/choreography'
import { ColumnSlots } from './scene/ColumnSlots'
import { HandFans } from '../../table/HandFans'
import { Helipad } from './scene/Helipad'
import { handFanLayout, tablePlaces } from './scene/layout'
import { PileLabels } from './scene/PileLabels'
import { Piles } from './scene/Piles'
import { SelfishRig, SelfishRigContext } from './scene/sceneRig'
import { SeatLabels } from './scene/SeatLabels'
import { Survivors } from './scene/Survivors'
import { Trails } from './scene/Trails'
import { TurnHighlight } from './scene/TurnHighlight'
import { useSelfishAtlases } from './scene/useSelfishAtlases'
import type { SelfishInspectTarget } from './hud/inspect'
import type { TableThing } from '../../table/tableThings'
import { WordsSuspense } from '../../table/WordsSuspense'

/** Another player's hand, face down: how many cards, and their survivor card in the inspect view. */
function handThing(view: SelfishView, seat: Seat): TableThing | null {
  const p = view.players[seat]
  if (!p) return null
  const target: SelfishInspectTarget = { kind: 'survivor', seat }
  return { label: `${p.name}'s hand: ${p.handCount} card${p.handCount === 1 ? '' : 's'}`, target }
}

/**
 * The Selfish table: a column per player rising to the chopper, survivors standing on the space
 * they have reached, the Wasteland cards behind them, the piles, the die and everyone's hands.
 * Everything names itself under the pointer; clicking a survivor, the decks or the die sends the one
 * legal action that clearly matches, and clicking anything that plays no move opens it up close.
 */
export function SelfishScene(props: GameUiProps<SelfishView, SelfishAction>) {
  const { view, legal, toAct, outcome, me, send } = props
  // The words follow what the HUD shows (see GameUiProps.shownView).
  const words = props.shownView ?? view
  const [rig] = useState(() => new SelfishRig())
  const atlases = useSelfishAtlases(view.players)

  const n = view.players.length
  const places = useMemo(() => tablePlaces(n, view.chopperLevel), [n, view.chopperLevel])
  const fans = useMemo(() => handFanLayout(n), [n])
  const acting = outcome ? [] : toAct

  const handKinds = useMemo(() => (view.hand ?? []).map((c) => c.kind), [view.hand])
  const sendFor = useCallback(
    (target: SceneTarget) => {
      const action = actionForTarget(target, legal, handKinds)
      if (action) send(action)
    },
    [legal, send, handKinds],
  )
  // The move a click on a deck or the die plays now, if there is one (else the click inspects it).
  const playFor = (target: SceneTarget): (() => void) | null => {
    const action = actionForTarget(target, legal, handKinds)
    return action ? () => send(action) : null
  }
  const clickableSurvivors = useMemo(
    () =>
      new Set(
        view.players.map((p) => p.seat).filter((seat) => actionForTarget({ kind: 'survivor', seat }, legal)),
      ),
    [view.players, legal],
  )
  const dieRef = useCallback(
    (handle: DieHandle | null) => {
      rig.die = handle
    },
    [rig],
  )

  return (
    <SelfishRigContext.Provider value={rig}>
      <TableAnimator view={view} me={me} rig={rig} choreography={selfishChoreography} />
      <group name="selfish">
        <ColumnSlots players={n} chopperLevel={view.chopperLevel} />
        <TurnHighlight players={n} chopperLevel={view.chopperLevel} seats={acting} />
        <Helipad places={places} />
        <Trails players={view.players} atlas={atlases.wasteland} capacity={SELFISH.wastelandCardCount} />
        <Survivors
          players={view.players}
          atlas={atlases.survivors}
          clickable={clickableSurvivors}
          onSurvivorClick={(seat: Seat) => sendFor({ kind: 'survivor', seat })}
        />
        <Piles
          view={view}
          places={places}
          game={atlases.game}
          wasteland={atlases.wasteland}
          onGameDeckClick={playFor({ kind: 'gameDeck' })}
          onWastelandDeckClick={playFor({ kind: 'wastelandDeck' })}
        />
        <HandFans
          hands={view.players}
          me={me}
          layout={fans}
          atlas={atlases.game}
          capacity={SELFISH.gameCardCount}
          thingOf={(seat) => handThing(view, seat)}
        />
        <AllianceMarkers view={view} atlas={atlases.game} />
        <Die
          ref={dieRef}
          name="die"
          faces={view.dieFaces}
          value={view.lastRoll}
          position={places.die}
          thing={{
            label: view.lastRoll === null ? 'Zombie die' : `Zombie die: last roll ${view.lastRoll}`,
            target: { kind: 'die' },
            play: playFor({ kind: 'die' }),
          }}
        />
        <TableEffects rig={rig} flying={{ game: atlases.game, wasteland: atlases.wasteland }} />
        {/* Only the labels wait for their font; the table itself shows at once. */}
        <WordsSuspense>
          <SeatLabels players={words.players} me={me} toAct={acting} />
          <PileLabels view={words} places={places} />
        </WordsSuspense>
      </group>
    </SelfishRigContext.Provider>
  )
}
