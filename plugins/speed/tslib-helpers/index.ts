/**
 * Docusaurus plugin: @docusaurus/utils-common, in every page's entry bundle, requires tslib
 * for a single helper, and the package's CommonJS build is a whole file the bundler cannot
 * trim. In the client bundle that require gets helpers.ts instead, which re-exports the
 * helpers utils-common uses from tslib's ES build, so only those are bundled
 * (tests/unit/tslib-helpers.test.ts keeps the list complete).
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { swapProof } from '../swap-proof';

const helpersModule = path.join(__dirname, 'helpers.ts');
const tslibModule = /[\\/]node_modules[\\/]tslib[\\/]/;
export const utilsCommonDir = /[\\/]@docusaurus[\\/]utils-common[\\/]lib$/;

export default function tslibHelpersPlugin(): Plugin {
  return {
    name: 'tslib-helpers',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance;
      return {
        plugins: [
          // Other packages may keep the whole tslib; utils-common must get the helpers.
          swapProof([
            {
              plugin: 'tslib-helpers',
              original: tslibModule,
              replacement: helpersModule,
              originalStays: true,
            },
          ]),
          new NormalModuleReplacementPlugin(
            /^tslib$/,
            (resource: { context: string; request: string }) => {
              if (utilsCommonDir.test(resource.context)) resource.request = helpersModule;
            },
          ),
        ],
      };
    },
  };
}
