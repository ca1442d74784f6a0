import { getBounds, type Document, type Material, type Node, type Primitive, type Texture } from "@gltf-transform/core";
import sharp from "sharp";
import { packUsdz } from "./usdz-archive.js";

/** Where AR places the model: on the floor (a horizontal plane) or on a wall (a vertical one). */
export type ArPlacement = "floor" | "wall";

type Mat4 = number[];

const num = (v: number) => (Number.isFinite(v) ? String(+v.toPrecision(7)) : "0");
const tuple = (values: ArrayLike<number>) => `(${Array.from(values, num).join(", ")})`;

/**
 * A number written with at most `decimals` decimals, trailing zeros dropped. USDZ files are
 * stored uncompressed, so the geometry's text is most of the file's size: each array is written
 * only as precisely as it is seen (see `meshUsda`), and without spaces.
 */
function fixed(v: number, decimals: number): string {
  if (!Number.isFinite(v)) return "0";
  const text = v.toFixed(decimals);
  const trimmed = text.includes(".") ? text.replace(/\.?0+$/, "") : text;
  return trimmed === "-0" ? "0" : trimmed;
}
const packed = (values: ArrayLike<number>, decimals: number) => `(${Array.from(values, (v) => fixed(v, decimals)).join(",")})`;

/** How precisely positions are written: a 20,000th of the model's largest side (0.1 mm on a 2 m sofa). */
function positionDecimals(largestSide: number): number {
  return largestSide > 0 ? Math.min(9, Math.max(0, Math.ceil(Math.log10(20_000 / largestSide)))) : 6;
}
/** A thousandth of a unit normal (under a tenth of a degree) and a 10,000th of a texture's width. */
const NORMAL_DECIMALS = 3;
const UV_DECIMALS = 4;

function transformPoint(m: Mat4, p: number[]): number[] {
  const [x, y, z] = p as [number, number, number];
  return [m[0]! * x + m[4]! * y + m[8]! * z + m[12]!, m[1]! * x + m[5]! * y + m[9]! * z + m[13]!, m[2]! * x + m[6]! * y + m[10]! * z + m[14]!];
}

/** The inverse transpose of the matrix's upper 3x3 (column-major), which carries normals; and its determinant's sign. */
function normalMatrix(m: Mat4): { n: number[]; mirrored: boolean } {
  const [a, b, c, d, e, f, g, h, i] = [m[0]!, m[1]!, m[2]!, m[4]!, m[5]!, m[6]!, m[8]!, m[9]!, m[10]!];
  const det = a * (e * i - f * h) - d * (b * i - c * h) + g * (b * f - c * e);
  const k = det === 0 ? 0 : 1 / det;
  // Cofactor matrix over the determinant = the inverse's transpose.
  const n = [
    (e * i - f * h) * k,
    (g * f - d * i) * k,
    (d * h - g * e) * k,
    (h * c - b * i) * k,
    (a * i - g * c) * k,
    (g * b - a * h) * k,
    (b * f - e * c) * k,
    (d * c - a * f) * k,
    (a * e - d * b) * k,
  ];
  return { n, mirrored: det < 0 };
}

function transformNormal(n: number[], v: number[]): number[] {
  const x = n[0]! * v[0]! + n[3]! * v[1]! + n[6]! * v[2]!;
  const y = n[1]! * v[0]! + n[4]! * v[1]! + n[7]! * v[2]!;
  const z = n[2]! * v[0]! + n[5]! * v[1]! + n[8]! * v[2]!;
  const length = Math.hypot(x, y, z) || 1;
  return [x / length, y / length, z / length];
}

interface TextureFile {
  path: string;
  data: Uint8Array;
}

/**
 * Quick Look reads PNG and JPEG only: anything else (the variants' WebP) is re-encoded, as JPEG
 * when it is opaque (a quarter of the PNG's size or less) and as PNG when its alpha is used.
 * Each glTF texture becomes one file, however many materials use it.
 */
