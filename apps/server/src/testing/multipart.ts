import { randomBytes } from 'node:crypto';

export interface FilePart {
  data: Buffer;
  filename?: string;
  type?: string;
  field?: string;
}

/** A multipart/form-data body as a browser sends it, one part per file (field `files` unless told). */
export function multipart(files: FilePart[]) {
  const boundary = `----zeng${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [i, file] of files.entries()) {
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; ` +
      `filename="${file.filename ?? `photo-${i}.jpg`}"\r\nContent-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`;
    chunks.push(Buffer.from(head), file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
