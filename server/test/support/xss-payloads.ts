/**
 * Known ways of running script or loading content through HTML that a sanitiser must stop: the
 * OWASP XSS filter evasion cheat sheet's families (tags, event handlers, URL schemes in their
 * encodings, CSS, parser confusion) and the mutation tricks that once got past well-known sanitisers.
 */
export const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=http://xss.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="jav\tascript:alert(1);">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<a href="javascript:alert(1)">link</a>',
  '<a href="JaVaScRiPt:alert(1)">link</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">link</a>',
  '<a href="jav&#x09;ascript:alert(1)">link</a>',
  '<a href=" javascript:alert(1)">link</a>',
  '<a href="javascript&colon;alert(1)">link</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">link</a>',
  '<a href="vbscript:msgbox(1)">link</a>',
  '<a href="//xss.example/">link</a>',
  '<a href="https://ok.example/" onclick="alert(1)">link</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<body onload=alert(1)>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<div style="width: expression(alert(1))">styled</div>',
  "<style>@import 'http://xss.example/x.css';</style>",
  '<link rel=stylesheet href=http://xss.example/x.css>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<p onmouseover="alert(1)">hover</p>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<base href="javascript:alert(1)//">',
  '<template><img src=x onerror=alert(1)></template>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<video><source onerror=alert(1)></video>',
  '<p class="x" id="y" data-x="1">attributes</p>',
  '<a href="https://ok.example/" target="_self" rel="opener">link</a>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<img src="x` `<script>alert(1)</script>"` `>',
  '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
];

const ALLOWED_TAGS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'a', 'hr']);

/**
 * What is wrong with HTML as rendered: a tag outside the editor's, an attribute but a link's
 * address, target and rel, or a link to anything but a web or mail address. Empty when it is safe.
 */
export function unsafeParts(html: string): string[] {
  const problems: string[] = [];
  for (const [, closing, name = '', attributes = ''] of html.matchAll(/<(\/?)([a-zA-Z][\w:-]*)([^>]*)>/g)) {
    if (!ALLOWED_TAGS.has(name.toLowerCase())) problems.push(`tag ${name}`);
    if (closing) continue;
    for (const [, attribute = '', value = ''] of attributes.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) {
      if (!['href', 'target', 'rel'].includes(attribute)) problems.push(`attribute ${attribute}`);
      if (attribute === 'href' && !/^(https?:\/\/|mailto:)/.test(value)) problems.push(`href ${value}`);
      if (attribute === 'target' && value !== '_blank') problems.push(`target ${value}`);
    }
  }
  return problems;
}
