/**
 * The floor of a table with no tabletop (a stream over the streamer's own scene): invisible but for
 * the shadows the pieces cast on it, so they sit on something.
 */
export function ShadowCatcher({
  width = 30,
  depth = 22,
}: {
  readonly width?: number
  readonly depth?: number
}) {
  return (
    <mesh name="shadow-catcher" rotation-x={-Math.PI / 2} position-y={-0.01} receiveShadow>
      <planeGeometry args={[width, depth]} />
      <shadowMaterial transparent opacity={0.35} />
    </mesh>
  )
}
