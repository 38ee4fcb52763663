# The shop's production image (README.md, "Production"). Two stages: the first installs everything
# and builds the PWA and the server renderer; the second keeps only what the production command
# runs, as the unprivileged `node` user. The server runs compiled (dist/server/app/main.mjs,
# docs/decisions/0206); server/ and the shared src/domain and src/contracts ship as sources too,
# for the backup restore script (scripts/restore-backup.ts), which runs through tsx.
# Node 22, a maintained line (20 left maintenance in April 2026); the code still runs on Node >= 20.19,
# as package.json's engines say, so a development machine on 20 is served too.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:22-bookworm-slim AS runtime
# MALLOC_ARENA_MAX, --max-semi-space-size and --max-old-space-size bound the process's memory
# (scripts/production-command.ts, docs/decisions/0286-the-embedded-shop-s-memory.md and
# docs/decisions/0292-the-heap-s-growth-bounded.md).
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json /app/tsconfig.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/server ./server
COPY --from=build /app/src/domain ./src/domain
COPY --from=build /app/src/contracts ./src/contracts
COPY --from=build /app/scripts/production-command.ts /app/scripts/restore-backup.ts ./scripts/
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8080
# Node is PID 1's only child of interest: `docker stop` sends SIGTERM straight to it (exec form, no
# shell, no npm), and it shuts down in order within SHUTDOWN_GRACE_MS.
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/v1/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "--max-semi-space-size=4", "--max-old-space-size=512", "dist/server/app/main.mjs"]
