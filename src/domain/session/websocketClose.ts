/**
 * The websocket's close codes (private range 4000–4999), shared by the server and the SPA's feed.
 * UNAUTHORISED: the auth message's token was refused, which may only mean an access token being
 * renewed, so the feed reconnects with the current one. SESSION_ENDED: the session itself has ended
 * (logout, ended by a Technical officer, the idle limit), so the officer is logged out.
 */
export const WS_CLOSE_UNAUTHORISED = 4401;
export const WS_CLOSE_SESSION_ENDED = 4410;
