import { useState } from 'react'
import type { GameInfo } from '../../../electron/protocol/app'
import { useUiStore, type MatchSetup } from '../../store/useUiStore'
import {
  defaultOptionDrafts,
  draftOf,
  fitOptionDrafts,
  optionDraftsFrom,
  readOptions,
  type OptionDrafts,
} from './newGameOptions'
import {
  createRequest,
  defaultSeats,
  resizeSeats,
  seatProblem,
  seatsForGame,
  seatsFrom,
  type SeatDraft,
} from './newGameSeats'
import { ChoiceField } from '../ChoiceField'
import { OptionField } from './OptionField'
import { ask, messageOf } from '../request'
import { ScreenFrame } from '../ScreenFrame'
import { SeatEditor } from './SeatEditor'
import { useReadyConnection } from '../connection/useTableConnection'
import { hostTable } from '../online/hostTable'
import { ONLINE_WORDS } from '../online/onlineWords'

/** The screen's first game, seats and options: like `from` when this table has its game. */
function initialDraft(
  games: readonly GameInfo[],
  from: MatchSetup | null,
): { game: GameInfo; seats: SeatDraft[]; options: OptionDrafts } | null {
  const like = from === null ? undefined : games.find((g) => g.id === from.game)
  if (from !== null && like !== undefined) {
    const seats = seatsFrom(from.seats, like)
    const drafts = optionDraftsFrom(like.options, from.options)
    return { game: like, seats, options: fitOptionDrafts(like.options, drafts, seats.length) }
  }
  const first = games[0]
  if (first === undefined) return null
  return { game: first, seats: defaultSeats(first), options: defaultOptionDrafts(first.options) }
}

/**
 * Pick a game, its seats (people or bots, with names), its match options and an optional seed;
 * Start opens the table.
 */
export function NewGameScreen() {
  const { bridge, info } = useReadyConnection()
  const openTable = useUiStore((s) => s.actions.openTable)
  // Play online's Host: the table opens for friends on their own computers, not here.
  const online = useUiStore((s) => s.newGameOnline)
  // Set up like the match just played (New game at the game over), or the first game's defaults.
  const [initial] = useState(() => initialDraft(info.games, useUiStore.getState().newGameFrom))
  const [game, setGame] = useState<GameInfo | null>(initial?.game ?? null)
  const [seats, setSeats] = useState<SeatDraft[]>(initial?.seats ?? [])
  const [options, setOptions] = useState<OptionDrafts>(initial?.options ?? {})
  const [seed, setSeed] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [starting, setStarting] = useState(false)

  if (game === null) {
    return (
      <ScreenFrame title="New game">
        <p className="screen__lead">This table has no games to offer.</p>
      </ScreenFrame>
    )
  }

  const pickGame = (id: string) => {
    const next = info.games.find((g) => g.id === id)
    if (!next) return
    const nextSeats = seatsForGame(seats, next)
    setGame(next)
    setSeats(nextSeats)
    setOptions(fitOptionDrafts(next.options, defaultOptionDrafts(next.options), nextSeats.length))
  }

  const pickCount = (count: number) => {
    setSeats((current) => resizeSeats(current, game, count))
    setOptions((current) => fitOptionDrafts(game.options, current, count))
  }

  const start = async () => {
    const wrong = seatProblem(seats)
    if (wrong !== null) {
      setProblem(wrong)
      return
    }
    const chosen = readOptions(game.options, options, seats.length)
    if (!chosen.ok) {
      setProblem(chosen.problem)
      return
    }
    if (online && seats[0]?.kind !== 'human') {
      setProblem(ONLINE_WORDS.needsAPerson)
      return
    }
    setStarting(true)
    setProblem(null)
    try {
      const request = createRequest(game, seats, seed, chosen.options)
      if (online) {
        await hostTable(bridge, request)
        return
      }
      const { matchId } = await ask(bridge, 'match:create', request)
      openTable(matchId)
    } catch (err) {
      setProblem(`The game could not start: ${messageOf(err)}`)
      setStarting(false)
    }
  }

  const counts = Array.from({ length: game.maxPlayers - game.minPlayers + 1 }, (_, i) => game.minPlayers + i)
  return (
    <ScreenFrame title={online ? ONLINE_WORDS.newGameOnlineTitle : 'New game'}>
      {online && <p className="screen__lead">{ONLINE_WORDS.newGameOnlineLead}</p>}
      <form
        className="form"
        // The screen checks the fields itself and says what is wrong in its own alert.
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void start()
        }}
      >
        <div className="form__row">
          <ChoiceField
            label="Game"
            value={game.id}
            options={info.games.map((g) => g.id)}
            labelOf={(id) => info.games.find((g) => g.id === id)?.name}
            onChange={pickGame}
          />
          <ChoiceField
            label="Players"
            value={seats.length}
            options={counts}
            labelOf={(n) => n}
            onChange={pickCount}
          />
          <label className="field">
            <span className="field__label">Seed (optional)</span>
            <input
              className="input"
              value={seed}
              maxLength={100}
              placeholder="random"
              onChange={(e) => setSeed(e.target.value)}
            />
          </label>
        </div>
        <div className="seats">
          {seats.map((seat, i) => (
            <SeatEditor
              key={i}
              index={i}
              seat={seat}
              game={game}
              onChange={(changed) => setSeats((current) => current.map((s, j) => (j === i ? changed : s)))}
            />
          ))}
        </div>
        {game.options.length > 0 && (
          <fieldset className="options" aria-label="Options">
            <legend className="seat__legend">Options</legend>
            {game.options.map((spec) => (
              <OptionField
                key={`${game.id}:${spec.key}`}
                spec={spec}
                draft={options[spec.key] ?? draftOf(spec.default)}
                seats={seats}
                onChange={(draft) => setOptions((current) => ({ ...current, [spec.key]: draft }))}
              />
            ))}
          </fieldset>
        )}
        {problem && (
          <p className="screen__error" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={starting}>
          {online
            ? starting
              ? ONLINE_WORDS.newGameOnlineStarting
              : ONLINE_WORDS.newGameOnlineStart
            : starting
              ? 'Starting…'
              : 'Start'}
        </button>
      </form>
    </ScreenFrame>
  )
}
