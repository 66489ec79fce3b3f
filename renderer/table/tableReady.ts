/**
 * Whether a screen's table is ready to be seen: everything under its Suspense has loaded (the
 * environment, the surface maps, the game's pieces) and ShaderWarmup has compiled every shader.
 * Until then the screen says it is getting the table ready, and a stream never shows a table
 * half-lit or a shader compiling in play.
 */
import { createContext } from 'react'

/** Called by ShaderWarmup once the table's shaders are compiled. */
export const TableReadyContext = createContext<() => void>(() => undefined)
