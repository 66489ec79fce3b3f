/** The one part of troika-three-text (drei Text's mesh; the package ships no types) the table uses. */
declare module 'troika-three-text' {
  import type { Mesh } from 'three'

  /** A text mesh; it draws nothing until `sync` has laid out its text. */
  export class Text extends Mesh {
    dispose(): void
  }
}
