import { MESSAGES, formatMessage } from '@mamt/contract/messages/messages';

export type UploadRule = { extensions: readonly string[]; maxBytes: number };

export type UploadProblem = { kind: 'type' | 'size' | 'content'; message: string };

/** The first bytes every file of a kind starts with; SVG is text and is checked apart. */
const SIGNATURES: Record<string, number[][]> = {
  png: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  jpg: [[0xff, 0xd8, 0xff]],
  jpeg: [[0xff, 0xd8, 0xff]],
  gif: [
    [0x47, 0x49, 0x46, 0x38, 0x37, 0x61],
    [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  ],
};

const extensionOf = (file: File) => (file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '');

/** The first bytes of a file, read without loading the rest (FileReader also runs in older browsers). */
function headOf(file: File, bytes: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsArrayBuffer(file.slice(0, bytes));
  });
}

async function contentMatches(file: File, extension: string): Promise<boolean> {
  if (extension === 'svg') {
    const text = new TextDecoder().decode(await headOf(file, 2048)).replace(/^\uFEFF/, '').trimStart().toLowerCase();
    return text.startsWith('<') && text.includes('<svg');
  }
  const signatures = SIGNATURES[extension];
  if (!signatures) return true;
  const head = await headOf(file, 16);
  return signatures.some((signature) => signature.every((byte, i) => head[i] === byte));
}

/**
 * The browser's checks before an upload, cheapest first: the extension, the size (the spec's
 * "<name> file size is too big"), then whether the bytes are what the extension claims, so a
 * renamed file is refused at once instead of after the upload. The server checks all three again.
 */
export async function checkUpload(file: File, rule: UploadRule): Promise<UploadProblem | null> {
  const extension = extensionOf(file);
  if (!rule.extensions.includes(extension)) return { kind: 'type', message: formatMessage(MESSAGES.imageTypeRefused, { file: file.name, types: rule.extensions.join(', ') }).text };
  if (file.size > rule.maxBytes) return { kind: 'size', message: formatMessage(MESSAGES.fileTooBig, { file: file.name }).text };
  if (!(await contentMatches(file, extension))) return { kind: 'content', message: file.name };
  return null;
}

export const acceptOf = (rule: UploadRule) => rule.extensions.map((extension) => `.${extension}`).join(',');
