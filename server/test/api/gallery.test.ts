import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { galleryImages, uploadedFiles } from '../../src/db/schema.js';
import { createDbFileStore } from '../../src/lib/file-store.js';
import { galleryParts, uploadToGallery } from '../support/gallery-fixtures.js';
import { gifOf, jpegOf, pngOf } from '../support/gallery-images.js';
import { multipart } from '../support/multipart.js';
import { useSignIns, useTestApp } from '../support/test-app.js';

const app = useTestApp();
const tokens = useSignIns(app, { superSupport: 'superSupport', acmeAdmin: 'acmeAdmin', acmeSupport: 'acmeSupport', acmeSimple: 'acmeSimple' });

const upload = (caption: string, file?: { filename: string; data: Buffer; contentType?: string }, token = app.superToken) =>
  uploadToGallery(app.t, token, galleryParts(caption, file));
const png = (filename: string, data: Buffer) => ({ filename, data, contentType: 'image/png' });
const list = async () => (await app.t.call('readGalleryFiles', {}, app.superToken)).json() as Array<{ path: string; caption: string; width: number; height: number }>;
const storedFile = async (path: string) => (await app.t.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.name, path.slice('/uploads/'.length))))[0];

describe('the gallery is for the super tenant administrators only', () => {
  // The super tenant's own support user is refused too: the gallery is its administrators' (document 1 §6).
  it('refuses every other signed-in user on every call, and anyone signed out', async () => {
    const stored = (await upload('Kept', png('kept.png', pngOf(2, 2)))).json().path as string;
    for (const name of ['superSupport', 'acmeAdmin', 'acmeSupport', 'acmeSimple'] as const) {
      const token = tokens[name];
      expect((await app.t.call('readGalleryFiles', {}, token)).statusCode, name).toBe(403);
      expect((await upload('Mine', png('mine.png', pngOf(2, 2)), token)).statusCode, name).toBe(403);
      expect((await app.t.call('deleteGalleryImage', { path: stored }, token)).statusCode, name).toBe(403);
    }
    expect((await app.t.call('readGalleryFiles', {})).statusCode).toBe(401);
    expect((await uploadToGallery(app.t, undefined, galleryParts('Anon', png('a.png', pngOf(1, 1))))).statusCode).toBe(401);
    expect((await list()).filter((image) => image.caption === 'Mine')).toEqual([]);
    expect(await storedFile(stored)).toBeDefined();
  });
});

describe('uploadGalleryImage: the messages of document 3 §5, each naming its field', () => {
  it("says 'Caption is mandatory to upload an image' without a caption, or with only spaces", async () => {
    for (const caption of ['', '   ']) {
      const answer = await upload(caption, png('sign.png', pngOf(2, 2)));
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        message: 'Caption is mandatory to upload an image',
        messageId: 'captionMandatory',
        fieldErrors: { caption: 'Caption is mandatory to upload an image' },
      });
    }
    const missing = await uploadToGallery(app.t, app.superToken, [{ name: 'image', filename: 'sign.png', contentType: 'image/png', data: pngOf(2, 2) }]);
    expect(missing.json().fieldErrors).toEqual({ caption: 'Caption is mandatory to upload an image' });
  });

  it("says 'Cant save without image' without one, or with a file under another name", async () => {
    const answer = await upload('Lobby sign');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: 'Cant save without image', messageId: 'imageMandatory', fieldErrors: { image: 'Cant save without image' } });
    const elsewhere = await uploadToGallery(app.t, app.superToken, [{ name: 'caption', value: 'Lobby sign' }, { name: 'file', filename: 'sign.png', contentType: 'image/png', data: pngOf(2, 2) }]);
    expect(elsewhere.json().fieldErrors).toEqual({ image: 'Cant save without image' });
  });

  it('limits the caption to 255 characters', async () => {
    const answer = await upload('c'.repeat(256), png('long.png', pngOf(1, 1)));
    expect(answer.json()).toMatchObject({ fieldErrors: { caption: 'At most 255 characters' } });
  });
});

describe('uploadGalleryImage: checked as every upload is', () => {
  it('takes 5242880 bytes and refuses one more with " file size is too big"', async () => {
    const image = pngOf(4, 3);
    const atLimit = Buffer.concat([image, Buffer.alloc(5242880 - image.length)]);
    const kept = await upload('At the limit', png('limit.png', atLimit));
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await storedFile(kept.json().path))?.data.length).toBe(5242880);

    const before = await list();
    const refused = await upload('Too big', png('big.png', Buffer.concat([atLimit, Buffer.from([0])])));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'big.png file size is too big', fieldErrors: { image: 'big.png file size is too big' } });
    expect(await list()).toEqual(before);
  });

  it('refuses an extension it does not take, and a .png that is not a PNG', async () => {
    const bmp = await upload('Bitmap', { filename: 'old.bmp', data: Buffer.from('BM not really') });
    expect(bmp.statusCode).toBe(400);
    expect(bmp.json().fieldErrors).toEqual({ image: 'old.bmp: only jpg, jpeg, gif, png, svg images are accepted' });
    const fake = await upload('Fake', png('evil.png', Buffer.from('MZ this is a program')));
    expect(fake.json().fieldErrors).toEqual({ image: 'evil.png is not a valid png image' });
    // The right first bytes and nothing after them: no picture, so no size to store.
    const cut = await upload('Cut', png('cut.png', pngOf(3, 2).subarray(0, 12)));
    expect(cut.json().fieldErrors).toEqual({ image: 'cut.png is not a valid png image' });
    expect((await list()).map((image) => image.caption)).not.toEqual(expect.arrayContaining(['Bitmap', 'Fake', 'Cut']));
  });

  it('stores an svg without its script and handlers, with its size', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32" onload="alert(1)"><script>alert(2)</script><rect width="64" height="32" fill="teal" onclick="alert(3)"/></svg>',
    );
    const answer = await upload('Badge', { filename: 'badge.svg', data: svg, contentType: 'image/svg+xml' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ caption: 'Badge', width: 64, height: 32 });
    const served = await app.t.app.inject({ method: 'GET', url: answer.json().path });
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.body).toContain('<rect');
    expect(served.body).not.toMatch(/script|onload|onclick|alert/i);
  });

  it('refuses an svg that gives no size, naming the file', async () => {
    const answer = await upload('Shapeless', { filename: 'shape.svg', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>') });
    expect(answer.json()).toMatchObject({
      messageId: 'svgSizeUnknown',
      fieldErrors: { image: 'shape.svg gives no size: an svg image needs a width and a height, or a viewBox' },
    });
  });
});

