import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { findEml, waitForEml } from '../phone.js';
import { tempDir, writeEml } from './fixtures.js';

const dir = tempDir();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('finds the newest mail to an address, by subject and arrival time', async () => {
  await writeEml(path.join(dir, '1000-1.eml'), { text: 'old', images: [], to: 'Ana <ANA@acme.example>' });
  await writeEml(path.join(dir, '1000-2.eml'), { text: 'other', images: [], to: 'ben@acme.example' });
  await writeEml(path.join(dir, '2000-1.eml'), { text: 'reset', images: [], to: 'ana@acme.example', subject: 'Reset your password' });
  await writeEml(path.join(dir, '1000-10.eml'), { text: 'newer of the same millisecond', images: [], to: 'ana@acme.example' });

  expect(await findEml(dir, { to: 'ana@acme.example' })).toBe(path.join(dir, '2000-1.eml'));
  expect(await findEml(dir, { to: 'ana@acme.example', subject: 'Set up your phone app' })).toBe(path.join(dir, '1000-10.eml'));
  expect(await findEml(dir, { to: 'ana@acme.example', subject: /phone/, newerThan: 1500 })).toBeUndefined();
  expect(await findEml(dir, { to: 'carla@acme.example' })).toBeUndefined();
  expect(await findEml(path.join(dir, 'missing'), { to: 'ana@acme.example' })).toBeUndefined();
});

it('waits for a mail that arrives later, and gives up with the address it waited for', async () => {
  setTimeout(() => void writeEml(path.join(dir, '3000-1.eml'), { text: 'late', images: [], to: 'dan@acme.example' }), 300);
  expect(await waitForEml(dir, { to: 'dan@acme.example' }, 5000)).toBe(path.join(dir, '3000-1.eml'));
  await expect(waitForEml(dir, { to: 'eve@acme.example' }, 300)).rejects.toThrow(`No mail to eve@acme.example in ${dir} within 300 ms`);
});
