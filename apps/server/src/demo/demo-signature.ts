import { deflateSync } from 'node:zlib';

/*
 * A hand-written-looking signature as a PNG data URL, drawn in code so the demo needs no image files:
 * a grayscale image with a looping stroke whose shape follows the signer's name (deterministic).
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

export function signaturePng(name: string, width = 260, height = 80): string {
  const pixels = Buffer.alloc(width * height, 255);
  const dot = (x: number, y: number) => {
    for (let dx = -1; dx <= 1; dx += 1) {
      for (let dy = -1; dy <= 1; dy += 1) {
        const px = Math.round(x) + dx;
        const py = Math.round(y) + dy;
        if (px >= 0 && px < width && py >= 0 && py < height) pixels[py * width + px] = 30;
      }
    }
  };
  const seed = [...name].reduce((s, ch) => (s * 31 + ch.charCodeAt(0)) % 997, 7);
  const loops = 4 + (seed % 4);
  for (let t = 0; t <= 1; t += 0.0008) {
    const x = 14 + t * (width - 28) + 9 * Math.sin(t * Math.PI * 2 * loops);
    const y =
      height / 2 +
      (height / 3.2) * Math.sin(t * Math.PI * 2 * loops + seed) * Math.exp(-1.2 * t) +
      6 * Math.cos(t * Math.PI * 2 * loops * 2);
    dot(x, y);
  }
  // An underline flourish.
  for (let x = 20; x < width - 40; x += 0.5) dot(x, height - 12 + 2 * Math.sin(x / 15));

  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * (width + 1)] = 0;
    pixels.copy(raw, y * (width + 1) + 1, y * width, (y + 1) * width);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grayscale
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}
