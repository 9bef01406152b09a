import { describe, expect, it } from 'vitest';
import { calls } from '../src/index.js';

const parse = (input: object) => calls.userSummary.input.safeParse(input);

describe('sorting a server-paged list', () => {
  it('takes a sortable column and an order, ascending unless told', () => {
    expect(parse({ sort: 'company' }).data).toMatchObject({ sort: 'company', order: 'asc' });
    expect(parse({ sort: 'user_type', order: 'desc' }).data).toMatchObject({ sort: 'user_type', order: 'desc' });
  });

  it('keeps the list order of older clients that send neither field', () => {
    const parsed = parse({});
    expect(parsed.success).toBe(true);
    expect(parsed.data?.sort).toBeUndefined();
  });

  it('refuses a column the list cannot be sorted by, or an unknown order, naming the field', () => {
    const column = parse({ sort: 'password_hash' });
    expect(column.error?.issues[0]).toMatchObject({
      path: ['sort'],
      message: 'sort may be only: name, username, email, company, cloud_id, user_type',
    });
    expect(parse({ sort: 'id' }).success).toBe(false);
    const order = parse({ sort: 'name', order: 'up' });
    expect(order.error?.issues[0]).toMatchObject({ path: ['order'], message: 'order may be asc or desc only' });
    expect(parse({ sort: 42 }).error?.issues[0]?.path).toEqual(['sort']);
  });
});
