/**
 * The parts of the MACI 1.2.5 contracts this app calls, in ethers' human-readable form. Each
 * line matches the ABI compiled into maci-contracts 1.2.5 (the site's test compares them), so
 * the app needs neither maci-contracts nor its generated contract classes in the bundle.
 */
export const maciAbi = [
  'function getPoll(uint256 _pollId) view returns (address poll)',
  'function nextPollId() view returns (uint256)',
  'function signUp((uint256 x, uint256 y) _pubKey, bytes _signUpGatekeeperData, bytes _initialVoiceCreditProxyData)',
  'event DeployPoll(uint256 _pollId, uint256 indexed _coordinatorPubKeyX, uint256 indexed _coordinatorPubKeyY, (address poll, address messageProcessor, address tally) pollAddr)',
  'event SignUp(uint256 _stateIndex, uint256 indexed _userPubKeyX, uint256 indexed _userPubKeyY, uint256 _voiceCreditBalance, uint256 _timestamp)',
  'error TooManySignups()',
  'error InvalidPubKey()',
  'error SignupTemporaryBlocked()',
  'error PollDoesNotExist(uint256 pollId)',
];

export const pollAbi = [
  'function getDeployTimeAndDuration() view returns (uint256 pollDeployTime, uint256 pollDuration)',
  'function maxValues() view returns (uint256 maxMessages, uint256 maxVoteOptions)',
  'function coordinatorPubKey() view returns (uint256 x, uint256 y)',
  'function numSignUpsAndMessages() view returns (uint256 numSUps, uint256 numMsgs)',
  'function publishMessage((uint256 msgType, uint256[10] data) _message, (uint256 x, uint256 y) _encPubKey)',
  'error VotingPeriodOver()',
  'error TooManyMessages()',
  'error InvalidPubKey()',
];

/** The poll's Tally contract holds its voting mode: 0 quadratic, 1 not. */
export const tallyAbi = ['function mode() view returns (uint8)'];
