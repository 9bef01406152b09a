const two = (value: number) => String(value).padStart(2, '0');

/** A stored instant as the console shows times (document 2 §3): YYYY-MM-DD HH:mm:ss, local time. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
}
