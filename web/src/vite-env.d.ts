/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Firebase web config as JSON; defaults to the local demo project. */
  readonly VITE_FIREBASE_CONFIG?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
