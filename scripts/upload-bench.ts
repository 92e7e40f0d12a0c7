/**
 * `node scripts/upload-bench.ts`: how long a 10 MB registration takes through the production
 * server (multer in memory, checks, fetch + FormData on) to the contract backend, and the
 * server's peak memory while ten run at once. Needs a build (`npm run build`).
 *
 * The server runs as its own process (as `npm start` runs it), the contract backend and the
 * clients in this one; the server's memory is read from /proc (VmRSS sampled every 10 ms,
 * VmHWM as the kernel's high-water mark). Every upload is checked to arrive byte for byte.
 */
import { startBackend } from '../server/contract-backend/backend.ts';
import { MB, pdfOfSize, sha256 } from '../server/contract-backend/documents.ts';
import { writeSection } from './quality-report.ts';
import { loadTestLimits, memoryMb, startServer } from './server-process.ts';

const runs = Number(process.env.UPLOAD_RUNS ?? 5);
const concurrent = 10;
const size = 10 * MB;
const port = 3000 + Math.floor(Math.random() * 2000) + 1000;

async function upload(base: string, bytes: Buffer, id: string) {
  const form = new FormData();
  form.append('name', 'Bench Farm');
  form.append('registration_number', id);
  form.append('upload_document', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), `${id}.pdf`);
  const started = performance.now();
  const res = await fetch(`${base}/api/register/registrations/`, { method: 'POST', body: form });
  await res.arrayBuffer();
  if (res.status !== 201) throw new Error(`upload ${id} answered ${res.status}`);
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const mb = (value: number) => `${value.toFixed(0)} MB`;

const backend = await startBackend();
const server = await startServer(port, { API_URL: backend.url, API_TIMEOUT_MS: '60000', ...loadTestLimits });
const pid = server.pid ?? 0;
const site = `http://127.0.0.1:${port}`;
try {
  const files = Array.from({ length: concurrent }, () => pdfOfSize(size));
  await upload(site, pdfOfSize(1024), 'warm-up');
  const idle = memoryMb(pid);

  const direct: number[] = [];
  const through: number[] = [];
  for (let run = 0; run < runs; run++) {
    direct.push(await upload(backend.url, files[0]!, `direct-${run}`));
    through.push(await upload(site, files[0]!, `single-${run}`));
  }
  const afterSingles = memoryMb(pid, 'VmHWM');

  let peak = memoryMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, memoryMb(pid))), 10);
  const started = performance.now();
  const times = await Promise.all(files.map((bytes, i) => upload(site, bytes, `parallel-${i}`)));
  const wall = performance.now() - started;
  clearInterval(sampler);
  const highWater = memoryMb(pid, 'VmHWM');

  for (const [i, bytes] of files.entries()) {
    const got = backend.registrations.find((r) => r.fields.registration_number === `parallel-${i}`);
    if (got?.file?.sha256 !== sha256(bytes)) throw new Error(`parallel-${i} did not arrive byte for byte`);
  }

  const figures = {
    'one upload, straight to the backend (median)': ms(median(direct)),
    'one upload, through the server (median)': ms(median(through)),
    'one upload, through the server (min / max)': `${ms(Math.min(...through))} / ${ms(Math.max(...through))}`,
    [`${concurrent} at once: all done (wall)`]: ms(wall),
    [`${concurrent} at once: slowest upload`]: ms(Math.max(...times)),
    'server RSS idle (after one small upload)': mb(idle),
    'server peak RSS after the single uploads (VmHWM)': mb(afterSingles),
    [`server peak RSS while ${concurrent} ran (sampled)`]: mb(peak),
    [`server peak RSS while ${concurrent} ran (VmHWM)`]: mb(highWater),
  };
  console.log(`\nUpload benchmark: ${size / MB} MB PDF, loopback, Node ${process.version}`);
  console.table(figures);
  const rows = Object.entries(figures).map(([what, value]) => `| ${what} | ${value} |`);
  writeSection(
    'upload',
    'A 10 MB registration through the server (npm run bench:upload)',
    ['| measure | figure |', '|---|---:|', ...rows].join('\n'),
  );
} finally {
  server.kill('SIGTERM');
  await backend.close();
}
