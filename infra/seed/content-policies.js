'use strict';
// Policy and program pages for the content seed. The figures follow the shipping policy constants of the
// spec (accounts-and-commerce.md §9); pages are sanitized again by the content service when read.

const { DELIVERY_PROMISE, SHIPPING_TIMES } = require('./content-delivery');

const EMAIL = 'hello@sohnne.test';
const mail = `<a href="mailto:${EMAIL}">${EMAIL}</a>`;

const POLICY_PAGES = [
  {
    slug: 'delivery',
    title: 'Shipping & Delivery',
    html: `
<h2>When your order ships</h2>
<p>We ship from our warehouses in the USA, the UK and Germany. ${DELIVERY_PROMISE}</p>
<h2>Couriers</h2>
<p>One of our three courier partners, UPS, FedEx or DHL, is assigned to your order automatically at checkout, based on your address and
the size of your pieces.</p>
<h2>Delivery windows</h2>
<p>Your delivery window is confirmed 24 to 48 hours ahead, and the driver lets you know about 30 minutes before arrival.</p>
<h2>Tracking</h2>
<p>You receive a tracking link by e-mail as soon as your order ships. Every detail of our delivery service is on the
<a href="/shipping-info">Shipping Information</a> page.</p>`.trim(),
  },
  {
    slug: 'do-not-sell-my-personal-information',
    title: 'Your Privacy Choices',
    html: `
<p>Sohnne does not sell your personal information for money. Some advertising and analytics partners may, however, receive
information such as device identifiers and browsing activity, which some US state laws treat as a "sale" or "sharing"
of personal information.</p>
<h2>Do Not Sell or Share My Personal Information</h2>
<p>Use the choice on this page to opt out. We remember it on this browser and stop sharing your information with
advertising partners. If you add your e-mail address, we also apply your choice to your account and past orders.</p>
<h2>Global Privacy Control</h2>
<p>If your browser sends a Global Privacy Control signal, we treat it as an opt-out for that browser.</p>
<h2>Questions</h2>
<p>Write to ${mail}; we answer privacy requests within 15 business days.</p>`.trim(),
  },
  {
    slug: 'environment',
    title: 'Our Environment Commitment',
    html: `
<p>Furniture that lasts is the most sustainable furniture there is. Everything we make is designed to be used for decades,
repaired when needed and passed on.</p>
<h2>Materials</h2>
<ul>
<li>Hardwoods and veneers from suppliers who document the origin of their timber.</li>
<li>Water-based lacquers and oils wherever the finish allows.</li>
<li>Foams and fillings free of the flame retardants restricted in California.</li>
</ul>
<h2>Packaging</h2>
<p>Our cartons are made with recycled fibre, and corner protectors are moulded pulp rather than polystyrene wherever a
piece allows it. Delivery teams take the packaging away for recycling.</p>
<h2>Shipping</h2>
<p>Shipping from warehouses in the USA, the UK and Germany keeps most journeys short, and we consolidate orders
into full containers between our workshops and warehouses.</p>
<h2>Repair before replace</h2>
<p>Spare parts such as cushions, glides and shock mounts are available for our pieces, so a worn part never means a new chair.</p>`.trim(),
  },
  {
    slug: 'shipping-info',
    title: 'Shipping Information',
    html: `
<p>We want every delivery to be easy. This page explains how we ship, what to expect on the day and what happens if
plans change.</p>
<h2>Contactless delivery</h2>
<p>Contactless delivery is available on every order for $0. The courier leaves your order at your door or another safe
place you name and confirms the delivery with a photo.</p>
<h2>Free shipping</h2>
<p>Standard shipping is free on orders within our standard service area. ${DELIVERY_PROMISE}</p>
<h2>International and bulky items</h2>
<p>We ship from our warehouses in the USA, the UK and Germany. Large and bulky items, such as sofas, sectionals and dining
tables, travel by freight and may take longer. In-room delivery is available in the USA only.</p>
<h2>Areas outside the standard service area</h2>
<p>For remote and rural addresses, islands and some territories, a local delivery partner completes the last part of the
journey. We tell you before your order ships if your address is outside the standard service area.</p>
<h2>Measuring your space</h2>
<p>Before you order, measure every doorway, hallway, staircase and lift your pieces must pass through, and compare them
with the packaged dimensions on the product page. Delivery teams cannot remove doors or hoist furniture through windows.</p>
<h2>Scheduling</h2>
<p>When your order reaches the delivery hub, we contact you to schedule the delivery. Appointments are available from
9am to 5pm, Monday to Friday.</p>
<h2>Delivery day</h2>
<p>Please make sure someone aged 18 or over is at home. The driver sends a notification about 30 minutes before arrival.</p>
<h2>Box removal</h2>
<p>On in-room deliveries, the team unpacks your pieces and takes the boxes and packaging away for recycling.</p>
<h2>Certificate of insurance</h2>
<p>If your building requires a certificate of insurance (COI) for deliveries, send us the building's requirements when
you schedule your delivery and we arrange it with the courier before the delivery day.</p>
<h2>Local partners</h2>
<p>Where a local delivery partner takes over, the partner contacts you in about 2 business days to arrange the delivery.</p>
<h2>Refused delivery</h2>
<p>If you refuse a delivery, the order is treated as a return or an exchange. A $49 return shipping fee applies to
refused orders, and it is deducted from your refund.</p>
<h2>Delivery windows</h2>
<p>Your delivery window is given 24 to 48 hours ahead. Your estimated delivery date is the longest among the items in
your order, because we ship them together unless you ask for a split delivery.</p>
<h2>Out of stock</h2>
<p>If an item goes out of stock after you order, we tell you the new estimated date straight away. You can wait for it,
choose another item or cancel that item for a full refund.</p>
<h2>Customs support</h2>
<p>If an international shipment is held at customs, contact us within 30 days of purchase and our team handles the
paperwork with the courier and the customs office.</p>
<h2>Order holds</h2>
<p>Not ready yet? We can hold your order at our warehouse for up to 30 days at no charge.</p>
<h2>Delivery date requests</h2>
<p>If you need your order on a particular date, tell us when you order or reply to your confirmation e-mail. We do our
best to meet the date, within the delivery windows and appointment hours above.</p>
<h2>Post-delivery assurance</h2>
<p>Please inspect every piece on delivery. Damage must be reported within 48 hours, with photos of the piece and the
packaging, so that we can repair or replace it.</p>
<h2>Split deliveries</h2>
<p>If the delivery windows of the items in your order are at least 10 days apart, we split the delivery at no extra
charge, so you receive the first pieces sooner.</p>
<h2>Cancellations</h2>
<p>You can cancel an order before it ships. A 5% cancellation fee applies, and the rest is refunded to your original
payment method within up to 10 business days. Made-to-order items cannot be cancelled once production has started.
Once an order has shipped, it can no longer be cancelled; it can be returned under our
<a href="/shipping-return">return policy</a>.</p>`.trim(),
  },
  {
    slug: 'shipping-return',
    title: 'Return & Exchanges',
    html: `
<p>We want you to love your furniture. If something is not right, here is how returns and exchanges work.</p>
<h2>Cancelling an order</h2>
<p>You can cancel an order until it ships: use the cancel button on the order in My Account. A 5% cancellation fee
applies and the rest is refunded to your original payment method. Made-to-order items cannot be cancelled once
production has started.</p>
<h2>Returns</h2>
<p>Items can be returned within 30 days of delivery. Returns need the original condition, tags, packaging and proof of
purchase. A return must first be requested by e-mail to ${mail}, before you send anything back; we then arrange the
collection. Return shipping is not always covered: its cost is deducted from your refund, except for items that arrived
damaged or faulty.</p>
<h2>Exchanges</h2>
<p>Prefer another colour or size? We exchange unused items within 30 days of delivery; you pay only any difference in price.</p>
<h2>Refused deliveries</h2>
<p>A refused delivery becomes a return or an exchange, and a $49 return shipping fee applies.</p>
<h2>Damaged items</h2>
<p>Report any damage within 48 hours of delivery with photos, and we repair or replace the item at no cost to you.</p>
<h2>Refunds</h2>
<p>Refunds go to your original payment method within up to 10 business days of our receiving the return.</p>
<h2>Questions</h2>
<p>Write to ${mail} with your order number and we will help.</p>`.trim(),
  },
  {
    slug: 'warranty',
    title: 'Warranty',
    html: `
<p>Every Sohnne piece is covered by our warranty against defects in materials and workmanship under normal household use.</p>
<h2>What is covered</h2>
<ul>
<li>Frames and structural joints.</li>
<li>Mechanisms such as swivels, tilts, gas lifts and recliners.</li>
<li>Upholstery seams and stitching.</li>
</ul>
<h2>What is not covered</h2>
<ul>
<li>Normal wear, such as softening of cushions, creasing and the patina of leather and wood.</li>
<li>Damage from accidents, misuse, pets, direct sunlight, heat or moisture.</li>
<li>Commercial use, unless the piece was bought through our business program, which comes with a 5-year warranty.</li>
</ul>
<h2>How to make a claim</h2>
<p>Write to ${mail} with your order number, a description and photos. We repair the piece, send a replacement part or
replace the piece, at our choice.</p>`.trim(),
  },
  {
    slug: 'promo-terms',
    title: 'Promotion Terms',
    html: `
<p>These terms apply to every promotion, discount code and sale offered by Sohnne unless a promotion states otherwise.</p>
<h2>General</h2>
<ul>
<li>One discount code per order; codes cannot be combined with other offers unless stated.</li>
<li>Discounts apply to the price of products only, not to shipping, protection plans or taxes.</li>
<li>Promotions are valid while stocks last and within the dates shown.</li>
<li>Codes have no cash value and cannot be applied to past orders.</li>
</ul>
<h2>Returns and cancellations</h2>
<p>If you return or cancel part of an order bought with a promotion, the refund reflects the discount actually applied to
the items returned.</p>
<h2>Changes</h2>
<p>We may end or change a promotion at any time; changes never affect orders already placed.</p>
<h2>Questions</h2>
<p>Something unclear? <a href="/contact-us">Contact us</a>.</p>`.trim(),
  },
  {
    slug: 'referral',
    title: 'Refer a Friend',
    html: `
<p>Share Sohnne with friends: they get $35 off their first purchase, and you earn 50 points when they order.</p>
<h2>How it works</h2>
<ol>
<li>Join the Sohnne Club and copy your personal referral link.</li>
<li>Share it by e-mail, Facebook or WhatsApp.</li>
<li>Your friend gets $35 off their first order; you earn 50 points once the order ships.</li>
</ol>
<p>The full terms are on the <a href="/referral-terms">Referral Terms</a> page.</p>`.trim(),
  },
  {
    slug: 'referral-terms',
    title: 'Referral Terms',
    html: `
<h2>Eligibility</h2>
<p>The referral program is open to Sohnne Club members aged 18 or over. The referred friend must be a new customer who has
not ordered from Sohnne before.</p>
<h2>Rewards</h2>
<ul>
<li>The referred friend receives $35 off their first purchase.</li>
<li>The referrer earns 50 points once the friend's order has shipped and was not cancelled or returned.</li>
</ul>
<h2>Fair use</h2>
<p>Referral links are for personal use. Self-referrals, duplicate accounts and posting links on coupon sites are not
allowed; rewards obtained this way are withdrawn.</p>
<h2>Changes</h2>
<p>We may change or end the program at any time; rewards already earned are honoured.</p>`.trim(),
  },
  {
    slug: 'sohnne-club-terms',
    title: 'Sohnne Club Terms',
    html: `
<h2>Membership</h2>
<p>The Sohnne Club is free to join for customers aged 18 or over. One account per person.</p>
<h2>Earning points</h2>
<ul>
<li>Sign up: 250 points, and $35 off your first purchase.</li>
<li>1 point per $1 spent.</li>
<li>A photo or video review: 150 points.</li>
<li>Following, sharing or tagging us on social media: 50 points.</li>
<li>Your birthday: 50 points.</li>
<li>Referring a friend: 50 points.</li>
</ul>
<h2>Redeeming credits</h2>
<ul>
<li>50 credits: $50 off a minimum spend of $1,000.</li>
<li>100 credits: $100 off a minimum spend of $1,500.</li>
<li>200 credits: $200 off a minimum spend of $2,000.</li>
<li>300 credits: $300 off a minimum spend of $2,800.</li>
</ul>
<h2>General</h2>
<p>Points and credits have no cash value, cannot be transferred and are withdrawn for cancelled or returned orders.
We may change the program with notice; points already earned are kept.</p>`.trim(),
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    html: `
<p>This policy explains what personal information Sohnne collects, why, and the choices you have.</p>
<h2>What we collect</h2>
<ul>
<li>Information you give us: your name, e-mail address, phone number, delivery and billing addresses, and messages.</li>
<li>Order information: the products you buy, payments (handled by our payment partners; we never store full card numbers) and deliveries.</li>
<li>Browsing information: pages visited, device and browser type, collected with cookies and similar technologies.</li>
</ul>
<h2>How we use it</h2>
<p>To process and deliver orders, answer questions, prevent fraud, improve the site and, with your consent, send news and offers.</p>
<h2>Who we share it with</h2>
<p>Payment providers, couriers and delivery partners, customer-service tools and, unless you opt out, advertising and
analytics partners. We do not sell your personal information for money.</p>
<h2>Your rights</h2>
<p>You can access, correct or delete your information, unsubscribe from marketing at any time, and opt out of sharing on
the <a href="/do-not-sell-my-personal-information">Your Privacy Choices</a> page.</p>
<h2>Contact</h2>
<p>Write to ${mail}.</p>`.trim(),
  },
  {
    slug: 'terms-of-use',
    title: 'Terms of Use',
    html: `
<p>By using this website you agree to these terms. Please read them carefully.</p>
<h2>Our products</h2>
<p>Sohnne sells replica furniture inspired by mid-century and modern designs. We are not affiliated with, endorsed by or
sponsored by the original designers or manufacturers; designer names describe the style of the designs only.</p>
<h2>Orders and prices</h2>
<p>Prices are shown in the currency you choose and may change without notice. An order is accepted when it ships; we may
cancel an order with a full refund if a price or product was listed in error.</p>
<h2>Text messages</h2>
<p>If you agree to receive text messages, message frequency varies and message and data rates may apply. Reply STOP to
opt out at any time.</p>
<h2>Your account</h2>
<p>Keep your password confidential; you are responsible for activity on your account.</p>
<h2>Content</h2>
<p>Text, images and design on this site belong to Sohnne or its licensors and may not be reused without permission.</p>
<h2>Liability</h2>
<p>To the extent the law allows, our liability is limited to the amount paid for the product concerned.</p>
<h2>Contact</h2>
<p>Questions about these terms: ${mail}.</p>`.trim(),
  },
  {
    slug: 'our-story',
    title: 'Our Story',
    html: `
<h2>Timeless Classic</h2>
<p>The designs we love were drawn more than half a century ago and still look new. We make them with the proportions and
the spirit of the originals, so they belong in a home today as naturally as they did then.</p>
<h2>Living with Art</h2>
<p>A great chair is sculpture you can sit in. Our pieces are made to be used every day, not kept behind a rope.</p>
<h2>Long Lasting</h2>
<p>Solid frames, full-grain leathers, hardwoods and stone: materials chosen to age well and to be repaired, not replaced.</p>
<h2>Made for You</h2>
<p>Choose the leather, the fabric, the finish. Many of our pieces are made to order in the combination you pick.</p>
<h2>We Put You First</h2>
<p>${SHIPPING_TIMES}</p>
<h2>Disclaimer</h2>
<p>Sohnne sells replicas. We are not affiliated with, endorsed by or sponsored by the original designers, design houses or
manufacturers; their names describe the style of the designs only.</p>`.trim(),
  },
  {
    slug: 'why-buy-from-us',
    title: 'Why Buy From Us',
    html: `
<h2>Identical to the original</h2>
<p>Every replica follows the dimensions, angles and details of the design that inspired it, checked against our reference pieces.</p>
<h2>Safe materials</h2>
<p>Foams, glues and finishes meet US and EU safety limits, with no flame retardants restricted in California.</p>
<h2>Affordable pricing</h2>
<p>We work directly with our workshops and ship from our own warehouses, so you pay for the furniture, not the name.</p>
<h2>Full customization</h2>
<p>Choose from our leathers, fabrics, woods and finishes to make each piece your own.</p>`.trim(),
  },
];

module.exports = { POLICY_PAGES };
