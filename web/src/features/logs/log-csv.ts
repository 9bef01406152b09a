import { toCsv } from '../../components/data-table/csv';
import { auditChangesOf, auditSubjectOf, kindOf, type LogEntry } from './log-entries';

const LEADING = new Set(['timestamp', 'level', 'msg', 'Action User', 'subject', 'changes']);

/**
 * The entries as a CSV file: time (ISO, UTC), level, kind, cloud id, Action User, message, subject
 * and changes of an audited change, then every other field of the line as JSON, so that nothing the
 * screen shows is lost.
 */
export function logsCsv(entries: readonly LogEntry[]): string {
  const header = ['timestamp', 'level', 'kind', 'cloud_id', 'Action User', 'message', 'subject', 'changes', 'fields'];
  const rows = entries.map((entry) => {
    const subject = auditSubjectOf(entry);
    const changes = auditChangesOf(entry);
    const rest = Object.fromEntries(Object.entries(entry.fields).filter(([name]) => !LEADING.has(name)));
    return [
      new Date(Number(BigInt(entry.nanoseconds) / 1_000_000n)).toISOString(),
      String(entry.fields.level ?? entry.labels.level ?? ''),
      kindOf(entry),
      entry.labels.cloud_id ?? '',
      String(entry.fields['Action User'] ?? ''),
      String(entry.fields.msg ?? ''),
      subject ? `${subject.kind} ${subject.name}` : '',
      changes.length > 0 ? JSON.stringify(changes) : '',
      JSON.stringify(rest),
    ];
  });
  return toCsv(header, rows);
}
