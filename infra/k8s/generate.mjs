#!/usr/bin/env node
// Writes the kustomize base (infra/k8s/base) from one table of workloads and from infra/edge/routes.json
// (the Ingress), so the cluster routes exactly as the local edge does. `--check` writes nothing and
// fails when a committed file differs from what the table and the route table give.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROUTES = JSON.parse(fs.readFileSync(path.join(HERE, '..', 'edge', 'routes.json'), 'utf8'));
const BASE = path.join(HERE, 'base');
const APP = 'sohnne';

/**
 * Every workload: its port, the services it calls (its only egress besides DNS and, for services, its
 * database), its configuration (ConfigMap keys) and secrets (Secret references, never values).
 */
export const WORKLOADS = {
  catalog: {
    port: 3001,
    calls: [],
    database: true,
    cpu: ['100m', '500m'],
    memory: ['192Mi', '384Mi'],
  },
  content: {
    port: 3002,
    calls: ['catalog'],
    database: true,
    cpu: ['50m', '300m'],
    memory: ['128Mi', '256Mi'],
  },
  account: {
    port: 3003,
    calls: ['catalog'],
    database: true,
    cpu: ['100m', '500m'],
    memory: ['160Mi', '320Mi'],
  },
  commerce: {
    port: 3004,
    calls: ['catalog', 'account'],
    database: true,
    cpu: ['100m', '500m'],
    memory: ['160Mi', '320Mi'],
  },
  // opsPort: /metrics and /health on a port of their own, scraped and probed inside the cluster; the
  // Service and the Ingress never expose it. manifest: mounts the MFE manifest ConfigMap.
  edge: {
    port: 8080,
    opsPort: 9464,
    calls: ['catalog', 'content', 'account', 'commerce', 'pages'],
    database: false,
    image: 'sohnne/edge',
    manifest: true,
    env: { EDGE_METRICS_PORT: '9464', EDGE_METRICS_HOST: '0.0.0.0' },
    cpu: ['200m', '1000m'],
    memory: ['256Mi', '512Mi'],
  },
  // The page server: the shell server build in the edge's image, a process (and a Deployment) of its own.
  // objectStore: loads the MFEs' server builds from the object store over https.
  pages: {
    port: 3006,
    opsPort: 9465,
    calls: ['catalog', 'content', 'account', 'commerce'],
    urlVariable: 'PAGE_SERVER_URL',
    database: false,
    image: 'sohnne/edge',
    command: ['node', 'shell/src/server/page-server.cjs'],
    manifest: true,
    objectStore: true,
    env: {
      PAGE_SERVER_PORT: '3006',
      PAGE_SERVER_HOST: '0.0.0.0',
      PAGE_SERVER_METRICS_PORT: '9465',
      PAGE_SERVER_METRICS_HOST: '0.0.0.0',
    },
    cpu: ['250m', '1000m'],
    memory: ['256Mi', '512Mi'],
  },
  // The order-tracking app: its own host (tracking.shop.example.com), framed by /track-my-order.
  tracking: {
    port: 3005,
    calls: ['commerce'],
    database: false,
    cpu: ['20m', '200m'],
    memory: ['64Mi', '128Mi'],
  },
};

/** The namespace of the Prometheus that scrapes the ops ports. */
const MONITORING_NAMESPACE = 'monitoring';

const labels = (name) => ({ 'app.kubernetes.io/name': name, 'app.kubernetes.io/part-of': APP });
const selector = (name) => ({ 'app.kubernetes.io/name': name });

