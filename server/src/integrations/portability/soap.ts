import { JSDOM } from 'jsdom';
import { escapeXml } from '../../lib/xml.js';

export const SOAP_ENVELOPE_NS = 'http://schemas.xmlsoap.org/soap/envelope/';
export const TEMPURI_NS = 'http://tempuri.org/';

/** An isPortable answer is a few hundred bytes; anything far larger is not one, and is not parsed. */
const MAX_ANSWER_CHARS = 256 * 1024;

// One parser for the process: jsdom's XML parser (saxes) is namespace-aware and strict.
let parser: DOMParser | undefined;
const xmlParser = () => (parser ??= new new JSDOM('').window.DOMParser());

/** A SOAP 1.1 request for an operation of the http://tempuri.org/ namespace, every value escaped. */
export function soapRequest(operation: string, fields: ReadonlyArray<readonly [string, string]>): string {
  const parameters = fields.map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`).join('');
  return (
    '<?xml version="1.0" encoding="utf-8"?>' +
    `<soap:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:soap="${SOAP_ENVELOPE_NS}">` +
    `<soap:Body><${operation} xmlns="${TEMPURI_NS}">${parameters}</${operation}></soap:Body></soap:Envelope>`
  );
}

/** What a SOAP answer holds: the operation's result fields by local name, or a fault's words, or nothing readable. */
export type SoapReading = { kind: 'result'; fields: Map<string, string> } | { kind: 'fault'; code: string; words: string } | { kind: 'unreadable'; why: string };

/**
 * Reads `<{operation}Result>` (in the tempuri namespace, under any prefix) inside a SOAP 1.1 envelope,
 * or the envelope's Fault. A document type declaration is refused unread: SOAP forbids it, and its
 * entities are the way to make a parser expand a small answer into a huge one.
 */
export function readSoapAnswer(xml: string, operation: string): SoapReading {
  if (xml.length > MAX_ANSWER_CHARS) return { kind: 'unreadable', why: 'an answer far larger than any SOAP answer of the operation' };
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return { kind: 'unreadable', why: 'an answer with a document type declaration, which SOAP forbids' };
  const document = xmlParser().parseFromString(xml, 'text/xml');
  const root = document.documentElement;
  if (!root || root.localName === 'parsererror') return { kind: 'unreadable', why: 'an answer that is not well-formed XML' };
  if (root.namespaceURI !== SOAP_ENVELOPE_NS || root.localName !== 'Envelope') return { kind: 'unreadable', why: 'an XML answer that is not a SOAP 1.1 envelope' };
  const fault = document.getElementsByTagNameNS(SOAP_ENVELOPE_NS, 'Fault')[0];
  if (fault) {
    // faultcode and faultstring are unqualified children of Fault.
    const child = (name: string) => Array.from(fault.children).find((element) => element.localName === name)?.textContent?.trim() ?? '';
    return { kind: 'fault', code: child('faultcode'), words: child('faultstring') };
  }
  const result = document.getElementsByTagNameNS(TEMPURI_NS, `${operation}Result`)[0];
  if (!result) return { kind: 'unreadable', why: `a SOAP answer without ${operation}Result` };
  const fields = new Map<string, string>();
  for (const element of Array.from(result.children)) fields.set(element.localName, element.textContent?.trim() ?? '');
  return { kind: 'result', fields };
}
