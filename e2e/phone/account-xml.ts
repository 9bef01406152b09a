import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** An element's text, or the children of an element that has some (repeated children become a list). */
export type XmlValue = string | XmlValue[] | { [name: string]: XmlValue };
export type Account = Record<string, XmlValue>;
/** What the provisioning service answers: an Account XML or an error the app shows to the user. */
export type XmlAnswer = { kind: 'account'; account: Account } | { kind: 'error'; message: string };

// Every value stays text: "007" is an extension, not the number 7, and "yes"/"1" are for the app to read.
const parser = new XMLParser({ ignoreAttributes: true, ignoreDeclaration: true, parseTagValue: false, trimValues: true });

/**
 * Parses the service's answer strictly: well-formed XML with one root, `<account>` with child
 * elements or `<error>` with a non-empty `<message>`. Anything else throws, naming what was found.
 */
export function parseAnswerXml(xml: string): XmlAnswer {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`Malformed XML (line ${valid.err.line}): ${valid.err.msg}`);
  const document = parser.parse(xml) as Record<string, XmlValue>;
  const roots = Object.keys(document);
  if (roots.length !== 1) throw new Error(`Expected one root element, found ${roots.length ? roots.join(', ') : 'none'}`);
  const root = roots[0] as string;
  const content = document[root];
  if (Array.isArray(content)) throw new Error(`Expected one <${root}> element, found ${content.length}`);
  if (root === 'account') {
    if (typeof content !== 'object' || content === undefined) throw new Error('The <account> element has no child elements');
    const title = content.title;
    // The app refuses an account without a title.
    if (typeof title !== 'string' || title === '') throw new Error('The <account> has no <title>');
    return { kind: 'account', account: content };
  }
  if (root === 'error') {
    const message = typeof content === 'object' ? content.message : undefined;
    if (typeof message !== 'string' || message === '') throw new Error('The <error> has no <message>');
    return { kind: 'error', message };
  }
  throw new Error(`Expected <account> or <error>, found <${root}>`);
}

/** The text of a simple element of the account, or undefined when it is missing or not plain text. */
export function accountText(account: Account, name: string): string | undefined {
  const value = account[name];
  return typeof value === 'string' ? value : undefined;
}
