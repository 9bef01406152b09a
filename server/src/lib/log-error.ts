/**
 * The `err` serializer of every log line. A failed query carries the values it was sent (password
 * hashes, token hashes, personal data): drizzle writes them into its message ("params: ...") and a
 * `params` property, and the database's `detail` quotes the rows and keys it refused. None of these
 * may reach the log; the SQL text, error codes and stack frames stay, as they are what one debugs with.
 */

/** Properties that hold the values of a query rather than its shape. */
const VALUE_CARRYING = new Set(['params', 'parameters', 'values', 'detail', 'queryOptions', 'cause', 'stack', 'message']);
const MAX_CAUSES = 8;

export type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** The message without the "params: ..." drizzle appends after the SQL text. */
function messageOf(error: Error): string {
  const cut = error.message.indexOf('\nparams:');
  return cut === -1 ? error.message : error.message.slice(0, cut);
}

/** The stack frames under the cleaned message (the stack's first lines repeat the raw message). */
function stackOf(error: Error, message: string): string {
  const stack = error.stack ?? '';
  const frames = stack.includes(error.message) ? stack.slice(stack.indexOf(error.message) + error.message.length) : '';
  return `${error.name}: ${message}${frames}`;
}

function causesOf(error: Error): Error[] {
  const causes: Error[] = [];
  for (let cause = error.cause; cause instanceof Error && causes.length < MAX_CAUSES && !causes.includes(cause); cause = cause.cause) causes.push(cause);
  return causes;
}

function safeProperties(error: Error): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (!VALUE_CARRYING.has(key) && !(value instanceof Error)) kept[key] = value;
  }
  return kept;
}

export function serializeLoggedError(value: Error): LoggedError {
  if (!(value instanceof Error)) return { type: typeof value, message: String(value), stack: '' };
  const chain = [value, ...causesOf(value)];
  const messages = chain.map(messageOf);
  // The driver's error (code, constraint, table) is the useful part of a failed query: keep its fields.
  const fields = Object.assign({}, ...chain.slice(1).reverse().map(safeProperties), safeProperties(value)) as Record<string, unknown>;
  const logged: LoggedError = {
    ...fields,
    type: value.constructor?.name ?? value.name,
    message: messages.join(': '),
    stack: chain.map((error, i) => stackOf(error, messages[i] as string)).join('\ncaused by: '),
  };
  return logged;
}
