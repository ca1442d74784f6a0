export { experiencesCol, experienceRef, scenesCol, productsCol, virtualObjectsCol } from "../firestore/collections.js";

/** Where an experience and its children live; shared by the experience, scene and virtual-object services. */
