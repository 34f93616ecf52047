import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const shim = (name: string) => fileURLToPath(new URL(`./src/shims/${name}.ts`, import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      // maci-crypto 1.2.5 imports `randomBytes` from Node's `crypto` to make private keys and
      // salts. Browsers have no such module, and Vite would put an empty stand-in in its place,
      // so key generation would fail at run time. This file draws from crypto.getRandomValues.
      crypto: shim('crypto'),
      // maci-crypto and maci-domainobjs call Node's `assert` as a function, which the browser
      // lacks too; a small stand-in is enough, where npm's port of the module would add its own
      // dependencies.
      assert: shim('assert'),
    },
  },
  build: {
    // The MACI packages and what they pull in go into a file of their own, so the guide can say
    // what they add to the app (and a browser caches them apart from the app's own code).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'maci',
              test: /node_modules[\\/](maci-crypto|maci-domainobjs|@zk-kit|buffer|base64-js|ieee754)[\\/]/,
            },
            { name: 'ethers', test: /node_modules[\\/](ethers|@noble|@adraffy)[\\/]/ },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
          ],
        },
      },
    },
  },
});
