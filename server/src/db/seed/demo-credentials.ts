/**
 * The outside accounts the demo's records are given: each demo tenant's platform connection and the
 * super tenant's portability providers. They are the demo values the simulators that `npm start`
 * runs accept (and so they must stay as those have them: test/unit/demo-credentials.test.ts checks
 * it); kept here so that the product needs no simulator to run.
 */

/** One reseller-scoped platform API account per demo tenant. */
export const DEMO_PLATFORM_CREDENTIALS = ['demo', 'acme', 'globex', 'bigcorp'].map((cloudId) => ({
  cloudId,
  clientId: `${cloudId}-client`,
  clientSecret: `${cloudId}-secret-2f9c41`,
  username: `${cloudId}-api@${cloudId === 'demo' ? 'support' : cloudId}.demo`,
  password: `${cloudId}-api-pass-7d21`,
}));

/** The super tenant's accounts with the three portability providers. */
export const DEMO_PORTABILITY_CREDENTIALS = {
  inteliquent: { clientId: 'demo-inteliquent-client', clientSecret: 'demo-inteliquent-secret' },
  voipInnovations: { login: 'demo-vi-login', secret: 'demo-vi-secret' },
  peerless: { apiKey: 'demo-peerless-pass-code', customer: 'demo-customer' },
} as const;
