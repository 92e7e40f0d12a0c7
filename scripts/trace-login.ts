/**
 * `npm run trace:login`: the site's files whose code runs for a login from the plain form (POST
 * /login, no JavaScript), as issue 38 counts them, on the production build (`npm run build`
 * first; the script does not build). It starts the contract backend and `dist/server/index.js`
 * under the inspector, logs in once each way to warm every path (a success, 303 on to /profile;
 * a wrong password, the login page again with 401), then traces one more of each:
 *
 * - **which files**: V8's precise coverage of the traced login, each function that ran in a
 *   chunk of the build mapped back to its source file by the build's source maps (vite.config.ts:
 *   the server's build writes them, `hidden`);
 * - **in which order**: a breakpoint at the start of every function of the site's code that ran
 *   in the warm-up, each stop noted and resumed at once: the order in which the login entered the
 *   site's files, and how often it went from `server/` to `src/` or back (a function entered in
 *   the other folder than the one entered before it). A file whose code ran only where no
 *   breakpoint was is listed after the ordered ones.
 *
 * What runs with no request at all (timers) is measured for a second and left out. Issue 38's
 * budget, 15 files, was counted on `npm run dev`, where the production edge's own files (static
 * files, the build's renderers) were Vite's: it is printed beside the successful login's figure,
 * not enforced (decision 107). Ports: TRACE_PORT (3995), the next for the inspector and the one
 * after for the backend.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoUser, startBackend } from '../server/contract-backend/backend.ts';

const port = Number(process.env.TRACE_PORT ?? 3995);
const inspectPort = port + 1;
const origin = `http://127.0.0.1:${port}`;
const root = path.resolve(import.meta.dirname, '..');
/** Issue 38's budget for a no-JS login, in the site's files, as counted on npm run dev. */
const budget = 15;

if (!existsSync(path.join(root, 'dist/server/index.js.map'))) {
  console.error('No server build with its source maps: run npm run build first.');
  process.exit(1);
}

