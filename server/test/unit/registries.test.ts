import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// The generator is plain JavaScript beside the other repository scripts.
// @ts-expect-error: no type declarations for the repository's own scripts
import { REGISTRIES, staleRegistries, writeRegistries } from '../../../scripts/generate-registries.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const READ_FOLDERS = ['contract/src', 'server/src', 'server/test/support'];
const copies: string[] = [];

/** A copy of the folders the registries are read from and written to, to change freely. */
function copyOfTree(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'mamt-registries-'));
  copies.push(copy);
  for (const folder of READ_FOLDERS) fs.cpSync(path.join(root, folder), path.join(copy, folder), { recursive: true });
  return copy;
}

function write(tree: string, file: string, content: string): void {
  fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
  fs.writeFileSync(path.join(tree, file), content);
}
const read = (tree: string, file: string) => fs.readFileSync(path.join(tree, file), 'utf8');

afterEach(() => {
  for (const copy of copies.splice(0)) fs.rmSync(copy, { recursive: true, force: true });
});

describe('the registries read off the area folders', () => {
  it('are in step with the folders on this tree', () => {
    expect(staleRegistries(root)).toEqual([]);
  });

  it('find a registry edited by hand, and the generator puts it back', () => {
    const tree = copyOfTree();
    const original = read(tree, 'server/src/areas.ts');
    write(tree, 'server/src/areas.ts', original.replace('  usersArea,\n', ''));
    write(tree, 'contract/src/index.ts', `${read(tree, 'contract/src/index.ts')}export * from './somewhere-else.js';\n`);

    expect(staleRegistries(tree)).toEqual(['contract/src/index.ts', 'server/src/areas.ts']);
    writeRegistries(tree);
    expect(read(tree, 'server/src/areas.ts')).toBe(original);
    expect(staleRegistries(tree)).toEqual([]);
  });

  it('take a new area from its folders alone', () => {
    const tree = copyOfTree();
    write(tree, 'contract/src/roaming/roaming.area.ts', 'export const roamingCalls = {};\n');
    write(tree, 'contract/src/roaming/roaming-fields.ts', 'export const ROAMING = 1;\n');
    write(tree, 'contract/src/roaming/roaming.texts.ts', "export const ROAMING_TEXTS = { roamingEmpty: 'No devices' } as const;\n");
    write(tree, 'server/src/features/roaming/roaming.area.ts', 'export const roamingArea = {};\n');
    write(tree, 'server/src/db/schema/roaming.ts', "export const roamingRuns = pgTable('roaming_runs', {});\n");
    write(tree, 'server/src/db/seed/areas/roaming.ts', 'export const roamingDemo = async () => undefined;\n');
    write(tree, 'server/test/support/authorization-rows/roaming.ts', 'export const ROAMING_ROWS = {};\n');

    expect(staleRegistries(tree)).toEqual(REGISTRIES.map((registry: { file: string }) => registry.file));
    writeRegistries(tree);
    expect(read(tree, 'contract/src/areas.ts')).toContain("import { roamingCalls } from './roaming/roaming.area.js';");
    expect(read(tree, 'contract/src/areas.ts')).toMatch(/AREA_CALLS = \[[^\]]*\broamingCalls,/);
    expect(read(tree, 'contract/src/index.ts')).toContain("export * from './roaming/roaming-fields.js';");
    expect(read(tree, 'contract/src/index.ts')).not.toContain('roaming.texts');
    expect(read(tree, 'contract/src/messages/catalog.ts')).toContain('...ROAMING_TEXTS');
    expect(read(tree, 'server/src/areas.ts')).toMatch(/SERVER_AREAS[^=]*= \[[^\]]*\broamingArea,/);
    expect(read(tree, 'server/src/db/schema.ts')).toContain("export * from './schema/roaming.js';");
    expect(read(tree, 'server/src/db/seed/area-demos.ts')).toMatch(/AREA_DEMOS[^=]*= \[[^\]]*\broamingDemo,/);
    expect(read(tree, 'server/test/support/authorization-table.ts')).toContain('...ROAMING_ROWS,');
  });

  it('drop an area whose folders are gone, and leave out files that declare no table', () => {
    const tree = copyOfTree();
    fs.rmSync(path.join(tree, 'server/src/features/gallery'), { recursive: true });
    write(tree, 'server/src/db/schema/roaming-columns.ts', 'export const roamingColumn = () => 1;\n');

    expect(staleRegistries(tree)).toEqual(['server/src/areas.ts']);
    writeRegistries(tree);
    expect(read(tree, 'server/src/areas.ts')).not.toContain('gallery');
    expect(read(tree, 'server/src/db/schema.ts')).not.toContain('roaming-columns');
  });
});
