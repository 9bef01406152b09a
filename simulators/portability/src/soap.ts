/**
 * Just enough SOAP 1.1 for the simulator (it has no dependencies): checking that a request is a
 * well-formed envelope, reading the text of an operation's parameters, and writing answers and
 * faults the way an ASP.NET .asmx service does.
 */

export const SOAP_ENVELOPE_NS = 'http://schemas.xmlsoap.org/soap/envelope/';
export const TEMPURI_NS = 'http://tempuri.org/';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const DECODED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export const escapeXml = (value: string): string => value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
    return DECODED[entity] ?? whole;
  });
}

/** True when every start tag is closed in order (declarations, comments and CDATA set aside). */
export function isBalanced(xml: string): boolean {
  const stripped = xml.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>/g, '');
  if (!stripped.trim().startsWith('<')) return false;
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of stripped.matchAll(/<(\/?)([A-Za-z_][\w.:-]*)(?:\s[^<>]*?)?(\/?)>/g)) {
    if (closing) {
      if (open.pop() !== name) return false;
    } else if (!selfClosing) open.push(name!);
  }
  return open.length === 0 && !/<(?![A-Za-z_/])/.test(stripped);
}

/** The text of the first element with this local name (any prefix), entities decoded; undefined when absent. */
export function textOf(xml: string, localName: string): string | undefined {
  const match = new RegExp(`<(?:[\\w.-]+:)?${localName}(?:\\s[^>]*)?>([^<]*)</(?:[\\w.-]+:)?${localName}>|<(?:[\\w.-]+:)?${localName}(?:\\s[^>]*)?/>`).exec(xml);
  return match ? decodeXml(match[1] ?? '') : undefined;
}

export const hasElement = (xml: string, localName: string): boolean => new RegExp(`<(?:[\\w.-]+:)?${localName}[\\s/>]`).test(xml);

const envelope = (body: string) =>
  '<?xml version="1.0" encoding="utf-8"?>' +
  `<soap:Envelope xmlns:soap="${SOAP_ENVELOPE_NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema">` +
  `<soap:Body>${body}</soap:Body></soap:Envelope>`;

/** `<{operation}Response xmlns="http://tempuri.org/"><{operation}Result>…` with the fields in order, escaped. */
export function soapResult(operation: string, fields: ReadonlyArray<readonly [string, string]>): string {
  const inner = fields.map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`).join('');
  return envelope(`<${operation}Response xmlns="${TEMPURI_NS}"><${operation}Result>${inner}</${operation}Result></${operation}Response>`);
}

/** A SOAP 1.1 fault: `soap:Client` for the caller's mistakes, `soap:Server` for the service's. */
export function soapFault(code: 'soap:Client' | 'soap:Server', words: string): string {
  return envelope(`<soap:Fault><faultcode>${code}</faultcode><faultstring>${escapeXml(words)}</faultstring><detail /></soap:Fault>`);
}
