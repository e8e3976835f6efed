/**
 * Work the server waits for before it serves anything, for `npm start`: the SPA build runs while the
 * database is created, migrated and seeded (scripts/start.ts), and the server only registers the built
 * SPA and listens once both are done, so /healthz never answers before the login page exists.
 */
let gate: Promise<void> = Promise.resolve();

export function serveAfter(work: Promise<void>): void {
  gate = work;
}

export function untilReadyToServe(): Promise<void> {
  return gate;
}
