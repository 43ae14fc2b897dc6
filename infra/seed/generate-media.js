#!/usr/bin/env node
'use strict';
// Writes the seed images: flat mid-century illustrations in the DESIGN.md palette. Deterministic (same
// data, same bytes), so the generated files are committed and re-running changes nothing.
//   products/<slug>-<n>.svg (one per variant, 4:5), collections/<slug>.svg (4:5),
//   collections/<slug>-banner.svg (16:5), hero.svg (16:9), manuals/<slug>.svg (3:4 covers) and, from
//   manuals.js, manuals/<slug>.pdf; environment/<topic>.svg (4:3) for the /environment page
const fs = require('node:fs');
const path = require('node:path');
const { createHash } = require('node:crypto');
const catalog = require('./catalog');
const manuals = require('./manuals');
const { POSTS, AUTHORS } = require('./content-posts');
const { SHOWROOMS, CAROUSELS, PROFESSIONAL_SERVICES } = require('./content-help');

const C = {
  cream: '#F7F3EC',
  floor: '#EDE5D8',
  shadow: '#E1D6C4',
  walnut: '#5B3A24',
  teak: '#C8642B',
  olive: '#6B6B3A',
  charcoal: '#1F1D1A',
  stone: '#D8CCBA',
  marble: '#E6E0D6',
  oak: '#B98A55',
  steel: '#9A958E',
};

// The first keyword found earliest in a variant value decides its colour ("Walnut / White" is walnut).
const KEYWORDS = [
  [['black', 'charcoal', 'ebony'], C.charcoal],
  [['white', 'cream', 'boucle', 'pony', 'paper'], C.stone],
  [['marble'], C.marble],
  [['cognac', 'teak', 'orange', 'copper', 'multicolour', 'primary'], C.teak],
  [['olive', 'green'], C.olive],
  [['walnut', 'palisander'], C.walnut],
  [['oak', 'ash', 'maple', 'beech', 'natural'], C.oak],
  [['steel', 'brass', 'chrome'], C.steel],
];
const FALLBACK = [C.teak, C.olive, C.walnut, C.charcoal];

function colourFor(text, index = 0) {
  const lower = text.toLowerCase();
  let best = null;
  for (const [words, colour] of KEYWORDS) {
    for (const word of words) {
      const at = lower.indexOf(word);
      if (at >= 0 && (!best || at < best.at)) best = { at, colour };
    }
  }
  return best ? best.colour : FALLBACK[index % FALLBACK.length];
}

/** Main colour from the value; second from the part after '/', or the art's default. */
function coloursFor(value, index) {
  const [first, second] = value.split('/');
  return { main: colourFor(first, index), second: second ? colourFor(second, index + 1) : null };
}

const el = (name, attrs, children = '') => {
  const list = Object.entries(attrs)
    .map(([key, val]) => `${key}="${val}"`)
    .join(' ');
  return children ? `<${name} ${list}>${children}</${name}>` : `<${name} ${list}/>`;
};
const rect = (x, y, width, height, fill, extra = {}) =>
  el('rect', { x, y, width, height, fill, ...extra });
const line = (d, stroke, width, extra = {}) =>
  el('path', {
    d,
    stroke,
    'stroke-width': width,
    fill: 'none',
    'stroke-linecap': 'round',
    ...extra,
  });
const shape = (d, fill, extra = {}) => el('path', { d, fill, ...extra });
const circle = (cx, cy, r, fill, extra = {}) => el('circle', { cx, cy, r, fill, ...extra });
const shadow = (rx = 260, cx = 400) => el('ellipse', { cx, cy: 818, rx, ry: 16, fill: C.shadow });
const sheen = (d) => shape(d, '#FFFFFF', { opacity: 0.14 });

