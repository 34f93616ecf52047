// Stands in for the classic theme's Prism client module (see index.ts).
export {};
