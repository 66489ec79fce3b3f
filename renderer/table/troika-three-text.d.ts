/** The parts of troika-three-text (drei Text's mesh and its font preloading; the package ships no types) the table uses. */
declare module 'troika-three-text' {
  import type { Mesh } from 'three'

  /** A text mesh; it draws nothing until `sync` has laid out its text. */
  export class Text extends Mesh {
    dispose(): void
  }

  /** Loads `font` and lays out `characters` (all the font's, when none), then calls `done`. */
  export function preloadFont(
    options: { readonly font: string; readonly characters?: string | readonly string[] | undefined },
    done: () => void,
  ): void
}
