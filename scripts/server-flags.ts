/**
 * The V8 flags the production server runs with: the same as `npm start` and the
 * Dockerfile's NODE_OPTIONS (keep the three in step), so the benches, the soak and
 * Lighthouse measure the server as it is deployed. Why these: README, Decisions, "Memory".
 */
export const serverFlags = ['--max-semi-space-size=8', '--max-old-space-size=256'];
