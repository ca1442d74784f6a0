import { createHash } from "node:crypto";

/**
 * HyperLogLog distinct counter (Flajolet et al. 2007) with a 64-bit hash (the first 8 bytes of
 * SHA-256) and 2^12 registers: a standard error of 1.04/sqrt(4096), about 1.6%. Below
 * SPARSE_LIMIT distinct values it keeps the hashes themselves (the idea of HLL++'s sparse form),
 * so small counts are exact. Sketches merge without loss: the union of two days' visitors is the
 * merge of their sketches, which is what makes "unique visitors over 30 days" possible from daily
 * aggregates.
 *
 * Serialised as a string: "s:" + base64 of the sorted 8-byte hashes, or "d:" + base64 of the
 * 4096 one-byte registers (about 5.5 kB). "" is the empty sketch.
 */
export const PRECISION = 12;
const REGISTERS = 1 << PRECISION;
export const SPARSE_LIMIT = 300;
const ALPHA = 0.7213 / (1 + 1.079 / REGISTERS);

export type Sketch = { kind: "sparse"; hashes: Set<bigint> } | { kind: "dense"; registers: Uint8Array };

export const emptySketch = (): Sketch => ({ kind: "sparse", hashes: new Set() });

export function hashValue(value: string): bigint {
  return createHash("sha256").update(value).digest().readBigUInt64BE(0);
}

function addHashToRegisters(registers: Uint8Array, hash: bigint): void {
  const index = Number(hash >> BigInt(64 - PRECISION));
  const rest = hash & ((1n << BigInt(64 - PRECISION)) - 1n);
  // Rank: the position of the first 1 bit in the remaining 52 bits (53 when they are all 0).
  const rank = rest === 0n ? 64 - PRECISION + 1 : 64 - PRECISION - rest.toString(2).length + 1;
  if (rank > registers[index]!) registers[index] = rank;
}

function densify(hashes: Iterable<bigint>): Sketch {
  const registers = new Uint8Array(REGISTERS);
  for (const hash of hashes) addHashToRegisters(registers, hash);
  return { kind: "dense", registers };
}

/** Adds one hashed value; returns the sketch (a sparse one turns dense past the limit). */
export function addHash(sketch: Sketch, hash: bigint): Sketch {
  if (sketch.kind === "dense") {
    addHashToRegisters(sketch.registers, hash);
    return sketch;
  }
  sketch.hashes.add(hash);
  return sketch.hashes.size > SPARSE_LIMIT ? densify(sketch.hashes) : sketch;
}

export const addValue = (sketch: Sketch, value: string) => addHash(sketch, hashValue(value));

/** The union of two sketches (neither is changed). */
export function merge(a: Sketch, b: Sketch): Sketch {
  if (a.kind === "sparse" && b.kind === "sparse") {
    const hashes = new Set([...a.hashes, ...b.hashes]);
    return hashes.size > SPARSE_LIMIT ? densify(hashes) : { kind: "sparse", hashes };
  }
  const registers = new Uint8Array(REGISTERS);
  for (const sketch of [a, b]) {
    if (sketch.kind === "dense") {
      for (let i = 0; i < REGISTERS; i += 1) registers[i] = Math.max(registers[i]!, sketch.registers[i]!);
    } else {
      for (const hash of sketch.hashes) addHashToRegisters(registers, hash);
    }
  }
  return { kind: "dense", registers };
}

/** The estimated number of distinct values added. */
export function estimate(sketch: Sketch): number {
  if (sketch.kind === "sparse") return sketch.hashes.size;
  let sum = 0;
  let zeros = 0;
  for (const register of sketch.registers) {
    sum += 2 ** -register;
    if (register === 0) zeros += 1;
  }
  const raw = (ALPHA * REGISTERS * REGISTERS) / sum;
  // Small range: linear counting is the better estimate while registers are still empty.
  if (raw <= 2.5 * REGISTERS && zeros > 0) return Math.round(REGISTERS * Math.log(REGISTERS / zeros));
  return Math.round(raw);
}

export function serialize(sketch: Sketch): string {
  if (sketch.kind === "dense") return `d:${Buffer.from(sketch.registers).toString("base64")}`;
  if (sketch.hashes.size === 0) return "";
  const bytes = Buffer.alloc(sketch.hashes.size * 8);
  [...sketch.hashes].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)).forEach((hash, i) => bytes.writeBigUInt64BE(hash, i * 8));
  return `s:${bytes.toString("base64")}`;
}

/** Reads a stored sketch; anything unreadable counts as empty rather than failing a report. */
export function deserialize(text: unknown): Sketch {
  if (typeof text !== "string" || text.length < 2) return emptySketch();
  const bytes = Buffer.from(text.slice(2), "base64");
  if (text.startsWith("d:") && bytes.length === REGISTERS) return { kind: "dense", registers: new Uint8Array(bytes) };
  if (text.startsWith("s:") && bytes.length % 8 === 0) {
    const hashes = new Set<bigint>();
    for (let i = 0; i < bytes.length; i += 8) hashes.add(bytes.readBigUInt64BE(i));
    return { kind: "sparse", hashes };
  }
  return emptySketch();
}
