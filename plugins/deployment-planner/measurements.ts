/**
 * Gas used by the quickstart's transactions at the ceremony depths, read from the receipts of
 * one run on a local Hardhat node (the same transactions use the same gas on Sepolia). The
 * running-a-poll page shows the same figures; tests/unit/deployment-planner.test.ts checks
 * that they agree.
 */
import type { Figure } from './plan';

const basis = 'one quickstart run at 6-9-2-3 on a local node (Running a poll)';

export const gas: Record<
  'deployVkRegistry' | 'create' | 'deployPoll' | 'signup' | 'publish',
  Figure
> = {
  deployVkRegistry: { value: 1_176_717, label: 'derived', basis },
  create: { value: 27_402_282, label: 'derived', basis },
  deployPoll: { value: 8_114_673, label: 'derived', basis },
  signup: { value: 235_000, label: 'derived', basis },
  publish: { value: 458_000, label: 'derived', basis },
};
