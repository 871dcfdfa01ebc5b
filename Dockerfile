# syntax=docker/dockerfile:1
#
# Crane Safety Induction: one Node process serving the web app and the API (docs/deploying.md).
#
#   docker build -t crane-safety-induction .
#   docker run -p 3000:3000 -v csi-data:/data crane-safety-induction
#
# Stages: `toolchain` (npm 11 and a compiler), `build` (every dependency, then `npm run build`),
# `production-dependencies` (only what the server needs at run time) and the runtime image, which
# holds those dependencies, the built server and web app, and the fonts the PDFs embed.

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS toolchain
# better-sqlite3 downloads a prebuilt binary when it can and compiles itself when it cannot; sharp and
# @node-rs/argon2 ship their binaries (glibc) in npm packages. The compiler stays out of the runtime image.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
# The project's npm (package.json's allowScripts says which install scripts run); node:20 ships npm 10.
RUN npm install -g npm@11.19.1 && npm cache clean --force
WORKDIR /app

FROM toolchain AS build
# The manifests first, so that `npm ci` is cached until the lockfile changes.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci
COPY . .
# The web app (lingui compile, Vite, precompressed copies) and the server bundle (esbuild), then the
# check of the web app's size budgets.
RUN npm run build

FROM toolchain AS production-dependencies
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
# The server's dependencies without the dev ones (@crane/contract is bundled into dist/main.js).
# apps/server/node_modules holds the versions npm could not hoist; it may be empty.
RUN npm ci --omit=dev --workspace apps/server \
  && mkdir -p apps/server/node_modules \
  && npm cache clean --force

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
  DATA_DIR=/data
WORKDIR /app
# "type": "module" in the package.json files makes Node load dist/*.js as ES modules.
COPY --from=production-dependencies /app/package.json ./
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=production-dependencies /app/apps/server/package.json ./apps/server/
COPY --from=production-dependencies /app/apps/server/node_modules ./apps/server/node_modules
COPY --from=build /app/apps/server/dist ./apps/server/dist
# The DejaVu fonts of certificates and reports: found from dist/ by walking up to apps/server/assets/fonts.
COPY --from=build /app/apps/server/assets ./apps/server/assets
# main.js serves ../../web/dist beside itself (with its .vite/ manifests) when it holds index.html.
COPY --from=build /app/apps/web/dist ./apps/web/dist
# The code stays root's and read-only to the app; only the data folder is the node user's.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Not `npm start`, which would check the build and could try to rebuild. SIGTERM finishes the requests
# in progress (up to 25 s) before the process ends.
CMD ["node", "apps/server/dist/main.js"]
