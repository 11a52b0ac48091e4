/** Saves text as a file through the browser's download. */
export function downloadText(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * Keeps the marketer's document before it is replaced: on the clipboard as
 * JSON, or, where the clipboard is refused, as a downloaded file.
 */
export async function keepACopy(slug: string, document: unknown): Promise<'clipboard' | 'download'> {
  const text = `${JSON.stringify(document, null, 2)}\n`;
  try {
    await navigator.clipboard.writeText(text);
    return 'clipboard';
  } catch {
    downloadText(`${slug}-my-changes.json`, text);
    return 'download';
  }
}
