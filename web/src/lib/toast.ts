/**
 * The toast store (shadcn/ui's `use-toast`, trimmed): a tiny reducer outside React so that any
 * code — SWR mutations, the auth provider — can raise a toast without a context.
 * Rules from DESIGN.md: one toast at a time, auto-close after 5 s, a dismissed toast stays in
 * state (closed, so Radix can animate it out) until it is removed after 1 000 000 ms.
 */
import { useEffect, useState } from "react";
import { useT } from "./messages";

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

/** The default titles and text, in the console's language (read when a toast is raised). */
export const successTitle = () => useT.now("toast.successTitle");
export const successText = () => useT.now("toast.successText");
export const errorTitle = () => useT.now("toast.errorTitle");
/** The error title in English; toasts take `errorTitle()`, which follows the console's language. */
export const ERROR_TITLE = "Error";

export type ToastVariant = "default" | "success" | "destructive";

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

export interface ToastState {
  toasts: ToastItem[];
}

export type ToastAction =
  | { type: "add"; toast: ToastItem }
  | { type: "update"; toast: Partial<ToastItem> & { id: string } }
  | { type: "dismiss"; toastId?: string }
  | { type: "remove"; toastId?: string };

export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case "add":
      // Newest first; anything beyond the limit is dropped at once.
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "update":
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case "dismiss":
      return {
        toasts: state.toasts.map((t) => (action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t)),
      };
    case "remove":
      return { toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

let memoryState: ToastState = { toasts: [] };
const listeners = new Set<(state: ToastState) => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function dispatch(action: ToastAction) {
  memoryState = toastReducer(memoryState, action);
  listeners.forEach((listener) => listener(memoryState));
}

function scheduleRemoval(toastId: string) {
  if (removeTimers.has(toastId)) return;
  removeTimers.set(
    toastId,
    setTimeout(() => {
      removeTimers.delete(toastId);
      dispatch({ type: "remove", toastId });
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(toastId?: string) {
  const ids = toastId === undefined ? memoryState.toasts.map((t) => t.id) : [toastId];
  ids.forEach(scheduleRemoval);
  dispatch({ type: "dismiss", toastId });
}

export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  dispatch({ type: "add", toast: { ...input, id, open: true } });
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next: ToastInput) => dispatch({ type: "update", toast: { ...next, id } }),
  };
}

export function getToastState(): ToastState {
  return memoryState;
}

/** Test helper: forget every toast and pending timer. */
export function resetToasts() {
  removeTimers.forEach((timer) => clearTimeout(timer));
  removeTimers.clear();
  memoryState = { toasts: [] };
  listeners.forEach((listener) => listener(memoryState));
}

export function useToast() {
  const [state, setState] = useState<ToastState>(memoryState);
  useEffect(() => {
    listeners.add(setState);
    // The store may have changed between render and subscription.
    setState(memoryState);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return { ...state, toast, dismiss: dismissToast };
}
