/**
 * The voter's side of MACI, with no wallet and no page in it: the key pair, where it is kept,
 * and the encrypted message a vote or a key change becomes.
 */
import { genRandomSalt } from 'maci-crypto';
import { Keypair, PCommand, PrivKey, PubKey } from 'maci-domainobjs';

// #region storage
/** A new MACI private key in its "macisk." form, from the browser's random generator. */
export const freshKey = (): string => new Keypair().privKey.serialize();

/** What the app remembers for one voter of one MACI contract, in the browser's localStorage. */
export interface VoterRecord {
  /** The private key registered at sign-up ("macisk." form). It signs every message. */
  signUpKey: string;
  /** The key the voter's messages name as their new key: the sign-up key until a key change. */
  namedKey: string;
  /** Set once the sign-up transaction is mined, from its SignUp event. */
  stateIndex?: string;
  voiceCredits?: string;
  /** The vote the newest message carried, to show it and to repeat it in a key change. */
  lastVote?: { option: string; weight: string };
}

const recordName = (chainId: bigint, maci: string, account: string): string =>
  `maci-voter:${chainId}:${maci.toLowerCase()}:${account.toLowerCase()}`;

/** The stored record of this voter, or a new one with a fresh key pair (not stored yet). */
export function loadVoter(chainId: bigint, maci: string, account: string): VoterRecord {
  const saved = localStorage.getItem(recordName(chainId, maci, account));
  if (saved) return JSON.parse(saved) as VoterRecord;
  const key = freshKey();
  return { signUpKey: key, namedKey: key };
}

export function saveVoter(chainId: bigint, maci: string, account: string, record: VoterRecord) {
  localStorage.setItem(recordName(chainId, maci, account), JSON.stringify(record));
}
// #endregion storage

export const keypairOf = (serialized: string): Keypair =>
  new Keypair(PrivKey.deserialize(serialized));

// #region coordinator-key
/**
 * The coordinator's key as the poll stores it, checked against the key the poll's organizers
 * published, when the voter typed one. Returns an error message, or undefined when it matches.
 */
export function checkCoordinatorKey(onChain: PubKey, published: string): string | undefined {
  const typed = published.trim();
  if (typed === '') return undefined;
  if (!PubKey.isValidSerializedPubKey(typed)) {
    return 'That coordinator key is malformed: a MACI public key is "macipk." followed by the hexadecimal form of a point on the Baby Jubjub curve.';
  }
  if (!PubKey.deserialize(typed).equals(onChain)) {
    return 'The poll is owned by another coordinator key than the one you typed. Do not vote until the organizers confirm which key is right: only the holder of that key can read your vote.';
  }
  return undefined;
}
// #endregion coordinator-key

// #region message
/** What one message asks the coordinator to do. */
export interface Vote {
  stateIndex: bigint;
  pollId: bigint;
  option: bigint;
  weight: bigint;
}

/**
 * A vote (or key change) as `Poll.publishMessage` takes it: the encrypted command, and the public
 * half of a key pair made for this message alone, from which the coordinator derives the same
 * shared key to decrypt it.
 */
export function encryptVote(vote: Vote, signUpKey: Keypair, namedKey: PubKey, coordinator: PubKey) {
  // Nonce 1: the coordinator reads a voter's messages newest first and accepts the first one
  // only with nonce 1, so the newest message counts and older ones then fail on their nonce.
  const nonce = 1n;
  const command = new PCommand(
    vote.stateIndex,
    namedKey,
    vote.option,
    vote.weight,
    nonce,
    vote.pollId,
    genRandomSalt(),
  );
  // Signed with the sign-up key: the coordinator checks the newest message against the key the
  // voter's state leaf holds when processing starts, which is the key registered at sign-up.
  const signature = command.sign(signUpKey.privKey);
  // A fresh key pair per message: messages share no key, so none can be linked to another.
  const ephemeral = new Keypair();
  const sharedKey = Keypair.genEcdhSharedKey(ephemeral.privKey, coordinator);
  const message = command.encrypt(signature, sharedKey);
  return { message: message.asContractParam(), encPubKey: ephemeral.pubKey.asContractParam() };
}
// #endregion message

// #region credits
/** Why a vote cannot count, checked before it is sent, or undefined. */
export function voteProblem(
  option: bigint,
  weight: bigint,
  maxVoteOptions: bigint,
  credits: bigint,
  quadratic: boolean,
): string | undefined {
  if (option < 0n || option >= maxVoteOptions) {
    return `There is no option ${option}: this poll has options 0 to ${maxVoteOptions - 1n}.`;
  }
  if (weight < 0n) return 'A vote weight cannot be negative.';
  const cost = quadratic ? weight * weight : weight;
  if (cost > credits) {
    return `A weight of ${weight} costs ${cost} voice credits and you have ${credits}: the coordinator would reject this message.`;
  }
  return undefined;
}
// #endregion credits
