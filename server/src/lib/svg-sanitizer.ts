import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

const purify = createDOMPurify(new JSDOM('').window);

/**
 * CSS that may load something from elsewhere (a tracking pixel, a stylesheet, a font): an import, a
 * url() that is not `#id`, an image function that takes bare strings, or an escape that could
 * spell any of them (`u\72l(`). `url(#id)` points inside the image and is kept.
 */
const externalCss = /@import|\\|(?:image-set|image|cross-fade|element|src)\s*\(|url\(\s*(?!['"]?#)/i;

/** Where a reference may point: inside the image, or for an image element a raster picture carried inline. */
const LOCAL_FRAGMENT = /^\s*#/;
const RASTER_DATA = /^\s*data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]*$/i;
const IMAGE_ELEMENTS = new Set(['image', 'feimage']);

/** `href`, `xlink:href` or the same link attribute under any other prefix. */
const isLink = (name: string) => name === 'href' || name.endsWith(':href');

// A <style> element or attribute that loads from elsewhere is dropped whole: partial CSS repair is a guessing game.
purify.addHook('uponSanitizeElement', (node) => {
  if (node.nodeName.toLowerCase() === 'style' && externalCss.test(node.textContent ?? '')) node.parentNode?.removeChild(node);
});
purify.addHook('uponSanitizeAttribute', (node, data) => {
  const name = data.attrName.toLowerCase();
  // xml:base would turn even a `#id` into a reference to another document.
  if (name === 'xml:base' || externalCss.test(data.attrValue)) data.keepAttr = false;
  if (!isLink(name)) return;
  const inline = IMAGE_ELEMENTS.has(node.nodeName.toLowerCase()) && RASTER_DATA.test(data.attrValue);
  if (!LOCAL_FRAGMENT.test(data.attrValue) && !inline) data.keepAttr = false;
});

/**
 * Scripts, event handlers, foreign objects and every reference outside the image (links, images,
 * other files' symbols, external CSS) are removed before an SVG is stored; `<use>` is kept since
 * its reference can now only be a symbol of the same image.
 */
export function sanitizeSvg(svg: string): string {
  return purify.sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    ADD_TAGS: ['use'],
    ADD_DATA_URI_TAGS: ['feImage'],
    FORBID_TAGS: ['foreignObject'],
  });
}
