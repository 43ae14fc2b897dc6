'use strict';
/* global Image, document, MediaRecorder, requestAnimationFrame -- the recording runs in the browser page */
// Records the /our-story banner video (media/story/our-story.webm): the hero illustration, slowly panned
// and zoomed, drawn on a canvas in Chromium and captured with MediaRecorder (VP8, 8 s, 1280x720).
// Run once after changing the hero: node infra/seed/record-story-video.js (needs /usr/bin/chromium).

const fs = require('node:fs');
const path = require('node:path');
const { chromium } = require('@playwright/test');

const SECONDS = 8;

async function record() {
  const hero = fs.readFileSync(path.join(__dirname, 'media', 'hero.svg'), 'utf8');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const page = await browser.newPage();
    const base64 = await page.evaluate(
      async ({ svg, seconds }) => {
        const image = new Image();
        image.src = `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(svg)))}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = 1280;
        canvas.height = 720;
        const context = canvas.getContext('2d');
        const stream = canvas.captureStream(25);
        const recorder = new MediaRecorder(stream, {
          mimeType: 'video/webm;codecs=vp8',
          videoBitsPerSecond: 600_000,
        });
        const chunks = [];
        recorder.ondataavailable = (event) => chunks.push(event.data);
        const done = new Promise((resolve) => (recorder.onstop = resolve));
        const start = performance.now();
        recorder.start();
        await new Promise((resolve) => {
          const frame = () => {
            const t = Math.min(1, (performance.now() - start) / (seconds * 1000));
            const scale = 1 + 0.12 * t;
            const width = canvas.width * scale;
            const height = canvas.height * scale;
            context.drawImage(
              image,
              -(width - canvas.width) * t,
              -(height - canvas.height) * 0.5,
              width,
              height,
            );
            if (t < 1) requestAnimationFrame(frame);
            else resolve();
          };
          frame();
        });
        recorder.stop();
        await done;
        const buffer = await new Blob(chunks, { type: 'video/webm' }).arrayBuffer();
        let binary = '';
        for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
        return btoa(binary);
      },
      { svg: hero, seconds: SECONDS },
    );
    const target = path.join(__dirname, 'media', 'story', 'our-story.webm');
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, Buffer.from(base64, 'base64'));
    console.log(
      `wrote ${path.relative(process.cwd(), target)} (${fs.statSync(target).size} bytes)`,
    );
  } finally {
    await browser.close();
  }
}

record().catch((error) => {
  console.error(error);
  process.exit(1);
});
