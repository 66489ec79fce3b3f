import { useState } from 'react'
import type { MonopoAction, MonopoView } from '../../../engine/games/monopozombie/types'
import type { GameUiProps } from '../types'
import { Board } from './scene/Board'
import { Buildings } from './scene/Buildings'
import { CardDecks } from './scene/CardDecks'
import { CentreLabels } from './scene/CentreLabels'
import { LotMarkers } from './scene/LotMarkers'
import { BurstEffects } from '../../table/BurstEffects'
import { TableAnimator } from '../../table/TableAnimator'
import { monopoChoreography } from './scene/choreography'
import { MonopoDice } from './scene/MonopoDice'
import { Roster } from './scene/Roster'
import { MonopoRig, MonopoRigContext } from './scene/sceneRig'
import { StagePlaque } from './scene/StagePlaque'
import { Tokens } from './scene/Tokens'
import { useMonopoAtlases } from './scene/useMonopoAtlases'
import { money, playerName, price, squareName } from './hud/boardInfo'
import type { MonopoInspectTarget } from './hud/inspect'
import { WordsSuspense } from '../../table/WordsSuspense'

/** A square under the pointer: its name, and for a deed who owns it (or its price). */
function squareThing(view: MonopoView, square: number): { label: string; target: MonopoInspectTarget } {
  const target: MonopoInspectTarget = { kind: 'square', square }
  const lot = view.lots.find((l) => l.square === square)
  const name = squareName(square)
  if (!lot) return { label: name, target }
  const owner = lot.owner === null ? `for sale at ${money(price(square))}` : playerName(view, lot.owner)
  return { label: `${name} (${owner}${lot.mortgaged ? ', mortgaged' : ''})`, target }
}

/**
 * The MonopoZombie table: the board (one texture for all 40 squares), owned lots framed in their
 * owner's colour, mortgaged lots stamped, zombie ground hatched (a cracked warning sign where a human
 * survived on it: it comes down a level when they leave), houses and hotels on the colour bands,
 * the tokens (humans, zombies, bodyguards) walking the squares of each move; in the middle the
 * stage, the roster, the two decks with the card drawn last, the dice and the bank.
 */
export function MonopozombieScene({ view, me, shownView }: GameUiProps<MonopoView, MonopoAction>) {
  // The words follow what the HUD shows (see GameUiProps.shownView).
  const words = shownView ?? view
  const [rig] = useState(() => new MonopoRig())
  const atlases = useMonopoAtlases()
  const turn = view.winners === null ? view.turn.seat : null
  return (
    <MonopoRigContext.Provider value={rig}>
      <TableAnimator view={view} me={me} rig={rig} choreography={monopoChoreography} />
      <group name="monopozombie">
        <Board taxEdition={view.options.taxEdition} squareThing={(square) => squareThing(view, square)} />
        <StagePlaque view={words} />
        <LotMarkers lots={view.lots} players={view.players} occupied={view.occupied} />
        <Buildings lots={view.lots} bankHouses={view.bankHouses} bankHotels={view.bankHotels} />
        <Tokens players={view.players} turn={turn} />
        <CardDecks deckSizes={view.deckSizes} shownCard={view.shownCard} atlases={atlases} />
        <MonopoDice turn={view.turn} rig={rig} />
        <BurstEffects rig={rig} />
        <Roster players={words.players} lots={words.lots} turn={turn} me={me} />
        {/* Only the labels wait for their font; the table itself shows at once. */}
        <WordsSuspense>
          <CentreLabels view={words} />
        </WordsSuspense>
      </group>
    </MonopoRigContext.Provider>
  )
}
