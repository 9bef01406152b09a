import { PORTABILITY_PROVIDERS } from '@mamt/contract/portability/portability-check';
import type { ResultRow } from './use-portability-check';

/** One number checked, with every provider's answer for it in the order they came. */
export type NumberResult = { telephoneNumber: string; answers: ResultRow[] };

/**
 * The providers' rows as one entry per number: each provider answers every number, so the rows as
 * they come hold each number three times. A number keeps the place of its first answer, so the
 * entries already shown stay put while later providers' answers join them.
 */
export function resultsByNumber(rows: readonly ResultRow[]): NumberResult[] {
  const byNumber = new Map<string, ResultRow[]>();
  for (const row of rows) {
    const answers = byNumber.get(row.telephoneNumber);
    if (answers) answers.push(row);
    else byNumber.set(row.telephoneNumber, [row]);
  }
  return [...byNumber].map(([telephoneNumber, answers]) => ({ telephoneNumber, answers }));
}

/** Who gave an answer: the name its provider record gives in each row (document 3's Name), else the provider's own. */
export function answeredBy(row: ResultRow): string {
  return row.name.trim() || (PORTABILITY_PROVIDERS.find((provider) => provider.key === row.provider)?.name ?? row.provider);
}

/** Document 3: "Yes" means portable, anything else not. */
export const isPortable = (row: ResultRow) => row.isPortable === 'Yes';
