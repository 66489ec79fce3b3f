import { Text } from '@react-three/drei'
import type { Vec3 } from './cameraPresets'
import { FONT_URLS, textForBundledFont } from './fonts'

export interface TableTextProps {
  readonly text: string
  readonly color: string
  readonly fontSize: number
  readonly position?: Vec3
  /** 'top' hangs the text below its position (a label in front of a pile). */
  readonly anchorY?: 'top' | 'middle'
  readonly maxWidth?: number
  readonly lineHeight?: number
  /** A thin dark outline, for text over busy parts of the table. */
  readonly outlined?: boolean
}

/** Words printed flat on the table in the display font (one drei Text: one draw call). */
export function TableText({
  text,
  color,
  fontSize,
  position,
  anchorY = 'middle',
  maxWidth,
  lineHeight,
  outlined = false,
}: TableTextProps) {
  return (
    <Text
      font={FONT_URLS.display}
      fontSize={fontSize}
      {...(maxWidth === undefined ? {} : { maxWidth, textAlign: 'center' as const })}
      {...(lineHeight === undefined ? {} : { lineHeight })}
      {...(position === undefined ? {} : { position })}
      anchorX="center"
      anchorY={anchorY}
      rotation-x={-Math.PI / 2}
      color={color}
      {...(outlined ? { outlineWidth: 0.012, outlineColor: '#0c0a08' } : {})}
    >
      {textForBundledFont(text)}
    </Text>
  )
}
