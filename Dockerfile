# Container image of the Foundly server with the built customer app.
# Build: docker build -t foundly .   Run: see compose.yaml and docs/deploy.md.

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV CI=true
# The whole workspace is needed for the install (every workspace's package.json) and the build:
# the web app and the back-office (Vite), and the server compiled to apps/server/dist (esbuild).
COPY . .
# As in .ci/run: npm ci refuses a lockfile that lacks other platforms' optional native builds,
# and npm install then installs the locked versions all the same.
RUN (npm ci --no-audit --no-fund || npm install --no-audit --no-fund) \
  && npm run build \
  && npm cache clean --force

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/foundly \
    WEB_DIST_DIR=/app/apps/web/dist
# The server runs compiled (apps/server/dist), without the TypeScript loader; the packages it
# imports are resolved from the installed node_modules, kept as they are.
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /var/lib/foundly && chown node:node /var/lib/foundly
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains in-flight requests, then closes the database pool (apps/server/src/main.ts).
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
