// Hands a fetched file to the browser as a download, under its own name or the given one.
import type { ApiFile } from './api-client';

export function saveFile({ blob, fileName }: ApiFile, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
