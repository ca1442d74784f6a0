/**
 * Where a published version's scene pictures are stored: one folder per version, so that
 * withdrawing the version can take them all off the public at once.
 */
export const versionPicturesPrefix = (brandId: string, experienceId: string, version: number) =>
  `brands/${brandId}/experiences/${experienceId}/manifests/${version}/pictures/`;
