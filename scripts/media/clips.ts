/** Hero clips: render a scene's loop as PNG frames in a temp dir, then encode H.264 with the system ffmpeg. */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { renderPng } from './render.ts';
import type { Scene } from './svg.ts';

export const CLIP = {
  w: 1280,
  h: 720,
  fps: 24,
  seconds: 7,
  maxBytes: 1.5 * 1024 * 1024,
  targetBytes: 900 * 1024,
} as const;
const FFMPEG = process.env.FFMPEG ?? '/usr/bin/ffmpeg';

function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err = (err + d.toString()).slice(-4000)));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} exited ${code}: ${err}`))));
  });
}

/** Run tasks with a small concurrency limit. */
async function pool(count: number, limit: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

function encodeArgs(dir: string, out: string, crf: number): string[] {
  return [
    '-y',
    '-loglevel',
    'error',
    '-framerate',
    String(CLIP.fps),
    '-i',
    join(dir, 'f%04d.png'),
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-tune',
    'animation',
    '-crf',
    String(crf),
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-an',
    '-r',
    String(CLIP.fps),
    out,
  ];
}

/**
 * Frames are t = i / N for i in 0..N-1, so the last frame flows into the first (every motion is periodic in t).
 * CRF starts at 19 and rises until the file is under the target (and always under the hard limit).
 */
export async function renderClip(scene: Scene, seed: string, out: string): Promise<{ bytes: number; crf: number }> {
  const dir = await mkdtemp(join(tmpdir(), 'agro-clip-'));
  try {
    const frames = CLIP.fps * CLIP.seconds;
    await pool(frames, 3, (i) =>
      renderPng(scene, seed, join(dir, `f${String(i).padStart(4, '0')}.png`), CLIP.w, CLIP.h, i / frames),
    );
    await mkdir(dirname(out), { recursive: true });
    for (let crf = 19; ; crf += 2) {
      await run(FFMPEG, encodeArgs(dir, out, crf));
      const { size } = await stat(out);
      if (size <= CLIP.targetBytes || (crf >= 35 && size < CLIP.maxBytes)) return { bytes: size, crf };
      if (crf >= 45) throw new Error(`${out} is still ${size} bytes at CRF ${crf}`);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
