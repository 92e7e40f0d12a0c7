/**
 * `npm run dev` without API_URL: start the contract backend (server/contract-backend/backend.ts)
 * on 127.0.0.1:8000 (or a free port if that one is taken), point API_URL at it, and print
 * the demo login, so that login and registration can be tried locally. Development only:
 * in any other NODE_ENV, or when API_URL is set, this does nothing.
 */
export async function startDevBackend(env: NodeJS.ProcessEnv = process.env, print = console.log) {
  if (env.NODE_ENV !== 'development' || env.API_URL) return undefined;
  const { demoUser, startBackend } = await import('./contract-backend/backend.ts');
  const backend = await startBackend(8000).catch(() => startBackend(0));
  env.API_URL = backend.url;
  print(
    `Contract backend (a stand-in for the real API) on ${backend.url}\n` +
      `  demo login: username "${demoUser.username}", password "${demoUser.password}"\n` +
      '  set API_URL to use a real backend instead',
  );
  return backend;
}
