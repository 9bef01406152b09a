import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClientProfile } from '@mamt/contract';
import { describe, expect, it } from 'vitest';
import { ProfileForm } from '../src/features/client-profiles/components/profile-form';
import { stubCalls, type FakeAnswers } from './support/fake-api';
import { renderPage } from './support/render';
import { ACME_ADMIN, signInAs } from './support/sessions';

const stored: ClientProfile = {
  id: 12, profilename: 'Reception', cloud_id: 'acme', subscriber_id: 2, company: 'Acme Telecom', level: 'extension', domain: 'acme.demo',
  extension: '1001', transport: 'tcp', outboundproxyenabled: 1, outboundproxyhost: 'sbc.acme.example', port: 5060, pushblockreg: 0,
  expires: null, ringingtone: 'periodic(sine(2000ms,2000,440Hz),silence(4000ms))', dtmforder: 'info', extra_elements: [{ name: 'codecOrder', value: '0,8' }],
};

const platform: FakeAnswers = {
  getAllDomains: () => ({ body: [{ domain: 'acme.demo', description: 'Main' }] }),
  nsApiProxy: () => ({ body: [{ user: '1001', first_name: 'Ann', last_name: 'Lee' }] }),
};

/** The form of a tenant admin of acme, the platform's reads answered and the others `answers`. */
function renderForm(profile: ClientProfile | null, answers: FakeAnswers = {}) {
  signInAs(ACME_ADMIN);
  stubCalls({ ...platform, ...answers });
  return renderPage(
    '/client_profiles/details',
    <ProfileForm profile={profile} subscribers={null} ownCloudId="acme" preset={{ cloudId: 'acme', domain: 'acme.demo' }}
      defaults={{ transport: ['udp', 'tcp', 'tls'], dtmforder: ['rfc2833', 'info', 'audio'] }} listPath="/client_profiles?cloud=acme&domain=acme.demo" />,
    { '/client_profiles': 'list' },
  );
}

describe('ProfileForm of a tenant admin', () => {
  it("sends the tenant's own cloud id and the stored values, and puts the server's refusal under Extension", async () => {
    const sent: unknown[] = [];
    const taken = 'Extension 1001 of domain acme.demo already has a client profile';
    renderForm(stored, {
      profileCreateUpdate: (body) => (sent.push(body), {
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: taken, messageId: 'extensionProfileTaken', fieldErrors: { extension: taken }, fieldErrorIds: { extension: { id: 'extensionProfileTaken', params: { extension: '1001', domain: 'acme.demo' } } } },
      }),
    });
    expect(screen.getByRole('textbox', { name: 'Subscriber' })).toHaveValue('acme');
    expect(screen.getByRole('textbox', { name: 'DTMF Order' })).toHaveValue('info');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(taken)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Extension' })).toHaveAttribute('aria-invalid', 'true');
    expect(sent[0]).toMatchObject({
      id: 12, cloud_id: 'acme', domain: 'acme.demo', extension: '1001', transport: 'tcp', outboundproxyenabled: true, pushblockreg: false,
      expires: null, dtmforder: 'info', extra_elements: [{ name: 'codecOrder', value: '0,8' }],
    });
  });

  it('flags a raw element the product sets before anything is sent, and saves once it is fixed', async () => {
    const sent: unknown[] = [];
    const { router } = renderForm(null, { profileCreateUpdate: (body) => (sent.push(body), { body: { message: 'Client profile created successfully', id: 13 } }) });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Branch');
    await user.type(screen.getByRole('textbox', { name: 'Outbound Proxy Host' }), 'sbc.acme.example');
    await user.type(screen.getByRole('textbox', { name: 'Port For SIP Health Checker' }), '5060');
    await user.click(screen.getByRole('button', { name: 'Add element' }));
    await user.type(screen.getByRole('textbox', { name: 'Element name 1' }), 'cloud_password');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Element cloud_password is set by the product and cannot be overridden')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Remove element 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.search).toBe('?cloud=acme&domain=acme.demo'));
    expect(sent[0]).toMatchObject({ profilename: 'Branch', cloud_id: 'acme', domain: 'acme.demo', extension: '', port: 5060, outboundproxyenabled: true, extra_elements: [] });
  });

  it('keeps value-like placeholders reading as examples, also on a field in error', async () => {
    renderForm(null);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    const port = screen.getByRole('textbox', { name: 'Port For SIP Health Checker' });
    await waitFor(() => expect(port).toHaveAttribute('aria-invalid', 'true'));
    expect(port).toHaveValue('');
    expect(port).toHaveAttribute('placeholder', 'e.g. 5060');
    expect(screen.getByRole('textbox', { name: 'Outbound Proxy Host' })).toHaveAttribute('placeholder', 'e.g. sbc.example.com:5060');
    expect(screen.getByRole('textbox', { name: /^Expires/ })).toHaveAttribute('placeholder', 'e.g. 60');
  });

  it('says that the mamt_ prefix is reserved when a raw element uses it', async () => {
    renderForm(null);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add element' }));
    await user.type(screen.getByRole('textbox', { name: 'Element name 1' }), 'mamt_custom');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Element mamt_custom starts with mamt_, which is reserved for the product's own elements: choose another name")).toBeInTheDocument();
  });

  it('lists the elements a domain profile may carry, and flags another one or a secret in a value on its row before anything is sent', async () => {
    const sent: unknown[] = [];
    renderForm({ ...stored, extension: '', level: 'domain' }, { profileCreateUpdate: (body) => (sent.push(body), { body: { message: 'Client profile updated successfully', id: 12 } }) });
    expect(screen.getByText(/A domain or extension profile may set only these elements: codecOrder, codecOrder3G/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add element' }));
    await user.type(screen.getByRole('textbox', { name: 'Element name 2' }), 'pushTokenReporterUrl');
    await user.type(screen.getByRole('textbox', { name: 'Element value 2' }), 'https://collector.example/x');
    await user.clear(screen.getByRole('textbox', { name: 'Element value 1' }));
    await user.click(screen.getByRole('textbox', { name: 'Element value 1' }));
    await user.paste('p=%account[password]%');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Element pushTokenReporterUrl can be set only in a primary client profile/)).toBeInTheDocument();
    expect(screen.getByText('The value may not include %account[password]%: the app would fill in an account secret')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Element name 2' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Element value 1' })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });
});
