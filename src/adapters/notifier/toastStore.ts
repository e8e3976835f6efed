import type { Toast, ToastStore } from '../../application/ports/toasts.port';
import { TOAST_DURATION_MS } from '../../domain/queryPolicy';

/** The toasts on screen: each one goes after 8 seconds (part 1 §8) or when the officer closes it. */
export function createToastStore(durationMs = TOAST_DURATION_MS): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const set = (next: readonly Toast[]) => {
    toasts = next;
    listeners.forEach((listener) => listener());
  };
  const store: ToastStore = {
    notify(notice) {
      const id = nextId++;
      set([...toasts, { ...notice, id }]);
      setTimeout(() => store.dismiss(id), durationMs);
    },
    dismiss(id) {
      if (toasts.some((toast) => toast.id === id)) set(toasts.filter((toast) => toast.id !== id));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
  return store;
}
