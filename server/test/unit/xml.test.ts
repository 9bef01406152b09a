import { describe, expect, it } from 'vitest';
import { errorXml, escapeXml, xmlElements } from '../../src/lib/xml.js';

describe('escapeXml', () => {
  it('leaves a value with nothing to escape as it is, unicode included', () => {
    for (const value of ['1001@bigcorp.demo', 'core1.us-central.example.net:5060', 'Zoë Ångström 東京', '']) expect(escapeXml(value)).toBe(value);
  });

  it('escapes markup and drops what XML 1.0 cannot hold, wherever it stands', () => {
    expect(escapeXml(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
    expect(escapeXml('bell\u0007 tab\t nl\n ff\u000c \uffff end')).toBe('bell tab\t nl\n ff  end');
    expect(escapeXml('\u0000only control')).toBe('only control');
  });

  it('keeps every element and error message free of markup', () => {
    expect(xmlElements([['title', '</title><password>x']])).toBe('  <title>&lt;/title&gt;&lt;password&gt;x</title>');
    expect(errorXml('<b>no</b>')).toContain('<message>&lt;b&gt;no&lt;/b&gt;</message>');
  });
});
