import { brandsCol } from "../brands/brands.js";

/** Where an experience and its children live; shared by the experience, scene and virtual-object services. */
export const experiencesCol = (brandId: string) => brandsCol().doc(brandId).collection("experiences");
export const experienceRef = (brandId: string, experienceId: string) => experiencesCol(brandId).doc(experienceId);
export const scenesCol = (brandId: string, experienceId: string) => experienceRef(brandId, experienceId).collection("scenes");
export const productsCol = (brandId: string, experienceId: string) => experienceRef(brandId, experienceId).collection("products");
export const virtualObjectsCol = (brandId: string, experienceId: string) => experienceRef(brandId, experienceId).collection("virtualObjects");
