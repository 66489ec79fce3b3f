/**
 * Zombielife Insurance data: the asset cards and Action deck (assets/zombielife/cards.json) and the
 * setup numbers, Player Guide and scoring (assets/zombielife/rules.json), checked once at load time so
 * that a hand-edited file with a wrong count or a bad field is refused with a message naming the card.
 */
import rawCards from '../../../assets/zombielife/cards.json'
import { fail, intIn, isInt, oneOf, record } from '../../core/dataChecks'
import rawRules from '../../../assets/zombielife/rules.json'

export const ASSET_KINDS = ['life', 'criticalIllness', 'medical', 'ilp', 'endowment', 'investment'] as const
export type AssetKind = (typeof ASSET_KINDS)[number]

export const ACTION_KINDS = [
  'infection',
  'ppe',
  'socialDistancing',
  'contactTracing',
  'superSpreader',
  'bullRun',
  'policyLapse',
  'insuranceAgent',
  'freeLookPeriod',
  'stockTip',
  'marketCrash',
  'lockdown',
  'boosterShot',
  'dividendReinvestment',
  'overtime',
] as const
export type ActionKind = (typeof ACTION_KINDS)[number]
/** The cards played as one of the turn's two actions (not Infection, not the PPE reaction). */
export type PlayableKind = Exclude<ActionKind, 'infection' | 'ppe'>

export const EXPECTED_ASSET_COUNTS: Readonly<Record<AssetKind, number>> = {
  life: 8,
  criticalIllness: 8,
  medical: 8,
  ilp: 8,
  endowment: 6,
  investment: 15,
}

export const EXPECTED_ACTION_COUNTS: Readonly<Record<ActionKind, number>> = {
  infection: 8,
  ppe: 6,
  socialDistancing: 5,
  contactTracing: 4,
  superSpreader: 4,
  bullRun: 4,
  policyLapse: 3,
  insuranceAgent: 4,
  freeLookPeriod: 3,
  stockTip: 3,
  marketCrash: 2,
  lockdown: 3,
  boosterShot: 3,
  dividendReinvestment: 2,
  overtime: 2,
}

/** Cards whose effect has a number, kept in the data as `amount` (see each card's text). */
const AMOUNT_KINDS: readonly ActionKind[] = [
  'contactTracing',
  'superSpreader',
  'bullRun',
  'insuranceAgent',
  'marketCrash',
  'boosterShot',
  'overtime',
]

export type Timing = 'infection' | 'reaction' | 'action'
export type PileOrder = 'highestOnTop' | 'asListed'
export type MoneyTo = 'bank' | 'card'
export type DividendTo = 'none' | 'cash' | 'card'

export interface AssetType {
  readonly kind: AssetKind
  readonly name: string
  /** Insurance cards carry the infection surcharge and are the targets of Policy Lapse and Free Look Period. */
  readonly insurance: boolean
  readonly pileOrder: PileOrder
  /** Claimed (payout gained, card removed) when a flip leaves the owner with one of these infected counts. */
  readonly claimAtInfected: readonly number[]
  readonly purchaseTo: MoneyTo
  readonly maintenanceTo: MoneyTo
  readonly dividendTo: DividendTo
  /** Buyable only with at most this many infected tokens (Critical Illness: 1); null = no limit. */
  readonly maxInfectedToBuy: number | null
  readonly text: string
  readonly count: number
}

export interface AssetCopy {
  readonly kind: AssetKind
  readonly cost: number
  readonly maintenance: number
  readonly payout: number
}

export interface ActionType {
  readonly kind: ActionKind
  readonly name: string
  readonly timing: Timing
  readonly cost: number
  /** The number in the card's effect (cards look, gain, discount...); 0 when it has none. */
  readonly amount: number
  readonly text: string
  readonly count: number
}

export interface ActionCopy {
  readonly kind: ActionKind
  /** Player-count symbol: null = unmarked (used from 2 players), else the smallest player count using it. */
  readonly symbol: number | null
  readonly dividend: number
}

export interface GuideOption {
  readonly option: string
  readonly name: string
  readonly salary: number
  readonly actions: number
  readonly text: string
}

