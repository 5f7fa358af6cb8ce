import { crc32, deflateSync } from 'node:zlib';

/** A plain PNG photo stand-in of one colour with a darker band, so two uploads differ in content. */
export function pngPhoto(width: number, height: number, rgb: readonly [number, number, number]): Buffer {
  const row = (y: number) => {
    const shade = y > height / 2 ? 0.6 : 1;
    const pixel = Buffer.from(rgb.map((c) => Math.round(c * shade)));
    return Buffer.concat([Buffer.from([0]), ...Array.from({ length: width }, () => pixel)]);
  };
  const raw = Buffer.concat(Array.from({ length: height }, (_, y) => row(y)));
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
