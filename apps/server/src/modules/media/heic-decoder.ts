import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { ftypBrands, HEIC_BRANDS } from '@zeng/contract/heif-brands';

/**
 * HEIC as iPhones take it is HEVC-coded, which sharp's bundled libvips cannot decode (it reads the
 * header only). heic-decode (libheif compiled to WASM) decodes it to RGBA pixels. Its WASM runs
 * synchronously, about 1–3 s for a 12-megapixel photo, so it runs in a worker thread of its own:
 * the event loop keeps serving everyone else, and the WASM heap is freed with the worker.
 */

const HEIC_DECODE_PATH = createRequire(import.meta.url).resolve('heic-decode');

/** Decodes running at once; each holds up to MAX_INPUT_PIXELS × 4 bytes twice (WASM heap and result). */
const MAX_CONCURRENT_DECODES = 2;
/** A decode taking longer than this is given up (a 40-megapixel photo of noise takes about 8 s). */
const DECODE_TIMEOUT_MS = 60_000;

/**
 * Plain CommonJS so it runs without a TypeScript loader (vitest, tsx and compiled builds alike). The
 * primary image's size comes from the container before any pixel is decoded, so a decompression
 * bomb is refused without decoding it.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const decode = require(workerData.modulePath);
(async () => {
  const images = await decode.all({ buffer: workerData.input });
  try {
    const primary = images[0];
    if (!primary || !(primary.width > 0) || !(primary.height > 0)) throw new Error('no image in the file');
    if (primary.width * primary.height > workerData.maxPixels) {
      parentPort.postMessage({ kind: 'too-large' });
      return;
    }
    const { width, height, data } = await primary.decode();
    parentPort.postMessage({ kind: 'pixels', width, height, data }, [data.buffer]);
  } finally {
    images.dispose();
  }
})().catch((err) => parentPort.postMessage({ kind: 'failed', reason: String((err && err.message) || err) }));
`;

export type HeicDecodeResult =
  | { kind: 'pixels'; width: number; height: number /** RGBA, 4 bytes a pixel. */; data: Buffer }
  | { kind: 'too-large' }
  | { kind: 'failed'; reason: string };

/** True when the file's ISO-BMFF `ftyp` box names a HEIF brand (HEIC, HEIF or their sequences). */
export const hasHeifBrand = (input: Buffer): boolean => ftypBrands(input).some((brand) => HEIC_BRANDS.has(brand));

let running = 0;
const waiting: Array<() => void> = [];

async function withDecodeSlot<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_DECODES) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await fn();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** The primary image of a HEIC/HEIF file as RGBA pixels, upright (libheif applies irot and imir). */
export function decodeHeic(input: Buffer, maxPixels: number): Promise<HeicDecodeResult> {
  return withDecodeSlot(() => runWorker(input, maxPixels));
}

function runWorker(input: Buffer, maxPixels: number): Promise<HeicDecodeResult> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { modulePath: HEIC_DECODE_PATH, input: new Uint8Array(input), maxPixels },
      // libheif writes its complaints about broken files to the console: not the server's log.
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    let settled = false;
    const finish = (result: HeicDecodeResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
      void worker.terminate();
    };
    const timer = setTimeout(() => finish({ kind: 'failed', reason: 'decoding took too long' }), DECODE_TIMEOUT_MS);
    worker.once('message', (message: WorkerMessage) => {
      if (message.kind !== 'pixels') return finish(message);
      const { width, height, data } = message;
      if (data.byteLength !== width * height * 4) return finish({ kind: 'failed', reason: 'unexpected pixel data' });
      finish({ kind: 'pixels', width, height, data: Buffer.from(data.buffer, data.byteOffset, data.byteLength) });
    });
    worker.once('error', (err) => finish({ kind: 'failed', reason: err.message }));
    worker.once('exit', () => finish({ kind: 'failed', reason: 'the decoder stopped' }));
  });
}

type WorkerMessage =
  | { kind: 'pixels'; width: number; height: number; data: Uint8ClampedArray }
  | { kind: 'too-large' }
  | { kind: 'failed'; reason: string };
