// Writes the NFT market's seeded artworks as small abstract SVGs (public/nft/art/<slug>.svg), the three
// artist avatars (public/nft/artists/<n>.svg) and the video's poster (public/nft/video/tide.svg). Each
// picture is drawn from its own seeded random numbers, so running it again writes the same files.
// Made for this repo, free of any licence. Usage: node scripts/media/nft-art.mjs
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../public/nft');
const SLUGS = ['aurora', 'basalt', 'cinder', 'drift', 'ember', 'fjord', 'glacier', 'halo', 'iris', 'juniper', 'kelp', 'lumen'];

/** mulberry32 seeded by the name's characters. */
function random(name) {
  let a = [...name].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 2654435761) >>> 0, 7);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n) => Math.round(n * 10) / 10;
const hsl = (h, s, l, a = 1) => (a === 1 ? `hsl(${Math.round(h)} ${s}% ${l}%)` : `hsl(${Math.round(h)} ${s}% ${l}% / ${a})`);

/** One of six compositions over a two-colour gradient ground. */
function artwork(slug, index) {
  const rnd = random(slug);
  const hue = (index * 30 + rnd() * 20) % 360;
  const hue2 = (hue + 40 + rnd() * 120) % 360;
  const style = index % 6;
  const shapes = [];
  if (style === 0) {
    // concentric rings
    const cx = 120 + rnd() * 160;
    const cy = 120 + rnd() * 160;
    for (let i = 9; i > 0; i--)
      shapes.push(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${i * 26}" fill="${hsl(hue + i * 12, 70, 20 + i * 6, 0.55)}"/>`);
  } else if (style === 1) {
    // stacked bands
    for (let i = 0; i < 12; i++) {
      const y = i * 34 + rnd() * 10;
      shapes.push(
        `<rect x="0" y="${r1(y)}" width="400" height="${r1(12 + rnd() * 22)}" fill="${hsl(hue2 + i * 8, 65, 35 + rnd() * 40, 0.6)}" transform="rotate(${r1(-8 + rnd() * 16)} 200 200)"/>`,
      );
    }
  } else if (style === 2) {
    // scattered discs
    for (let i = 0; i < 22; i++) {
      shapes.push(
        `<circle cx="${r1(rnd() * 400)}" cy="${r1(rnd() * 400)}" r="${r1(8 + rnd() * 50)}" fill="${hsl(i % 2 ? hue : hue2, 75, 45 + rnd() * 35, 0.5)}"/>`,
      );
    }
  } else if (style === 3) {
    // triangles
    for (let i = 0; i < 14; i++) {
      const x = rnd() * 400;
      const y = rnd() * 400;
      const s = 30 + rnd() * 90;
      shapes.push(
        `<path d="M${r1(x)} ${r1(y - s)}L${r1(x + s)} ${r1(y + s * 0.7)}L${r1(x - s)} ${r1(y + s * 0.7)}Z" fill="${hsl(hue2 + rnd() * 60, 60, 40 + rnd() * 30, 0.45)}"/>`,
      );
    }
  } else if (style === 4) {
    // waves
    for (let i = 0; i < 9; i++) {
      const y = 40 + i * 42;
      const a = 20 + rnd() * 30;
      shapes.push(
        `<path d="M0 ${y}C100 ${r1(y - a)} 150 ${r1(y + a)} 200 ${y}S300 ${r1(y - a)} 400 ${y}" fill="none" stroke="${hsl(hue + i * 15, 80, 70, 0.8)}" stroke-width="${r1(3 + rnd() * 8)}"/>`,
      );
    }
  } else {
    // grid of tiles
    for (let x = 0; x < 5; x++) {
      for (let y = 0; y < 5; y++) {
        if (rnd() < 0.45) continue;
        shapes.push(
          `<rect x="${x * 80 + 8}" y="${y * 80 + 8}" width="64" height="64" rx="${r1(rnd() * 32)}" fill="${hsl(hue2 + (x + y) * 9, 65, 45 + rnd() * 30, 0.7)}"/>`,
        );
      }
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 60, 18)}"/><stop offset="1" stop-color="${hsl(hue2, 55, 42)}"/></linearGradient></defs><rect width="400" height="400" fill="url(#g)"/>${shapes.join('')}</svg>\n`;
}

/** A round avatar: a face of circles on a coloured ground. */
function avatar(n) {
  const rnd = random(`artist-${n}`);
  const hue = n * 110 + rnd() * 30;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96"><circle cx="48" cy="48" r="48" fill="${hsl(hue, 55, 45)}"/><circle cx="48" cy="40" r="18" fill="${hsl(hue + 30, 60, 80)}"/><path d="M18 86a30 26 0 0 1 60 0z" fill="${hsl(hue + 30, 60, 80)}"/><circle cx="${r1(30 + rnd() * 36)}" cy="${r1(14 + rnd() * 10)}" r="6" fill="${hsl(hue + 180, 70, 60)}"/></svg>\n`;
}

/** The poster of the "Tide" video: its first frame, drawn the same way (blue waves). */
function poster() {
  const waves = [];
  for (let i = 0; i < 8; i++) {
    const y = 60 + i * 40;
    waves.push(
      `<path d="M0 ${y}C80 ${y - 30} 160 ${y + 30} 240 ${y}S400 ${y - 30} 400 ${y}" fill="none" stroke="${hsl(190 + i * 6, 80, 60 + i * 3, 0.85)}" stroke-width="6"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b1d3a"/><stop offset="1" stop-color="#1f6f8b"/></linearGradient></defs><rect width="400" height="400" fill="url(#g)"/><circle cx="300" cy="90" r="40" fill="#f6d365" opacity="0.9"/>${waves.join('')}</svg>\n`;
}

function write(rel, text) {
  const file = path.join(ROOT, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  if (text.length >= 4096) throw new Error(`${rel} is ${text.length} bytes (over 4 KB)`);
  console.log(`${rel} ${text.length} bytes`);
}

for (const [i, slug] of SLUGS.entries()) write(`art/${slug}.svg`, artwork(slug, i));
for (const n of [1, 2, 3]) write(`artists/${n}.svg`, avatar(n));
write('video/tide.svg', poster());
