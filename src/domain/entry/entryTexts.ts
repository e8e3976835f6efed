/** The registration screens' messages (part 2 §5, §8), shared by the SPA and the server. */
export const ENTRY_NOT_LOADED_MESSAGE = 'Oppføring kunne ikke laste';
export const ENTRY_CLIENT_NOT_FOUND_MESSAGE = 'Klient ikke funnet';
