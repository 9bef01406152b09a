import { scope } from '../scope.js';
import { z } from 'zod';
import { signedIn } from '../access.js';
import { defineCall } from '../define-call.js';

const ZAllowed = z.object({ Allowed: z.array(z.string()) });

/** The choices of the dropdowns on the white-label, client-profile and static-account forms. */
export const DEFAULTS = {
  email_encryption: { Allowed: ['none', 'ssl', 'tls', 'starttls'] },
  vmail_transcription: { Allowed: ['google', 'voicebase', 'none'] },
  transport: { Allowed: ['udp', 'tcp', 'tls'] },
  // The app's own names (its SDK's default order is rfc2833,info,audio): a profile's order reaches it as is.
  dtmforder: { Allowed: ['rfc2833', 'info', 'audio'] },
};

export const getDefaults = defineCall({
  name: 'getDefaults',
  summary: 'Allowed values of the e-mail encryption, voicemail transcription, transport and DTMF order dropdowns.',
  access: signedIn,
  scope: scope.none,
  effect: 'read',
  method: 'GET',
  input: z.object({}),
  output: z.object({ email_encryption: ZAllowed, vmail_transcription: ZAllowed, transport: ZAllowed, dtmforder: ZAllowed }),
});
