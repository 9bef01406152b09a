import type { Db } from '../../open-db.js';
import { releaseNotes } from '../../schema.js';

/** The demo's release notes, so that /ReleaseNotes shows a timeline on first start (HTML as the sanitiser keeps it). */
export const DEMO_RELEASE_NOTES = [
  {
    createdTime: new Date('2026-11-20T00:00:00Z'),
    title: 'QR e-mails to whole companies',
    description:
      '<p>Select users across pages, or <strong>all</strong> of a domain, and send their QR codes in one go. Each user\'s delivery shows as <em>queued</em>, <em>sent</em> or <em>failed</em>, live, and what failed can be sent again.</p>',
  },
  {
    createdTime: new Date('2026-10-02T00:00:00Z'),
    title: 'Static accounts and client profiles',
    description:
      '<p>SIP accounts that do not live on the phone system, and client profiles per company, domain and extension, reach the app on its next provisioning.</p><ul><li><p>Passwords are stored encrypted and never shown again.</p></li><li><p>The preview of App Management shows where each value comes from.</p></li></ul>',
  },
];

export const releaseNotesDemo = (tx: Db) => tx.insert(releaseNotes).values(DEMO_RELEASE_NOTES);
