# syntax=docker/dockerfile:1
# The site as one container: build with the full toolchain, run with production dependencies only.

FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund --loglevel=error
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/server ./server
# What the server shares with the pages: schemas, messages, copy, the site's languages and the
# operator file's schema, the forms' zod (plain TypeScript, no build step; tests/unit/dockerfile.test.ts lists
# what the server loads).
COPY --from=build /app/src/features ./src/features
COPY --from=build /app/src/forms ./src/forms
COPY --from=build /app/src/content ./src/content
COPY --from=build /app/src/languages.ts /app/src/site-settings.ts /app/src/web-fonts.ts /app/src/speculation-rules.ts /app/src/plain-text.ts /app/src/retention.ts ./src/
# The site's own store (decision 075): a volume the unprivileged user owns; unused with DATABASE_URL.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The V8 flags come from server/node-options.env, as for `npm start` (docs/decisions/013-heap-limit.md).
CMD ["node", "--env-file=server/node-options.env", "server/index.ts"]
