import longPagesPlugin from '../plugins/long-pages';
import rehypeLongPages from '../plugins/long-pages/rehype';
import { whenOn } from './speed';

/**
 * Long pages draw their far blocks only near the window (plugins/long-pages): the plugin
 * brings the stylesheet and head scripts, and the rehype plugin marks, in docs and blog
 * posts alike, the blocks that the stylesheet may skip. One speed group (config/speed.ts).
 */
export const longPages = {
  plugins: whenOn('long-pages', longPagesPlugin),
  rehypePlugins: whenOn('long-pages', rehypeLongPages),
};