export interface ZombielifeRulesData {
  readonly minPlayers: number
  readonly maxPlayers: number
  readonly rounds: number
  readonly healthTokens: number
  readonly startingWonga: number
  readonly startingActionCards: number
  readonly startingPpe: number
  readonly infectionSurcharge: number
  readonly survivorBonus: number
  /** Money on Endowment and ILP cards counts this many times at the end for a survivor. */
  readonly cardMoneyMultiplier: number
  readonly humanGuide: readonly GuideOption[]
  readonly scavengeWonga: number
  readonly lurkCards: number
}

export interface ZombielifeData {
  readonly rules: ZombielifeRulesData
  readonly assetTypes: readonly AssetType[]
  readonly actionTypes: readonly ActionType[]
  /** Asset id → copy (ids 0..52 in kind order, then listed order). */
  readonly assets: readonly AssetCopy[]
  /** Action card id → copy (ids 0..55 in kind order, then listed order). */
  readonly actions: readonly ActionCopy[]
  readonly assetCount: number
  readonly actionCount: number
}

const CARDS_FILE = 'assets/zombielife/cards.json'
const RULES_FILE = 'assets/zombielife/rules.json'

function checkKinds<K extends string>(
  list: unknown,
  kinds: readonly K[],
  deck: string,
): { kind: K; entry: Record<string, unknown>; name: string }[] {
  if (!Array.isArray(list)) fail(CARDS_FILE, `${deck} must be a list`)
  const byKind = new Map<string, Record<string, unknown>>()
  list.forEach((item: unknown, i) => {
    const entry = record(item)
    const kind = entry.kind
    if (typeof kind !== 'string' || !(kinds as readonly string[]).includes(kind)) {
      fail(CARDS_FILE, `${deck}[${i}] has an unknown kind ${JSON.stringify(kind)}`)
    }
    if (byKind.has(kind)) fail(CARDS_FILE, `${deck} lists "${kind}" twice`)
    byKind.set(kind, entry)
  })
  return kinds.map((kind) => {
    const entry = byKind.get(kind)
    if (!entry) fail(CARDS_FILE, `${deck} is missing the "${kind}" card`)
    if (typeof entry.name !== 'string' || entry.name === '')
      fail(CARDS_FILE, `${deck} card "${kind}" has no name`)
    if (typeof entry.text !== 'string') fail(CARDS_FILE, `${deck} card "${entry.name}" has no text`)
    return { kind, entry, name: entry.name }
  })
}

function copiesOf(entry: Record<string, unknown>, name: string, expected: number): Record<string, unknown>[] {
  const copies = entry.copies
  if (!Array.isArray(copies)) fail(CARDS_FILE, `"${name}" must list its copies`)
  if (copies.length !== expected) {
    fail(CARDS_FILE, `"${name}" has ${copies.length} copies; the game has ${expected}`)
  }
  return copies.map(record)
}

function loadAssets(list: unknown): { types: AssetType[]; copies: AssetCopy[] } {
  const types: AssetType[] = []
  const copies: AssetCopy[] = []
  for (const { kind, entry, name } of checkKinds(list, ASSET_KINDS, 'assets')) {
    const what = (field: string) => `"${name}" ${field}`
    if (typeof entry.insurance !== 'boolean') fail(CARDS_FILE, `${what('insurance')} must be true or false`)
    const claim = entry.claimAtInfected
    if (!Array.isArray(claim) || !claim.every((n) => isInt(n) && n >= 1 && n <= 9)) {
      fail(CARDS_FILE, `${what('claimAtInfected')} must list infected-token counts from 1 to 9`)
    }
    const maxInfected = entry.maxInfectedToBuy
    if (maxInfected !== null && !(isInt(maxInfected) && maxInfected >= 0 && maxInfected <= 9)) {
      fail(CARDS_FILE, `${what('maxInfectedToBuy')} must be null or a whole number from 0 to 9`)
    }
    const count = EXPECTED_ASSET_COUNTS[kind]
    const type: AssetType = {
      kind,
      name,
      insurance: entry.insurance,
      pileOrder: oneOf(CARDS_FILE, entry.pileOrder, ['highestOnTop', 'asListed'], what('pileOrder')),
      claimAtInfected: claim as number[],
      purchaseTo: oneOf(CARDS_FILE, entry.purchaseTo, ['bank', 'card'], what('purchaseTo')),
      maintenanceTo: oneOf(CARDS_FILE, entry.maintenanceTo, ['bank', 'card'], what('maintenanceTo')),
      dividendTo: oneOf(CARDS_FILE, entry.dividendTo, ['none', 'cash', 'card'], what('dividendTo')),
      maxInfectedToBuy: maxInfected,
      text: entry.text as string,
      count,
    }
    types.push(type)
    copiesOf(entry, name, count).forEach((c, i) => {
      const field = (f: string) => `"${name}" copy ${i + 1} ${f}`
      copies.push({
        kind,
        cost: intIn(CARDS_FILE, c.cost, 0, 20, field('cost')),
        maintenance: intIn(CARDS_FILE, c.maintenance, 0, 20, field('maintenance')),
        payout: intIn(CARDS_FILE, c.payout, 0, 50, field('payout')),
      })
    })
  }
  return { types, copies }
}

