import sanitizeHtml from 'sanitize-html';

/**
 * What the rich-text editor writes and a note may keep: text structure, emphasis and links.
 * Everything else goes, with its content where it is text (a `<span>`) and without it where it is
 * code or a frame (`<script>`, `<style>`, `<iframe>`...). No attribute survives but a link's
 * address, and only web and mail addresses: no `javascript:`, `data:` or `vbscript:` link, no
 * event handler, no `style` or `class` for a CSS trick.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'a', 'hr'],
  // target and rel are the transform's own values below, whatever the HTML said.
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'title'],
  // Every link opens apart from the console and tells the target nothing of it.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }) },
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
};

/** A rich-text description as it may be stored and shown. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
