/**
 * Which delivery variant of a model suits this device: `phone` on a small screen, with little
 * memory (`navigator.deviceMemory` ≤ 4 GB) or when the shopper asked to save data (`Save-Data`);
 * else `desktop`. Read once per experience: switching files mid-visit would download twice.
 */
export type DeviceClass = "phone" | "desktop";

export interface DeviceHints {
  /** Shorter side of the screen, in CSS pixels. */
  screenShortSide: number;
  deviceMemoryGb: number | undefined;
  saveData: boolean;
}

/** Under this shorter side (CSS px) a screen is a phone's: tablets and laptops start at 768. */
const PHONE_SCREEN = 600;
const PHONE_MEMORY_GB = 4;

export function deviceClassOf(hints: DeviceHints): DeviceClass {
  if (hints.saveData) return "phone";
  if (hints.deviceMemoryGb !== undefined && hints.deviceMemoryGb <= PHONE_MEMORY_GB) return "phone";
  return hints.screenShortSide < PHONE_SCREEN ? "phone" : "desktop";
}

export function browserDeviceHints(): DeviceHints {
  // Neither hint is in every browser's types (Chromium only); absent means "no hint".
  const nav = navigator as Navigator & { deviceMemory?: number; connection?: { saveData?: boolean } };
  const screenShortSide = Math.min(window.innerWidth || screen.width, window.innerHeight || screen.height, screen.width, screen.height);
  return { screenShortSide, deviceMemoryGb: nav.deviceMemory, saveData: nav.connection?.saveData === true };
}

/**
 * A model's file as the viewer downloads it. `meshopt`: the file is known to be
 * meshopt-compressed, so the decoder can load beside its download. The model pipeline
 * compresses every file it makes, and a model with variants went through it; samples did not.
 */
export interface ModelFile {
  url: string;
  bytes: number;
  meshopt: boolean;
}

/** The file of a model for `device`: its variant, else the optimised file every model has. */
export function modelFileFor(
  model: { url: string; bytes: number; variants?: Partial<Record<DeviceClass, { url: string; bytes: number }>> },
  device: DeviceClass,
): ModelFile {
  const variant = model.variants?.[device];
  const meshopt = model.variants !== undefined;
  return variant ? { url: variant.url, bytes: variant.bytes, meshopt } : { url: model.url, bytes: model.bytes, meshopt };
}
