/**
 * The material of every card of one deck. Cards are drawn instanced: each instance carries the
 * atlas rectangles of its front and back (aFront, aBack: u, v, width, height), and the shader picks
 * the front for the +y face, the back for the -y face, and a plain edge cell for the sides.
 */
import { MeshLambertMaterial, type Texture, type Vector4 } from 'three'

export const CARD_FRONT_ATTRIBUTE = 'aFront'
export const CARD_BACK_ATTRIBUTE = 'aBack'

export function createCardMaterial(atlas: Texture, edge: Vector4): MeshLambertMaterial {
  const material = new MeshLambertMaterial({ map: atlas, alphaTest: 0.5 })
  material.onBeforeCompile = (shader) => {
    shader.uniforms.uCardEdge = { value: edge }
    shader.vertexShader = shader.vertexShader
      .replace(
        '#include <common>',
        `#include <common>
attribute vec4 ${CARD_FRONT_ATTRIBUTE};
attribute vec4 ${CARD_BACK_ATTRIBUTE};
uniform vec4 uCardEdge;`,
      )
      .replace(
        '#include <uv_vertex>',
        `#include <uv_vertex>
vec4 cardRect = normal.y > 0.5 ? ${CARD_FRONT_ATTRIBUTE} : ( normal.y < -0.5 ? ${CARD_BACK_ATTRIBUTE} : uCardEdge );
vMapUv = cardRect.xy + uv * cardRect.zw;`,
      )
  }
  material.customProgramCacheKey = () => 'zt-card-atlas'
  return material
}
