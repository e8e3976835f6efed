/**
 * The websocket's close codes, shared by the server and the SPA's feed.
 * UNAUTHORISED: the auth message's token was refused, which may only mean an access token being
 * renewed, so the feed reconnects with the current one. SESSION_ENDED: the session itself has ended
 * (logout, ended by a Technical officer, the idle limit), so the officer is logged out. Both are in the
 * private range 4000–4999.
 * SERVICE_RESTART: the instance is stopping (a deploy, a rolling restart); the session lives on, so the
 * feed reconnects at once, through the load balancer, to another instance. 1012 is the registered code
 * for it (IANA WebSocket Close Code Number Registry, "Service Restart"; RFC 6455 §7.4.2).
 */
export const WS_CLOSE_UNAUTHORISED = 4401;
export const WS_CLOSE_SESSION_ENDED = 4410;
export const WS_CLOSE_SERVICE_RESTART = 1012;