class TextureFiles {
  private readonly byTexture = new Map<Texture, TextureFile>();
  async path(texture: Texture): Promise<string | null> {
    const known = this.byTexture.get(texture);
    if (known) return known.path;
    const image = texture.getImage();
    if (!image) return null;
    const mime = texture.getMimeType();
    const index = this.byTexture.size;
    const file =
      mime === "image/png" || mime === "image/jpeg"
        ? { path: `textures/texture_${index}.${mime === "image/png" ? "png" : "jpg"}`, data: image }
        : (await sharp(image).stats()).isOpaque
          ? { path: `textures/texture_${index}.jpg`, data: new Uint8Array(await sharp(image).jpeg({ quality: 88 }).toBuffer()) }
          : { path: `textures/texture_${index}.png`, data: new Uint8Array(await sharp(image).png().toBuffer()) };
    this.byTexture.set(texture, file);
    return file.path;
  }
  list(): TextureFile[] {
    return [...this.byTexture.values()];
  }
}

/** One UsdPreviewSurface material, its textures read through the `st` primvar (one UV set: TEXCOORD_0). */
async function materialUsda(material: Material | null, name: string, textures: TextureFiles): Promise<string> {
  const base = `/Root/Materials/${name}`;
  const inputs: string[] = [];
  const shaders: string[] = [];
  const texture = async (id: string, tex: Texture | null, colorSpace: "sRGB" | "raw", extra: string[] = []) => {
    const file = tex ? await textures.path(tex) : null;
    if (!file) return null;
    shaders.push(`        def Shader "${id}"
        {
            uniform token info:id = "UsdUVTexture"
            asset inputs:file = @${file}@
            float2 inputs:st.connect = <${base}/PrimvarReader_st.outputs:result>
            token inputs:sourceColorSpace = "${colorSpace}"
            token inputs:wrapS = "repeat"
            token inputs:wrapT = "repeat"
${extra.map((line) => `            ${line}\n`).join("")}            float outputs:r
            float outputs:g
            float outputs:b
            float outputs:a
            float3 outputs:rgb
        }`);
    return `${base}/${id}`;
  };
  const color = material?.getBaseColorFactor() ?? [1, 1, 1, 1];
  const baseColor = await texture("Texture_baseColor", material?.getBaseColorTexture() ?? null, "sRGB", [`float4 inputs:scale = ${tuple(color)}`]);
  if (baseColor) inputs.push(`color3f inputs:diffuseColor.connect = <${baseColor}.outputs:rgb>`);
  else inputs.push(`color3f inputs:diffuseColor = ${tuple(color.slice(0, 3))}`);
  const metallic = material?.getMetallicFactor() ?? 0;
  const roughness = material?.getRoughnessFactor() ?? 1;
  // glTF packs roughness in green and metalness in blue; the factors scale them.
  const metalRough = await texture("Texture_metallicRoughness", material?.getMetallicRoughnessTexture() ?? null, "raw", [
    `float4 inputs:scale = (1, ${num(roughness)}, ${num(metallic)}, 1)`,
  ]);
  if (metalRough) {
    inputs.push(`float inputs:roughness.connect = <${metalRough}.outputs:g>`, `float inputs:metallic.connect = <${metalRough}.outputs:b>`);
  } else {
    inputs.push(`float inputs:roughness = ${num(roughness)}`, `float inputs:metallic = ${num(metallic)}`);
  }
  // Normal maps store -1..1 as 0..1.
  const scale = material?.getNormalScale() ?? 1;
  const normal = await texture("Texture_normal", material?.getNormalTexture() ?? null, "raw", [
    `float4 inputs:scale = (${num(2 * scale)}, ${num(2 * scale)}, 2, 1)`,
    `float4 inputs:bias = (${num(-scale)}, ${num(-scale)}, -1, 0)`,
  ]);
  if (normal) inputs.push(`normal3f inputs:normal.connect = <${normal}.outputs:rgb>`);
  const emissive = material?.getEmissiveFactor() ?? [0, 0, 0];
  const emissiveTexture = await texture("Texture_emissive", material?.getEmissiveTexture() ?? null, "sRGB", [
    `float4 inputs:scale = (${tuple(emissive).slice(1, -1)}, 1)`,
  ]);
  if (emissiveTexture) inputs.push(`color3f inputs:emissiveColor.connect = <${emissiveTexture}.outputs:rgb>`);
  else if (emissive.some((v) => v > 0)) inputs.push(`color3f inputs:emissiveColor = ${tuple(emissive)}`);
  const alphaMode = material?.getAlphaMode() ?? "OPAQUE";
  if (alphaMode !== "OPAQUE") {
    if (baseColor) inputs.push(`float inputs:opacity.connect = <${baseColor}.outputs:a>`);
    else inputs.push(`float inputs:opacity = ${num(color[3]!)}`);
    if (alphaMode === "MASK") inputs.push(`float inputs:opacityThreshold = ${num(material!.getAlphaCutoff())}`);
  }
  return `    def Material "${name}"
    {
        token outputs:surface.connect = <${base}/PreviewSurface.outputs:surface>

        def Shader "PreviewSurface"
        {
            uniform token info:id = "UsdPreviewSurface"
${inputs.map((line) => `            ${line}\n`).join("")}            int inputs:useSpecularWorkflow = 0
            token outputs:surface
        }

        def Shader "PrimvarReader_st"
        {
            uniform token info:id = "UsdPrimvarReader_float2"
            token inputs:varname = "st"
            float2 outputs:result
        }
${shaders.join("\n")}
    }`;
}

