/** The Wonga coin: the kit's coin texture with a W on both faces, one material for every coin. */
import { MeshStandardMaterial } from 'three'
import { createCoinTexture } from '../../../table/coinTexture'

export function createWongaMaterial(): MeshStandardMaterial {
  return new MeshStandardMaterial({
    map: createCoinTexture('W', 'W', '#d4a93c'),
    roughness: 0.4,
    metalness: 0.55,
  })
}
