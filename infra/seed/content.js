'use strict';
// Content seed: static pages (HTML, sanitized again by the content service when read) and the home
// page's hero. Idempotent: upserted by slug.

const { POSTS } = require('./content-posts');
const { POLICY_PAGES } = require('./content-policies');
const {
  FAQ_GROUPS,
  SHOWROOMS,
  REVIEWS,
  PRESS,
  CAROUSELS,
  PROFESSIONAL_SERVICES,
} = require('./content-help');

const PHONE = '+1 (555) 013-2025';
const PHONE_HREF = 'tel:+15550132025';
const EMAIL = 'hello@sohnne.test';

const contact = `<p>Phone: <a href="${PHONE_HREF}">${PHONE}</a><br>E-mail: <a href="mailto:${EMAIL}">${EMAIL}</a></p>`;

const PAGES = [
  {
    slug: 'about-us',
    title: 'About Us',
    html: `
<h2>Our story</h2>
<p>Sohnne started in 2016 with two friends, one small workshop and a shared frustration: the furniture we grew up admiring in
design books had become too expensive for the homes it was meant for. So we set out to make faithful replicas of
mid-century and modern classics, built to last and priced for real living rooms.</p>
<p>Today we work with a handful of independent workshops that specialise in moulded plywood, upholstery, metalwork and
stone. Every piece we sell is a replica: made to the proportions and spirit of the original design, and always described
as what it is.</p>
<h2>Our mission</h2>
<p>Good design should be lived with, not locked away. Our mission is to bring the icons of the 1950s and 1960s into
everyday homes, with honest descriptions, fair prices and service that treats every order as if it were our own.</p>
<h2>Our commitment to quality</h2>
<ul>
<li>Materials chosen for the long run: full-grain and top-grain leathers, solid and veneered hardwoods, marble, steel and wool blends.</li>
<li>Every piece is inspected before it leaves the workshop, and again before it ships.</li>
<li>Clear dimensions and material notes on every product page, so you know exactly what you are buying.</li>
<li>A warranty on frames and mechanisms, and a team that answers when something is not right.</li>
</ul>
<h2>No affiliation</h2>
<p>Sohnne is an independent retailer of replica furniture. We are not affiliated with, endorsed by or sponsored by any of the
designers, design houses, manufacturers or trademark owners named on this site. Designer names are used only to describe
the style and origin of the designs that inspired our pieces; our products are not originals or licensed reproductions.</p>
<h2>Contact us</h2>
${contact}`.trim(),
  },
  {
    slug: 'accessibility',
    title: 'Accessibility Statement',
    html: `
<p>We want everyone to be able to browse and buy from Sohnne. This site aims to meet the Web Content Accessibility
Guidelines (WCAG) 2.1 at level AA.</p>
<h2>What we do</h2>
<ul>
<li>Every page can be used with a keyboard alone, with a visible focus ring.</li>
<li>Text has a contrast of at least 4.5:1 against its background.</li>
<li>Images carry text alternatives, and form fields have labels and inline error messages.</li>
<li>Animations are short and respect your reduced-motion setting.</li>
</ul>
<h2>Tell us what does not work</h2>
<p>If something on this site is hard to use, please tell us and we will fix it or help you another way.</p>
${contact}`.trim(),
  },
].concat(POLICY_PAGES);

const HOME = {
  slug: 'home',
  hero: {
    title: 'Design classics, made for living',
    subtitle:
      'Faithful replicas of mid-century icons: crafted with care, honestly described and priced for real homes.',
    image: {
      url: '/media/hero.svg',
      alternativeText:
        'A mid-century living room with an olive sofa, an arc floor lamp and a lounge chair with ottoman',
      width: 1600,
      height: 900,
    },
    cta: { label: 'Shop Collections', href: '/collections' },
  },
  carousel: { title: 'Featured Classics' },
};

module.exports = {
  dbName: 'sohnne_content',
  PAGES,
  HOME,
  POSTS,
  FAQ_GROUPS,
  SHOWROOMS,
  REVIEWS,
  PRESS,
  CAROUSELS,
  PROFESSIONAL_SERVICES,
  async seed(db) {
    for (const carousel of CAROUSELS) {
      await db
        .collection('carousels')
        .updateOne({ name: carousel.name }, { $set: carousel }, { upsert: true });
    }
    for (const [order, service] of PROFESSIONAL_SERVICES.entries()) {
      await db
        .collection('professional_services')
        .updateOne({ name: service.name }, { $set: { ...service, order } }, { upsert: true });
    }
    for (const review of REVIEWS) {
      await db
        .collection('reviews')
        .updateOne({ reviewId: review.reviewId }, { $set: review }, { upsert: true });
    }
    await db.collection('press').updateOne({ slug: PRESS.slug }, { $set: PRESS }, { upsert: true });
    for (const faq of FAQ_GROUPS) {
      await db.collection('faqs').updateOne({ group: faq.group }, { $set: faq }, { upsert: true });
    }
    for (const room of SHOWROOMS) {
      await db
        .collection('showrooms')
        .updateOne({ slug: room.slug }, { $set: room }, { upsert: true });
    }
    for (const post of POSTS) {
      await db.collection('posts').updateOne({ slug: post.slug }, { $set: post }, { upsert: true });
    }
    for (const page of PAGES) {
      await db.collection('pages').updateOne({ slug: page.slug }, { $set: page }, { upsert: true });
    }
    await db.collection('home').updateOne({ slug: HOME.slug }, { $set: HOME }, { upsert: true });
  },
};
