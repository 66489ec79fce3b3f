import type { ComponentType } from 'react'
import type { GameCamera } from '../table/cameraPresets'
import type { DirectorRules } from '../table/director'
import type { GameEvent, Outcome, Seat } from '../../engine/core/types'
import type { LogLine, SeatConfig } from '../../electron/protocol/match'
import type { WaitCue } from '../hud/WaitingCue'
import type { InspectCard, InspectTarget } from '../table/inspectStore'
import type { AnyEventSounds } from '../sound/eventSounds'
import type { BroadcastSummary } from '../hud/broadcastSummary'
import type { CallOut } from '../hud/callOutWords'
import type { Standing } from '../hud/standings'
import type { HelpFile } from '../hud/helpFile'
import type { PickedCard } from '../hud/useHandSelection'

/** What the table screen gives a game's scene and HUD. */
export interface GameUiProps<V, A> {
  readonly view: V
  /** The actions the viewer may take now (empty when it is not their decision). */
  readonly legal: readonly A[]
  /** The seats asked to act (every game's view leaves this to the host's update). */
  readonly toAct: readonly Seat[]
  /** The result, once the game is over. */
  readonly outcome: Outcome | null
  readonly seats: readonly SeatConfig[]
  /** The seat being shown, or null for the spectator. */
  readonly me: Seat | null
  /** Sends one of `legal` to the host. */
  readonly send: (action: A) => void
  /**
   * The view the HUD shows now: the newest whose animations have landed (left out: `view` itself).
   * The words on the table (plates, counts, the round) follow it, so a label never tells a move
   * before its pieces have made it, and says what the HUD says beside it.
   */
  readonly shownView?: V
}

/**
 * What the table screen gives a game's HUD: what the scene gets, with the log and the picked hand
 * card. The HUD reads nothing of the app's stores; the screen hands it all.
 */
export interface GameHudProps<V, A> extends GameUiProps<V, A> {
  /** The game log as the HUD shows it (it waits for the table's animations, as the view does), newest last. */
  readonly log: readonly LogLine[]
  /** The hand card picked in the HUD and the way to change it (the screen keeps it, not the HUD). */
  readonly picked: PickedCard
}

/** A game's renderer side: its 3D scene (inside the table canvas) and its HTML HUD (over it). */
export interface GameUi<V = unknown, A = unknown> {
  readonly id: string
  readonly Scene: ComponentType<GameUiProps<V, A>>
  readonly Hud: ComponentType<GameHudProps<V, A>>
  /**
   * The game's quick reference for the help overlay (its assets/<id>/help.json, read with
   * helpFileFrom). Left out: the overlay shows the keys alone.
   */
  readonly help?: HelpFile
  /** How its table is framed (the overview and close presets) and how far it may orbit. */
  readonly camera: GameCamera
  /**
   * The action types Space plays (a roll, the end of the turn): when exactly one legal action is of
   * one of these types, Space sends it. Moves that need a pick (a payment) do not belong here.
   */
  readonly primaryMoves?: readonly ActionType<A>[]
  /** True when no player has anything hidden (no hands): hot-seat play needs no curtain. */
  readonly openInformation?: boolean
  /**
   * The sound each of its events makes (renderer/sound/eventSounds.ts: eventSounds() checks the map
   * against the game's event union). Left out: the table plays no event sounds.
   */
  readonly sounds?: AnyEventSounds
  /**
   * What the waiting cue says when the game waits for the viewer: "Your move" and the decision, or
   * for a reaction the attack, the card and what letting it happen means. Left out: "Your move".
   */
  readonly waitCue?: (view: V, me: Seat, outcome: Outcome | null) => WaitCue
  /**
   * A card or piece up close, for the inspect view: its name, category, full text and what it does
   * now in this view (the game's own targets, made by its HUD and scene). Null: the target is not
   * there any more (or not the game's), and the view closes. Left out: nothing can be inspected.
   */
  readonly inspect?: (target: InspectTarget, view: V, me: Seat | null) => InspectCard | null
  /** What the stream overlay says about the table: the phase, and each player's state. */
  readonly broadcast?: (
    view: V,
    seats: readonly SeatConfig[],
    toAct: readonly Seat[],
    outcome: Outcome | null,
  ) => BroadcastSummary
  /** The cards in a seat's own view's hand, by name (for a stream that shows hands), or null: no hand. */
  readonly handNames?: (seatView: V) => readonly string[] | null
  /**
   * How the stream page's director films it (renderer/table/director.ts): the hotkey presets, the
   * shot of each seat's place and which events deserve a cut. Left out: the stream page keeps the
   * player's camera.
   */
  readonly director?: DirectorRules<V>
  /**
   * The big moments worth a call-out on the stream page: its words for this event (as the spectator
   * gets it, with `view` the update it brought), or null. Left out: no call-outs.
   */
  readonly callout?: (event: GameEvent, view: V, seats: readonly SeatConfig[]) => CallOut | null
  /** The final standings for the game-over card, best first. Left out: the card shows no standings. */
  readonly standings?: (view: V, outcome: Outcome, seats: readonly SeatConfig[]) => readonly Standing[]
}

/** The `type` of a game's actions ('roll', 'endTurn', …). */
export type ActionType<A> = A extends { readonly type: infer T extends string } ? T : never
