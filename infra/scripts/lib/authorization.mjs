// The two-customer authorization suite: walks every operation of every service's OpenAPI document and
// proves that a visitor gets 401 on every per-customer operation (one that documents 401), and that
// customer B, given every id of customer A's resources in every path parameter of every operation,
// neither reads nor changes anything of A's. A new endpoint without an ownership check fails it by itself.
// It also proves that what depends on the session is never kept: per-shopper answers are no-store.

import { CookieBrowser } from './cookie-browser.mjs';

const STATE_CHANGING = new Set(['post', 'put', 'patch', 'delete']);
const WELL_FORMED_UNKNOWN_ID = '0123456789abcdef01234567';

/** A browser signed up as a new customer at the account service. */
export async function signedUpCustomer(accountUrl, label) {
  const browser = new CookieBrowser();
  await browser.call(`${accountUrl}/api/session`);
  const email = `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const response = await browser.call(`${accountUrl}/api/auth/sign-up`, {
    method: 'POST',
    body: { email, password: `${label}-secret-pass` },
  });
  if (response.status !== 200) throw new Error(`signing ${label} up answered ${response.status}`);
  return Object.assign(browser, { userId: response.json.data[0].user_id, email });
}

const operationsOf = (document) =>
  Object.entries(document.paths).flatMap(([route, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({ route, method, operation })),
  );

/** Answers per shopper (the session or the browser's cookies): the cart as much as the address book. */
const isPerShopper = (operation) =>
  (operation.security ?? []).some((requirement) => Object.hasOwn(requirement, 'sohnne_session'));
/** Signed-in customers only: cookie security and a documented 401 (login's 401 is about credentials). */
const isPerCustomer = (operation) =>
  isPerShopper(operation) && Object.hasOwn(operation.responses ?? {}, '401');

function resolve(document, schema) {
  let current = schema;
  while (current?.$ref)
    current = current.$ref
      .split('/')
      .slice(1)
      .reduce((node, key) => node[key], document);
  return current;
}

/** A body from the schema's examples, with real catalog ids where a property names a product. */
function exampleBody(document, schema, productId, depth = 0) {
  const resolved = resolve(document, schema);
  if (!resolved || depth > 4) return undefined;
  if (resolved.example !== undefined) return resolved.example;
  if (resolved.default !== undefined) return resolved.default;
  if (resolved.enum) return resolved.enum[0];
  if (resolved.allOf) return exampleBody(document, resolved.allOf[0], productId, depth + 1);
  switch (resolved.type) {
    case 'object': {
      const body = {};
      for (const [key, property] of Object.entries(resolved.properties ?? {})) {
        if (/^product_?id$/i.test(key)) body[key] = productId;
        else if (/variant/i.test(key)) continue;
        else if (
          (resolved.required ?? []).includes(key) ||
          resolve(document, property)?.example !== undefined
        )
          body[key] = exampleBody(document, property, productId, depth + 1);
      }
      return body;
    }
    case 'array':
      return [exampleBody(document, resolved.items, productId, depth + 1)];
    case 'integer':
    case 'number':
      return resolved.minimum ?? 1;
    case 'boolean':
      return false;
    default:
      return 'text';
  }
}

function bodyFor(document, operation, productId) {
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  return schema ? (exampleBody(document, schema, productId) ?? {}) : undefined;
}

const fillPath = (route, value) => route.replace(/\{[^}]+\}/g, encodeURIComponent(value));

/** Every string in a JSON value that looks like an id: ObjectIds, and values of keys named *id. */
function idsIn(value, found = new Set(), key = '') {
  if (typeof value === 'string') {
    if (/^[0-9a-f]{24}$/i.test(value) || (/(^|_)id$|Id$/.test(key) && value.length >= 6))
      found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) idsIn(item, found, key);
  } else if (value && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) idsIn(item, found, name);
  }
  return found;
}

/**
 * Runs the suite; returns { checked, problems } where problems are sentences naming the operation.
 * `services` maps a name to { url, document }.
 */
export async function runAuthorizationSuite(services) {
  const accountUrl = services.account.url;
  const [alice, bob] = [
    await signedUpCustomer(accountUrl, 'alice'),
    await signedUpCustomer(accountUrl, 'bob'),
  ];
  const problems = [];
  let checked = 0;

  const products = await new CookieBrowser().call(`${services.catalog.url}/api/products`);
  const productId = [...idsIn(products.json)][0] ?? WELL_FORMED_UNKNOWN_ID;

  // Alice creates what the documents let a customer create (bodies from their examples).
  for (const { url, document } of Object.values(services)) {
    for (const { route, method, operation } of operationsOf(document)) {
      if (method !== 'post' || route.includes('{') || !isPerShopper(operation)) continue;
      await alice.call(url + route, {
        method: 'POST',
        body: bodyFor(document, operation, productId),
      });
    }
  }

  /** What a shopper can read of their own: every per-shopper GET without path parameters. */
  async function viewOf(shopper) {
    const view = {};
    for (const [name, { url, document }] of Object.entries(services)) {
      for (const { route, method, operation } of operationsOf(document)) {
        if (method === 'get' && !route.includes('{') && isPerShopper(operation))
          view[`${name} GET ${route}`] = (await shopper.call(url + route)).text;
      }
    }
    return view;
  }
  const idsOfView = (view) =>
    new Set(
      Object.values(view).flatMap((text) => {
        try {
          return [...idsIn(JSON.parse(text))];
        } catch {
          return [];
        }
      }),
    );
  const before = await viewOf(alice);
  // Alice's own ids: what her answers hold and Bob's own (before the walk) do not, like shared catalog ids.
  const shared = idsOfView(await viewOf(bob));
  const aliceIds = new Set([
    alice.userId,
    ...[...idsOfView(before)].filter((id) => id !== productId && !shared.has(id)),
  ]);

  for (const [name, { url, document }] of Object.entries(services)) {
    for (const { route, method, operation } of operationsOf(document)) {
      const label = `${name} ${method.toUpperCase()} ${route}`;
      const body =
        STATE_CHANGING.has(method) && method !== 'delete'
          ? bodyFor(document, operation, productId)
          : undefined;

      if (isPerCustomer(operation)) {
        const visitor = new CookieBrowser(); // a fresh one each time: nothing it calls may sign it in
        await visitor.call(`${url}/health`);
        const answer = await visitor.call(url + fillPath(route, WELL_FORMED_UNKNOWN_ID), {
          method: method.toUpperCase(),
          body,
        });
        checked += 1;
        if (answer.status !== 401)
          problems.push(`${label}: a visitor got ${answer.status}, not 401`);
      }

      if (route.includes('{')) {
        for (const id of aliceIds) {
          const answer = await bob.call(url + fillPath(route, id), {
            method: method.toUpperCase(),
            body,
          });
          checked += 1;
          if (answer.status < 300)
            problems.push(`${label}: customer B got ${answer.status} with customer A's id ${id}`);
        }
      } else if (method === 'get' && isPerShopper(operation)) {
        const answer = await bob.call(url + route);
        checked += 1;
        for (const id of aliceIds) {
          if (answer.text.includes(id))
            problems.push(`${label}: customer B's answer holds customer A's id ${id}`);
        }
      }
    }
  }

  // Nothing that depends on the session may be kept: every per-shopper answer is no-store, and a GET that
  // is not must answer the same to two customers and a visitor.
  const visitor = new CookieBrowser();
  for (const [name, { url, document }] of Object.entries(services)) {
    for (const { route, method, operation } of operationsOf(document)) {
      if (method !== 'get' || route.includes('{')) continue;
      const label = `${name} GET ${route}`;
      const answers = [await alice.call(url + route), await bob.call(url + route)];
      checked += 1;
      if (answers.every((answer) => /no-store/.test(answer.headers.get('cache-control') ?? '')))
        continue;
      if (isPerShopper(operation)) {
        problems.push(
          `${label}: a per-shopper answer says Cache-Control "${answers[0].headers.get('cache-control')}", not no-store`,
        );
        continue;
      }
      const texts = [...answers, await visitor.call(url + route)].map((answer) => answer.text);
      if (new Set(texts).size > 1)
        problems.push(
          `${label}: may be kept (Cache-Control "${answers[0].headers.get('cache-control')}") but answers customers and a visitor differently`,
        );
    }
  }

  const after = await viewOf(alice);
  for (const [key, text] of Object.entries(before)) {
    checked += 1;
    if (after[key] !== text)
      problems.push(
        `${key}: customer A's data changed while customer B walked the API: ${text.slice(0, 300)} -> ${after[key].slice(0, 300)}`,
      );
  }
  return { checked, problems, aliceIds: aliceIds.size };
}
