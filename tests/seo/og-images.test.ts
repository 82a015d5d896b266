// @vitest-environment node
// scripts/og-images.mjs on a build folder of its own: each drawing under images/ becomes a 1200x630
// PNG under og/images/, filling the card, centred, over the site's navy.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('../../scripts/og-images.mjs', import.meta.url));
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Red, green, blue in three bands of 4:1 drawing: a card filled from its centre shows green only. */
const BANDS = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 100" width="400" height="100">
  <rect width="100" height="100" fill="#ff0000"/><rect x="100" width="200" height="100" fill="#00ff00"/>
  <rect x="300" width="100" height="100" fill="#0000ff"/></svg>`;
/** A white dot in the middle of a transparent square. */
const DOT = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">
  <circle cx="50" cy="50" r="10" fill="#ffffff"/></svg>`;

interface Png {
  width: number;
  height: number;
  /** [r, g, b, a] of the pixel at x, y. */
  pixel(x: number, y: number): number[];
}

/** Reads an 8-bit RGB or RGBA PNG (the header, then the pixels after undoing each row's filter). */
function readPng(bytes: Buffer): Png {
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const [depth, colour, , , interlace] = bytes.subarray(24, 29);
  expect(depth).toBe(8);
  expect(interlace).toBe(0);
  const channels = colour === 6 ? 4 : colour === 2 ? 3 : 0;
  expect(channels).toBeGreaterThan(0);
  const chunks: Buffer[] = [];
  for (let at = 8; at < bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    if (bytes.toString('latin1', at + 4, at + 8) === 'IDAT') chunks.push(bytes.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(chunks));
  const stride = width * channels;
  const rows: Uint8Array[] = [];
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const row = Uint8Array.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    const above = rows[y - 1] ?? new Uint8Array(stride);
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? row[i - channels]! : 0;
      const b = above[i]!;
      const c = i >= channels ? above[i - channels]! : 0;
      const p = a + b - c;
      const paeth = Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      const add = [0, a, b, (a + b) >> 1, paeth][filter!]!;
      row[i] = (row[i]! + add) & 0xff;
    }
    rows.push(row);
  }
  return {
    width,
    height,
    pixel: (x, y) => [...rows[y]!.subarray(x * channels, x * channels + channels)].concat(channels === 3 ? [255] : []),
  };
}

let dist: string;
let output: string;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'og-images-'));
  mkdirSync(join(dist, 'images', 'tours'), { recursive: true });
  writeFileSync(join(dist, 'images', 'tours', 'bands.svg'), BANDS);
  writeFileSync(join(dist, 'images', 'hero.svg'), DOT);
  writeFileSync(join(dist, 'images', 'tours', 'photo.jpg'), 'not a drawing');
  // What a build before this one left behind goes.
  mkdirSync(join(dist, 'og', 'images'), { recursive: true });
  writeFileSync(join(dist, 'og', 'images', 'gone.png'), 'old');
  output = execFileSync(process.execPath, [SCRIPT, dist], { encoding: 'utf8' });
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

const png = (path: string) => readPng(readFileSync(join(dist, 'og', path)));

describe(SCRIPT, () => {
  it('writes a 1200x630 PNG beside the path of each drawing, and nothing else', () => {
    expect(output).toMatch(/^Link-preview images: 2 PNG/);
    for (const path of ['images/tours/bands.png', 'images/hero.png']) {
      expect([png(path).width, png(path).height]).toEqual([1200, 630]);
    }
    expect(() => readFileSync(join(dist, 'og', 'images', 'tours', 'photo.png'))).toThrow();
    expect(() => readFileSync(join(dist, 'og', 'images', 'gone.png'))).toThrow();
  });

  it('fills the card with the middle of a drawing wider than it', () => {
    const card = png('images/tours/bands.png');
    for (const [x, y] of [[0, 0], [1199, 0], [600, 315], [0, 629], [1199, 629]] as const) {
      expect(card.pixel(x, y)).toEqual([0, 255, 0, 255]);
    }
  });

  it('lays the navy under what a drawing leaves transparent', () => {
    const card = png('images/hero.png');
    expect(card.pixel(0, 0)).toEqual([0x0b, 0x14, 0x26, 255]);
    expect(card.pixel(1199, 629)).toEqual([0x0b, 0x14, 0x26, 255]);
    expect(card.pixel(600, 315)).toEqual([255, 255, 255, 255]);
  });

  it('gives the same bytes for the same drawings', () => {
    const first = readFileSync(join(dist, 'og', 'images', 'tours', 'bands.png'));
    execFileSync(process.execPath, [SCRIPT, dist]);
    expect(readFileSync(join(dist, 'og', 'images', 'tours', 'bands.png')).equals(first)).toBe(true);
  });

  it('refuses a folder that is no build', () => {
    expect(() => execFileSync(process.execPath, [SCRIPT, join(dist, 'missing')], { stdio: 'pipe' })).toThrow(/not a build folder/);
  });
});