function deployment(name, spec) {
  const image = spec.image ?? (name === 'tracking' ? 'sohnne/tracking' : `sohnne/${name}-service`);
  const serviceUrls = spec.calls.map((callee) => ({
    name: WORKLOADS[callee].urlVariable ?? `${callee.toUpperCase()}_URL`,
    value: `http://${callee}:${WORKLOADS[callee].port}`,
  }));
  const env = [
    { name: 'PORT', value: String(spec.port) },
    ...serviceUrls,
    ...(spec.database
      ? [
          {
            name: 'MONGODB_URI',
            valueFrom: { secretKeyRef: { name: `${name}-mongodb`, key: 'uri' } },
          },
        ]
      : []),
    ...(spec.database
      ? [
          {
            name: 'SESSION_SECRET',
            valueFrom: { secretKeyRef: { name: 'session', key: 'secret' } },
          },
        ]
      : []),
    ...(name === 'tracking' ? [{ name: 'TRACKING_PORT', value: String(spec.port) }] : []),
    ...Object.entries(spec.env ?? {}).map(([variable, value]) => ({ name: variable, value })),
  ];
  const volumes = [{ name: 'tmp', emptyDir: { sizeLimit: '64Mi' } }];
  const mounts = [{ name: 'tmp', mountPath: '/tmp' }];
  if (spec.manifest) {
    // The MFE manifest: a release edits this ConfigMap; the mounted file follows without a restart.
    volumes.push({ name: 'mfe-manifest', configMap: { name: 'mfe-manifest' } });
    mounts.push({ name: 'mfe-manifest', mountPath: '/srv/deploy', readOnly: true });
  }
  // The kubelet's probes carry the pod's address as Host, which the edge refuses on the shop's port.
  const probePort = spec.opsPort ? 'metrics' : 'http';
  const probe = (initialDelaySeconds, periodSeconds) => ({
    httpGet: { path: '/health', port: probePort },
    initialDelaySeconds,
    periodSeconds,
    timeoutSeconds: 3,
  });
  const scrape = spec.opsPort
    ? {
        annotations: {
          'prometheus.io/scrape': 'true',
          'prometheus.io/port': String(spec.opsPort),
          'prometheus.io/path': '/metrics',
        },
      }
    : {};
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name, labels: labels(name) },
    spec: {
      replicas: 2,
      selector: { matchLabels: selector(name) },
      template: {
        metadata: { labels: labels(name), ...scrape },
        spec: {
          automountServiceAccountToken: false,
          securityContext: {
            runAsNonRoot: true,
            runAsUser: 10001,
            runAsGroup: 10001,
            seccompProfile: { type: 'RuntimeDefault' },
          },
          containers: [
            {
              name,
              image,
              ...(spec.command ? { command: spec.command } : {}),
              imagePullPolicy: 'Always',
              ports: [
                { name: 'http', containerPort: spec.port },
                ...(spec.opsPort ? [{ name: 'metrics', containerPort: spec.opsPort }] : []),
              ],
              envFrom: [{ configMapRef: { name: 'shop-config' } }],
              env,
              // A start may take minutes (the catalogue reading every product on a database no replica
              // served): liveness waits for the first healthy answer instead of restarting a starting pod.
              startupProbe: { ...probe(0, 5), failureThreshold: 60 },
              readinessProbe: probe(5, 10),
              livenessProbe: probe(20, 20),
              resources: {
                requests: { cpu: spec.cpu[0], memory: spec.memory[0] },
                limits: { cpu: spec.cpu[1], memory: spec.memory[1] },
              },
              securityContext: {
                allowPrivilegeEscalation: false,
                readOnlyRootFilesystem: true,
                privileged: false,
                capabilities: { drop: ['ALL'] },
              },
              volumeMounts: mounts,
            },
          ],
          volumes,
        },
      },
    },
  };
}

const service = (name, spec) => ({
  apiVersion: 'v1',
  kind: 'Service',
  metadata: { name, labels: labels(name) },
  spec: {
    selector: selector(name),
    ports: [{ name: 'http', port: spec.port, targetPort: 'http' }],
  },
});

const autoscaler = (name) => ({
  apiVersion: 'autoscaling/v2',
  kind: 'HorizontalPodAutoscaler',
  metadata: { name, labels: labels(name) },
  spec: {
    scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name },
    minReplicas: 2,
    maxReplicas: 10,
    metrics: [
      {
        type: 'Resource',
        resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } },
      },
    ],
  },
});

const disruptionBudget = (name) => ({
  apiVersion: 'policy/v1',
  kind: 'PodDisruptionBudget',
  metadata: { name, labels: labels(name) },
  spec: { minAvailable: 1, selector: { matchLabels: selector(name) } },
});

/** Who may reach a workload (the ingress controller, its callers) and what it may reach (its callees, DNS, its database). */
function networkPolicy(name, spec) {
  const callers = Object.entries(WORKLOADS)
    .filter(([, other]) => other.calls.includes(name))
    .map(([caller]) => ({ podSelector: { matchLabels: selector(caller) } }));
  const fromIngress = {
    namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } },
  };
  const dns = {
    to: [{ namespaceSelector: {}, podSelector: { matchLabels: { 'k8s-app': 'kube-dns' } } }],
    ports: [
      { protocol: 'UDP', port: 53 },
      { protocol: 'TCP', port: 53 },
    ],
  };
  // The database (always second, so an overlay can narrow it by index): a managed MongoDB outside the
  // cluster or an operator's replica set — each service's credentials reach only its own database.
  const database = {
    to: [{ ipBlock: { cidr: '0.0.0.0/0' } }],
    ports: [{ protocol: 'TCP', port: 27017 }],
  };
  const egress = [
    dns,
    ...(spec.database ? [database] : []),
    ...spec.calls.map((callee) => ({
      to: [{ podSelector: { matchLabels: selector(callee) } }],
      ports: [{ protocol: 'TCP', port: WORKLOADS[callee].port }],
    })),
  ];
  if (spec.objectStore)
    egress.push({
      to: [{ ipBlock: { cidr: '0.0.0.0/0' } }],
      ports: [{ protocol: 'TCP', port: 443 }],
    });
  return {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'NetworkPolicy',
    metadata: { name, labels: labels(name) },
    spec: {
      podSelector: { matchLabels: selector(name) },
      policyTypes: ['Ingress', 'Egress'],
      ingress: [
        { from: [fromIngress, ...callers], ports: [{ protocol: 'TCP', port: spec.port }] },
        // The ops port: the monitoring namespace's scraper only (the kubelet's probes are not subject to policies).
        ...(spec.opsPort
          ? [
              {
                from: [
                  {
                    namespaceSelector: {
                      matchLabels: { 'kubernetes.io/metadata.name': MONITORING_NAMESPACE },
                    },
                  },
                ],
                ports: [{ protocol: 'TCP', port: spec.opsPort }],
              },
            ]
          : []),
      ],
      egress,
    },
  };
}

