import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { QrPngOptions } from './qr-png-encode.mjs';

type Pending = { resolve: (png: Buffer) => void; reject: (error: Error) => void };
type Answer = { id: number; png?: Uint8Array; error?: string };
type Thread = { worker: Worker; pending: Map<number, Pending> };

const WORKER_URL = new URL('./qr-png.worker.mjs', import.meta.url);
/** The other cores draw, up to two: the event loop keeps one to itself. */
const THREADS = Math.max(1, Math.min(2, os.availableParallelism() - 1));

const threads: Array<Thread | undefined> = [];
let nextId = 0;
let turn = 0;

/** A thread that dies fails what it had in hand; the next drawing starts a new one. */
function startThread(slot: number): Thread {
  const thread: Thread = { worker: new Worker(WORKER_URL), pending: new Map() };
  const fail = (error: Error) => {
    if (threads[slot] === thread) threads[slot] = undefined;
    for (const { reject } of thread.pending.values()) reject(error);
    thread.pending.clear();
  };
  thread.worker.on('message', ({ id, png, error }: Answer) => {
    const pending = thread.pending.get(id);
    thread.pending.delete(id);
    if (!pending) return;
    if (png) pending.resolve(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
    else pending.reject(new Error(`the QR code could not be drawn: ${error ?? 'no answer'}`));
  });
  thread.worker.on('error', fail);
  thread.worker.on('exit', (code) => fail(new Error(`the QR code thread stopped (exit code ${code})`)));
  // Idle threads never keep a process alive that has nothing else to do.
  thread.worker.unref();
  threads[slot] = thread;
  return thread;
}

/**
 * Draws a QR code as a PNG (qr-png-encode.mjs) in one of the drawing threads, taken in turn. The
 * answer is the same bytes as drawing it here.
 */
export function drawInThread(text: string, options: QrPngOptions): Promise<Buffer> {
  const slot = turn++ % THREADS;
  const thread = threads[slot] ?? startThread(slot);
  const id = nextId++;
  return new Promise<Buffer>((resolve, reject) => {
    thread.pending.set(id, { resolve, reject });
    thread.worker.postMessage({ id, text, options });
  });
}
