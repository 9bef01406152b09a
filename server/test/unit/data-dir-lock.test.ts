import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../src/db/data-dir-lock.js';

describe('lockDataDir', () => {
  it('keeps a second process out of a folder in use', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mamt-lock-'));
    // A live process other than this one owns the lock: the parent of the test runner.
    fs.writeFileSync(path.join(dir, 'mamt.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    fs.rmSync(dir, { recursive: true });
  });

  it('takes over a lock left by a process that is gone, and releases it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mamt-lock-'));
    fs.writeFileSync(path.join(dir, 'mamt.lock'), '999999999');
    const unlock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'mamt.lock'), 'utf8')).toBe(String(process.pid));
    unlock();
    expect(fs.existsSync(path.join(dir, 'mamt.lock'))).toBe(false);
    fs.rmSync(dir, { recursive: true });
  });
});
