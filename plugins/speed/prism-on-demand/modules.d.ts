// Prism's core on its own (no grammars); @types/prismjs types the package's main module.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
