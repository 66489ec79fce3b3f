import type { ActionKind } from '../../../../engine/games/zombielife/data'
import {
  ChoiceButtons,
  ChoiceGroupsPanel,
  type FilteredChoicePanelProps,
} from '../../../hud/ChoiceGroupsPanel'
import { cardName } from './cardInfo'
import { choicesPlaying, groupChoices, slotPlaces, type Choice } from './choices'
import { SlotPicker } from './SlotPicker'

export type ChoicePanelProps = FilteredChoicePanelProps<Choice, ActionKind>

/**
 * The legal choices, grouped by kind: one button per legal action, except the Infection card's
 * place in the deck, which is picked with the slot picker (every place still reachable).
 */
export function ChoicePanel(props: ChoicePanelProps) {
  const shown = choicesPlaying(props.choices, props.filter)
  return (
    <ChoiceGroupsPanel
      {...props}
      filterCard={props.filter === null ? null : cardName(props.filter)}
      anyShown={shown.length > 0}
      groups={groupChoices(shown)}
      renderGroup={({ group, choices: inGroup }) =>
        group === 'slot' ? (
          <SlotPicker key={inGroup.length} places={slotPlaces(inGroup)} onChoose={props.onChoose} />
        ) : (
          <ChoiceButtons
            choices={inGroup}
            className={`sh-choices__buttons zh-choices--${group}`}
            buttonClassName={`sh-choice zh-choice--${group}`}
            keyOf={(choice, i) => `${i}-${choice.label}`}
            onChoose={props.onChoose}
          />
        )
      }
    />
  )
}
