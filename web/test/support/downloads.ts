import { waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    // Decoding drops the byte-order mark put in front for spreadsheets.
    reader.readAsText(blob);
  });

/** Keeps every CSV file the screen saves instead of downloading it: `lines(n)` waits for the n-th and reads it as a spreadsheet would. */
export function captureCsv() {
  const saved: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (saved.push(blob as Blob), 'blob:x'));
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return {
    count: () => saved.length,
    lines: async (index: number) => {
      await waitFor(() => expect(saved[index]).toBeDefined());
      return (await textOf(saved[index] as Blob)).split('\r\n');
    },
  };
}
