/** What the bulk bench works on: the demo's big tenant, grown to the largest send a console allows. */
export const BULK_TENANT = 'bigcorp';
export const BULK_DOMAIN = 'bigcorp.demo';
/** QR_SEND_MAX_USERS: the largest Send QR Code. */
export const BULK_USERS = 5000;
/** Provisioned app devices that a domain's Reprovisioning asks the platform to re-sync. */
export const BULK_DEVICES = 2000;
