# syntax=docker/dockerfile:1
# The product in one image: the API serving the built web app, on Node 24 LTS, as the non-root `node` user,
# with production dependencies only. The data lives in PostgreSQL when DATABASE_URL is set (docker-compose.yml), else
# in the SQLite database of /data; the mail folder is in /data too (a volume).

# 1. Build everything (all dependencies, then the domain package, the API and the web app).
FROM node:24-bookworm-slim AS build
WORKDIR /app
# No compiler: every native module ships its binary in its npm package (better-sqlite3 13 and @node-rs/* use
# Node-API, so one binary serves every Node 24).
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx turbo run build --output-logs=errors-only

# 2. The production dependencies of the API only (no React, Vite, Playwright or test tools).
FROM build AS production-deps
RUN npm ci --omit=dev --workspace @telecom/api --no-audit --no-fund \
 && node -e "new (require('better-sqlite3'))(':memory:').close()"

# 3. What runs: dependencies and the built output, nothing else.
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATABASE_PATH=/data/app.db \
    MAIL_DIR=/data/mail
WORKDIR /app
# espeak-ng and sox speak the greetings and the assistant's replies on the phone (docs/decisions/061 and 064); without
# them the recorded stock greetings play.
RUN apt-get update \
 && apt-get install -y --no-install-recommends espeak-ng sox \
 && rm -rf /var/lib/apt/lists/*
COPY --from=production-deps /app/package.json ./
COPY --from=production-deps /app/node_modules ./node_modules
COPY --from=build /app/packages/domain/package.json ./packages/domain/
COPY --from=build /app/packages/domain/dist ./packages/domain/dist
COPY --from=build /app/apps/api/package.json ./apps/api/
# The API's own copies of packages whose other versions are hoisted (cookie 1 beside Express's cookie 0.7).
COPY --from=production-deps /app/apps/api/node_modules ./apps/api/node_modules
COPY --from=build /app/apps/api/dist ./apps/api/dist
# The recorded audio the API plays and reads (voicemail greetings and examples, the carrier's message).
COPY --from=build /app/apps/api/voice ./apps/api/voice
COPY --from=build /app/apps/web/dist ./apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node runs as PID 1 and gets `docker stop`'s SIGTERM directly; server.ts then finishes requests and closes the database.
CMD ["node", "apps/api/dist/server.js"]