/**
 * One triangle primitive as a USD Mesh with its world transform (and the unit's scale) baked in,
 * so the file holds metres directly; null for points and lines, which AR cannot show.
 */
function meshUsda(prim: Primitive, world: Mat4, name: string, materialPath: string, pointDecimals: number): string | null {
  if (prim.getMode() !== 4 /* TRIANGLES */) return null;
  const position = prim.getAttribute("POSITION");
  if (!position) return null;
  const count = position.getCount();
  const { n, mirrored } = normalMatrix(world);
  const element: number[] = [];
  const points: string[] = [];
  for (let i = 0; i < count; i++) points.push(packed(transformPoint(world, position.getElement(i, element)), pointDecimals));
  const indicesAccessor = prim.getIndices();
  const indices = indicesAccessor ? Array.from(indicesAccessor.getArray()!) : Array.from({ length: count }, (_, i) => i);
  const triangles = Math.floor(indices.length / 3);
  // A mirroring transform turns the faces inside out: the winding is flipped back.
  if (mirrored) for (let t = 0; t < triangles; t++) [indices[t * 3 + 1], indices[t * 3 + 2]] = [indices[t * 3 + 2]!, indices[t * 3 + 1]!];
  const lines = [
    `        int[] faceVertexCounts = [${new Array(triangles).fill(3).join(",")}]`,
    `        int[] faceVertexIndices = [${indices.slice(0, triangles * 3).join(",")}]`,
    `        rel material:binding = <${materialPath}>`,
    `        point3f[] points = [${points.join(",")}]`,
  ];
  const normal = prim.getAttribute("NORMAL");
  if (normal) {
    const normals: string[] = [];
    for (let i = 0; i < count; i++) normals.push(packed(transformNormal(n, normal.getElement(i, element)), NORMAL_DECIMALS));
    lines.push(`        normal3f[] normals = [${normals.join(",")}] (\n            interpolation = "vertex"\n        )`);
  }
  const uv = prim.getAttribute("TEXCOORD_0");
  if (uv) {
    // glTF's v runs down the image, USD's t up it.
    const st: string[] = [];
    for (let i = 0; i < count; i++) {
      const [u, v] = uv.getElement(i, element) as [number, number];
      st.push(packed([u, 1 - v], UV_DECIMALS));
    }
    lines.push(`        texCoord2f[] primvars:st = [${st.join(",")}] (\n            interpolation = "vertex"\n        )`);
  }
  lines.push(`        uniform token subdivisionScheme = "none"`);
  return `    def Mesh "${name}" (\n        prepend apiSchemas = ["MaterialBindingAPI"]\n    )\n    {\n${lines.join("\n")}\n    }`;
}

