/**
 * `npm run trace:login`: the site's files whose code runs for one login from the plain form
 * (POST /login, no JavaScript), as issue 38 counts them. It starts `npm run dev` (server/dev.ts,
 * with the stand-in backend) under the inspector, logs in once to warm every path, then takes
 * V8's precise coverage of one more login and lists each file of this project in which a
 * function ran, with the functions' names. Vite's development server wraps every export of a
 * `src/` module in a getter (`() => { try { return x } catch {} }`): a file in which only such a
 * getter ran is marked, since its own code did not run, but it counts: the login read it. Exits
 * non-zero when more than `budget` of the site's files were touched. Ports: TRACE_PORT (3995) and
 * the next.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

const port = Number(process.env.TRACE_PORT ?? 3995);
const inspectPort = port + 1;
const origin = `http://127.0.0.1:${port}`;
const root = path.resolve(import.meta.dirname, '..');
/** Issue 38: a no-JS login passes through at most this many of the site's files. */
const budget = 15;
/** A function's name, or the start of its text when it has none. */
const named = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

const server = spawn(process.execPath, [`--inspect=127.0.0.1:${inspectPort}`, 'server/dev.ts'], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`${origin}/login`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('npm run dev did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const [target] = (await fetch(`http://127.0.0.1:${inspectPort}/json`).then((r) => r.json())) as {
    webSocketDebuggerUrl: string;
  }[];
  const inspector = new WebSocket(target!.webSocketDebuggerUrl);
  await once(inspector, 'open');
  let lastId = 0;
  const pending = new Map<number, (result: unknown) => void>();
  inspector.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
  });
  const send = <T>(method: string, params: object = {}) =>
    new Promise<T>((resolve) => {
      const id = ++lastId;
      pending.set(id, resolve as (result: unknown) => void);
      inspector.send(JSON.stringify({ id, method, params }));
    });
  await send('Profiler.enable');
  await send('Debugger.enable');
  await send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });

  const login = () =>
    fetch(`${origin}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, 'Sec-Fetch-Site': 'same-origin' },
      body: new URLSearchParams({ username: 'admin', password: 'agro@2025' }),
    });
  const warm = await login();
  await new Promise((resolve) => setTimeout(resolve, 500));
  await send('Profiler.takePreciseCoverage'); // the warm-up's counts, dropped
  const traced = await login();
  await new Promise((resolve) => setTimeout(resolve, 300));
  const { result } = await send<{ result: Coverage[] }>('Profiler.takePreciseCoverage');

  type Coverage = {
    scriptId: string;
    url: string;
    functions: { functionName: string; ranges: { startOffset: number; endOffset: number; count: number }[] }[];
  };
  const getter = /^\(\) => \{ try \{ return \w+ \} catch \{\} \}$/;
  const files: { file: string; ran: string[]; getterOnly: boolean }[] = [];
  for (const script of result) {
    const file = script.url.replace(/^file:\/\//, '').split('?')[0] ?? '';
    if (!file.startsWith(`${root}/`) || file.includes('/node_modules/')) continue;
    const ran = script.functions.filter((fn) => (fn.ranges[0]?.count ?? 0) > 0);
    if (ran.length === 0) continue;
    const { scriptSource } = await send<{ scriptSource: string }>('Debugger.getScriptSource', {
      scriptId: script.scriptId,
    });
    const texts = ran.map((fn) => {
      const range = fn.ranges[0]!;
      return fn.functionName || scriptSource.slice(range.startOffset, range.endOffset).replace(/\s+/g, ' ');
    });
    // A server module the pages' module graph imports runs there too, in development (decision 089): one file.
    const name = path.relative(root, file);
    const known = files.find((entry) => entry.file === name);
    const own = [...(known?.ran ?? []), ...texts.filter((text) => !getter.test(text))];
    if (known) Object.assign(known, { ran: own, getterOnly: own.length === 0 });
    else files.push({ file: name, ran: own, getterOnly: own.length === 0 });
  }
  const standIns = /^server\/(dev-renderer|contract-backend\/)/;
  console.log(
    `POST /login: warm-up ${warm.status} ${warm.headers.get('location')}, traced ${traced.status} ${traced.headers.get('location')}`,
  );
  for (const { file, ran, getterOnly } of files.sort((a, b) => a.file.localeCompare(b.file)))
    console.log(
      `${file}${standIns.test(file) ? ' (development only)' : ''}${getterOnly ? ' (only Vite’s export getters ran)' : ''}: ${ran.map(named).join(', ')}`,
    );
  inspector.close();
  const site = files.filter(({ file }) => !standIns.test(file));
  const own = site.filter((f) => !f.getterOnly).length;
  console.log(
    `${files.length} files; the site's, development's own aside: ${site.length} (budget ${budget}), of which ${own} ran code of their own`,
  );
  if (site.length > budget) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
}
