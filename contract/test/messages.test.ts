import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MESSAGES, MESSAGE_TEXTS, MESSAGE_TEXT_PARTS, findMessage, formatMessage, type MessageId, type MessageTemplate } from '../src/index.js';

describe('message catalog', () => {
  it('has each id in one part only, so no part silently replaces another part\'s text', () => {
    const ids = MESSAGE_TEXT_PARTS.flatMap((part) => Object.keys(part));
    expect(ids.length).toBe(new Set(ids).size);
    expect(ids.length).toBe(Object.keys(MESSAGE_TEXTS).length);
  });

  it('gives each text one id, so an English text always reads back to its id', () => {
    const texts = Object.values(MESSAGE_TEXTS);
    expect(new Set(texts).size).toBe(texts.length);
    for (const [id, text] of Object.entries(MESSAGE_TEXTS)) {
      if (text.includes('{')) continue;
      expect(findMessage(text), text).toEqual({ id });
    }
  });

  it('fills the values of a message and reads them back', () => {
    const tooBig = formatMessage(MESSAGES.fileTooBig, { file: 'me.png' });
    expect(tooBig).toEqual({ id: 'fileTooBig', text: 'me.png file size is too big', params: { file: 'me.png' } });
    expect(findMessage('me.png file size is too big')).toEqual({ id: 'fileTooBig', params: { file: 'me.png' } });
    expect(formatMessage(MESSAGES.didAlreadyShared, { x: '1001', y: '+15550100' }).text).toBe('User 1001 already has access to DID +15550100');
    for (const [id, text] of Object.entries(MESSAGE_TEXTS)) {
      if (!text.includes('{')) continue;
      const names = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
      const params = Object.fromEntries(names.map((name, index) => [name, `v${index}`]));
      const entry = MESSAGES[id as MessageId] as MessageTemplate;
      const message = formatMessage(entry, params as never);
      expect(message.text).not.toContain('{');
      expect(findMessage(message.text), text).toEqual({ id, params });
    }
  });

  it('keeps the spec texts letter for letter', () => {
    expect(MESSAGES.invalidCredentials.text).toBe('Invalid Credentials');
    expect(MESSAGES.newPasswordTooShort.text).toBe('New Password should be atleast 6 characters long!');
    expect(MESSAGES.passwordChanged.text).toBe('Sucessfully Updated Password');
    expect(findMessage('Something only the server knows')).toBeUndefined();
  });
});

describe('schema messages', () => {
  it('come from the catalog, never from a loose string in a call file', () => {
    const root = new URL('../src/', import.meta.url);
    const files = fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !file.startsWith('messages'));
    const loose = files.flatMap((file) =>
      fs
        .readFileSync(new URL(file, root), 'utf8')
        .split('\n')
        .filter((line) => /\b(error|message):\s*['"`]/.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(loose).toEqual([]);
  });
});
