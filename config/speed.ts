import path from 'node:path';
import type { SpeedOptions } from '../plugins/speed';
import {
  componentName as plannerComponent,
  plannerCodeLanguages,
} from '../plugins/deployment-planner/remark';
import { referenceRouteGroups } from './reference';

/**
 * What the speed module (plugins/speed, added by docusaurus.config.ts) needs to know of this
 * site: the reference sections whose routes load on demand, the components that show code
 * blocks themselves, and where the formula modules go (beside the bundler's cache, cleared
 * with it).
 */
export const speedOptions: SpeedOptions = {
  routeGroups: referenceRouteGroups,
  componentLanguages: { [plannerComponent]: plannerCodeLanguages },
  mathStoreDir: path.join(__dirname, '..', 'node_modules', '.cache', 'math-html'),
};
