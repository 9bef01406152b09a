/**
 * What an audited change names, so that System Logs can say it in words (in the screen's language)
 * and a search for the thing's name finds it: the kind of thing changed and its name (the console
 * user `zz123-user`, the domain `acme.demo`, the client profile of `1001@acme.demo`), and the fields
 * that changed, old and new, where a secret shows only that it changed.
 */
export type AuditSubject = { kind: string; name: string };

/**
 * One field of a change: its value before and after (absent: it had none), or for a secret only
 * that it `changed` (a key named "secret" would itself be taken for a credential by the log's redaction).
 */
export type AuditChange = { field: string; from?: unknown; to?: unknown } | { field: string; changed: true };

/** A value longer than this is cut in the entry: the log says what changed, it does not keep documents. */
export const AUDIT_VALUE_MAX = 200;
