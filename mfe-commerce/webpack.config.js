const path = require('node:path');
const { createMfeConfig } = require('@sohnne/webpack-config');

const mfeConfig = createMfeConfig({ dirname: __dirname, name: 'commerce', exposes: { './app': './src/app.tsx' }, port: 4104 });

module.exports = (env, argv) => {
  const config = mfeConfig(env, argv);
  // GlobalStyle (and the @font-face CSS it imports) is the shell's: leave it out of ./app, which never uses it.
  config.module.rules.push({ test: require.resolve('@sohnne/ui/src/global-style.ts'), sideEffects: false });
  // Running alone: public/index.html mounts the standalone entry; the API and media come from the edge.
  config.devServer = {
    ...config.devServer,
    static: { directory: path.join(__dirname, 'public') },
    proxy: [{ context: ['/api', '/media'], target: 'http://localhost:8080' }],
  };
  return config;
};