const EXPECTED_TIMING = (kind: ActionKind): Timing =>
  kind === 'infection' ? 'infection' : kind === 'ppe' ? 'reaction' : 'action'

function loadActions(list: unknown): { types: ActionType[]; copies: ActionCopy[] } {
  const types: ActionType[] = []
  const copies: ActionCopy[] = []
  for (const { kind, entry, name } of checkKinds(list, ACTION_KINDS, 'actionCards')) {
    const timing = oneOf(CARDS_FILE, entry.timing, ['infection', 'reaction', 'action'], `"${name}" timing`)
    if (timing !== EXPECTED_TIMING(kind)) {
      fail(CARDS_FILE, `"${name}" timing must be "${EXPECTED_TIMING(kind)}"`)
    }
    const needsAmount = AMOUNT_KINDS.includes(kind)
    if (needsAmount !== (entry.amount !== undefined)) {
      fail(CARDS_FILE, `"${name}" ${needsAmount ? 'needs an amount' : 'takes no amount'}`)
    }
    const count = EXPECTED_ACTION_COUNTS[kind]
    types.push({
      kind,
      name,
      timing,
      cost: intIn(CARDS_FILE, entry.cost, 0, 20, `"${name}" cost`),
      amount: needsAmount ? intIn(CARDS_FILE, entry.amount, 0, 10, `"${name}" amount`) : 0,
      text: entry.text as string,
      count,
    })
    copiesOf(entry, name, count).forEach((c, i) => {
      const symbol = c.symbol
      if (symbol !== null && !(isInt(symbol) && symbol >= 3 && symbol <= 5)) {
        fail(CARDS_FILE, `"${name}" copy ${i + 1} symbol must be null (unmarked), 3, 4 or 5`)
      }
      const dividend = intIn(CARDS_FILE, c.dividend, 0, 9, `"${name}" copy ${i + 1} dividend`)
      copies.push({ kind, symbol, dividend })
    })
  }
  return { types, copies }
}

