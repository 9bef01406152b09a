/**
 * Puts text on the clipboard: the Clipboard API where the page may use it (a secure context), else
 * the older copy of a selection, which some browsers still allow over plain http. Answers whether
 * either worked, so that the caller can offer the text to copy by hand.
 */
export async function copyText(text: string): Promise<boolean> {
  if (window.isSecureContext && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, page not focused): the selection may still be copied.
    }
  }
  return copyBySelection(text);
}

function copyBySelection(text: string): boolean {
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  // Read-only keeps a phone's keyboard closed; fixed and transparent keeps the page from moving.
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.inset = '0';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  area.setSelectionRange(0, text.length);
  let copied = false;
  try {
    copied = typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  focused?.focus();
  return copied;
}
