/** MonopoZombie's match options as the New Game screen offers them (resolved in ./options). */
import type { OptionSpec } from '../../core/optionSpecs'

export const MONOPO_OPTION_SPECS: readonly OptionSpec[] = [
  {
    key: 'taxEdition',
    label: 'Tax edition',
    help: 'What Income Tax and Luxury Tax charge: the 2008+ sets, or the older printing.',
    kind: 'choice',
    choices: [
      { value: 'current', label: 'Current ($200 / $100)' },
      { value: 'classic', label: 'Classic ($200 or 10%, $75)' },
    ],
    default: 'current',
  },
  {
    key: 'apocalypseAt',
    label: 'Apocalypse starts when',
    help: 'When Stage 3 begins (ruling M17).',
    kind: 'choice',
    choices: [
      { value: 'zombiesAtLeastHumans', label: 'zombies ≥ humans (rulebook)' },
      { value: 'halfThePlayers', label: 'zombies ≥ half the players (later revision)' },
    ],
    default: 'zombiesAtLeastHumans',
  },
  {
    key: 'bankruptcy',
    label: 'A bankrupt player',
    help: 'What happens to a human who goes bankrupt before the Apocalypse (ruling M21).',
    kind: 'choice',
    choices: [
      { value: 'zombify', label: 'becomes a zombie' },
      { value: 'eliminate', label: 'leaves the game' },
    ],
    default: 'zombify',
  },
  {
    key: 'stallRounds',
    label: 'Stall limit (rounds)',
    help: 'After this many rounds the zombies win (the richest survivor, if nobody has turned).',
    kind: 'number',
    min: 1,
    max: 10_000,
    default: 200,
  },
  {
    key: 'hopelessLastHuman',
    label: 'Last human with no improved street',
    help: 'The last human can only win on a street of theirs with houses (ruling M19).',
    kind: 'choice',
    choices: [
      { value: 'playOn', label: 'play on' },
      { value: 'zombiesWin', label: 'zombies win' },
    ],
    default: 'playOn',
  },
  {
    key: 'firstSeat',
    label: 'First player',
    help: 'Who rolls first.',
    kind: 'seat',
    default: null,
    nullLabel: 'Roll for it (highest opening roll)',
  },
]
