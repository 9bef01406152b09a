import type { Answer, Request } from '@mamt/simulator-kit';
import { isNanpNumber, portabilityOf } from './numbers.js';
import { SOAP_ENVELOPE_NS, TEMPURI_NS, hasElement, isBalanced, soapFault, soapResult, textOf } from './soap.js';

/** What the service answers in: SOAP from ASP.NET, and IIS's HTML page when it is down. */
const XML_TYPE = 'text/xml; charset=utf-8';
const HTML_TYPE = 'text/html; charset=utf-8';

export type VoipInnovationsCredentials = { login: string; secret: string };

/**
 * The `responseCode`s this simulator answers. VoIP Innovations does not publish its full table; 100
 * (Success) is the documented one, the others are this simulator's choice, in the same style:
 * - 100 Success: the number was checked (IsPortable says the outcome);
 * - 300 Invalid login or secret: the credentials were refused;
 * - 310 Invalid TN: the number is not a 10-digit North American number.
 */
export const VI_CODES = {
  success: { code: '100', message: 'Success' },
  badCredentials: { code: '300', message: 'Invalid login or secret' },
  invalidTn: { code: '310', message: 'Invalid TN' },
} as const;

export const IS_PORTABLE_ACTION = `${TEMPURI_NS}isPortable`;

const soap = (status: number, body: string): Answer => ({ status, body, type: XML_TYPE });

/** An outage as the service shows it: a SOAP fault for 500, IIS's HTML error page otherwise. */
export function voipInnovationsFailure(status: number): Answer {
  if (status === 500) return soap(500, soapFault('soap:Server', 'Server was unable to process request. ---> The service is temporarily unavailable.'));
  const words = status === 503 ? 'The service is unavailable.' : status === 502 ? 'Bad Gateway' : 'The request could not be processed.';
  return { status, type: HTML_TYPE, body: `<!DOCTYPE html><html><head><title>HTTP Error ${status}</title></head><body><h2>HTTP Error ${status}. ${words}</h2></body></html>` };
}

const result = ({ code, message }: { code: string; message: string }, extra: Array<[string, string]> = []) =>
  soap(200, soapResult('isPortable', [['responseCode', code], ['responseMessage', message], ...extra]));

/**
 * `POST /voip-innovations/APIService.asmx`, SOAP 1.1, SOAPAction "http://tempuri.org/isPortable",
 * `isPortable(login, secret, tn)`. As ASP.NET does, a wrong SOAPAction or an unreadable envelope is a
 * SOAP fault with HTTP 500, while refused credentials and bad numbers are ordinary answers (HTTP 200)
 * with their own responseCode.
 */
export function isPortable(request: Request, accepted: readonly VoipInnovationsCredentials[]): Answer {
  const action = (request.headers.soapaction as string | undefined)?.replace(/^"|"$/g, '') ?? '';
  if (action !== IS_PORTABLE_ACTION) {
    return soap(500, soapFault('soap:Client', `System.Web.Services.Protocols.SoapException: Server did not recognize the value of HTTP Header SOAPAction: ${action}.`));
  }
  const xml = request.body;
  const readable = isBalanced(xml) && xml.includes(SOAP_ENVELOPE_NS) && xml.includes(TEMPURI_NS) && hasElement(xml, 'Envelope') && hasElement(xml, 'Body') && hasElement(xml, 'isPortable');
  if (!readable) return soap(500, soapFault('soap:Client', 'Server was unable to read request. ---> There is an error in XML document (1, 1).'));

  const login = textOf(xml, 'login') ?? '';
  const secret = textOf(xml, 'secret') ?? '';
  if (!accepted.some((each) => each.login === login && each.secret === secret)) return result(VI_CODES.badCredentials);
  const tn = textOf(xml, 'tn') ?? '';
  if (!isNanpNumber(tn)) return result(VI_CODES.invalidTn);
  const { portable, carrier, lrn, reason } = portabilityOf(tn);
  return result(VI_CODES.success, [
    ['IsPortable', String(portable)],
    ['TN', tn],
    ['Carrier', carrier.name],
    ['NumberType', carrier.type],
    ['LRN', lrn],
    ['Reason', reason],
  ]);
}
