import type { ActionKind } from '../../../../engine/games/zombielife/data'
import {
  CardFilteredChoices,
  ChoiceButtons,
  type FilteredChoicePanelProps,
} from '../../../hud/ChoiceGroupsPanel'
import { cardName } from './cardInfo'
import { groupChoices, slotPlaces, type Choice } from './choices'
import { SlotPicker } from './SlotPicker'

/**
 * The legal choices, grouped by kind: one button per legal action, except the Infection card's
 * place in the deck, which is picked with the slot picker (every place still reachable).
 */
export function ChoicePanel(props: FilteredChoicePanelProps<Choice, ActionKind>) {
  return (
    <CardFilteredChoices
      {...props}
      plays={(choice, kind) => choice.uses === kind}
      cardName={cardName}
      group={groupChoices}
      renderGroup={({ group, choices }) =>
        group === 'slot' ? (
          <SlotPicker key={choices.length} places={slotPlaces(choices)} onChoose={props.onChoose} />
        ) : (
          <ChoiceButtons
            choices={choices}
            className={`hud-choices__buttons zh-choices--${group}`}
            buttonClassName={`hud-choice zh-choice--${group}`}
            keyOf={(choice, i) => `${i}-${choice.label}`}
            onChoose={props.onChoose}
          />
        )
      }
    />
  )
}
