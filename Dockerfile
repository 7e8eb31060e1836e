# Civic Commons: one image for the web app and its API (server processes also run the durable job workers).
# Build:  docker build -t civic-commons .
# Run:    docker run -p 3000:3000 -e DATABASE_URL=... -e REDIS_URL=... -e APP_SECRET=... civic-commons
# See docs/DEPLOY.md for the whole production setup.

# --- build: all dependencies, then the web bundle ---
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
# The server's sources without test code: no *.test.ts, test harness, protocol peers, fixtures or evaluation sets.
RUN mkdir ship && cp -r server contract city scripts ship/ \
 && find ship \( -name '*.test.ts' -o -name '*-fixture.ts' -o -name '*-fixtures.ts' \) -delete \
 && find ship -type d \( -name test -o -name testing -o -name fixtures -o -name eval -o -name gold \) -prune \
      -exec rm -rf {} +

# --- runtime: production dependencies, the server sources (run by tsx) and the built web app ---
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST_DIR=/app/dist/web
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist/web ./dist/web
COPY --from=build /app/ship/ ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# No curl in the slim image: Node's fetch asks /healthz, which is 200 only when the database answers.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--import", "tsx", "server/main.ts"]