// Every drawing is an 800x1000 scene with the floor at y=815; m = main colour, s = second colour.
const ART = {
  lounge: (m, s = C.walnut) =>
    shadow(290, 430) +
    line('M330 812 L420 770 L510 812', C.charcoal, 10) +
    rect(414, 690, 12, 82, C.charcoal) +
    rect(265, 665, 270, 30, s, { rx: 15 }) +
    rect(280, 610, 250, 68, m, { rx: 30 }) +
    el(
      'g',
      { transform: 'rotate(-18 290 610)' },
      rect(230, 300, 34, 310, s, { rx: 16 }) +
        rect(254, 400, 84, 205, m, { rx: 34 }) +
        rect(254, 300, 84, 92, m, { rx: 34 }),
    ) +
    rect(320, 560, 190, 22, C.charcoal, { rx: 11 }) +
    line('M585 815 L640 775 L695 815', C.charcoal, 9) +
    rect(562, 745, 156, 22, s, { rx: 11 }) +
    rect(570, 700, 140, 52, m, { rx: 24 }),
  egg: (m) =>
    shadow(200) +
    line('M290 812 L400 778 L510 812', C.steel, 12) +
    rect(392, 680, 16, 110, C.steel) +
    shape(
      'M400 250C258 250 214 420 236 560C248 640 300 690 400 690C500 690 552 640 564 560C586 420 542 250 400 250Z',
      m,
    ) +
    sheen(
      'M400 300C300 300 280 420 290 520C300 590 340 610 400 610C460 610 500 590 510 520C520 420 500 300 400 300Z',
    ) +
    rect(300, 585, 200, 60, m, { rx: 26 }),
  xframe: (m) =>
    shadow(240) +
    line('M265 812Q400 650 540 565', C.steel, 12) +
    line('M270 575Q400 700 545 812', C.steel, 12) +
    rect(250, 560, 300, 68, m, { rx: 12 }) +
    el('g', { transform: 'rotate(12 505 580)' }, rect(470, 320, 72, 255, m, { rx: 12 })) +
    [300, 360, 420, 480].map((x) => circle(x, 594, 5, C.charcoal, { opacity: 0.25 })).join(''),
  daybed: (m, s = C.walnut) =>
    shadow(290) +
    line('M185 700 L185 812 M615 700 L615 812', C.steel, 10) +
    rect(140, 670, 520, 32, s, { rx: 6 }) +
    rect(150, 605, 500, 70, m, { rx: 14 }) +
    rect(160, 560, 130, 48, m, { rx: 24 }) +
    [260, 360, 460, 560].map((x) => circle(x, 640, 5, C.charcoal, { opacity: 0.25 })).join(''),
  boxsofa: (m) =>
    shadow(210) +
    line('M235 780 L235 812 M565 780 L565 812', C.steel, 10) +
    rect(230, 450, 340, 330, 'none', { stroke: C.steel, 'stroke-width': 10 }) +
    rect(250, 465, 300, 135, m, { rx: 10 }) +
    rect(240, 560, 70, 210, m, { rx: 10 }) +
    rect(490, 560, 70, 210, m, { rx: 10 }) +
    rect(310, 620, 180, 115, m, { rx: 10 }) +
    sheen('M320 630h160v30h-160z'),
  chaise: (m) =>
    shadow(250) +
    line('M260 812L310 700M540 812L490 700M300 705H500', C.charcoal, 14) +
    line('M190 560Q400 790 630 470', C.steel, 10) +
    line('M205 545Q400 760 615 455', m, 46) +
    circle(615, 440, 30, m),
  wire: (m) =>
    el(
      'defs',
      {},
      el(
        'pattern',
        {
          id: 'w',
          width: 22,
          height: 22,
          patternUnits: 'userSpaceOnUse',
          patternTransform: 'rotate(45)',
        },
        line('M0 0V22M0 0H22', C.steel, 3),
      ),
    ) +
    shadow(230) +
    line('M300 640L270 812M500 640L530 812M270 812H530', C.steel, 8) +
    shape('M200 480L400 400L600 480L510 650L290 650Z', 'url(#w)', {
      stroke: C.steel,
      'stroke-width': 6,
    }) +
    shape('M285 560Q400 530 515 560L500 630Q400 650 300 630Z', m),
  woodchair: (m, s = C.stone) =>
    shadow(180) +
    line('M285 600L270 812M515 600L530 812M300 430L295 600M500 430L505 600', m, 16) +
    line('M285 430Q400 360 515 430', m, 26) +
    line('M400 560L400 470M400 470L350 420M400 470L450 420', m, 14) +
    rect(255, 560, 290, 42, s, { rx: 10 }) +
    rect(255, 598, 290, 12, m, { rx: 6 }),
  shell: (m) =>
    shadow(190) +
    line('M305 640L275 812M495 640L525 812M350 650L342 812M450 650L458 812', C.oak, 12) +
    line('M290 730L510 745M510 730L290 745', C.steel, 4) +
    shape('M250 470Q250 380 400 380Q550 380 550 470L545 600Q540 655 400 655Q260 655 255 600Z', m) +
    sheen('M280 480Q285 410 400 410Q515 410 520 480L515 560Q400 590 285 560Z'),
  panton: (m) =>
    shadow(150) + line('M340 290C310 420 340 560 480 580C550 590 520 700 470 812L290 812', m, 46),
  pedestal: (m) =>
    shadow(200) +
    shape('M380 545L420 545Q425 720 525 800L275 800Q375 720 380 545Z', C.stone) +
    el('ellipse', { cx: 400, cy: 802, rx: 130, ry: 14, fill: C.stone }) +
    el('ellipse', { cx: 400, cy: 528, rx: 290, ry: 44, fill: C.shadow }) +
    el('ellipse', { cx: 400, cy: 518, rx: 290, ry: 44, fill: m }),
  noguchi: (m) =>
    shadow(270) +
    shape('M250 625Q225 720 300 812L365 812Q425 720 385 625Z', m) +
    shape('M430 625Q470 720 420 812L490 812Q560 720 545 625Z', m, { opacity: 0.8 }) +
    rect(160, 598, 480, 26, '#FFFFFF', {
      rx: 13,
      opacity: 0.6,
      stroke: C.steel,
      'stroke-width': 3,
    }),
  legtable: (m) =>
    shadow(280) +
    shape(
      'M180 590h22l-8 225h-8zM598 590h22l-6 225h-8zM250 590h18l-4 200h-8zM532 590h18l-6 200h-8z',
      C.walnut,
    ) +
    rect(140, 560, 520, 32, m, { rx: 6 }),
  bench: (m) =>
    shadow(290) +
    rect(160, 672, 30, 143, C.charcoal) +
    rect(610, 672, 30, 143, C.charcoal) +
    rect(120, 640, 560, 34, m, { rx: 4 }) +
    line(Array.from({ length: 19 }, (_, i) => `M${148 + i * 28} 642V672`).join(''), C.charcoal, 3, {
      opacity: 0.3,
    }),
  marshmallow: (m) => {
    const fill = (i) => (m === C.teak ? [C.teak, C.olive, C.walnut, C.charcoal][i % 4] : m);
    const dots = [];
    for (let i = 0; i < 6; i++)
      dots.push(circle(190 + i * 84, 470, 38, fill(i)), circle(190 + i * 84, 620, 38, fill(i + 2)));
    return (
      shadow(280) +
      line('M210 700L190 812M590 700L610 812M170 700H630', C.steel, 8) +
      line('M190 470H610', C.steel, 6) +
      dots.join('')
    );
  },
  desk: (m, s = C.stone) =>
    shadow(240) +
    line('M220 546Q185 680 240 812M580 546Q615 680 560 812', C.steel, 10) +
    rect(200, 430, 400, 92, s, { rx: 6 }) +
    line('M300 440V512M400 440V512M500 440V512', C.charcoal, 3, { opacity: 0.35 }) +
    rect(170, 520, 460, 26, m, { rx: 5 }) +
    rect(330, 546, 140, 34, m, { rx: 4 }),
  pendant: (m) =>
    el('ellipse', { cx: 400, cy: 818, rx: 170, ry: 16, fill: C.teak, opacity: 0.12 }) +
    line('M400 0V330', C.charcoal, 4) +
    shape('M330 380Q400 300 470 380Z', m) +
    shape('M280 440Q400 360 520 440L505 452Q400 392 295 452Z', m) +
    shape('M250 505Q400 430 550 505L530 518Q400 462 270 518Z', m) +
    circle(400, 470, 22, '#FFF3D6'),
  sideboard: (m) =>
    shadow(290) +
    shape('M160 720h16l-6 95h-6zM624 720h16l-4 95h-6z', C.charcoal) +
    rect(120, 520, 560, 200, m, { rx: 6 }) +
    line('M260 535V705M400 535V705M540 535V705', C.charcoal, 3, { opacity: 0.35 }) +
    [245, 275, 525, 555].map((x) => circle(x, 620, 6, C.cream)).join('') +
    rect(120, 512, 560, 10, C.charcoal, { rx: 3, opacity: 0.25 }),
  office: (m) =>
    shadow(180) +
    line('M270 808L400 745L530 808M330 818L400 745L470 818', C.steel, 10) +
    [270, 530, 330, 470].map((x) => circle(x, 808, 9, C.charcoal)).join('') +
    rect(392, 600, 16, 150, C.steel) +
    line('M315 330V600M485 330V600', C.steel, 10) +
    rect(320, 330, 160, 235, m, { rx: 18 }) +
    line('M330 380H470M330 430H470M330 480H470M330 530H470', C.charcoal, 3, { opacity: 0.3 }) +
    rect(295, 560, 210, 42, m, { rx: 16 }),
  sofa: (m, s = C.walnut) =>
    shadow(300) +
    shape('M165 710h14l-10 105h-6zM625 710h14l6 105h-6z', s) +
    rect(120, 680, 560, 32, s, { rx: 6 }) +
    rect(130, 470, 540, 160, m, { rx: 18 }) +
    [150, 340, 530]
      .map(
        (x) =>
          rect(x, 600, 180 - 20 * (x === 530), 80, m, { rx: 12 }) +
          sheen(`M${x + 8} 606h160v16h-160z`),
      )
      .join('') +
    rect(105, 545, 62, 150, m, { rx: 18 }) +
    rect(633, 545, 62, 150, m, { rx: 18 }),
  sectional: (m) =>
    shadow(330) +
    line('M110 700V812M500 700V812M710 740V812', C.steel, 10) +
    rect(80, 480, 640, 150, m, { rx: 18 }) +
    rect(90, 600, 470, 100, m, { rx: 14 }) +
    sheen('M100 608h450v18h-450z') +
    rect(540, 620, 200, 120, m, { rx: 14 }) +
    sheen('M548 628h184v18h-184z'),
  arc: (m) =>
    el('ellipse', { cx: 620, cy: 818, rx: 150, ry: 14, fill: C.teak, opacity: 0.12 }) +
    shadow(90, 235) +
    line('M235 720Q235 150 620 300', C.steel, 10) +
    shape('M545 340Q620 220 695 340Z', C.steel) +
    circle(620, 345, 16, '#FFF3D6') +
    rect(180, 715, 110, 100, m, { rx: 6 }),
  tripod: (m) =>
    shadow(160) +
    line('M400 560L300 812M400 560L500 812M400 560L400 812M400 560V330', C.charcoal, 7) +
    line('M400 330L240 250M400 420L600 330M400 480L230 430', C.charcoal, 5) +
    [
      [240, 250],
      [600, 330],
      [230, 430],
    ]
      .map(([x, y]) => shape(`M${x - 38} ${y + 28}Q${x} ${y - 40} ${x + 38} ${y + 28}Z`, m))
      .join(''),
  tablelamp: (m) =>
    shadow(200) +
    rect(250, 640, 300, 175, C.stone, { rx: 6 }) +
    el('ellipse', { cx: 400, cy: 632, rx: 70, ry: 12, fill: m }) +
    rect(390, 470, 20, 165, C.charcoal) +
    shape('M270 480Q400 300 530 480Z', m) +
    sheen('M300 470Q400 340 500 470Z'),
  stool: (m) =>
    shadow(120) +
    shape('M320 560L480 560Q435 690 480 812L320 812Q365 690 320 560Z', m) +
    line('M345 640H455M345 730H455', C.charcoal, 4, { opacity: 0.3 }),
};

