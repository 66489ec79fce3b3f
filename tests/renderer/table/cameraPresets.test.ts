/** A game's camera from its presets (renderer/table/cameraPresets: tableCamera). */
import { describe, expect, it } from 'vitest'
import { TABLE_LIMITS, tableCamera, type CameraPreset } from '../../../renderer/table/cameraPresets'

const overview: CameraPreset = { position: [0, 16, 11], target: [0, 0, 1], fov: 39 }
const close: CameraPreset = { position: [0, 8, 8], target: [0, 0, 2], fov: 40 }

describe('tableCamera', () => {
  it('frames the presets for 16:9 with the table’s orbit limits', () => {
    expect(tableCamera({ overview, close })).toEqual({
      presets: { overview, close },
      limits: TABLE_LIMITS,
      aspect: 16 / 9,
    })
  })

  it('changes only the limits the game names', () => {
    const camera = tableCamera({ overview, close }, { minDistance: 3, panZ: 7 })
    expect(camera.limits).toEqual({ ...TABLE_LIMITS, minDistance: 3, panZ: 7 })
    expect(TABLE_LIMITS.minDistance).not.toBe(3)
  })
})
