# NorLink back office as a container image (README: "Containers").
# One instance per container: on PostgreSQL (DATABASE_URL) any number behind a load balancer; without
# DATABASE_URL on the embedded database in the /data volume, one container per volume.

# The SPA is built with the dev dependencies (Vite), which the image itself does not carry.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim
# pg_dump and pg_restore, for `npm run backup` / `npm run restore` against PostgreSQL from inside the container.
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund \
 && npm cache clean --force \
 # The resolved contracts are kept here between starts (server/http/openapi/loadDocument.ts).
 && mkdir -p node_modules/.cache /data \
 && chown node:node node_modules/.cache /data
# The server runs its TypeScript through tsx: the sources it imports (server/, the shared domain rules in
# src/domain/), the contracts it binds, the scripts an operator runs, and the SPA built above.
COPY tsconfig.json ./
COPY openapi ./openapi
COPY server ./server
COPY src/domain ./src/domain
COPY scripts ./scripts
COPY --from=build /app/dist ./dist

# Never root: the server needs no privilege, and the embedded database's files belong to this user.
USER node
ENV HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    METRICS_PORT=9464 \
    METRICS_HOST=0.0.0.0
VOLUME ["/data"]
EXPOSE 8080 9464
# Liveness, not readiness: a database outage makes the instance not ready (/readyz, for the load balancer),
# and restarting it would not help. start-period covers a first start that migrates and seeds.
HEALTHCHECK --interval=15s --timeout=5s --start-period=180s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM starts the graceful stop (DRAIN_SECONDS + SHUTDOWN_TIMEOUT_SECONDS, 15 s by default on PostgreSQL):
# give `docker stop` / Compose / Kubernetes a grace period longer than that (30 s).
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "server/main.ts"]
