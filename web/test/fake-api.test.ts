import { calls } from '@mamt/contract';
import { describe, expect, it } from 'vitest';
import { nsApiRead, rpc } from '../src/lib/rpc';
import { MULTIPART_CALLS, stubCalls, takeContractDrifts, type FakeAnswers } from './support/fake-api';

describe('the fake API of the tests', () => {
  it("hands each answer its call's input: a JSON body, a GET call's query, the platform proxy's form over its query", async () => {
    const asked: unknown[] = [];
    stubCalls({
      userSummary: (body) => (asked.push(body), { body: { users: [], total: 0 } }),
      getDefaults: (body) => (asked.push(body), { body: { email_encryption: { Allowed: [] }, vmail_transcription: { Allowed: [] }, transport: { Allowed: [] }, dtmforder: { Allowed: [] } } }),
      nsApiProxy: (body) => (asked.push(body), { body: [{ user: '1001' }] }),
    });
    await rpc('userSummary', { page: 1, page_size: 10 });
    await rpc('getDefaults', {});
    expect(await nsApiRead('subscriber', { domain: 'acme.example' })).toEqual([{ user: '1001' }]);
    expect(asked).toEqual([{ page: 1, page_size: 10 }, {}, { format: 'json', object: 'subscriber', action: 'read', domain: 'acme.example' }]);
  });

  it('hands a multipart call the FormData the console sent, and knows every multipart call of the contract', async () => {
    const sent: FormData[] = [];
    stubCalls({ updateProfile: (form) => (sent.push(form), { body: { message: 'Profile updated', url: '/uploads/profile/4.png' } }) });
    await rpc('updateProfile', { name: 'Alice', email: '', phone_number: '' }, { files: { file: new File(['x'], 'me.png') } });
    expect(sent[0]?.get('name')).toBe('Alice');
    expect((sent[0]?.get('file') as File).name).toBe('me.png');
    expect(Object.values(calls).filter((call) => call.body?.kind === 'multipart').map((call) => call.name).sort()).toEqual([...MULTIPART_CALLS].sort());
  });

  it('answers a refusal as the server does', async () => {
    stubCalls({ deleteUserDetail: () => ({ status: 409, body: { code: 'CONFLICT', message: 'In use' } }) });
    await expect(rpc('deleteUserDetail', { id: 3 })).rejects.toMatchObject({ status: 409, code: 'CONFLICT', message: 'In use' });
  });

  it('fails the test, naming the call, when a 2xx answer is not what the contract gives', async () => {
    // A fake that drifted: the users' total is missing. The cast stands for a fake typed before the contract changed.
    stubCalls({ userSummary: () => ({ body: { users: [] } }) } as unknown as FakeAnswers);
    await expect(rpc('userSummary', { page: 1, page_size: 10 })).rejects.toThrow();
    const drifts = takeContractDrifts();
    expect(drifts).toHaveLength(1);
    expect(drifts[0]).toMatch(/^The fake answer of userSummary is not what the contract's output allows/);
    expect(drifts[0]).toContain('total');
  });
});
