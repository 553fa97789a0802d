'use strict';
// What every Nebo front-end build has in common: TypeScript through swc, CSS, content-hashed output,
// source maps, production mode unless asked otherwise, and the path alias of tsconfig.base.json.
const path = require('node:path');
const { SHARED_UI_ENTRY, SHARED_UI_ROOT, WORKSPACE_ROOT } = require('./paths');

/** webpack-cli passes `--mode`; `webpack serve` without one is development; anything else is production. */
function resolveMode(env = {}, argv = {}) {
  if (argv.mode === 'development' || argv.mode === 'production') return argv.mode;
  return env.WEBPACK_SERVE ? 'development' : 'production';
}

function swcRule(isDev) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        // The workspace has no .swcrc: this is the only swc configuration of front-end builds.
        swcrc: false,
        sourceMaps: true,
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2020',
          transform: { react: { runtime: 'automatic', development: isDev } },
        },
      },
    },
  };
}

/**
 * `output.filename` for entry chunks. The federation runtime module of @module-federation/enhanced 2.9.2
 * resolves the entry's filename while webpack 5.111 is still computing hashes, when no content hash
 * exists yet, and webpack 5.111 no longer tolerates that ("Path variable [contenthash:8] not implemented
 * in this context", module-federation/core#5077, webpack/webpack#22199). The runtime only needs the
 * folder of that name, so while the hash is unknown the unhashed name (same folder) is returned; the
 * emitted file still gets its content hash.
 */
function entryFilename(pathData) {
  const contentHash = pathData.chunk && pathData.chunk.contentHash;
  return contentHash && contentHash.javascript ? '[name].[contenthash:8].js' : '[name].js';
}

/**
 * @param {{ projectRoot: string, name: string, mode: 'development' | 'production', publicPath: string,
 *           entry: Record<string, string>, configFile: string }} options
 */
function createBaseConfig({ projectRoot, name, mode, publicPath, entry, configFile }) {
  const isDev = mode === 'development';
  const hashed = isDev ? '[name]' : '[name].[contenthash:8]';
  return {
    name,
    mode,
    context: projectRoot,
    entry,
    target: ['web', 'es2020'],
    devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
    output: {
      path: path.join(projectRoot, 'dist'),
      filename: isDev ? '[name].js' : entryFilename,
      chunkFilename: `${hashed}.js`,
      assetModuleFilename: `assets/${hashed}[ext]`,
      publicPath,
      // Distinct per build so the chunk-loading globals of the host and each remote never collide.
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: {
        // Same mapping as "paths" in tsconfig.base.json: shared-ui is consumed from source.
        '@nebo/shared-ui$': SHARED_UI_ENTRY,
        '@nebo/shared-ui': path.join(SHARED_UI_ROOT, 'src'),
      },
    },
    module: {
      rules: [
        swcRule(isDev),
        // Plain CSS from packages (OpenLayers' ol.css later); our own styles are styled-components.
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        { test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/i, type: 'asset' },
      ],
    },
    cache: {
      type: 'filesystem',
      cacheDirectory: path.join(WORKSPACE_ROOT, 'node_modules', '.cache', 'webpack', `${name}-${mode}`),
      // Any change to a project's config or to these factories (a trailing slash means the whole folder) drops the cache.
      buildDependencies: { config: [configFile, `${__dirname}${path.sep}`] },
    },
    // Size budgets are reported by the release checks (gzip), not by webpack's uncompressed hints.
    performance: { hints: false },
    stats: { preset: 'errors-warnings', timings: true, assets: false },
  };
}

module.exports = { createBaseConfig, resolveMode };
