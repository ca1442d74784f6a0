/** A catalogue compiled by the `icu-messages` Vite plugin (`import fr from "./fr.json?messages"`). */
declare module "*.json?messages" {
  const messages: import("./define-messages").CompiledCatalogue;
  export default messages;
}
