/**
 * drei's Text loads fonts with troika, which cannot run in happy-dom: tests swap it for an empty
 * mesh that keeps its words in userData, so labels can still be checked.
 */
import type { ReactNode } from 'react'

export function TextStub({ children, name }: { readonly children?: ReactNode; readonly name?: string }) {
  return <mesh name={name ?? 'text'} userData={{ text: String(children) }} />
}

/** drei with its Text replaced by the stub, for `vi.mock('@react-three/drei', …)`. */
export function withTextStub<T extends object>(drei: T): T {
  return { ...drei, Text: TextStub }
}
