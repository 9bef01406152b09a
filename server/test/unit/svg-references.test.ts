import { describe, expect, it } from 'vitest';
import { checkImage, sanitizeSvg } from '../../src/lib/images.js';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

/** What an uploaded svg is stored as. */
const stored = (svg: string) => checkImage({ field: 'file', filename: 'logo.svg', data: Buffer.from(svg) }).data.toString('utf8');

describe('an svg keeps no reference to anything outside itself', () => {
  it.each([
    ['image href', '<svg><image href="http://evil.example/p.png" width="1" height="1"/></svg>'],
    ['image xlink:href', '<svg xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="https://evil.example/p.png"/></svg>'],
    ['image, protocol-relative', '<svg><image href=" //evil.example/p.png"/></svg>'],
    ['feImage', '<svg><filter id="f"><feImage href="http://evil.example/p.png"/></filter></svg>'],
    ['feImage xlink:href', '<svg xmlns:xlink="http://www.w3.org/1999/xlink"><filter id="f"><feImage xlink:href="http://evil.example/p.png"/></filter></svg>'],
    ['use of another file', '<svg><use href="http://evil.example/other.svg#x"/><use href="other.svg#x"/></svg>'],
    ['a link', '<svg><a href="https://evil.example/"><rect width="1" height="1"/></a></svg>'],
    ['an svg data image', `<svg><image href="data:image/svg+xml;base64,${Buffer.from('<svg><image href="http://evil.example/p.png"/></svg>').toString('base64')}"/></svg>`],
    ['xml:base', '<svg xml:base="http://evil.example/"><rect fill="url(#g)"/></svg>'],
    ['url() in a fill attribute', '<svg><rect fill="url(http://evil.example/p.svg#g)"/></svg>'],
    ['url() in a style attribute', '<svg><rect style="fill: url(&quot;https://evil.example/p.png&quot;)"/></svg>'],
    ['an escaped url() in a style element', '<svg><style>rect { fill: u\\72l(http://evil.example/p.png) }</style></svg>'],
    ['image-set() in a style element', '<svg><style>rect { background: image-set("https://evil.example/p.png" 1x) }</style></svg>'],
    ['@font-face in a style element', '<svg><style>@font-face { font-family: x; src: url(https://evil.example/f.woff) }</style></svg>'],
  ])('%s', (_name, svg) => {
    const clean = stored(svg);
    expect(clean).toMatch(/<svg[\s>]/);
    expect(clean).not.toMatch(/evil\.example|xml:base|image\/svg/);
    expect(clean).not.toMatch(/(?:href|url\()\s*=?\s*["']?\s*(?!#|data:image\/png)[a-z/.]/i);
  });

  it('keeps references inside the image and raster data images', () => {
    const clean = sanitizeSvg(
      '<svg xmlns:xlink="http://www.w3.org/1999/xlink"><defs><linearGradient id="g"/><path id="p" d="M0 0h1"/></defs>' +
        `<use href="#p"/><use xlink:href="#p"/><rect fill="url(#g)" style="stroke: url(#g)"/>` +
        `<image href="${PNG}"/><filter id="f"><feImage href="#p"/></filter><style>rect { fill: url(#g) }</style></svg>`,
    );
    expect(clean).toContain('<use href="#p"');
    expect(clean).toContain('xlink:href="#p"');
    expect(clean).toContain('fill="url(#g)"');
    expect(clean).toContain('stroke: url(#g)');
    expect(clean).toContain(`href="${PNG}"`);
    expect(clean).toContain('<feImage href="#p"');
    expect(clean).toContain('rect { fill: url(#g) }');
  });

  it('keeps png, jpeg, gif and webp data images, and no other data', () => {
    for (const type of ['png', 'jpeg', 'gif', 'webp']) {
      expect(sanitizeSvg(`<svg><image href="data:image/${type};base64,AAAA"/></svg>`)).toContain(`data:image/${type};base64,AAAA`);
    }
    expect(sanitizeSvg('<svg><image href="data:text/html;base64,AAAA"/></svg>')).not.toContain('data:');
  });
});
