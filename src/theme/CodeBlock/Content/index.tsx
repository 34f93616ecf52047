import Content from '@theme-original/CodeBlock/Content';
import prismIncludeLanguages from '@theme/prism-include-languages';
import { Prism } from 'prism-react-renderer';

// The languages of themeConfig.prism.additionalLanguages, registered once, when the first
// code block loads (plugins/runtime/prism-on-demand keeps Prism out of the entry bundle).
prismIncludeLanguages(Prism);

export default Content;
