import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const read = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const NODE = read('.nvmrc').trim();
const DOCKER = path.join('infra', 'docker');
const dockerfiles = fs
  .readdirSync(path.join(ROOT, DOCKER))
  .filter((file) => file.endsWith('.Dockerfile'))
  .map((file) => path.join(DOCKER, file));
// The images without Node: the database (FerretDB) and the ops profile's Prometheus and Jaeger.
const WITHOUT_NODE = ['ferretdb.Dockerfile', 'prometheus.Dockerfile', 'jaeger.Dockerfile'];
const nodeDockerfiles = dockerfiles.filter((file) => !WITHOUT_NODE.includes(path.basename(file)));
const deployFiles = [
  ...nodeDockerfiles,
  'infra/compose/docker-compose.yml',
  'infra/compose/.env.example',
];

test('the images, compose and its example environment name the Node of .nvmrc, and no other', () => {
  for (const file of deployFiles) {
    const images = [...read(file).matchAll(/\b(?:node|node-runtime|node-build):[\w.-]+/g)].map(
      ([image]) => image,
    );
    assert.ok(images.length > 0, `${file} names no Node image`);
    for (const image of images)
      assert.match(
        image,
        new RegExp(`:${NODE.replaceAll('.', '\\.')}-trixie(-slim)?$`),
        `${file}: ${image}`,
      );
  }
  // base.sh reads the version from .nvmrc rather than naming one.
  assert.doesNotMatch(read(path.join(DOCKER, 'base.sh')), /\b\d{2}\.\d+\.\d+\b/);
});

test('every Node image a Dockerfile builds on is one base.sh makes: the build image or the runtime', () => {
  for (const file of dockerfiles) {
    for (const [, image] of read(file).matchAll(/^FROM (\S+)/gm)) {
      assert.ok(
        ['${BUILD_IMAGE}', '${RUNTIME_IMAGE}', '${DEBIAN_IMAGE}', 'scratch'].includes(image),
        `${file}: FROM ${image}`,
      );
    }
  }
});