describe('uploadGalleryImage and readGalleryFiles: what is stored', () => {
  it('stores the width and height read from each image, and lists the newest first', async () => {
    const answers = [];
    for (const [caption, file] of [
      ['Wide banner', png('banner.png', pngOf(300, 100))],
      ['Spinner', { filename: 'spin.gif', data: gifOf(48, 24), contentType: 'image/gif' }],
      ['Phone photo', { filename: 'photo.JPG', data: jpegOf(40, 30, 6), contentType: 'image/jpeg' }],
    ] as const) {
      const answer = await upload(`  ${caption}  `, file);
      expect(answer.statusCode, answer.body).toBe(200);
      answers.push(answer.json());
    }
    expect(answers[0]).toEqual({ message: 'Image Uploaded', message_id: 'imageUploaded', path: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.png$/), caption: 'Wide banner', width: 300, height: 100 });
    expect(answers[2]).toMatchObject({ path: expect.stringMatching(/\.jpg$/), width: 30, height: 40 });

    const listed = await list();
    expect(listed.slice(0, 3)).toEqual([
      { path: answers[2].path, caption: 'Phone photo', width: 30, height: 40 },
      { path: answers[1].path, caption: 'Spinner', width: 48, height: 24 },
      { path: answers[0].path, caption: 'Wide banner', width: 300, height: 100 },
    ]);
    const [row] = await app.t.database.db.select().from(galleryImages).where(eq(galleryImages.fileName, answers[0].path.slice('/uploads/'.length)));
    expect(row).toMatchObject({ caption: 'Wide banner', width: 300, height: 100, createdUser: expect.any(Number) });
  });

  it('serves the file from the returned path on another app instance of the same database', async () => {
    const image = pngOf(5, 4);
    const { path } = (await upload('Everywhere', png('everywhere.png', image))).json();
    const other = await buildApp({ config: app.t.config, database: app.t.database, logger: false });
    try {
      await other.ready();
      const served = await other.inject({ method: 'GET', url: path });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(image)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('never keeps a stored file without its row: the file cannot be deleted while its image is listed', async () => {
    const { path } = (await upload('Held', png('held.png', pngOf(2, 2)))).json();
    await expect(createDbFileStore(app.t.database.db).delete(path.slice('/uploads/'.length))).rejects.toThrow();
    expect((await app.t.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
  });
});

describe('deleteGalleryImage', () => {
  it("deletes the image and its stored file, and says 'Image Deleted'", async () => {
    const { path } = (await upload('To delete', png('gone.png', pngOf(2, 2)))).json();
    const answer = await app.t.call('deleteGalleryImage', { path, user_id: 99 }, app.superToken);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ message: 'Image Deleted', message_id: 'imageDeleted' });
    expect((await list()).some((image) => image.path === path)).toBe(false);
    expect(await storedFile(path)).toBeUndefined();
    expect((await app.t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
  });

  it('answers not found, naming path, for a path that is no gallery image, and leaves other uploads alone', async () => {
    const { path } = (await upload('Twice', png('twice.png', pngOf(2, 2)))).json();
    await app.t.call('deleteGalleryImage', { path }, app.superToken);
    const profileBody = multipart([
      { name: 'name', value: 'Dana Whitfield' },
      { name: 'email', value: '' },
      { name: 'phone_number', value: '' },
      { name: 'file', filename: 'me.png', contentType: 'image/png', data: pngOf(2, 2) },
    ]);
    const profilePicture = await app.t.app.inject({ method: 'POST', url: '/api/v1/updateProfile', headers: { ...profileBody.headers, token: app.superToken }, payload: profileBody.payload });
    const notGallery = profilePicture.json().url as string;
    expect(notGallery).toMatch(/^\/uploads\//);
    for (const unknown of [path, '/uploads/0123456789abcdef0123456789abcdef.png', 'not-a-path', notGallery]) {
      const answer = await app.t.call('deleteGalleryImage', { path: unknown }, app.superToken);
      expect(answer.statusCode, unknown).toBe(404);
      expect(answer.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: 'No gallery image is stored at this path',
        fieldErrors: { path: 'No gallery image is stored at this path' },
      });
    }
    expect((await app.t.app.inject({ method: 'GET', url: notGallery })).statusCode).toBe(200);
  });

  it('needs a path', async () => {
    const answer = await app.t.call('deleteGalleryImage', {}, app.superToken);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fieldErrors).toEqual({ path: 'Give the path of the image to delete' });
  });
});
