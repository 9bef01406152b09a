import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What a browser fetches as text; images, fonts and other binaries are compressed already. */
const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;

export type Precompressed = { file: string; size: number; br?: number; gz?: number };

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside each text file of
 * `dir`, each only when it is smaller than the file itself, so that the server sends the smallest
 * copy a browser accepts without compressing anything per request. Vite's own folder (.vite, the
 * manifest) is not served and is left alone.
 */
export async function precompressFolder(dir: string): Promise<Precompressed[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !path.relative(dir, file).split(path.sep).includes('.vite'));
  // The zlib calls run on libuv's thread pool: all files at once keep every core busy.
  return Promise.all(
    files.map(async (file) => {
      const content = await fs.readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      const written: Precompressed = { file: path.relative(dir, file), size: content.length };
      if (br.length < content.length) {
        await fs.writeFile(`${file}.br`, br);
        written.br = br.length;
      }
      if (gz.length < content.length) {
        await fs.writeFile(`${file}.gz`, gz);
        written.gz = gz.length;
      }
      return written;
    }),
  );
}

/** Compresses the build's output once it is written (the public folder's files included). */
export function precompress(): Plugin {
  return {
    name: 'mamt-precompress',
    apply: 'build',
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler(options) {
        if (!options.dir) return;
        const started = Date.now();
        const written = await precompressFolder(options.dir);
        const sum = (pick: (entry: Precompressed) => number) => Math.round(written.reduce((total, entry) => total + pick(entry), 0) / 1024);
        this.environment.logger.info(
          `precompressed ${written.length} text files in ${Date.now() - started} ms: ${sum((entry) => entry.size)} KiB, ` +
            `${sum((entry) => entry.br ?? entry.size)} KiB brotli, ${sum((entry) => entry.gz ?? entry.size)} KiB gzip`,
        );
      },
    },
  };
}
