'use strict';
// The three manual books customers download from their account: their text, their cover art, and the
// PDF writer (pdfkit). Deterministic (fixed creation date), so the generated files are committed and
// re-running changes nothing. Written by generate-media.js into media/manuals/<slug>.pdf and .svg.
const fs = require('node:fs');
const path = require('node:path');

const COVER = { width: 600, height: 800 };

const MANUALS = [
  {
    slug: 'lounge-chair-care-and-assembly',
    title: 'Lounge Chair & Ottoman: Care and Assembly',
    art: 'lounge',
    sections: [
      [
        'Unpacking',
        'Open the carton on a soft, clean surface. Keep the hardware bag and this manual until assembly is done. Check the shell, cushions, base and ottoman against the packing list before you begin.',
      ],
      [
        'Assembly',
        'Lay the shell face down on the carton lid. Fit the swivel base to the four threaded inserts and tighten the bolts by hand, then a quarter turn with the supplied key. Set the chair upright and click the seat and back cushions into their clips.',
      ],
      [
        'Leather care',
        'Dust weekly with a dry cloth. Twice a year, apply a neutral leather conditioner with a soft cloth and buff it off after ten minutes. Keep the chair out of direct sunlight and at least 50 cm from radiators.',
      ],
      [
        'Plywood shell',
        'Wipe with a damp cloth and dry at once. Never use silicone polish or solvents on the veneer.',
      ],
    ],
  },
  {
    slug: 'walnut-furniture-wood-care',
    title: 'Walnut Furniture: Wood Care Guide',
    art: 'sideboard',
    sections: [
      [
        'The first weeks',
        'Solid walnut settles into its new room. Let the piece acclimatise for 48 hours before loading shelves or doors, and keep the room between 40 and 60 percent humidity.',
      ],
      [
        'Everyday cleaning',
        'Dust with a soft, dry cloth along the grain. For marks, use a cloth wrung out in mild soapy water, then dry straight away.',
      ],
      [
        'Oiling',
        'Every six to twelve months, apply a thin coat of hardwax oil along the grain, leave it for fifteen minutes and wipe off the excess. Let it cure overnight before use.',
      ],
      [
        'Scratches and rings',
        'Light scratches fade with a rub of oil. For water rings, warm the area gently with a hairdryer on a low setting and re-oil.',
      ],
    ],
  },
  {
    slug: 'lighting-assembly-and-safety',
    title: 'Lighting: Assembly and Safety',
    art: 'arc',
    sections: [
      [
        'Before you start',
        'Read these instructions completely. Switch off and unplug the lamp before assembly, cleaning or changing the bulb.',
      ],
      [
        'Assembly',
        'Stand the base on the floor with two people; it is heavy. Slide the arc sections together until the marks line up, lock them with the collar, and fit the shade with the supplied ring.',
      ],
      [
        'Bulbs',
        'Use an E27 LED bulb of at most 12 W (1200 lm). Let the bulb cool before touching it.',
      ],
      [
        'Safety',
        'For indoor use only. Do not cover the shade. Keep the cable away from walkways and heat. If the cable is damaged, stop using the lamp and contact us for a replacement.',
      ],
    ],
  },
];

/** One manual as a PDF, in memory. */
function manualPdf(manual) {
  // Loaded here: the seed itself (manualDocs) needs no PDF library.
  const PDFDocument = require('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A5',
      margin: 48,
      info: {
        Title: manual.title,
        Author: 'Sohnne',
        Creator: 'Sohnne seed',
        CreationDate: new Date('2025-01-01T00:00:00Z'),
      },
    });
    const chunks = [];
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fillColor('#C8642B').fontSize(10).text('SOHNNE MANUAL BOOK', { characterSpacing: 2 });
    doc.moveDown(0.5).fillColor('#1F1D1A').fontSize(20).text(manual.title);
    doc.moveDown(1);
    for (const [heading, body] of manual.sections) {
      doc.fontSize(13).fillColor('#5B3A24').text(heading);
      doc
        .moveDown(0.3)
        .fontSize(10.5)
        .fillColor('#1F1D1A')
        .text(body, { align: 'left', lineGap: 2 });
      doc.moveDown(1);
    }
    doc
      .fontSize(9)
      .fillColor('#6B6B3A')
      .text('Questions? Write to care@sohnne.test. Keep this manual with your furniture.');
    doc.end();
  });
}

/** Writes media/manuals/<slug>.pdf for every manual; returns what it wrote. */
async function writeManualPdfs(outDir = path.join(__dirname, 'media')) {
  const written = [];
  for (const manual of MANUALS) {
    const file = `manuals/${manual.slug}.pdf`;
    const content = await manualPdf(manual);
    fs.mkdirSync(path.join(outDir, 'manuals'), { recursive: true });
    fs.writeFileSync(path.join(outDir, file), content);
    written.push({ file, bytes: content.length });
  }
  return written;
}

/** The manuals as the account service lists them. */
const manualDocs = () =>
  MANUALS.map((manual, position) => ({
    slug: manual.slug,
    title: manual.title,
    position,
    url: `/media/manuals/${manual.slug}.pdf`,
    image: {
      url: `/media/manuals/${manual.slug}.svg`,
      alternativeText: `Cover of the manual book "${manual.title}"`,
      ...COVER,
    },
  }));

module.exports = { MANUALS, COVER, manualDocs, manualPdf, writeManualPdfs };
