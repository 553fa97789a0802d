'use strict';
// The HTML page of a build. The shell brings its own template (shell/public/index.html); a remote's
// standalone development page uses the small default below.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const escapeHtml = (text) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

function defaultTemplate(title) {
  return `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light" />
    <title>${escapeHtml(title)}</title>
  </head>
  <body>
    <noscript>Для работы портала включите JavaScript. / Please enable JavaScript to use the portal.</noscript>
    <div id="root"></div>
  </body>
</html>
`;
}

/**
 * @param {{ projectRoot: string, title: string }} options
 */
function createHtmlPlugin({ projectRoot, title }) {
  const template = path.join(projectRoot, 'public', 'index.html');
  return new HtmlWebpackPlugin({
    title,
    ...(fs.existsSync(template) ? { template } : { templateContent: defaultTemplate(title) }),
    // Only the page's own entry: a remote's container (remoteEntry.js) is loaded by hosts, never by its page.
    chunks: ['main'],
    scriptLoading: 'defer',
    // Script tags from the site root: with a remote's publicPath 'auto' they would otherwise be relative,
    // and a deep link (/drones/42/) would ask for /drones/42/main.js. The runtime still derives the
    // chunks' public path from where main.js was loaded.
    publicPath: '/',
  });
}

module.exports = { createHtmlPlugin };
