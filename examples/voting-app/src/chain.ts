/**
 * The app's calls to the wallet and to the MACI contracts, and what each failure means to a
 * voter. Everything goes through the wallet the page finds as `window.ethereum` (EIP-1193).
 */
import { BrowserProvider, Contract, type Eip1193Provider, type Signer, isError } from 'ethers';
import { PubKey } from 'maci-domainobjs';
import { maciAbi, pollAbi, tallyAbi } from './abi';

declare global {
  interface Window {
    ethereum?: Eip1193Provider;
  }
}

// #region wallet
export interface Wallet {
  signer: Signer;
  account: string;
  chainId: bigint;
}

/** Asks the injected wallet for an account on the chain the poll lives on. */
export async function connectWallet(expectedChainId: bigint): Promise<Wallet> {
  if (!window.ethereum) {
    throw new Error(
      'No wallet found. Install a browser wallet (an EIP-1193 provider such as a wallet extension), then reload this page.',
    );
  }
  const provider = new BrowserProvider(window.ethereum);
  const { chainId } = await provider.getNetwork();
  if (chainId !== expectedChainId) {
    throw new Error(
      `Your wallet is on chain ${chainId}, and this poll is on chain ${expectedChainId}. Switch networks in your wallet, then connect again.`,
    );
  }
  const signer = await provider.getSigner();
  return { signer, account: await signer.getAddress(), chainId };
}
// #endregion wallet

// #region poll
export interface PollInfo {
  address: string;
  deadline: bigint;
  /** The chain's clock when read, which is what the deadline is checked against. */
  now: bigint;
  maxMessages: bigint;
  maxVoteOptions: bigint;
  coordinator: PubKey;
  /** Quadratic voting: a weight w costs w * w voice credits, else w. */
  quadratic: boolean;
  signUps: bigint;
  messages: bigint;
}

/** Everything a voter needs to know about a poll, read from the contracts. */
export async function readPoll(signer: Signer, maci: string, pollId: bigint): Promise<PollInfo> {
  const provider = signer.provider;
  if (!provider) throw new Error('The wallet gave no provider.');
  if ((await provider.getCode(maci)) === '0x') {
    throw new Error(`There is no contract at ${maci} on this chain: check the MACI address.`);
  }
  const maciContract = new Contract(maci, maciAbi, provider);
  if (pollId >= (await maciContract.nextPollId())) {
    throw new Error(`This MACI contract has no poll ${pollId}.`);
  }
  const address = (await maciContract.getPoll(pollId)) as string;
  const poll = new Contract(address, pollAbi, provider);
  // The voting mode is kept by the poll's Tally contract, which only the DeployPoll event names.
  // From block 0: on a public network, start from the block MACI was deployed in instead.
  const deployed = await maciContract.queryFilter(maciContract.filters.DeployPoll(), 0);
  const event = deployed.find((e) => 'args' in e && e.args._pollId === pollId);
  if (!event || !('args' in event)) throw new Error(`No DeployPoll event for poll ${pollId}.`);
  const tally = new Contract(event.args.pollAddr.tally, tallyAbi, provider);
  const [[deployTime, duration], [maxMessages, maxVoteOptions], [x, y], [signUps, messages], mode] =
    await Promise.all([
      poll.getDeployTimeAndDuration(),
      poll.maxValues(),
      poll.coordinatorPubKey(),
      poll.numSignUpsAndMessages(),
      tally.mode(),
    ]);
  const block = await provider.getBlock('latest');
  return {
    address,
    deadline: deployTime + duration,
    now: BigInt(block?.timestamp ?? 0),
    maxMessages,
    maxVoteOptions,
    coordinator: new PubKey([x, y]),
    quadratic: mode === 0n,
    signUps,
    messages,
  };
}
// #endregion poll

// #region signup
/**
 * Signs the voter's public key up with MACI and returns the state index and voice credits from
 * the SignUp event of the receipt: the event is the only place the contract states them.
 */
export async function signUp(
  signer: Signer,
  maci: string,
  key: PubKey,
  gatekeeperData: string,
  voiceCreditData: string,
): Promise<{ stateIndex: bigint; voiceCredits: bigint }> {
  const maciContract = new Contract(maci, maciAbi, signer);
  const tx = await maciContract.signUp(key.asContractParam(), gatekeeperData, voiceCreditData);
  const receipt = await tx.wait();
  for (const log of receipt?.logs ?? []) {
    if (log.address.toLowerCase() !== maci.toLowerCase()) continue;
    const event = maciContract.interface.parseLog(log);
    // The gatekeeper may emit events of its own: take the SignUp that names this key.
    if (event?.name === 'SignUp' && event.args[1] === key.rawPubKey[0]) {
      return { stateIndex: event.args[0], voiceCredits: event.args[3] };
    }
  }
  throw new Error('The sign-up was mined but its receipt has no SignUp event for your key.');
}
// #endregion signup

// #region publish
/** Sends one encrypted message; resolves with the transaction hash once it is mined. */
export async function publishMessage(
  signer: Signer,
  pollAddress: string,
  { message, encPubKey }: { message: object; encPubKey: object },
): Promise<string> {
  const poll = new Contract(pollAddress, pollAbi, signer);
  const tx = await poll.publishMessage(message, encPubKey);
  const receipt = await tx.wait();
  return receipt.hash as string;
}
// #endregion publish

// #region errors
/** What a failed wallet or contract call means for the voter. */
export function explain(error: unknown): string {
  if (isError(error, 'ACTION_REJECTED')) {
    return 'You rejected the transaction in your wallet. Nothing was sent.';
  }
  if (isError(error, 'CALL_EXCEPTION')) {
    switch (error.revert?.name) {
      case 'VotingPeriodOver':
        return 'The poll is closed: its deadline has passed, and the contract takes no more messages.';
      case 'TooManyMessages':
        return 'The poll has taken as many messages as it can hold. Nothing more can be sent to it.';
      case 'SignupTemporaryBlocked':
        return 'Sign-ups are closed while the coordinator merges the sign-ups of a poll.';
      case 'TooManySignups':
        return 'MACI has as many sign-ups as its state tree can hold.';
      case 'InvalidPubKey':
        return 'The contract refused the key: it is not a point of the Baby Jubjub curve.';
      default:
        return `The contract refused the transaction (${error.revert?.name ?? error.shortMessage}). If you use a gatekeeper, check the data it needs.`;
    }
  }
  return error instanceof Error ? error.message : String(error);
}
// #endregion errors
