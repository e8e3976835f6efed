/** One NorLink instance behind the proxy. */
export interface Backend {
  readonly name: string;
  readonly address: string;
}

export interface ProxyOptions {
  /** Where officers connect: `0.0.0.0:80`, `127.0.0.1:8080`. */
  readonly bind: string;
  readonly backends: readonly Backend[];
  /** HAProxy's own page and Prometheus metrics (`/stats`, `/metrics`); keep it off the public network. */
  readonly statsBind: string;
  /** How often each instance's /readyz is asked; a draining instance is out after 3 checks at a quarter of this. */
  readonly checkIntervalMs?: number;
}

/**
 * The reverse proxy in front of N NorLink instances (HAProxy 2.6, Debian's), as the cluster script runs it
 * and README "Several instances behind a proxy" explains it line by line. What matters for NorLink:
 * - `option httpchk GET /readyz`: an instance that starts, migrates or drains (SIGTERM) gets no new requests;
 * - `fall 3` with `fastinter`: out about a second after its readiness fails, well inside the instance's
 *   DRAIN_SECONDS; `timeout check` above the readiness's own 3 s for the database, so a slow answer under
 *   load is a late one, not a failed one;
 * - `observe layer4` / `on-error mark-down`: a killed instance (its port refuses) is out after 3 failed
 *   connections, before the next check;
 * - `retries` with `option redispatch 1`: a request whose connection failed (nothing was sent) goes to another
 *   instance, whatever its method; `retry-on ... empty-response 503` repeats only GET and HEAD elsewhere
 *   (`disable-l7-retry` for the rest): a POST the dead instance may have committed is never sent twice;
 * - `option forwardfor`: the officer's address in X-Forwarded-For, for the login rate limit (TRUST_PROXY);
 * - `timeout tunnel`: the websocket (/ws) stays open while idle; the server pings every 25 s anyway.
 */
export function haproxyConfig({ bind, backends, statsBind, checkIntervalMs = 1000 }: ProxyOptions): string {
  const fast = Math.max(100, Math.round(checkIntervalMs / 4));
  return `global
    maxconn 4096

defaults
    mode http
    timeout connect 2s
    timeout client 60s
    timeout server 60s
    timeout http-request 15s
    timeout http-keep-alive 10s
    timeout tunnel 1h
    timeout check 4s
    timeout client-fin 5s
    option forwardfor
    retries 3
    option redispatch 1
    retry-on conn-failure empty-response 503

frontend norlink
    bind ${bind}
    default_backend norlink

backend norlink
    balance roundrobin
    option httpchk GET /readyz
    http-check expect status 200
    http-request disable-l7-retry unless METH_GET
    default-server check inter ${checkIntervalMs}ms fastinter ${fast}ms downinter ${checkIntervalMs}ms fall 3 rise 2 observe layer4 error-limit 3 on-error mark-down
${backends.map((backend) => `    server ${backend.name} ${backend.address}`).join('\n')}

listen stats
    bind ${statsBind}
    stats enable
    stats uri /stats
    http-request use-service prometheus-exporter if { path /metrics }
`;
}

/** deploy/haproxy.cfg: three instances on hosts of their own behind one proxy (README: Several instances behind a proxy). */
export const DEPLOY_EXAMPLE: ProxyOptions = {
  bind: '0.0.0.0:80',
  statsBind: '127.0.0.1:8404',
  backends: [
    { name: 'app1', address: '10.0.0.11:8080' },
    { name: 'app2', address: '10.0.0.12:8080' },
    { name: 'app3', address: '10.0.0.13:8080' },
  ],
};
