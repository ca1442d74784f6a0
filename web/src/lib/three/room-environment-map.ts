import {
  BackSide,
  BoxGeometry,
  CubeCamera,
  HalfFloatType,
  LinearMipmapLinearFilter,
  LinearSRGBColorSpace,
  Mesh,
  NoBlending,
  ShaderChunk,
  ShaderMaterial,
  WebGLCubeRenderTarget,
  type WebGLRenderer,
} from "three";
import { RoomEnvironment } from "three/examples/jsm/environments/RoomEnvironment.js";

/** Smallest face the materials sample, as three's own prefilter stops at 8 px. */
const SMALLEST_LEVEL = 8;
/**
 * GGX samples per texel. Each sample reads the source's mip whose texels match its solid angle
 * (filtered importance sampling), so a few dozen give a smooth lobe on a soft studio room.
 */
export const GGX_SAMPLES = 32;

/** Levels the materials sample for a face of `size` px: `size` down to 8 px. */
export function sampledLevels(size: number): number {
  return Math.max(1, Math.log2(size) - Math.log2(SMALLEST_LEVEL) + 1);
}

/** The roughness a level stands for: three's mapping, so its materials pick the same level. */
export function levelRoughness(level: number, maxLevel: number): number {
  return maxLevel > 0 ? 1 - Math.sqrt(1 - level / maxLevel) : 0;
}

/**
 * The source mip (in levels above the sample's own) that matches one of `samples` GGX samples at
 * `roughness` on faces of `size` px, less the per-sample term the shader adds (log2 of the GGX
 * denominator). 0 for a mirror, which reads the source as it is.
 */
export function lodBias(size: number, roughness: number, samples = GGX_SAMPLES): number {
  return roughness > 0 ? Math.log2(size) + 0.5 * Math.log2(6 / (samples * Math.pow(roughness, 4))) + 0.5 : 0;
}

const GGX_FRAGMENT = /* glsl */ `
  #define GGX_SAMPLES ${GGX_SAMPLES}u
  varying vec3 vWorldDirection;
  uniform samplerCube envMap;
  uniform float roughness;
  uniform float lodBias;
  #include <common>

  float radicalInverse( uint bits ) {
    bits = ( bits << 16u ) | ( bits >> 16u );
    bits = ( ( bits & 0x55555555u ) << 1u ) | ( ( bits & 0xAAAAAAAAu ) >> 1u );
    bits = ( ( bits & 0x33333333u ) << 2u ) | ( ( bits & 0xCCCCCCCCu ) >> 2u );
    bits = ( ( bits & 0x0F0F0F0Fu ) << 4u ) | ( ( bits & 0xF0F0F0F0u ) >> 4u );
    bits = ( ( bits & 0x00FF00FFu ) << 8u ) | ( ( bits & 0xFF00FF00u ) >> 8u );
    return float( bits ) * 2.3283064365386963e-10;
  }

  void main() {
    vec3 N = normalize( vWorldDirection );
    if ( roughness < 0.001 ) {
      gl_FragColor = vec4( textureLod( envMap, N, 0.0 ).rgb, 1.0 );
      return;
    }
    float alpha = roughness * roughness;
    float alpha2 = alpha * alpha;
    vec3 up = abs( N.z ) < 0.999 ? vec3( 0.0, 0.0, 1.0 ) : vec3( 1.0, 0.0, 0.0 );
    vec3 tangent = normalize( cross( up, N ) );
    vec3 bitangent = cross( N, tangent );
    vec3 color = vec3( 0.0 );
    float total = 0.0;
    for ( uint i = 0u; i < GGX_SAMPLES; i ++ ) {
      vec2 xi = vec2( float( i ) / float( GGX_SAMPLES ), radicalInverse( i ) );
      // With the view along the normal, sample the reflected direction directly.
      float invQ = 1.0 / ( 1.0 - xi.x + alpha2 * xi.x );
      float NdotL = ( 1.0 - xi.x - alpha2 * xi.x ) * invQ;
      if ( NdotL > 0.0 ) {
        float phi = 2.0 * PI * xi.y;
        float sinTheta = 2.0 * alpha * sqrt( xi.x * ( 1.0 - xi.x ) ) * invQ;
        vec3 L = N * NdotL + ( tangent * cos( phi ) + bitangent * sin( phi ) ) * sinTheta;
        float lod = max( log2( alpha2 * invQ ) + lodBias, 0.0 );
        color += textureLod( envMap, L, lod ).rgb * NdotL;
        total += NdotL;
      }
    }
    gl_FragColor = vec4( color / total, 1.0 );
  }
`;

function cubeTarget(size: number, mipmapped: boolean) {
  return new WebGLCubeRenderTarget(size, {
    type: HalfFloatType,
    colorSpace: LinearSRGBColorSpace,
    generateMipmaps: mipmapped,
    minFilter: LinearMipmapLinearFilter,
    depthBuffer: mipmapped,
  });
}

/**
 * three's RoomEnvironment as a prefiltered environment map that PBR materials use directly
 * (marked as such, so the renderer does not prefilter it again). three's PMREMGenerator does
 * the same with 256 GGX samples per texel on faces of at least 256 px: on a software-rendered
 * WebGL (every headless browser, and phones that fall back to it) that took 2.8 s of a 4.4 s
 * first frame. Here the room is drawn once into 128 px faces whose mipmap chain the GPU builds,
 * and each rougher level takes 32 samples from the mip that matches their footprint: the same
 * lobes, about a fiftieth of the work. The caller owns the returned target and disposes it.
 */
export function createRoomEnvironmentMap(renderer: WebGLRenderer, size = 128): WebGLCubeRenderTarget {
  const levels = sampledLevels(size);
  const source = cubeTarget(size, true);
  const target = cubeTarget(size, false);
  // Listed before the first draw: the renderer makes one framebuffer per listed level, and the
  // materials read the level count (their sharpest-to-roughest range) from it.
  const sizes = Array.from({ length: levels }, (_, level) => ({ width: size >> level, height: size >> level }));
  target.texture.mipmaps = sizes as unknown as typeof target.texture.mipmaps;
  target.texture.name = "RoomEnvironment";
  target.texture.isPMREMTexture = true;

  const room = new RoomEnvironment();
  const material = new ShaderMaterial({
    name: "RoomEnvironmentGGX",
    uniforms: { envMap: { value: source.texture }, roughness: { value: 0 }, lodBias: { value: 0 } },
    vertexShader: ShaderChunk.cube_vert,
    fragmentShader: GGX_FRAGMENT,
    side: BackSide,
    blending: NoBlending,
    depthTest: false,
    depthWrite: false,
  });
  const box = new Mesh(new BoxGeometry(5, 5, 5), material);
  const autoClear = renderer.autoClear;
  renderer.autoClear = true;
  try {
    new CubeCamera(0.1, 100, source).update(renderer, room);
    const camera = new CubeCamera(1, 10, target);
    for (let level = 0; level < levels; level += 1) {
      const roughness = levelRoughness(level, levels - 1);
      material.uniforms.roughness.value = roughness;
      material.uniforms.lodBias.value = lodBias(size, roughness);
      camera.activeMipmapLevel = level;
      // The renderer takes the target's viewport as it is, not scaled to the level drawn.
      target.viewport.set(0, 0, size >> level, size >> level);
      camera.update(renderer, box);
    }
    target.viewport.set(0, 0, size, size);
  } finally {
    renderer.autoClear = autoClear;
    room.dispose();
    box.geometry.dispose();
    material.dispose();
    source.dispose();
  }
  return target;
}
