import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closedPortUrl } from './ports.ts';

/**
 * A PostgreSQL server from the OS (Debian's `postgresql`; .ci/run installs it) in a fresh
 * cluster in a temporary folder, on a free loopback port, without fsync; `stop` ends it and
 * removes the folder; `freeze` stops its processes (SIGSTOP: connections stay open, nothing
 * answers) until `resume`. As root (CI) the cluster runs as the `postgres` user, since
 * PostgreSQL refuses to run as root. `port` fixes the port, for a URL known before it starts
 * (the browser tests' site, tests/e2e/postgres-server.ts).
 */
export interface Postgres {
  url: string;
  stop(): Promise<void>;
  freeze(): void;
  resume(): void;
}

/** initdb and pg_ctl: on the PATH, or where Debian puts them (/usr/lib/postgresql/<version>/bin), the newest. */
function binaries(): string {
  const onPath = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return join(onPath, '..');
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => join(root, version, 'bin')).find((bin) => existsSync(join(bin, 'pg_ctl')));
  if (!found) throw new Error('PostgreSQL is not installed: apt-get install postgresql (.ci/run does it)');
  return found;
}

export async function startPostgres({ port: fixed }: { port?: number } = {}): Promise<Postgres> {
  const bin = binaries();
  const dir = mkdtempSync(join(tmpdir(), 'agro-pg-'));
  const asRoot = process.getuid?.() === 0;
  const user = asRoot
    ? {
        uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
        gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
      }
    : {};
  if (asRoot) chownSync(dir, user.uid!, user.gid!);
  const run = (command: string, args: string[]) =>
    execFileSync(join(bin, command), args, { ...user, stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
  const port = fixed ?? new URL(await closedPortUrl()).port;
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '30', 'start']);
  const processes = () => {
    const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = spawnSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' }).stdout;
    return [
      postmaster,
      ...children
        .split('\n')
        .filter((line) => line.trim())
        .map(Number),
    ];
  };
  // A backend that ended between the listing and the signal is left alone.
  const signal = (name: NodeJS.Signals) => {
    for (const pid of processes())
      try {
        process.kill(pid, name);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
      }
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    freeze: () => signal('SIGSTOP'),
    resume: () => signal('SIGCONT'),
    stop: async () => {
      signal('SIGCONT');
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