const hash = (text) => createHash('sha1').update(text).digest();
const TINTS = [C.teak, C.olive, C.walnut];

/** A soft circle behind the piece, placed by a hash of the name so each product looks its own. */
function backdrop(key) {
  const h = hash(key);
  return circle(
    220 + (h[0] % 5) * 90,
    260 + (h[1] % 4) * 50,
    170 + (h[2] % 4) * 30,
    TINTS[h[3] % 3],
    { opacity: 0.1 },
  );
}

function scene(key, art, main, second) {
  const draw = ART[art];
  if (!draw) throw new Error(`No illustration for art "${art}"`);
  const piece = el(
    'g',
    { transform: 'translate(400 815) scale(1.15) translate(-400 -815)' },
    draw(main, second ?? undefined),
  );
  return rect(0, 0, 800, 1000, C.cream) + backdrop(key) + rect(0, 815, 800, 185, C.floor) + piece;
}

const svg = (width, height, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>\n`;

/** A scene scaled into a wider picture: its floor line lands on `floorY`. */
const place = (body, x, scale, floorY) =>
  el('g', { transform: `translate(${x} ${floorY - 815 * scale}) scale(${scale})` }, body);

function banner(key, art, main) {
  const body =
    rect(0, 0, 1600, 500, C.cream) +
    circle(1260, 120, 260, TINTS[hash(key)[0] % 3], { opacity: 0.12 }) +
    rect(0, 440, 1600, 60, C.floor) +
    place(ART[art](main), 960, 0.5, 440) +
    place(ART.pendant(C.olive), 1250, 0.4, 300);
  return svg(1600, 500, body);
}

function hero() {
  const body =
    rect(0, 0, 1600, 900, C.cream) +
    circle(1180, 260, 300, C.teak, { opacity: 0.12 }) +
    circle(300, 180, 140, C.olive, { opacity: 0.1 }) +
    rect(0, 760, 1600, 140, C.floor) +
    place(ART.arc(C.marble), 340, 0.9, 760) +
    place(ART.sofa(C.olive, C.walnut), 480, 0.9, 760) +
    place(ART.lounge(C.teak, C.walnut), 1040, 0.75, 760) +
    place(ART.pendant(C.teak), -100, 0.9, 760);
  return svg(1600, 900, body);
}

/** A designer's avatar: a tinted disc with their signature piece and initials (400x400). */
function avatar(slug, name, art) {
  const h = hash(slug);
  const initials = name
    .split(/[\s&]+/)
    .filter((word) => /^[A-Z]/.test(word))
    .map((word) => word[0])
    .slice(0, 2)
    .join('');
  const body =
    rect(0, 0, 400, 400, C.cream) +
    circle(200, 200, 190, TINTS[h[0] % 3], { opacity: 0.25 }) +
    place(ART[art](FALLBACK[h[1] % FALLBACK.length]), 90, 0.3, 330) +
    el(
      'text',
      {
        x: 200,
        y: 130,
        'text-anchor': 'middle',
        'font-family': 'Georgia, serif',
        'font-size': 72,
        fill: C.charcoal,
      },
      initials,
    );
  return svg(400, 400, body);
}

/** A look's room: each product drawn where its hotspot points (1600x1000). */
function lookScene(slug, pieces) {
  const body =
    rect(0, 0, 1600, 1000, C.cream) +
    circle(1200, 220, 260, TINTS[hash(slug)[0] % 3], { opacity: 0.1 }) +
    rect(0, 820, 1600, 180, C.floor) +
    pieces
      .map(({ art, value, x, y }, index) => {
        const { main, second } = coloursFor(value, index);
        const floorY = y < 50 ? 440 : 820;
        return place(
          ART[art](main, second ?? undefined),
          (x / 100) * 1600 - 400 * 0.45,
          0.45,
          floorY,
        );
      })
      .join('');
  return svg(1600, 1000, body);
}

/** A manual book's cover: a band with the title, the piece it is about below. */
function manualCover({ slug, title, art }, index) {
  const { width, height } = manuals.COVER;
  const words = title.split(' ');
  const lines = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last && `${last} ${word}`.length <= 22) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const escape = (line) => line.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const text = lines
    .map((line, i) =>
      el(
        'text',
        { x: 48, y: 150 + i * 40, fill: C.cream, 'font-family': 'Georgia, serif', 'font-size': 32 },
        escape(line),
      ),
    )
    .join('');
  const body =
    rect(0, 0, width, height, C.cream) +
    rect(0, 0, width, 300, [C.walnut, C.olive, C.teak][index % 3]) +
    el(
      'text',
      {
        x: 48,
        y: 90,
        fill: C.cream,
        'font-family': 'Helvetica, Arial, sans-serif',
        'font-size': 16,
        'letter-spacing': 4,
      },
      'MANUAL BOOK',
    ) +
    text +
    rect(0, 700, width, 100, C.floor) +
    place(ART[art](FALLBACK[index % FALLBACK.length], C.walnut), 150, 0.42, 700) +
    circle(520, 360, 40, TINTS[hash(slug)[0] % 3], { opacity: 0.15 });
  return svg(width, height, body);
}

const BLOG_ART = ['lounge', 'sofa', 'arc', 'pendant'];

/** A blog cover (16:10): one piece on a tinted backdrop, chosen by a hash of the slug. */
function blogCover(slug) {
  const h = hash(slug);
  const available = BLOG_ART.filter((art) => ART[art]);
  const art = available[h[0] % available.length];
  const body =
    rect(0, 0, 1200, 750, C.cream) +
    circle(300 + (h[1] % 6) * 100, 260, 220, TINTS[h[2] % 3], { opacity: 0.14 }) +
    rect(0, 640, 1200, 110, C.floor) +
    place(ART[art](FALLBACK[h[3] % FALLBACK.length], C.walnut), 400, 0.72, 640);
  return svg(1200, 750, body);
}

/** A showroom map (16:9): a street grid with a park, a river and the pin, laid out by a hash of the slug. */
function showroomMap(slug) {
  const h = hash(slug);
  const streets = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        rect(0, 90 + i * 130 + (h[i] % 30), 1200, 14, '#FFFFFF') +
        rect(120 + i * 230 + (h[i + 5] % 40), 0, 14, 675, '#FFFFFF'),
    )
    .join('');
  const park = rect(160 + (h[10] % 200), 380, 220, 140, C.olive, { opacity: 0.35, rx: 12 });
  const river = line(
    `M0 ${560 + (h[11] % 60)} C300 ${480 + (h[12] % 80)} 700 ${660 - (h[13] % 60)} 1200 ${540 + (h[14] % 60)}`,
    '#A9BFC4',
    46,
  );
  const pin = el(
    'g',
    { transform: 'translate(600 300)' },
    shape('M0 0 C-40 -50 -40 -100 0 -100 C40 -100 40 -50 0 0 Z', C.teak) +
      circle(0, -68, 14, C.cream),
  );
  return svg(1200, 675, rect(0, 0, 1200, 675, C.floor) + streets + park + river + pin);
}

/** A carousel portrait (4:5): a flat figure, head and shoulders, on a tinted ground. */
function portrait(name) {
  const h = hash(name);
  const body =
    rect(0, 0, 400, 500, TINTS[h[0] % 3], { opacity: 0.25 }) +
    shape('M80 500 C80 380 320 380 320 500 Z', FALLBACK[h[1] % FALLBACK.length]) +
    circle(200, 230, 80, C.oak) +
    shape(
      `M120 ${215 - (h[2] % 20)} C130 120 270 120 280 ${215 - (h[3] % 20)} C250 170 150 170 120 ${215 - (h[2] % 20)} Z`,
      C.charcoal,
    );
  return svg(400, 500, body);
}

/** A service icon (64x64): a teak disc with a simple cream mark. */
function serviceIcon(index) {
  const marks = [
    shape('M20 40 L32 18 L44 40 Z', C.cream),
    circle(32, 26, 8, C.cream) + shape('M18 46 C18 34 46 34 46 46 Z', C.cream),
    rect(18, 22, 28, 22, C.cream),
    circle(32, 32, 12, 'none', { stroke: C.cream, 'stroke-width': 5 }),
    rect(14, 26, 24, 14, C.cream) + rect(38, 30, 12, 10, C.cream),
    shape('M32 16 L46 22 L46 32 C46 42 32 48 32 48 C32 48 18 42 18 32 L18 22 Z', C.cream),
  ];
  return svg(64, 64, circle(32, 32, 32, C.teak) + marks[index % marks.length]);
}

/** An author avatar (96x96): initials on a colour from the name. */
function authorAvatar(name) {
  const initials = name
    .split(' ')
    .map((part) => part[0])
    .join('');
  const text = el(
    'text',
    {
      x: 48,
      y: 58,
      'text-anchor': 'middle',
      'font-family': 'Georgia, serif',
      'font-size': 32,
      fill: C.cream,
    },
    initials,
  );
  return svg(96, 96, circle(48, 48, 48, TINTS[hash(name)[0] % 3]) + text);
}

/** A flat tree: trunk and a round crown, standing on the floor line `floorY`. */
const tree = (x, floorY, height, crown) =>
  rect(x - 9, floorY - height, 18, height, C.walnut) +
  circle(x, floorY - height, height * 0.45, crown);

/** The /environment page's pictures (4:3): what the page says about materials, packaging and shipping. */
const ENVIRONMENT = {
  materials: () =>
    rect(0, 0, 800, 600, C.cream) +
    circle(560, 170, 150, C.olive, { opacity: 0.12 }) +
    rect(0, 500, 800, 100, C.floor) +
    tree(150, 500, 230, C.olive) +
    tree(290, 500, 170, '#8A8A4E') +
    // Sawn boards stacked beside the trees, and the chair they become.
    [0, 1, 2, 3]
      .map((i) => rect(390, 470 - i * 22, 170 - i * 12, 16, i % 2 ? C.oak : C.walnut, { rx: 3 }))
      .join('') +
    place(ART.woodchair(C.oak, C.stone), 520, 0.42, 500),
  packaging: () =>
    rect(0, 0, 800, 600, C.cream) +
    circle(230, 160, 140, C.teak, { opacity: 0.1 }) +
    rect(0, 500, 800, 100, C.floor) +
    // A recycled-fibre carton with moulded-pulp corners, and the recycling loop above it.
    shape('M220 260 L400 210 L580 260 L400 310 Z', C.oak) +
    shape('M220 260 L400 310 L400 500 L220 450 Z', '#A57A48') +
    shape('M580 260 L400 310 L400 500 L580 450 Z', C.oak) +
    rect(222, 430, 40, 40, C.stone, { rx: 6 }) +
    rect(538, 430, 40, 40, C.stone, { rx: 6 }) +
    line('M330 150 A70 70 0 0 1 470 150', C.olive, 14) +
    shape('M470 120 L500 160 L450 165 Z', C.olive) +
    line('M470 185 A70 70 0 0 1 330 185', C.olive, 14, { opacity: 0.7 }),
  shipping: () =>
    rect(0, 0, 800, 600, C.cream) +
    circle(620, 150, 110, C.teak, { opacity: 0.14 }) +
    rect(0, 430, 800, 170, '#A9BFC4', { opacity: 0.6 }) +
    // A container ship loaded full: fewer, fuller journeys.
    shape('M120 400 L680 400 L630 470 L170 470 Z', C.charcoal) +
    [C.teak, C.olive, C.walnut, C.oak, C.teak, C.olive]
      .map((fill, i) => rect(190 + i * 70, 330, 64, 66, fill))
      .join('') +
    [C.walnut, C.oak, C.teak, C.olive]
      .map((fill, i) => rect(260 + i * 70, 262, 64, 66, fill))
      .join('') +
    rect(570, 250, 60, 146, C.stone) +
    line('M60 500 C160 485 260 515 360 500 S560 485 740 500', '#FFFFFF', 6, { opacity: 0.7 }),
};

function generate(outDir = path.join(__dirname, 'media')) {
  const written = [];
  const write = (file, content) => {
    const target = path.join(outDir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, content);
    written.push({ file, bytes: Buffer.byteLength(content) });
  };
  for (const { slug, art, values } of catalog.productArt()) {
    values.forEach((value, index) => {
      const { main, second } = coloursFor(value, index);
      write(`products/${slug}-${index + 1}.svg`, svg(800, 1000, scene(slug, art, main, second)));
    });
  }
  catalog.collectionArt().forEach(({ slug, art }, index) => {
    const main = FALLBACK[index % FALLBACK.length];
    write(`collections/${slug}.svg`, svg(800, 1000, scene(slug, art, main)));
    write(`collections/${slug}-banner.svg`, banner(slug, art, main));
  });
  for (const { slug, name, art } of catalog.designerArt())
    write(`designers/${slug}.svg`, avatar(slug, name, art));
  for (const { slug, pieces } of catalog.lookArt())
    write(`looks/${slug}.svg`, lookScene(slug, pieces));
  write('hero.svg', hero());
  manuals.MANUALS.forEach((manual, index) =>
    write(`manuals/${manual.slug}.svg`, manualCover(manual, index)),
  );
  for (const post of POSTS) write(`blog/${post.slug}.svg`, blogCover(post.slug));
  for (const { entries } of CAROUSELS)
    for (const entry of entries) write(entry.photo.replace('/media/', ''), portrait(entry.name));
  PROFESSIONAL_SERVICES.forEach((service, index) =>
    write(service.icon.replace('/media/', ''), serviceIcon(index)),
  );
  for (const room of SHOWROOMS) write(room.mapImage.replace('/media/', ''), showroomMap(room.slug));
  for (const author of Object.values(AUTHORS))
    write(author.avatar.replace('/media/', ''), authorAvatar(author.name));
  for (const [name, draw] of Object.entries(ENVIRONMENT))
    write(`environment/${name}.svg`, svg(800, 600, draw()));
  return written;
}

if (require.main === module) {
  const written = generate();
  const largest = written.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  console.log(`wrote ${written.length} SVGs; largest ${largest.file} (${largest.bytes} bytes)`);
  manuals
    .writeManualPdfs()
    .then((pdfs) =>
      console.log(
        `wrote ${pdfs.length} PDFs: ${pdfs.map((pdf) => `${pdf.file} (${pdf.bytes} bytes)`).join(', ')}`,
      ),
    );
}

module.exports = { generate, colourFor };
