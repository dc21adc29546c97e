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
