// Makes the NFT market's one video artwork, "Tide" (public/nft/video/tide.webm): Debian's Chromium
// (through Playwright) draws an animation on a canvas — waves rolling under a sun, the scene of the
// poster public/nft/video/tide.svg — records 4 seconds of it with MediaRecorder as WebM (VP8, small
// bitrate), and the bytes are saved here. Offline, made for this repo, free of any licence.
// Usage: node scripts/media/nft-video.mjs
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, INSTALL_HINT } from '../chromium.mjs';

const OUT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../public/nft/video/tide.webm');
const SECONDS = 4;
const MAX_BYTES = 300 * 1024;

const executablePath = findChromium();
if (!executablePath) throw new Error(`no Chromium found: ${INSTALL_HINT}`);
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS.filter((a) => a !== '--headless') });
try {
  const page = await browser.newPage();
  await page.setContent('<canvas width="400" height="400"></canvas>');
  const base64 = await page.evaluate(async (seconds) => {
    const canvas = document.querySelector('canvas');
    const ctx = canvas.getContext('2d');
    const draw = (t) => {
      const sky = ctx.createLinearGradient(0, 0, 0, 400);
      sky.addColorStop(0, '#0b1d3a');
      sky.addColorStop(1, '#1f6f8b');
      ctx.fillStyle = sky;
      ctx.fillRect(0, 0, 400, 400);
      ctx.fillStyle = 'rgba(246, 211, 101, 0.9)';
      ctx.beginPath();
      ctx.arc(300, 90 + Math.sin(t * 0.8) * 6, 40, 0, Math.PI * 2);
      ctx.fill();
      for (let i = 0; i < 8; i++) {
        const y = 60 + i * 40;
        ctx.strokeStyle = `hsla(${190 + i * 6}, 80%, ${60 + i * 3}%, 0.85)`;
        ctx.lineWidth = 6;
        ctx.beginPath();
        for (let x = 0; x <= 400; x += 8) {
          const yy = y + Math.sin(x / 60 + t * 1.6 + i * 0.7) * (12 + i * 2);
          if (x === 0) ctx.moveTo(x, yy);
          else ctx.lineTo(x, yy);
        }
        ctx.stroke();
      }
    };
    draw(0);
    const stream = canvas.captureStream(25);
    const type = MediaRecorder.isTypeSupported('video/webm;codecs=vp8') ? 'video/webm;codecs=vp8' : 'video/webm';
    const recorder = new MediaRecorder(stream, { mimeType: type, videoBitsPerSecond: 350_000 });
    const chunks = [];
    recorder.ondataavailable = (e) => e.data.size && chunks.push(e.data);
    const done = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    const start = performance.now();
    recorder.start(500);
    await new Promise((resolve) => {
      const frame = () => {
        const t = (performance.now() - start) / 1000;
        draw(t);
        if (t < seconds) requestAnimationFrame(frame);
        else resolve();
      };
      requestAnimationFrame(frame);
    });
    recorder.stop();
    await done;
    const bytes = new Uint8Array(await new Blob(chunks, { type }).arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  }, SECONDS);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_BYTES) throw new Error(`the video is ${bytes.length} bytes (over ${MAX_BYTES})`);
  if (bytes.length < 1000) throw new Error(`the video is only ${bytes.length} bytes: nothing was recorded`);
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.writeFileSync(OUT, bytes);
  console.log(`${path.relative(process.cwd(), OUT)} ${bytes.length} bytes`);
} finally {
  await browser.close();
}
