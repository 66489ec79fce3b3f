import type { GameKind } from '../../../../engine/games/selfish/data'
import { cardName } from './cardInfo'
import {
  ChoiceButtons,
  ChoiceGroupsPanel,
  type FilteredChoicePanelProps,
} from '../../../hud/ChoiceGroupsPanel'
import { choicesUsing, groupChoices, type Choice } from './choices'

export type ChoicePanelProps = FilteredChoicePanelProps<Choice, GameKind>

/** The legal choices as buttons, grouped by kind. */
export function ChoicePanel(props: ChoicePanelProps) {
  const shown = choicesUsing(props.choices, props.filter)
  return (
    <ChoiceGroupsPanel
      {...props}
      filterCard={props.filter === null ? null : cardName(props.filter)}
      anyShown={shown.length > 0}
      groups={groupChoices(shown)}
      renderGroup={({ group, choices: inGroup }) => (
        <ChoiceButtons
          choices={inGroup}
          className="sh-choices__buttons"
          buttonClassName={`sh-choice sh-choice--${group}`}
          onChoose={props.onChoose}
        />
      )}
    />
  )
}