function loadRules(input: unknown): ZombielifeRulesData {
  const r = record(input)
  const int = (name: string, min: number, max: number) => intIn(RULES_FILE, r[name], min, max, name)
  const guide = r.humanGuide
  if (!Array.isArray(guide) || guide.length === 0) fail(RULES_FILE, 'humanGuide must list the options')
  const seen = new Set<string>()
  const humanGuide = guide.map((item: unknown, i) => {
    const o = record(item)
    if (typeof o.option !== 'string' || o.option === '' || seen.has(o.option)) {
      fail(RULES_FILE, `humanGuide[${i}] needs a distinct option label`)
    }
    seen.add(o.option)
    if (typeof o.name !== 'string' || typeof o.text !== 'string') {
      fail(RULES_FILE, `humanGuide option ${o.option} needs a name and a text`)
    }
    return {
      option: o.option,
      name: o.name,
      salary: intIn(RULES_FILE, o.salary, 0, 20, `humanGuide option ${o.option} salary`),
      actions: intIn(RULES_FILE, o.actions, 0, 5, `humanGuide option ${o.option} actions`),
      text: o.text,
    }
  })
  const zombie = record(r.zombieGuide)
  const minPlayers = int('minPlayers', 2, 5)
  return {
    minPlayers,
    maxPlayers: int('maxPlayers', minPlayers, 5),
    rounds: int('rounds', 1, 12),
    healthTokens: int('healthTokens', 1, 9),
    startingWonga: int('startingWonga', 0, 50),
    startingActionCards: int('startingActionCards', 0, 10),
    startingPpe: int('startingPpe', 0, 3),
    infectionSurcharge: int('infectionSurcharge', 0, 10),
    survivorBonus: int('survivorBonus', 0, 50),
    cardMoneyMultiplier: int('cardMoneyMultiplier', 0, 5),
    humanGuide,
    scavengeWonga: intIn(RULES_FILE, zombie.scavengeWonga, 0, 20, 'zombieGuide.scavengeWonga'),
    lurkCards: intIn(RULES_FILE, zombie.lurkCards, 1, 5, 'zombieGuide.lurkCards'),
  }
}

/** The copies a table of `players` uses: unmarked, plus every symbol up to the player count. */
export function inPlay(copy: ActionCopy, players: number): boolean {
  return copy.symbol === null || copy.symbol <= players
}

/** Every supported player count must have enough PPE and plain Action cards to deal the starting hands. */
function checkDealable(rules: ZombielifeRulesData, copies: readonly ActionCopy[]): void {
  for (let n = rules.minPlayers; n <= rules.maxPlayers; n++) {
    const used = copies.filter((c) => inPlay(c, n))
    const ppe = used.filter((c) => c.kind === 'ppe').length
    const plain = used.filter((c) => c.kind !== 'ppe' && c.kind !== 'infection').length
    if (ppe < n * rules.startingPpe) {
      fail(
        CARDS_FILE,
        `"Personal Protective Equipment": ${n} players need ${n * rules.startingPpe}, only ${ppe} are in play`,
      )
    }
    if (plain < n * rules.startingActionCards) {
      fail(
        CARDS_FILE,
        `${n} players need ${n * rules.startingActionCards} Action cards to deal, only ${plain} are in play`,
      )
    }
  }
}

/** Checks raw card and rules data and builds the lookup tables. Throws an Error naming the bad entry. */
export function loadZombielifeData(cardsInput: unknown, rulesInput: unknown): ZombielifeData {
  const cards = record(cardsInput)
  const rules = loadRules(rulesInput)
  const assets = loadAssets(cards.assets)
  const actions = loadActions(cards.actionCards)
  checkDealable(rules, actions.copies)
  return {
    rules,
    assetTypes: assets.types,
    actionTypes: actions.types,
    assets: assets.copies,
    actions: actions.copies,
    assetCount: assets.copies.length,
    actionCount: actions.copies.length,
  }
}

export const ZOMBIELIFE: ZombielifeData = loadZombielifeData(rawCards, rawRules)

const ASSET_INDEX = Object.fromEntries(ASSET_KINDS.map((k, i) => [k, i])) as Record<AssetKind, number>
const ACTION_INDEX = Object.fromEntries(ACTION_KINDS.map((k, i) => [k, i])) as Record<ActionKind, number>

export const assetIndex = (kind: AssetKind): number => ASSET_INDEX[kind]
export const assetType = (kind: AssetKind): AssetType => ZOMBIELIFE.assetTypes[ASSET_INDEX[kind]] as AssetType
export const actionType = (kind: ActionKind): ActionType =>
  ZOMBIELIFE.actionTypes[ACTION_INDEX[kind]] as ActionType

export const assetCopy = (id: number): AssetCopy => ZOMBIELIFE.assets[id] as AssetCopy
export const actionCopy = (id: number): ActionCopy => ZOMBIELIFE.actions[id] as ActionCopy
export const assetKindOf = (id: number): AssetKind => assetCopy(id).kind
export const actionKindOf = (id: number): ActionKind => actionCopy(id).kind

export const assetName = (kind: AssetKind): string => assetType(kind).name
export const actionName = (kind: ActionKind): string => actionType(kind).name
