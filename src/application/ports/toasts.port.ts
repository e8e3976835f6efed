import type { Notice, NotifierPort } from './notifier.port';

/** A notice on screen, until it times out or the officer closes it. */
export interface Toast extends Notice {
  readonly id: number;
}

/**
 * The Notifier port as the shell shows it: the notices on screen, which the toast host renders and
 * the officer dismisses. The adapter lives in src/adapters/notifier; the UI reaches it through the container.
 */
export interface ToastStore extends NotifierPort {
  dismiss(id: number): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly Toast[];
}
