/** The demo tenants and console users of the spec README; tests and newcomers rely on them. */
export const DEMO_PASSWORD = 'demo-pass-1234';

export const DEMO_TENANTS = [
  { cloudId: 'demo', accountcode: 'ENG-0001', company: 'Engineering Support', email: 'support@demo.example', phoneNumber: '+1 602 555 0100' },
  { cloudId: 'acme', accountcode: 'ACME-0042', company: 'Acme Telecom', email: 'it@acme.example', phoneNumber: '+1 416 555 0142' },
  { cloudId: 'globex', accountcode: 'GLBX-0007', company: 'Globex Corp', email: 'ops@globex.example', phoneNumber: '+1 212 555 0107' },
  { cloudId: 'bigcorp', accountcode: 'BIG-1000', company: 'BigCorp', email: 'telecom@bigcorp.example', phoneNumber: '+1 312 555 0199' },
] as const;

export const DEMO_USERS = [
  { cloudId: 'demo', username: 'admin', name: 'Dana Whitfield', userType: 'admin', email: 'admin@demo.example', phoneNumber: '+1 602 555 0101' },
  { cloudId: 'demo', username: 'support', name: 'Sam Ortega', userType: 'support user', email: 'support@demo.example', phoneNumber: '+1 602 555 0102' },
  { cloudId: 'demo', username: 'simple', name: 'Riley Chen', userType: 'simple user', email: 'simple@demo.example', phoneNumber: '' },
  { cloudId: 'acme', username: 'acme-admin', name: 'Alice Moreau', userType: 'admin', email: 'alice.moreau@acme.example', phoneNumber: '+1 416 555 0143' },
  { cloudId: 'acme', username: 'acme-support', name: 'Bruno Silva', userType: 'support user', email: 'bruno.silva@acme.example', phoneNumber: '' },
  { cloudId: 'acme', username: 'acme-simple', name: 'Carla Jensen', userType: 'simple user', email: 'carla.jensen@acme.example', phoneNumber: '' },
  { cloudId: 'globex', username: 'globex-admin', name: 'Hank Scorpio', userType: 'admin', email: 'hank@globex.example', phoneNumber: '+1 212 555 0108' },
  { cloudId: 'bigcorp', username: 'bigcorp-admin', name: 'Priya Nair', userType: 'admin', email: 'priya.nair@bigcorp.example', phoneNumber: '+1 312 555 0198' },
] as const;
