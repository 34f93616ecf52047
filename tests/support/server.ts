/** Where the browser tests serve the built site (a port apart from `npm start`'s 3000). */
export const port = Number(process.env.TEST_PORT ?? 3100);
export const host = '127.0.0.1';
export const baseURL = `http://${host}:${port}`;
