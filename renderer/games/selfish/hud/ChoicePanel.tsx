import type { GameKind } from '../../../../engine/games/selfish/data'
import { cardName } from './cardInfo'
import {
  CardFilteredChoices,
  ChoiceButtons,
  type FilteredChoicePanelProps,
} from '../../../hud/ChoiceGroupsPanel'
import { groupChoices, spends, type Choice } from './choices'

/** The legal choices as buttons, grouped by kind. */
export function ChoicePanel(props: FilteredChoicePanelProps<Choice, GameKind>) {
  return (
    <CardFilteredChoices
      {...props}
      plays={spends}
      cardName={cardName}
      group={groupChoices}
      renderGroup={({ group, choices }) => (
        <ChoiceButtons
          choices={choices}
          className="hud-choices__buttons"
          buttonClassName={`hud-choice hud-choice--${group}`}
          onChoose={props.onChoose}
        />
      )}
    />
  )
}
