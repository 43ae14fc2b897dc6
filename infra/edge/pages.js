'use strict';
// Pages: rendered per request by the shell server (shell/dist-server/server.js), which composes the layout
// with the owning MFE's server remote named by the live manifest. Without a shell server build, or if it
// fails as a whole, the browser-rendered shell is sent instead: never a 500 for a page.
const fs = require('node:fs');
const path = require('node:path');
const { serviceFor } = require('./route-table');

function createPageHandler(cfg, log) {
  const serverFile = cfg.shellServerDir ? path.join(cfg.shellServerDir, 'server.js') : null;
  const indexFile = path.join(cfg.shellDir, 'index.html');
  let renderer = null;

  const apiUrl = (apiPath) => {
    const service = serviceFor(apiPath.split('?')[0]);
    if (!service) throw new Error(`No service owns ${apiPath}`);
    return `${cfg.services[service]}${apiPath}`;
  };

  const getRenderer = () => {
    renderer ??= (async () => {
      if (!serverFile || !fs.existsSync(serverFile)) return null;
      const { createPageRenderer } = require(serverFile);
      return createPageRenderer({
        deployDir: cfg.deployDir,
        template: fs.readFileSync(indexFile, 'utf8'),
        apiUrl,
        publicUrl: cfg.publicUrl,
        chatConfigured: !!cfg.widgets.chat,
        providerWidgets: cfg.widgets.providers,
        log: (entry) => log({ component: 'shell-server', ...entry }),
      });
    })().catch((error) => {
      renderer = null;
      throw error;
    });
    return renderer;
  };

  return async (req, res) => {
    try {
      const pages = await getRenderer();
      if (pages) {
        const page = await pages.render({ url: req.originalUrl, cookie: req.get('cookie') });
        res.status(page.status).set(page.headers).send(page.body);
        return;
      }
    } catch (error) {
      log({ level: 'error', msg: 'shell server failed: sending the browser-rendered shell', url: req.originalUrl, error: String(error?.stack ?? error) });
    }
    res.set('Cache-Control', 'no-cache');
    res.sendFile(indexFile, { dotfiles: 'allow' }, (err) => {
      if (err && !res.headersSent) res.status(503).type('text').send('The storefront has not been built yet: run npm start.');
    });
  };
}

module.exports = { createPageHandler };
