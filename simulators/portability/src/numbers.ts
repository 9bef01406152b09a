/**
 * The simulated portability data, the same from every provider so that tests and the demo can
 * predict it: a 10-digit North American number is portable unless its last digit is 9; its current
 * carrier comes from its area code (a few known ones, a default for the rest), and its local routing
 * number (LRN) is the carrier's switch in the same NPA-NXX.
 */

export type Carrier = { name: string; type: 'WIRELINE' | 'WIRELESS' | 'VOIP' };

const CARRIERS_BY_NPA: Record<string, Carrier> = {
  '312': { name: 'AT&T Illinois', type: 'WIRELINE' },
  '212': { name: 'Verizon New York Inc.', type: 'WIRELINE' },
  '415': { name: 'Pacific Bell', type: 'WIRELINE' },
  '602': { name: 'Qwest Corporation', type: 'WIRELINE' },
  '305': { name: 'T-Mobile USA, Inc.', type: 'WIRELESS' },
  '646': { name: 'Cellco Partnership dba Verizon Wireless', type: 'WIRELESS' },
  '416': { name: 'Bell Canada', type: 'WIRELINE' },
};

const OTHER_CARRIER: Carrier = { name: 'Level 3 Communications, LLC', type: 'VOIP' };

export const NOT_PORTABLE_REASON = 'Rate center not served: the number cannot be ported in';

/** NANP: area code and exchange both start with 2-9. */
export const isNanpNumber = (tn: string): boolean => /^[2-9]\d{2}[2-9]\d{6}$/.test(tn);

export type Portability = { tn: string; portable: boolean; carrier: Carrier; lrn: string; reason: string };

/** What every provider says about a valid number (callers check isNanpNumber first). */
export function portabilityOf(tn: string): Portability {
  const portable = !tn.endsWith('9');
  return {
    tn,
    portable,
    carrier: CARRIERS_BY_NPA[tn.slice(0, 3)] ?? OTHER_CARRIER,
    lrn: `${tn.slice(0, 6)}9998`,
    reason: portable ? '' : NOT_PORTABLE_REASON,
  };
}
