import { z } from "zod";

/**
 * The widths (CSS pixels x density) an uploaded image is resized to, as WebP: a phone's product
 * card, a 2x/3x phone screen, a desktop. An image narrower than a width is not enlarged: its own
 * width is the largest variant.
 */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1280] as const;

/** One resized copy of an uploaded image, for `srcset` (`<url> <width>w`). */
export const imageVariantSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  contentType: z.literal("image/webp"),
});
export type ImageVariant = z.infer<typeof imageVariantSchema>;

/** The resized copies of an image, narrowest first; empty for an image given by URL (CSV import, older uploads). */
export const imageVariantsSchema = z.array(imageVariantSchema);