export interface UsdzOptions {
  /** How many metres one unit of the document is (1 for glTF as the specification wants it; 0.01 for a file authored in centimetres). */
  metersPerUnit: number;
  placement: ArPlacement;
}

/**
 * A USDZ for AR Quick Look (iOS) from a glTF document: one Mesh prim per triangle primitive, in
 * metres (`metersPerUnit = 1`, Y up, the glTF's own axes), UsdPreviewSurface materials with their
 * base colour, metallic-roughness, normal and emissive textures, and the placement hint
 * (`preliminary:anchoring:type`). The model is moved so that it rests on its anchor: its lowest
 * point on the floor, or its back (the lowest z, glTF models face +z) against the wall.
 */
export async function documentToUsdz(doc: Document, options: UsdzOptions): Promise<Uint8Array> {
  const root = doc.getRoot();
  const scene = root.getDefaultScene() ?? root.listScenes()[0];
  if (!scene) throw new Error("the model has no scene");
  const s = options.metersPerUnit;
  const bounds = getBounds(scene);
  const offset = options.placement === "floor" ? [0, -bounds.min[1] * s, 0] : [0, 0, -bounds.min[2] * s];
  const textures = new TextureFiles();
  const pointDecimals = positionDecimals(Math.max(...[0, 1, 2].map((i) => (bounds.max[i]! - bounds.min[i]!) * s)));
  const materialNames = new Map<Material | null, string>();
  const materials: string[] = [];
  const meshes: string[] = [];
  const nodes: Node[] = [];
  scene.traverse((node) => {
    if (node.getMesh()) nodes.push(node);
  });
  for (const node of nodes) {
    const m = node.getWorldMatrix();
    // Unit scale then the anchoring offset, applied after the node's world transform.
    const world = Array.from(m, (v, i) => (i >= 12 && i < 15 ? v * s + offset[i - 12]! : i < 15 && i % 4 !== 3 ? v * s : v));
    for (const prim of node.getMesh()!.listPrimitives()) {
      const material = prim.getMaterial();
      let materialName = materialNames.get(material);
      if (!materialName) {
        materialName = `Material_${materialNames.size}`;
        materialNames.set(material, materialName);
        materials.push(await materialUsda(material, materialName, textures));
      }
      const mesh = meshUsda(prim, world, `Mesh_${meshes.length}`, `/Root/Materials/${materialName}`, pointDecimals);
      if (mesh) meshes.push(mesh);
    }
  }
  if (meshes.length === 0) throw new Error("the model has no triangles to show in AR");
  const alignment = options.placement === "floor" ? "horizontal" : "vertical";
  const usda = `#usda 1.0
(
    customLayerData = {
        string creator = "Vitrine"
    }
    defaultPrim = "Root"
    metersPerUnit = 1
    upAxis = "Y"
)

def Xform "Root" (
    assetInfo = {
        string name = "Root"
    }
    kind = "component"
)
{
    token preliminary:anchoring:type = "plane"
    token preliminary:planeAnchoring:alignment = "${alignment}"

${meshes.join("\n\n")}

    def Scope "Materials"
    {
${materials.join("\n\n")}
    }
}
`;
  return await packUsdz([{ name: "model.usda", data: Buffer.from(usda, "utf8") }, ...textures.list().map((t) => ({ name: t.path, data: t.data }))]);
}
