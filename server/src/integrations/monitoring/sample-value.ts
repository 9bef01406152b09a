/**
 * A value as Prometheus writes it in its answers (Go's FormatFloat(v, 'f', -1)): the shortest
 * decimal that reads back to the same number, never in exponent notation; NaN, +Inf and -Inf as words.
 */
export function formatSampleValue(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return '+Inf';
  if (value === -Infinity) return '-Inf';
  const shortest = String(value);
  const exponent = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(shortest);
  if (!exponent) return shortest;
  const [, sign, lead, fraction = '', power] = exponent;
  const digits = `${lead}${fraction}`;
  const point = 1 + Number(power);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  return `${sign}${digits.padEnd(point, '0')}${digits.length > point ? `.${digits.slice(point)}` : ''}`;
}
