/**
 * Selfish card data: loaded from assets/selfish/cards.json and checked once at load time, so a
 * hand-edited file with a wrong count or an unknown card is refused with a message naming it.
 */
import raw from '../../../assets/selfish/cards.json'

export const GAME_KINDS = [
  'single',
  'double',
  'abandonedVehicle',
  'alliance',
  'bodyArmor',
  'horde',
  'rampage',
  'scout',
  'stealSupplies',
  'underestimate',
  'zombieTrap',
] as const
export type GameKind = (typeof GAME_KINDS)[number]
export type SupplyKind = 'single' | 'double'
export type ActionCardKind = Exclude<GameKind, SupplyKind>

export const WASTE_KINDS = [
  'blank',
  'settlement',
  'shoppingMall',
  'secretPassageway',
  'twistedAnkle',
  'sewer',
  'bandits',
  'zombies',
  'bitten',
] as const
export type WasteKind = (typeof WASTE_KINDS)[number]

export interface CardInfo<K extends string> {
  readonly kind: K
  readonly name: string
  readonly count: number
  readonly text: string
}

export interface SelfishRulesData {
  readonly chopperLevel: number
  readonly zombieMaxLevel: number
  readonly startingDoubles: number
  readonly startingSingles: number
  readonly startingRandomCards: number
  readonly dieFaces: readonly number[]
  readonly twoPlayerActionLimit: number
  readonly zombiesDiscardHandSize: number
  readonly zombiesDiscardCount: number
}

export interface SelfishData {
  readonly rules: SelfishRulesData
  readonly survivors: readonly string[]
  readonly gameCards: readonly CardInfo<GameKind>[]
  readonly wastelandCards: readonly CardInfo<WasteKind>[]
  /** Card id → kind. Game card ids are 0..80, Wasteland ids 0..40, in data order. */
  readonly gameKindOf: readonly GameKind[]
  readonly wasteKindOf: readonly WasteKind[]
  readonly gameCardCount: number
  readonly wastelandCardCount: number
}

export const EXPECTED_GAME_COUNTS: Readonly<Record<GameKind, number>> = {
  single: 38,
  double: 10,
  abandonedVehicle: 4,
  alliance: 4,
  bodyArmor: 5,
  horde: 3,
  rampage: 3,
  scout: 4,
  stealSupplies: 3,
  underestimate: 3,
  zombieTrap: 4,
}

export const EXPECTED_WASTE_COUNTS: Readonly<Record<WasteKind, number>> = {
  blank: 12,
  settlement: 5,
  shoppingMall: 3,
  secretPassageway: 1,
  twistedAnkle: 3,
  sewer: 6,
  bandits: 4,
  zombies: 4,
  bitten: 3,
}

function fail(message: string): never {
  throw new Error(`assets/selfish/cards.json: ${message}`)
}

function isInt(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v)
}

function checkCards<K extends string>(
  list: unknown,
  kinds: readonly K[],
  expected: Readonly<Record<K, number>>,
  deck: string,
): CardInfo<K>[] {
  if (!Array.isArray(list)) fail(`${deck} must be a list`)
  const seen = new Set<string>()
  const cards = list.map((entry: unknown, i) => {
    const e = (entry ?? {}) as Record<string, unknown>
    const kind = e.kind
    if (typeof kind !== 'string' || !(kinds as readonly string[]).includes(kind)) {
      fail(`${deck}[${i}] has an unknown kind ${JSON.stringify(kind)}`)
    }
    if (seen.has(kind)) fail(`${deck} lists "${kind}" twice`)
    seen.add(kind)
    if (typeof e.name !== 'string' || e.name === '') fail(`${deck} card "${kind}" has no name`)
    if (typeof e.text !== 'string') fail(`${deck} card "${kind}" has no text`)
    if (!isInt(e.count) || e.count !== expected[kind as K]) {
      fail(`${deck} card "${e.name}" has count ${String(e.count)}; the game has ${expected[kind as K]}`)
    }
    return { kind: kind as K, name: e.name, count: e.count, text: e.text }
  })
  for (const kind of kinds) if (!seen.has(kind)) fail(`${deck} is missing the "${kind}" card`)
  // Keep the code's kind order so that ids and sort orders do not depend on the file's order.
  return kinds.map((k) => cards.find((c) => c.kind === k) as CardInfo<K>)
}

/** Checks raw card data and builds the lookup tables. Throws an Error naming the bad entry. */
export function loadSelfishData(input: unknown): SelfishData {
  const data = (input ?? {}) as Record<string, unknown>
  const r = (data.rules ?? {}) as Record<string, unknown>
  const intField = (name: keyof SelfishRulesData, min: number, max: number): number => {
    const v = r[name]
    if (!isInt(v) || v < min || v > max) fail(`rules.${name} must be a whole number from ${min} to ${max}`)
    return v
  }
  const dieFaces = r.dieFaces
  if (
    !Array.isArray(dieFaces) ||
    dieFaces.length === 0 ||
    !dieFaces.every((f) => isInt(f) && f >= 0 && f <= 6)
  ) {
    fail('rules.dieFaces must be a list of whole numbers from 0 to 6')
  }
  const rules: SelfishRulesData = {
    chopperLevel: intField('chopperLevel', 1, 12),
    zombieMaxLevel: intField('zombieMaxLevel', 0, 12),
    startingDoubles: intField('startingDoubles', 0, 10),
    startingSingles: intField('startingSingles', 0, 10),
    startingRandomCards: intField('startingRandomCards', 0, 10),
    dieFaces: dieFaces as number[],
    twoPlayerActionLimit: intField('twoPlayerActionLimit', 0, 10),
    zombiesDiscardHandSize: intField('zombiesDiscardHandSize', 0, 20),
    zombiesDiscardCount: intField('zombiesDiscardCount', 0, 20),
  }
  const survivors = data.survivors
  if (!Array.isArray(survivors) || survivors.length < 5 || !survivors.every((s) => typeof s === 'string')) {
    fail('survivors must list at least 5 names')
  }
  const gameCards = checkCards(data.gameCards, GAME_KINDS, EXPECTED_GAME_COUNTS, 'gameCards')
  const wastelandCards = checkCards(data.wastelandCards, WASTE_KINDS, EXPECTED_WASTE_COUNTS, 'wastelandCards')
  const gameKindOf = gameCards.flatMap((c) => Array.from({ length: c.count }, () => c.kind))
  const wasteKindOf = wastelandCards.flatMap((c) => Array.from({ length: c.count }, () => c.kind))
  return {
    rules,
    survivors: survivors as string[],
    gameCards,
    wastelandCards,
    gameKindOf,
    wasteKindOf,
    gameCardCount: gameKindOf.length,
    wastelandCardCount: wasteKindOf.length,
  }
}

export const SELFISH: SelfishData = loadSelfishData(raw)

export const GAME_KIND_ORDER: Readonly<Record<GameKind, number>> = Object.fromEntries(
  GAME_KINDS.map((k, i) => [k, i]),
) as Record<GameKind, number>

export function gameCardName(kind: GameKind): string {
  return SELFISH.gameCards[GAME_KIND_ORDER[kind]]?.name ?? kind
}

export function wasteCardName(kind: WasteKind): string {
  return SELFISH.wastelandCards.find((c) => c.kind === kind)?.name ?? kind
}
