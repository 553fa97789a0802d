'use strict';
// webpack-dev-server settings. The shell's dev server behaves like tools/static-server in production:
// the same trailing-slash 301 and the same /deployment.json (with the same environment overrides),
// so a route that works in development works when served for real.
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { STATIC_SERVER_LIB } = require('./paths');

const importLib = (file) => import(pathToFileURL(path.join(STATIC_SERVER_LIB, file)).href);

/** Paths of webpack-dev-server itself, which must not be redirected. */
const DEV_SERVER_PATHS = /^\/(webpack-dev-server|__webpack|ws)(\/|$)/;

function trailingSlashMiddleware() {
  const lib = importLib('trailing-slash.mjs');
  return {
    name: 'nebo-trailing-slash',
    middleware: (req, res, next) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || DEV_SERVER_PATHS.test(req.url)) return next();
      lib.then(({ trailingSlashRedirect }) => {
        const location = trailingSlashRedirect(req.url);
        if (location === null) return next();
        res.writeHead(301, { Location: location });
        res.end();
      }, next);
    },
  };
}

function deploymentMiddleware(deploymentFile) {
  const lib = importLib('deployment.mjs');
  return {
    name: 'nebo-deployment',
    path: '/deployment.json',
    middleware: (req, res, next) => {
      // Read on every request: editing the file during development takes effect on reload.
      lib
        .then(({ loadDeploymentFile }) => {
          const body = loadDeploymentFile(deploymentFile);
          res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
          res.end(body);
        })
        .catch(next);
    },
  };
}

/**
 * @param {{ port: number, deploymentFile: string }} options
 */
function hostDevServer({ port, deploymentFile }) {
  return {
    port,
    historyApiFallback: true,
    hot: false,
    liveReload: true,
    client: { overlay: { errors: true, warnings: false } },
    setupMiddlewares(middlewares) {
      middlewares.unshift(trailingSlashMiddleware(), deploymentMiddleware(deploymentFile));
      return middlewares;
    },
  };
}

/**
 * A remote in development: its standalone page (the harness) with client-side routes, and its
 * remoteEntry/manifest fetchable by a shell running on another port.
 * @param {{ port: number }} options
 */
function remoteDevServer({ port }) {
  return {
    port,
    historyApiFallback: true,
    hot: false,
    liveReload: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: { overlay: { errors: true, warnings: false } },
    setupMiddlewares(middlewares) {
      middlewares.unshift(trailingSlashMiddleware());
      return middlewares;
    },
  };
}

module.exports = { hostDevServer, remoteDevServer };
