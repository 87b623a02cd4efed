/** Copies text; false when the browser refuses (no permission, not a secure context). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Saves a blob as a file through a temporary download link. */
export function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name from a title: letters of any script kept, everything else a dash. */
export const fileNameOf = (title: string, extension: string): string =>
  `${
    title
      .normalize('NFC')
      .replace(/[\s\\/:*?"<>|#%&{}$!'@+=`]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'palette'
  }.${extension}`;
