/**
 * The building shortages of the MonopoZombie rule scenarios: tables where the bank has fewer
 * buildings than players able to build, so a building is auctioned. The stream's call-out tests
 * play them too.
 */
import type { MonopoState } from '../../../engine/games/monopozombie/types'
import { ann, bob, cid, dee, SQ } from './board'
import { owned, scenario } from './scenario'

/**
 * Ann (brown), Bob (pink) and Cid (orange) can each build a house; Dee's houses, four on six streets
 * and `deeYellow` on each yellow one she has, leave the bank 2 with 3 there, and Dee can build no
 * house (hotels on full groups, and yellow is not all hers).
 */
export const houseShortage = (deeYellow: number): MonopoState =>
  scenario({
    players: 4,
    lots: {
      ...owned(ann, [SQ.mediterranean, SQ.baltic]),
      ...owned(bob, [SQ.stCharles, SQ.states, SQ.virginia]),
      ...owned(cid, [SQ.stJames, SQ.tennessee, SQ.newYork]),
      ...owned(dee, [SQ.oriental, SQ.vermont, SQ.connecticut, SQ.kentucky, SQ.indiana, SQ.illinois], 4),
      ...owned(dee, [SQ.atlantic, SQ.ventnor], deeYellow),
    },
  })

/** Cid's 11 hotels leave the bank one; Ann (brown) and Bob (dark blue), with four houses a lot, could each take it. */
export const lastHotelShortage = (): MonopoState =>
  scenario({
    players: 3,
    lots: {
      ...owned(ann, [SQ.mediterranean, SQ.baltic], 4),
      ...owned(bob, [SQ.parkPlace, SQ.boardwalk], 4),
      ...owned(
        cid,
        [
          SQ.oriental,
          SQ.vermont,
          SQ.connecticut,
          SQ.stCharles,
          SQ.states,
          SQ.virginia,
          SQ.stJames,
          SQ.tennessee,
          SQ.newYork,
          SQ.kentucky,
          SQ.indiana,
        ],
        5,
      ),
    },
  })
