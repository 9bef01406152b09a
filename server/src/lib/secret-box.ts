import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Secrets of outside systems (platform client secrets and passwords, ...) are stored encrypted
 * with AES-256-GCM under APP_SECRET_KEY. The stored form is "v1:<iv>:<tag>:<ciphertext>" (base64url).
 */
export type SecretBox = { seal: (plain: string) => string; open: (sealed: string) => string };

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('APP_SECRET_KEY must be 32 bytes (64 hex characters or 43 base64url characters)');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join(':');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split(':');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

export function parseSecretKey(text: string): Buffer {
  return /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64url');
}

/** The embedded default: a key generated once into the data folder (readable by the owner only). */
export function loadOrCreateKeyFile(dataDir: string): Buffer {
  const keyPath = path.join(dataDir, 'secret.key');
  if (fs.existsSync(keyPath)) return parseSecretKey(fs.readFileSync(keyPath, 'utf8').trim());
  fs.mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  fs.writeFileSync(keyPath, key.toString('hex'), { mode: 0o600, flag: 'wx' });
  return key;
}

/** The box of this installation: APP_SECRET_KEY when set, else the key file in the data folder. */
export function secretBoxFor(config: { APP_SECRET_KEY?: string; dataDir: string }): SecretBox {
  return createSecretBox(config.APP_SECRET_KEY ? parseSecretKey(config.APP_SECRET_KEY) : loadOrCreateKeyFile(config.dataDir));
}
