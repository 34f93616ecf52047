// Evaluated before Prism's core (see highlight.tsx): it reads these two flags from the global
// it finds. Manual mode stops it from highlighting the page's code elements by itself, which
// would rewrite DOM that React owns.
const prismFlags = { manual: true, disableWorkerMessageHandler: true };
Object.assign(globalThis, { Prism: prismFlags });
export {};
