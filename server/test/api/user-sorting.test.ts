import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_SORT_COLUMNS, type UserSortColumn } from '@mamt/contract';
import { buildTestApp, type TestApp } from '../helper.js';

type Row = { id: number } & Record<UserSortColumn, string>;

let t: TestApp;
let superToken: string;
let acmeToken: string;

/** Names, cases and user types that tie with each other and with the demo users, so tie-breaks matter. */
const PEOPLE = [
  { username: 'zed', name: 'alice Ward', email: 'Zed@Example.test', user_type: 'support user', cloud_id: 'acme' },
  { username: 'Bob', name: 'Alice Ward', email: 'bob@example.test', user_type: 'simple user', cloud_id: 'globex' },
  { username: 'carol', name: 'Carol King', email: 'a.carol@example.test', user_type: 'simple user', cloud_id: 'bigcorp' },
  { username: 'dan', name: 'carol king', email: 'dan@example.test', user_type: 'admin', cloud_id: 'acme' },
  { username: 'erin', name: 'Erin Vale', email: 'erin@example.test', user_type: 'simple user', cloud_id: 'demo' },
];

beforeAll(async () => {
  t = await buildTestApp();
  superToken = await t.login('demo', 'admin');
  acmeToken = await t.login('acme', 'acme-admin');
  for (const person of PEOPLE) {
    const response = await t.call('createUpdateUser', { ...person, password: 'sort-pass-123' }, superToken);
    expect(response.statusCode, response.body).toBe(200);
  }
});
afterAll(() => t.close());

async function list(body: object, token = superToken): Promise<{ users: Row[]; total: number }> {
  const response = await t.call('userSummary', { page_size: 100, ...body }, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The order the server promises: the column without regard to case, then the id. */
function expectedOrder(rows: Row[], column: UserSortColumn): number[] {
  const key = (row: Row) => row[column].toLowerCase();
  return [...rows].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id)).map((row) => row.id);
}

const ids = (rows: Row[]) => rows.map((row) => row.id);

describe('userSummary sorted by a column', () => {
  it.each(USER_SORT_COLUMNS)('sorts by %s ascending and descending, ties by id', async (column) => {
    const all = (await list({})).users;
    const ascending = expectedOrder(all, column);
    expect(ids((await list({ sort: column })).users)).toEqual(ascending);
    expect(ids((await list({ sort: column, order: 'asc' })).users)).toEqual(ascending);
    expect(ids((await list({ sort: column, order: 'desc' })).users)).toEqual([...ascending].reverse());
    // One page of the sorted list, not a sorted page of the unsorted one.
    const page = await list({ sort: column, order: 'desc', page: 2, page_size: 3 });
    expect(ids(page.users)).toEqual([...ascending].reverse().slice(3, 6));
    expect(page.total).toBe(all.length);
  });

  it('keeps the order by id for clients that send no sort, in the order asked', async () => {
    const rows = ids((await list({})).users);
    expect(rows).toEqual([...rows].sort((a, b) => a - b));
    expect(ids((await list({ order: 'desc' })).users)).toEqual([...rows].reverse());
  });

  it('pages through many ties without repeating or skipping a user', async () => {
    const all = (await list({})).users;
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 2); page += 1) seen.push(...ids((await list({ sort: 'user_type', page, page_size: 2 })).users));
    expect(seen).toEqual(expectedOrder(all, 'user_type'));
    expect(new Set(seen).size).toBe(all.length);
  });

  it('sorts within the tenant scope and the search', async () => {
    const acme = (await list({ sort: 'name', order: 'desc' }, acmeToken)).users;
    expect(acme.every((row) => row.cloud_id === 'acme')).toBe(true);
    expect(ids(acme)).toEqual(expectedOrder(acme, 'name').reverse());
    const found = (await list({ search: 'ward', sort: 'username' })).users;
    expect(found.map((row) => row.username)).toEqual(['Bob', 'zed']);
    expect((await list({ cloud_id: 'globex', sort: 'company' })).users.every((row) => row.cloud_id === 'globex')).toBe(true);
  });
});

describe('userSummary refuses a sort it cannot do', () => {
  it('answers 400 naming the sort field', async () => {
    const response = await t.call('userSummary', { sort: 'password_hash' }, superToken);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fieldErrors: { sort: 'sort may be only: name, username, email, company, cloud_id, user_type' },
      fieldErrorIds: { sort: { id: 'sortColumnInvalid' } },
    });
    const sqlText = await t.call('userSummary', { sort: 'name; drop table console_users' }, superToken);
    expect(sqlText.statusCode).toBe(400);
    expect(Object.keys(sqlText.json().fieldErrors)).toEqual(['sort']);
  });

  it('answers 400 naming the order field', async () => {
    const response = await t.call('userSummary', { sort: 'name', order: 'up' }, superToken);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { order: 'order may be asc or desc only' }, fieldErrorIds: { order: { id: 'sortOrderInvalid' } } });
  });
});
