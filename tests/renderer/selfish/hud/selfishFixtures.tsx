/** Real Selfish views for the HUD tests: from a fresh Match, or from a rules scenario, and a render helper. */
import { selfish } from '../../../../engine/games/selfish'
import type { SelfishAction, SelfishView } from '../../../../engine/games/selfish/types'
import { hudFixturesFor, type Seen as SeenOf } from '../../shared/hudFixtures'
import { SelfishHud } from '../../../../renderer/games/selfish/SelfishHud'

export type Seen = SeenOf<SelfishView, SelfishAction>

export const { seen, newMatchState, humans, renderHud } = hudFixturesFor(selfish, SelfishHud, 'hud-test')
