/**
 * Firebase web SDK set-up. Only Auth is used in the browser: every read and write goes through
 * the API (DESIGN.md section 5), so Firestore and Storage SDKs are never loaded.
 */
import { initializeApp, type FirebaseOptions } from "firebase/app";
import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from "firebase/auth";

const DEFAULT_CONFIG: FirebaseOptions = {
  apiKey: "demo-api-key",
  authDomain: "demo-vitrine.firebaseapp.com",
  projectId: "demo-vitrine",
};

export function parseFirebaseConfig(raw: string | undefined): FirebaseOptions {
  if (!raw) return DEFAULT_CONFIG;
  try {
    return { ...DEFAULT_CONFIG, ...(JSON.parse(raw) as FirebaseOptions) };
  } catch {
    throw new Error("VITE_FIREBASE_CONFIG is not valid JSON");
  }
}

export const firebaseConfig = parseFirebaseConfig(import.meta.env.VITE_FIREBASE_CONFIG);
/** `demo-` projects never reach Google: they only exist in the local emulators. */
export const usesEmulators = Boolean(firebaseConfig.projectId?.startsWith("demo-"));

export const firebaseApp = initializeApp(firebaseConfig);

// initializeAuth instead of getAuth: we need no popup/redirect resolver, which keeps the
// sign-in screen's bundle smaller.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

if (usesEmulators) {
  connectAuthEmulator(auth, `http://${window.location.hostname}:9099`, { disableWarnings: true });
}

export async function getIdToken(forceRefresh = false): Promise<string | null> {
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken(forceRefresh) : null;
}
