import { IMAGE_EXTENSIONS, MAX_IMAGE_BYTES, calls, signedIn } from '@mamt/contract';
import { IconPhoto } from '@tabler/icons-react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { checkUpload } from '../src/components/file-upload/check-file';
import { FileUploadField } from '../src/components/file-upload/file-upload-field';
import { z } from 'zod';
import type { FieldSpec } from '../src/components/form-page/field-spec';
import { FormPage } from '../src/components/form-page/form-page';
import { useContractForm } from '../src/components/form-page/use-contract-form';
import { buildFormData, buildQuery } from '../src/lib/form-data';
import { defineArea } from '../src/lib/area';
import { AreaProvider } from '../src/lib/current-area';
import { rpc } from '../src/lib/rpc';
import { renderRoutes, renderWithProviders } from './support/render';

const IMAGES = { extensions: IMAGE_EXTENSIONS, maxBytes: MAX_IMAGE_BYTES };
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string, size = 16) => new File([new Uint8Array(size).map((_, i) => PNG[i] ?? 0)], name, { type: 'image/png' });

describe('checkUpload', () => {
  it('checks the extension, then the 5242880-byte limit, then the content', async () => {
    expect(await checkUpload(new File(['x'], 'me.exe'), IMAGES)).toEqual({ kind: 'type', message: 'me.exe: only jpg, jpeg, gif, png, svg images are accepted' });
    expect(await checkUpload(png('me.png', MAX_IMAGE_BYTES + 1), IMAGES)).toEqual({ kind: 'size', message: 'me.png file size is too big' });
    expect(await checkUpload(png('me.png', MAX_IMAGE_BYTES), IMAGES)).toBeNull();
    expect(await checkUpload(new File(['MZ not an image'], 'renamed.png'), IMAGES)).toEqual({ kind: 'content', message: 'renamed.png' });
    expect(await checkUpload(new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'photo.JPG'), IMAGES)).toBeNull();
    expect(await checkUpload(new File(['GIF89a...'], 'a.gif'), IMAGES)).toBeNull();
    expect(await checkUpload(new File(['<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg'), IMAGES)).toBeNull();
    expect(await checkUpload(new File(['hello'], 'logo.svg'), IMAGES)).toMatchObject({ kind: 'content' });
  });
});

function Field({ onPicked }: { onPicked: (file: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FileUploadField
      label="Choose image"
      rule={IMAGES}
      value={file}
      onChange={(picked) => {
        setFile(picked);
        onPicked(picked);
      }}
    />
  );
}

describe('FileUploadField', () => {
  it('keeps a good file and refuses a renamed one before any upload', async () => {
    const picked = vi.fn();
    renderWithProviders(<Field onPicked={picked} />);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe('.jpg,.jpeg,.gif,.png,.svg');
    const user = userEvent.setup();
    await user.upload(input, png('me.png'));
    expect(await screen.findByText('me.png')).toBeInTheDocument();
    expect(picked).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'me.png' }));

    await user.upload(input, new File(['not a picture'], 'virus.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('virus.png is not the kind of file its name says. Choose another file.');
    expect(picked).toHaveBeenLastCalledWith(null);
  });
});

describe('buildFormData', () => {
  it('sends fields as text and the files named by the call\u2019s body.files', () => {
    const file = png('me.png');
    const form = buildFormData(calls.updateProfile, { name: 'Alice', id: '4', phone_number: '', missing: undefined, flag: true }, { file });
    expect([...form.keys()]).toEqual(['name', 'id', 'phone_number', 'flag', 'file']);
    expect(form.get('flag')).toBe('true');
    expect((form.get('file') as File).name).toBe('me.png');
    expect(buildFormData(calls.updateProfile, { name: 'Alice' }, { file: null }).has('file')).toBe(false);
  });

  it('takes a declared file from among the form values too', () => {
    const form = buildFormData(calls.updateProfile, { name: 'Alice', file: png('me.png') });
    expect([...form.keys()]).toEqual(['name', 'file']);
    expect((form.get('file') as File).name).toBe('me.png');
  });

  it('refuses a file under a name the contract does not declare', () => {
    expect(() => buildFormData(calls.updateProfile, {}, { picture: png('me.png') })).toThrow('updateProfile takes no file named "picture"');
    expect(() => buildFormData(calls.updateProfile, { picture: png('me.png') })).toThrow('updateProfile takes no file named "picture"');
  });

  it('puts a GET call\u2019s input in the query string', () => {
    expect(buildQuery({ page: 2, search: 'a b', none: undefined })).toBe('?page=2&search=a+b');
    expect(buildQuery({})).toBe('');
  });
});

describe('rpc', () => {
  it('calls each call with its contract method', async () => {
    const seen: Array<{ url: string; method?: string; body?: unknown }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        seen.push({ url, method: init?.method, body: init?.body });
        return new Response('{}', { status: 200 });
      }),
    );
    await rpc('getDefaults', {});
    await rpc('userSummary', { page: 1, page_size: 10 });
    await rpc('updateProfile', { name: 'A', email: '', phone_number: '' }, { files: { file: png('me.png') } });
    expect(seen[0]).toEqual({ url: '/api/v1/getDefaults', method: 'GET', body: undefined });
    expect(seen[1]).toMatchObject({ url: '/api/v1/userSummary', method: 'POST', body: '{"page":1,"page_size":10}' });
    expect(seen[2]?.method).toBe('POST');
    expect(seen[2]?.body).toBeInstanceOf(FormData);
  });
});

const ZLogoForm = z.object({ id: z.number().optional(), company: z.string(), logo: z.instanceof(File).nullable() });
type LogoInput = z.input<typeof ZLogoForm>;

const LOGOS_AREA = defineArea({ key: 'logos', path: '/logos', icon: IconPhoto, access: signedIn, namespace: 'users', pages: [], place: 1000 });

/** A described form with a file field, as an upload screen of a later area would be. */
function LogoForm({ sent }: { sent: unknown[] }) {
  const fields: FieldSpec<LogoInput>[] = [
    { name: 'company', label: 'Company', required: true },
    { name: 'logo', label: 'Logo', kind: 'file', required: true, accept: IMAGES },
  ];
  const form = useContractForm(ZLogoForm, fields, null);
  const mutation = { isPending: false, mutate: (values: unknown, callbacks: { onSuccess: (answer: { message: string }) => void }) => (sent.push(values), callbacks.onSuccess({ message: 'Saved' })) };
  return (
    <AreaProvider area={LOGOS_AREA}>
      <FormPage title="Logo" form={form} fields={fields} mutation={mutation} />
    </AreaProvider>
  );
}

describe('FormPage with a file field', () => {
  it('flags a missing file on the first Save, and hands a checked file to the save call', async () => {
    const sent: unknown[] = [];
    renderRoutes([{ path: '/logos/details', element: <LogoForm sent={sent} /> }, { path: '/logos', element: <p>list</p> }], '/logos/details');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Fields with * are mandatory!')).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Acme');
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, png('logo.png'));
    expect(await screen.findByText('logo.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('list')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ company: 'Acme', logo: expect.objectContaining({ name: 'logo.png' }) });
  });
});