const backend = await startBackend(port + 2);
const dataDir = mkdtempSync(path.join(tmpdir(), 'trace-login-'));
const server = spawn(
  process.execPath,
  [`--inspect=127.0.0.1:${inspectPort}`, '--env-file=server/node-options.env', 'dist/server/index.js'],
  {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      API_URL: backend.url,
      // The breakpoints hold the server a moment at each function: the backend's deadline allows for them.
      API_TIMEOUT_MS: '30000',
      SITE_URL: origin,
      HSTS: 'false',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);

/** The line and column of an offset in a text whose lines start at `lines`. */
const lineAt = (lines: number[], offset: number) => {
  let low = 0;
  let high = lines.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (lines[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low, column: offset - lines[low]! };
};

/**
 * A pause before each login: the server sheds posts while its event loop has been late for two
 * seconds (server/bounds.ts), as it is after the inspector held it at a few hundred breakpoints.
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 2_500));

type Location = { scriptId: string; lineNumber: number; columnNumber: number };
type Coverage = {
  scriptId: string;
  url: string;
  functions: { functionName: string; ranges: { startOffset: number; endOffset: number; count: number }[] }[];
};
type Side = 'server' | 'src';
/** A function that ran: its chunk, and where it starts and ends there. */
type Ran = { scriptId: string; start: number; end: number };

try {
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('dist/server/index.js did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const [target] = (await fetch(`http://127.0.0.1:${inspectPort}/json`).then((r) => r.json())) as {
    webSocketDebuggerUrl: string;
  }[];
  const inspector = new WebSocket(target!.webSocketDebuggerUrl);
  await once(inspector, 'open');
  let lastId = 0;
  const pending = new Map<number, (result: unknown) => void>();
  const send = <T>(method: string, params: object = {}) =>
    new Promise<T>((resolve) => {
      const id = ++lastId;
      pending.set(id, resolve as (result: unknown) => void);
      inspector.send(JSON.stringify({ id, method, params }));
    });
  /** The functions the breakpoints stop in, in order, while a trace is on. */
  let stops: Location[] | undefined;
  inspector.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as {
      id?: number;
      result?: unknown;
      method?: string;
      params?: { callFrames: { location: Location }[] };
    };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
    if (message.method === 'Debugger.paused') {
      const location = message.params?.callFrames[0]?.location;
      if (location) stops?.push(location);
      void send('Debugger.resume');
    }
  });
  await send('Profiler.enable');
  await send('Debugger.enable');
  await send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });

  // Each chunk of the build: its code, the offsets where its lines start, and its source map.
  const chunks = new Map<string, { file: string; lines: number[]; map: SourceMap | undefined; source: string }>();
  async function chunkOf(scriptId: string, url: string) {
    let chunk = chunks.get(scriptId);
    if (chunk) return chunk;
    const file = url.startsWith('file:') ? fileURLToPath(url) : url;
    const { scriptSource: source } = await send<{ scriptSource: string }>('Debugger.getScriptSource', { scriptId });
    const lines = [0];
    for (let at = source.indexOf('\n'); at !== -1; at = source.indexOf('\n', at + 1)) lines.push(at + 1);
    const mapFile = `${file}.map`;
    const map = existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8'))) : undefined;
    chunks.set(scriptId, (chunk = { file, lines, map, source }));
    return chunk;
  }
  const isBuild = (url: string) => url.startsWith(`file://${root}/dist/server/`);
  /** The site's source file at a place in a chunk, or undefined (a package's code, Vite's own). */
  function sourceAt(chunk: { file: string; map: SourceMap | undefined }, line: number, column: number) {
    const entry = chunk.map?.findEntry(line, column) as { originalSource?: string } | undefined;
    if (!entry?.originalSource) return undefined;
    const source = entry.originalSource.startsWith('file:')
      ? fileURLToPath(entry.originalSource)
      : path.resolve(path.dirname(chunk.file), entry.originalSource);
    const file = path.relative(root, source.split('?')[0] ?? source);
    return /^(server|src)\//.test(file) && !file.includes('node_modules') ? file : undefined;
  }

  /** The site's files in which a function ran, by the coverage taken now. */
  async function filesRun(leaveOut = new Set<string>()): Promise<{ files: Set<string>; functions: Ran[] }> {
    const { result } = await send<{ result: Coverage[] }>('Profiler.takePreciseCoverage');
    const files = new Set<string>();
    const functions: Ran[] = [];
    for (const script of result) {
      if (!isBuild(script.url)) continue;
      const ran = script.functions.filter((fn) => (fn.ranges[0]?.count ?? 0) > 0 && fn.ranges[0]!.startOffset > 0);
      if (ran.length === 0) continue;
      const chunk = await chunkOf(script.scriptId, script.url);
      for (const fn of ran) {
        if (leaveOut.has(`${script.scriptId}:${fn.ranges[0]!.startOffset}`)) continue;
        const { line, column } = lineAt(chunk.lines, fn.ranges[0]!.startOffset);
        const file = sourceAt(chunk, line, column);
        if (!file) continue;
        files.add(file);
        functions.push({ scriptId: script.scriptId, start: fn.ranges[0]!.startOffset, end: fn.ranges[0]!.endOffset });
      }
    }
    return { files, functions };
  }

  const login = (password: string) =>
    fetch(`${origin}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, 'Sec-Fetch-Site': 'same-origin' },
      body: new URLSearchParams({ username: demoUser.username, password }),
    }).then(async (res) => {
      await res.arrayBuffer();
      return `${res.status}${res.headers.get('location') ? ` ${res.headers.get('location')}` : ''}`;
    });
  const logins = { successful: demoUser.password, refused: 'not-the-password' };

  // The warm-ups: every path loaded and compiled; what ran marks the functions to stop in.
  const warm: Record<string, string> = {};
  const marked = new Map<string, Ran>();
  for (const [kind, password] of Object.entries(logins)) {
    await settle();
    await filesRun(); // whatever ran before, dropped
    warm[kind] = await login(password);
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const fn of (await filesRun()).functions) marked.set(`${fn.scriptId}:${fn.start}`, fn);
  }
  /** The function each breakpoint is in, by where it stops. */
  const functionAt = new Map<string, string>();
  const placeOf = ({ scriptId, lineNumber, columnNumber }: Location) => `${scriptId}:${lineNumber}:${columnNumber}`;
  for (const { scriptId, start, end } of marked.values()) {
    const chunk = chunks.get(scriptId)!;
    const from = lineAt(chunk.lines, start);
    const to = lineAt(chunk.lines, end);
    // The first place a breakpoint can be in the function's own text: its first statement.
    const { locations } = await send<{ locations?: Location[] }>('Debugger.getPossibleBreakpoints', {
      start: { scriptId, lineNumber: from.line, columnNumber: from.column },
      end: { scriptId, lineNumber: to.line, columnNumber: to.column },
    });
    const first = locations?.[0];
    if (!first) continue;
    const { actualLocation } = await send<{ actualLocation?: Location }>('Debugger.setBreakpoint', { location: first });
    if (actualLocation) functionAt.set(placeOf(actualLocation), `${scriptId}:${start}`);
  }

  /**
   * What runs with no request at all (the store's version poll, the page cache's compression, the
   * gauges): its functions are left out of the logins' figures. A second idle, breakpoints on.
   */
  const idle = new Set<string>();
  await settle();
  stops = [];
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  for (const stop of stops) idle.add(functionAt.get(placeOf(stop)) ?? '');
  for (const fn of (await filesRun()).functions) idle.add(`${fn.scriptId}:${fn.start}`);
  stops = undefined;
  console.log(
    `${marked.size} functions of the site's code ran in the warm-ups, a breakpoint in ${functionAt.size}; ` +
      `${idle.size} of them run with no request too, and are left out`,
  );

  for (const [kind, password] of Object.entries(logins)) {
    await settle();
    await filesRun();
    stops = [];
    const answer = await login(password);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const traced = stops.filter((stop) => !idle.has(functionAt.get(placeOf(stop)) ?? ''));
    stops = undefined;
    const { files } = await filesRun(idle);
    const order: string[] = [];
    let switches = 0;
    let side: Side | undefined;
    for (const { scriptId, lineNumber, columnNumber } of traced) {
      const chunk = chunks.get(scriptId);
      const file = chunk && sourceAt(chunk, lineNumber, columnNumber);
      if (!file) continue;
      const now: Side = file.startsWith('server/') ? 'server' : 'src';
      if (side && now !== side) switches += 1;
      side = now;
      if (!order.includes(file)) order.push(file);
    }
    const unordered = [...files].filter((file) => !order.includes(file)).sort();
    const all = [...order.filter((file) => files.has(file)), ...unordered];
    console.log(`\n${kind} login, POST /login: warm-up ${warm[kind]}, traced ${answer}`);
    for (const [index, file] of all.entries())
      console.log(
        `  ${String(index + 1).padStart(2)}. ${file}${unordered.includes(file) ? ' (order not traced)' : ''}`,
      );
    const inServer = all.filter((file) => file.startsWith('server/')).length;
    console.log(
      `  ${all.length} of the site's files (server/ ${inServer}, src/ ${all.length - inServer}); ` +
        `${traced.length} functions entered, ${switches} switches between server/ and src/` +
        (kind === 'successful' ? ` (issue 38's budget on npm run dev: ${budget} files)` : ''),
    );
  }
  inspector.close();
} finally {
  server.kill('SIGTERM');
  await once(server, 'exit');
  await backend.close();
  rmSync(dataDir, { recursive: true, force: true });
}