/** The Ingress from the edge's route table: /api prefixes and root files to their services, everything else to the edge. */
export function ingressFrom(routes) {
  const backend = (name) => ({ service: { name, port: { number: WORKLOADS[name].port } } });
  const apiPaths = Object.entries(routes.api)
    .sort(([a], [b]) => b.length - a.length || a.localeCompare(b))
    .map(([prefix, name]) => ({ path: prefix, pathType: 'Prefix', backend: backend(name) }));
  const filePaths = Object.entries(routes.files ?? {})
    .filter(([file]) => file.startsWith('/'))
    .map(([file, name]) => ({ path: file, pathType: 'Exact', backend: backend(name) }));
  return {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'Ingress',
    metadata: {
      name: 'storefront',
      labels: labels('storefront'),
      annotations: { 'nginx.ingress.kubernetes.io/proxy-body-size': '1m' },
    },
    spec: {
      ingressClassName: 'nginx',
      tls: [
        { hosts: ['shop.example.com', 'tracking.shop.example.com'], secretName: 'storefront-tls' },
      ],
      rules: [
        {
          host: 'shop.example.com',
          http: {
            paths: [
              ...filePaths,
              ...apiPaths,
              { path: '/', pathType: 'Prefix', backend: backend('edge') },
            ],
          },
        },
        // The order-tracking app is its own origin, so the storefront frames it across origins.
        {
          host: 'tracking.shop.example.com',
          http: { paths: [{ path: '/', pathType: 'Prefix', backend: backend('tracking') }] },
        },
      ],
    },
  };
}

const configMap = {
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name: 'shop-config', labels: labels('storefront') },
  data: {
    NODE_ENV: 'production',
    COOKIE_SECURE: 'true',
    LOG_LEVEL: 'info',
    PUBLIC_URL: 'https://shop.example.com',
    STOREFRONT_URL: 'https://shop.example.com',
    TRACKING_URL: 'https://tracking.shop.example.com',
    // The edge and the tracking app: the ingress controller in front of them is one hop.
    TRUST_PROXY_HOPS: '1',
    // The services: X-Forwarded-For believed from the cluster's private addresses only. Their
    // NetworkPolicies admit nothing else to their ports: the ingress controller, the edge and their callers.
    TRUSTED_PROXIES: '10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,fc00::/7',
  },
};

const manifestConfigMap = {
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name: 'mfe-manifest', labels: labels('storefront') },
  data: { 'mfe-manifest.json': `${JSON.stringify({ mfes: {} }, null, 2)}\n` },
};

const HEADER =
  '# Generated by infra/k8s/generate.mjs from its workload table and infra/edge/routes.json: do not edit.\n';
const toYaml = (docs) =>
  HEADER + docs.map((doc) => YAML.stringify(doc, { lineWidth: 0 })).join('---\n');

/** File name → content of the base. */
export function baseFiles(routes = ROUTES) {
  const files = {};
  for (const [name, spec] of Object.entries(WORKLOADS)) {
    files[`${name}.yaml`] = toYaml([
      deployment(name, spec),
      service(name, spec),
      autoscaler(name),
      disruptionBudget(name),
      networkPolicy(name, spec),
    ]);
  }
  files['ingress.yaml'] = toYaml([ingressFrom(routes)]);
  files['config.yaml'] = toYaml([configMap, manifestConfigMap]);
  files['kustomization.yaml'] = toYaml([
    {
      apiVersion: 'kustomize.config.k8s.io/v1beta1',
      kind: 'Kustomization',
      resources: [
        ...Object.keys(WORKLOADS).map((name) => `${name}.yaml`),
        'ingress.yaml',
        'config.yaml',
      ],
    },
  ]);
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const stale = [];
  fs.mkdirSync(BASE, { recursive: true });
  for (const [file, content] of Object.entries(baseFiles())) {
    const target = path.join(BASE, file);
    const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : null;
    if (current === content) continue;
    if (check) stale.push(file);
    else fs.writeFileSync(target, content);
  }
  if (stale.length) {
    console.error(
      `infra/k8s/base is out of date with its table or infra/edge/routes.json: ${stale.join(', ')}. Run npm run generate -w @sohnne/k8s.`,
    );
    process.exit(1);
  }
  console.log(check ? 'infra/k8s/base matches the route table' : 'infra/k8s/base written');
}
