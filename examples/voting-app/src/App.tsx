/**
 * One page: connect a wallet, read a poll, sign up, vote, change the vote or the key. Each step
 * ends with a message for the voter, since no contract can tell them whether a vote will count.
 */
import { type FormEvent, useState } from 'react';
import { isBytesLike } from 'ethers';
import {
  connectWallet,
  explain,
  type PollInfo,
  publishMessage,
  readPoll,
  signUp,
  type Wallet,
} from './chain';
import {
  checkCoordinatorKey,
  encryptVote,
  freshKey,
  keypairOf,
  loadVoter,
  saveVoter,
  type VoterRecord,
  voteProblem,
} from './voter';

const params = new URLSearchParams(window.location.search);
/** The chain the poll lives on; 31337 is a local Hardhat node. */
const expectedChainId = BigInt(params.get('chain') ?? '31337');
const zeroData = '0x' + '00'.repeat(32);

export function App() {
  const [maci, setMaci] = useState(params.get('maci') ?? '');
  const [pollId, setPollId] = useState(params.get('poll') ?? '0');
  const [publishedKey, setPublishedKey] = useState(params.get('coordinator') ?? '');
  const [gatekeeperData, setGatekeeperData] = useState(zeroData);
  const [voiceCreditData, setVoiceCreditData] = useState(zeroData);
  const [option, setOption] = useState('0');
  const [weight, setWeight] = useState('1');
  const [wallet, setWallet] = useState<Wallet>();
  const [poll, setPoll] = useState<PollInfo>();
  const [voter, setVoter] = useState<VoterRecord>();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  /** How many steps have finished, so that a script driving the page knows when one has. */
  const [finished, setFinished] = useState(0);

  /** Runs one step: clears the last message, shows the step's outcome or what went wrong. */
  const step = (work: () => Promise<string>) => async (event?: FormEvent) => {
    event?.preventDefault();
    setBusy(true);
    setError('');
    setStatus('');
    try {
      setStatus(await work());
    } catch (caught) {
      setError(explain(caught));
    } finally {
      setBusy(false);
      setFinished((n) => n + 1);
    }
  };

  const remember = (record: VoterRecord) => {
    if (!wallet) return;
    saveVoter(wallet.chainId, maci, wallet.account, record);
    setVoter(record);
  };

  const connectAndRead = step(async () => {
    const connected = wallet ?? (await connectWallet(expectedChainId));
    setWallet(connected);
    const info = await readPoll(connected.signer, maci.trim(), BigInt(pollId));
    const keyProblem = checkCoordinatorKey(info.coordinator, publishedKey);
    if (keyProblem) throw new Error(keyProblem);
    setPoll(info);
    setVoter(loadVoter(connected.chainId, maci, connected.account));
    return info.now < info.deadline
      ? 'Poll loaded. Check that the coordinator key below is the one the organizers published.'
      : 'Poll loaded. It is closed: the deadline has passed, so no sign-up can vote in it and no message can be sent.';
  });

  const register = step(async () => {
    if (!wallet || !poll || !voter) throw new Error('Load the poll first.');
    if (!isBytesLike(gatekeeperData) || !isBytesLike(voiceCreditData)) {
      throw new Error('Gatekeeper and voice credit data must be hexadecimal bytes, such as 0x00.');
    }
    // Kept before the transaction: a voter whose sign-up is mined must still hold the key.
    saveVoter(wallet.chainId, maci, wallet.account, voter);
    const key = keypairOf(voter.signUpKey).pubKey;
    const result = await signUp(wallet.signer, maci, key, gatekeeperData, voiceCreditData);
    remember({
      ...voter,
      stateIndex: result.stateIndex.toString(),
      voiceCredits: result.voiceCredits.toString(),
    });
    return `Signed up: your state index is ${result.stateIndex} and you have ${result.voiceCredits} voice credits. This browser keeps your MACI key; you need it for every vote.`;
  });

  /** Publishes the vote in the form; with `newKey`, the message also changes the voter's key. */
  const send = (newKey: boolean) =>
    step(async () => {
      if (!wallet || !poll || !voter?.stateIndex) throw new Error('Sign up first.');
      const { now } = await readPoll(wallet.signer, maci, BigInt(pollId));
      if (now >= poll.deadline) {
        throw new Error(
          'The poll is closed: its deadline has passed, and the contract takes no more messages.',
        );
      }
      const vote = {
        stateIndex: BigInt(voter.stateIndex),
        pollId: BigInt(pollId),
        option: BigInt(option),
        weight: BigInt(weight),
      };
      const problem = voteProblem(
        vote.option,
        vote.weight,
        poll.maxVoteOptions,
        BigInt(voter.voiceCredits ?? 0),
        poll.quadratic,
      );
      if (problem) throw new Error(problem);
      // A key change is a vote that names a new key; the sign-up key still signs it.
      const nextNamed = newKey ? freshKey() : voter.namedKey;
      const message = encryptVote(
        vote,
        keypairOf(voter.signUpKey),
        keypairOf(nextNamed).pubKey,
        poll.coordinator,
      );
      const hash = await publishMessage(wallet.signer, poll.address, message);
      const changed = voter.lastVote !== undefined;
      remember({ ...voter, namedKey: nextNamed, lastVote: { option, weight } });
      if (newKey) {
        return `Key changed (transaction ${hash}). Your earlier messages no longer count, whatever they said: the coordinator checks them against your new key. Your vote is ${weight} on option ${option}.`;
      }
      return `${changed ? 'Vote changed' : 'Vote sent'} (transaction ${hash}): ${weight} on option ${option}. The contract accepts every well-formed message, so only the coordinator's tally will show whether it counted. It will, unless someone else sends a newer message signed with your key.`;
    });

  const closed = poll !== undefined && poll.now >= poll.deadline;
  const publicKey = voter ? keypairOf(voter.signUpKey).pubKey.serialize() : '';

  return (
    <main aria-busy={busy} data-finished={finished}>
      <h1>Vote in a MACI poll</h1>

      <form onSubmit={connectAndRead}>
        <h2>1. The poll</h2>
        <label>
          MACI address <input value={maci} onChange={(e) => setMaci(e.target.value)} />
        </label>
        <label>
          Poll ID <input value={pollId} onChange={(e) => setPollId(e.target.value)} />
        </label>
        <label>
          Coordinator key the organizers published (optional){' '}
          <input value={publishedKey} onChange={(e) => setPublishedKey(e.target.value)} />
        </label>
        <button disabled={busy}>Connect wallet and load the poll</button>
      </form>

      {poll && (
        <dl data-testid="poll">
          <dt>Poll contract</dt>
          <dd>{poll.address}</dd>
          <dt>Deadline</dt>
          <dd>
            {new Date(Number(poll.deadline) * 1000).toISOString()} ({closed ? 'closed' : 'open'})
          </dd>
          <dt>Vote options</dt>
          <dd>0 to {String(poll.maxVoteOptions - 1n)}</dd>
          <dt>Voting</dt>
          <dd>
            {poll.quadratic
              ? 'quadratic: a weight of w costs w × w voice credits'
              : 'one voice credit per unit of weight'}
          </dd>
          <dt>Messages</dt>
          <dd>
            {String(poll.messages)} of at most {String(poll.maxMessages)}
          </dd>
          <dt>Coordinator key</dt>
          <dd data-testid="coordinator">{poll.coordinator.serialize()}</dd>
        </dl>
      )}

      {voter && (
        <section>
          <h2>2. Your MACI key and sign-up</h2>
          <p>
            Your MACI public key: <code data-testid="public-key">{publicKey}</code>. Its private
            half is kept in this browser only (localStorage). If it is lost, you can no longer vote
            with this sign-up; if it leaks, whoever has it can vote in your name.
          </p>
          {voter.stateIndex === undefined ? (
            <form onSubmit={register}>
              <label>
                Gatekeeper data{' '}
                <input value={gatekeeperData} onChange={(e) => setGatekeeperData(e.target.value)} />
              </label>
              <label>
                Voice credit data{' '}
                <input
                  value={voiceCreditData}
                  onChange={(e) => setVoiceCreditData(e.target.value)}
                />
              </label>
              <button disabled={busy || closed}>Sign up</button>
            </form>
          ) : (
            <p>
              State index <span data-testid="state-index">{voter.stateIndex}</span>,{' '}
              {voter.voiceCredits} voice credits.
            </p>
          )}
        </section>
      )}

      {voter?.stateIndex !== undefined && (
        <form onSubmit={send(false)}>
          <h2>3. Vote</h2>
          <label>
            Option <input value={option} onChange={(e) => setOption(e.target.value)} />
          </label>
          <label>
            Weight <input value={weight} onChange={(e) => setWeight(e.target.value)} />
          </label>
          <button disabled={busy}>{voter.lastVote ? 'Change vote' : 'Vote'}</button>
          <button type="button" disabled={busy} onClick={() => void send(true)()}>
            Change key and vote
          </button>
        </form>
      )}

      <p role="status" data-testid="status">
        {busy ? 'Waiting for the wallet and the chain…' : status}
      </p>
      <p role="alert" data-testid="error">
        {error}
      </p>
    </main>
  );
}
