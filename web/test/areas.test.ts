import fs from 'node:fs';
import path from 'node:path';
import { IconPhoto } from '@tabler/icons-react';
import { signedIn } from '@mamt/contract';
import { describe, expect, it } from 'vitest';
import { AREAS, collectAreas, SIDEBAR_AREAS } from '../src/app/areas';
import { area, isAreaDescriptor } from '../src/lib/area';

/** The sidebar's order (document 1 §6), then the areas without a sidebar item. */
const DOCUMENT_ORDER = [
  'dashboard',
  'fleet',
  'appManagement',
  'blockedSubscribers',
  'region',
  'smsPermission',
  'coreManagement',
  'systemLogs',
  'users',
  'subscribers',
  'netsapiens',
  'clientProfiles',
  'staticAccounts',
  'gallery',
  'domainReport',
  'portability',
  'vnDealers',
  'releaseNotes',
  'whiteLabel',
  'devices',
  'domains',
];

const featuresDir = path.resolve(import.meta.dirname, '../src/features');
const AREA_FILE = /\.area\.tsx?$/;
/** Each feature folder holding an area module, read from the disk rather than through the glob under test. */
const areaFolders = fs
  .readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.readdirSync(path.join(featuresDir, entry.name)).some((file) => AREA_FILE.test(file)))
  .map((entry) => entry.name);
const areaModules = import.meta.glob<Record<string, unknown>>('../src/features/*/*.area.{ts,tsx}', { eager: true });

const page = () => Promise.resolve(() => null);
const sample = (key: string, path: string, place: number) => area(key, path, IconPhoto, signedIn, { '': page }, { place });

describe('the list of areas', () => {
  it('is in the sidebar order of the document', () => {
    expect(AREAS.map((area) => area.key)).toEqual(DOCUMENT_ORDER);
    expect(SIDEBAR_AREAS.map((area) => area.key)).toEqual(DOCUMENT_ORDER.filter((key) => !['whiteLabel', 'devices', 'domains'].includes(key)));
  });

  it('gives each area its own key, path and place', () => {
    for (const field of ['key', 'path', 'place'] as const) {
      const values = AREAS.map((area) => area[field]);
      expect(new Set(values).size, field).toBe(values.length);
    }
  });

  it('takes at least one area from every feature folder with an area module', () => {
    expect(areaFolders.length).toBeGreaterThan(0);
    for (const folder of areaFolders) {
      const exported = Object.entries(areaModules)
        .filter(([file]) => file.startsWith(`../src/features/${folder}/`))
        .flatMap(([, exports]) => Object.values(exports));
      expect(
        exported.some((value) => AREAS.includes(value as never)),
        folder,
      ).toBe(true);
    }
  });

  it('skips whatever else an area module exports', () => {
    const dashboard = sample('dashboard', '/dashboard', 10);
    const users = sample('users', '/users', 20);
    const modules = {
      'a.area.ts': { users, dashboard, helper: () => 1, COLUMNS: ['a'], almost: { key: 'x', path: '/x', access: signedIn, pages: [] } },
      'b.area.ts': { default: users, nothing: null },
    };
    expect(isAreaDescriptor(modules['a.area.ts'].almost)).toBe(false);
    expect(collectAreas(modules).map((area) => area.key)).toEqual(['dashboard', 'users']);
  });

  it.each([
    ['key', sample('users', '/people', 30)],
    ['path', sample('people', '/users', 30)],
    ['place', sample('people', '/people', 20)],
  ])('fails at load when two areas share a %s', (field, clash) => {
    const modules = { 'users.area.ts': { users: sample('users', '/users', 20) }, 'people.area.ts': { clash } };
    expect(() => collectAreas(modules)).toThrow(new RegExp(`share the ${field} `));
  });
});
