/** Writes text to the clipboard; false when the browser refuses (no permission, insecure page). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes HTML and its plain text as one clipboard item, so a rich editor pastes
 * the HTML rendered and a plain-text field the text. Where the browser has no
 * ClipboardItem, or refuses it, a rendered copy is selected and copied instead.
 */
export async function copyHtml(html: string, text: string): Promise<boolean> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/html': new Blob([html], { type: 'text/html' }),
          'text/plain': new Blob([text], { type: 'text/plain' }),
        }),
      ]);
      return true;
    } catch {
      // The selection below may still work where the async API is refused.
    }
  }
  return copyRenderedCopy(html, text);
}

/**
 * Selects a rendered copy of the HTML, out of sight, and copies it. The copy
 * event sets both kinds exactly, so the text keeps its link addresses. Images
 * are left out of the rendered copy: the page loads nothing from other sites.
 */
function copyRenderedCopy(html: string, text: string): boolean {
  const holder = document.createElement('div');
  holder.setAttribute('aria-hidden', 'true');
  Object.assign(holder.style, { position: 'fixed', top: '0', left: '0', opacity: '0', pointerEvents: 'none' });
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  parsed.querySelectorAll('img').forEach((image) => image.remove());
  holder.append(...Array.from(parsed.body.childNodes));
  document.body.append(holder);

  const fill = (event: ClipboardEvent) => {
    if (!event.clipboardData) return;
    event.clipboardData.setData('text/html', html);
    event.clipboardData.setData('text/plain', text);
    event.preventDefault();
  };
  const selection = window.getSelection();
  const range = document.createRange();
  range.selectNodeContents(holder);
  selection?.removeAllRanges();
  selection?.addRange(range);
  document.addEventListener('copy', fill);
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    document.removeEventListener('copy', fill);
    selection?.removeAllRanges();
    holder.remove();
  }
}

/**
 * Writes an image to the clipboard. The blob may still be rendering: handing
 * the promise over keeps the click's user activation in browsers that require it.
 */
export async function copyImage(blob: Blob | Promise<Blob>, type = 'image/png'): Promise<boolean> {
  try {
    if (typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write) return false;
    await navigator.clipboard.write([new ClipboardItem({ [type]: blob })]);
    return true;
  } catch {
    return false;
  }
}
