import { describe, expect, it } from 'vitest';
import { NOT_PORTABLE_REASON } from '../src/index.js';
import { usePortabilitySimulator } from './support/use-portability-simulator.js';

const sim = usePortabilitySimulator({ credentials: { voipInnovations: [{ login: 'me&co', secret: 'p<ss' }] } });

const RESULT = /<soap:Body><isPortableResponse xmlns="http:\/\/tempuri.org\/"><isPortableResult>(.*)<\/isPortableResult><\/isPortableResponse><\/soap:Body>/;
const resultOf = async (response: Response) => RESULT.exec(await response.text())?.[1];

describe('POST /voip-innovations/APIService.asmx (isPortable)', () => {
  it('answers a portable number inside a SOAP 1.1 envelope, code 100', async () => {
    const response = await sim.isPortable({ tn: '3125550100' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/xml; charset=utf-8');
    expect(await resultOf(response)).toBe(
      '<responseCode>100</responseCode><responseMessage>Success</responseMessage><IsPortable>true</IsPortable><TN>3125550100</TN>' +
        '<Carrier>AT&amp;T Illinois</Carrier><NumberType>WIRELINE</NumberType><LRN>3125559998</LRN><Reason></Reason>',
    );
  });

  it('answers a number ending in 9 as not portable, with the reason', async () => {
    const result = await resultOf(await sim.isPortable({ tn: '3055550109' }));
    expect(result).toContain('<responseCode>100</responseCode>');
    expect(result).toContain('<IsPortable>false</IsPortable>');
    expect(result).toContain(`<Reason>${NOT_PORTABLE_REASON}</Reason>`);
    expect(result).toContain('<NumberType>WIRELESS</NumberType>');
  });

  it('reads escaped credentials and any envelope prefix', async () => {
    const envelope =
      '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><t:isPortable xmlns:t="http://tempuri.org/">' +
      '<t:login>me&amp;co</t:login><t:secret>p&lt;ss</t:secret><t:tn>4155550100</t:tn></t:isPortable></s:Body></s:Envelope>';
    expect(await resultOf(await sim.isPortable({ envelope }))).toContain('<responseCode>100</responseCode>');
  });

  it('answers refused credentials with code 300 and a bad number with 310, both HTTP 200 as the service does', async () => {
    const refused = await sim.isPortable({ login: 'demo-vi-login', secret: 'wrong', tn: '3125550100' });
    expect(refused.status).toBe(200);
    expect(await resultOf(refused)).toBe('<responseCode>300</responseCode><responseMessage>Invalid login or secret</responseMessage>');
    expect(await resultOf(await sim.isPortable({ tn: '555' }))).toBe('<responseCode>310</responseCode><responseMessage>Invalid TN</responseMessage>');
  });

  it('answers a malformed envelope or an unknown SOAPAction with a SOAP fault and HTTP 500', async () => {
    for (const envelope of ['not xml', '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><isPortable xmlns="http://tempuri.org/">', '{"tn":"3125550100"}']) {
      const response = await sim.isPortable({ envelope });
      expect(response.status).toBe(500);
      expect(await response.text()).toMatch(/<soap:Fault><faultcode>soap:Client<\/faultcode><faultstring>Server was unable to read request/);
    }
    const action = await sim.isPortable({ tn: '3125550100' }, 'http://tempuri.org/GetDIDs');
    expect(action.status).toBe(500);
    expect(await action.text()).toContain('Server did not recognize the value of HTTP Header SOAPAction: http://tempuri.org/GetDIDs.');
  });
});
