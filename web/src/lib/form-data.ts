import type { CallDefinition } from '@mamt/contract';

export type UploadFiles = Record<string, Blob | null | undefined>;

/** A field's value as a multipart or query-string part: yes/no flags as true/false (spec §10). */
function partOf(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

/**
 * The multipart body of a call: its fields as text parts, and the files under the names the
 * contract's `body.files` declares, whether given apart or among the form's values (a form's file
 * field). A file under any other name would be dropped by the server without a word, so it is
 * refused here, where the mistake is made.
 */
export function buildFormData(call: CallDefinition, input: Record<string, unknown>, files: UploadFiles = {}): FormData {
  const declared = call.body?.kind === 'multipart' ? call.body.files : [];
  const form = new FormData();
  const allFiles: UploadFiles = { ...files };
  for (const [key, value] of Object.entries(input)) {
    if (declared.includes(key) || value instanceof Blob) {
      allFiles[key] = value instanceof Blob ? value : null;
      continue;
    }
    const part = partOf(value);
    if (part !== null) form.append(key, part);
  }
  for (const [key, file] of Object.entries(allFiles)) {
    if (!declared.includes(key)) throw new Error(`${call.name} takes no file named "${key}"`);
    if (file) form.append(key, file, file instanceof File ? file.name : key);
  }
  return form;
}

/** The query string of a GET call: the same parts as a form, in the URL. */
export function buildQuery(input: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    const part = partOf(value);
    if (part !== null) query.append(key, part);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
