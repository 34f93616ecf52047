// The tslib helpers that @docusaurus/utils-common calls, from tslib's ES build.
export { __importDefault } from 'tslib/tslib.es6.mjs';
