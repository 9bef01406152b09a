import type { AuditChange, AuditSubject, LogLineFields, LogsAnswer } from '@mamt/contract';

/** One entry of the list: when it happened (nanoseconds), its stream's labels and its line's fields. */
export type LogEntry = { id: string; nanoseconds: string; labels: Record<string, string>; fields: LogLineFields };

/** A line that is not the JSON object a structured logger writes is kept whole as its message. */
function fieldsOf(line: string, labels: Record<string, string>): LogLineFields {
  try {
    const parsed: unknown = JSON.parse(line);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as LogLineFields;
  } catch {
    // Not JSON: the line itself is the message.
  }
  return { timestamp: '', level: (labels.level ?? 'info') as LogLineFields['level'], msg: line };
}

/** The entries of every stream of an answer, newest first (streams interleave in time). */
export function entriesOf(answer: LogsAnswer): LogEntry[] {
  const entries = answer.data.result.flatMap((stream, streamIndex) =>
    stream.values.map(([nanoseconds, line], index): LogEntry => ({
      id: `${streamIndex}-${index}-${nanoseconds}`,
      nanoseconds,
      labels: stream.stream,
      fields: fieldsOf(line, stream.stream),
    })),
  );
  return entries.sort((a, b) => {
    const later = BigInt(b.nanoseconds) - BigInt(a.nanoseconds);
    return later > 0n ? 1 : later < 0n ? -1 : 0;
  });
}

/** The level an entry is shown with: its line's, else its stream's label. */
export function levelOf(entry: LogEntry): string {
  return String(entry.fields.level ?? entry.labels.level ?? '').toLowerCase();
}

const two = (value: number) => String(value).padStart(2, '0');

/** An entry's time as System Logs shows it (document 3 /logs): DD-MM-YYYY HH:mm:ss, local time. */
export function formatLogTime(nanoseconds: string): string {
  const at = new Date(Number(BigInt(nanoseconds) / 1_000_000n));
  return `${two(at.getDate())}-${two(at.getMonth() + 1)}-${at.getFullYear()} ${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
}

/** An entry's kind (audit, error, warning, request, job, info): its stream's label; entries kept before kinds, by their level. */
export function kindOf(entry: LogEntry): string {
  if (entry.labels.kind) return entry.labels.kind;
  const level = levelOf(entry);
  return level === 'audit' ? 'audit' : level === 'error' || level === 'panic' ? 'error' : level === 'warn' ? 'warning' : 'info';
}

/** What an audited change was made to, when the entry says it (`{ kind, name }`). */
export function auditSubjectOf(entry: LogEntry): AuditSubject | null {
  const subject = entry.fields.subject as Partial<AuditSubject> | undefined;
  return subject && typeof subject.kind === 'string' && typeof subject.name === 'string' ? { kind: subject.kind, name: subject.name } : null;
}

/** The fields an audited change changed, as the entry lists them. */
export function auditChangesOf(entry: LogEntry): AuditChange[] {
  const changes = entry.fields.changes;
  return Array.isArray(changes) ? changes.filter((change): change is AuditChange => typeof change === 'object' && change !== null && typeof change.field === 'string') : [];
}
