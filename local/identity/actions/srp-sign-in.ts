import type { IdentityContext } from '../context';
import { CognitoError, incorrectCredentials, invalidParameter } from '../errors';
import { LOCAL_USER_POOL_NAME, SRP_CHALLENGE_SECONDS } from '../pool';
import { requireString, type CognitoRequest } from '../request';
import { seal, unseal } from '../sealed-box';
import { decoyCredentials, decoyUserId } from '../srp/decoy';
import {
  createServerEphemeral,
  derivePasswordAuthenticationKey,
  isValidClientPublic,
  passwordClaimSignature,
  signaturesMatch,
  TIMESTAMP_PATTERN,
} from '../srp/exchange';
import { hexToBigInt } from '../srp/group';
import { assertPasswordAttemptsLeft, completePasswordSignIn, passwordFailureKey } from './sign-in-outcome';

const SECRET_BLOCK = 'srp-secret-block';

/** Everything needed to finish the exchange, sealed into SECRET_BLOCK. */
interface SrpChallengeState {
  userIdForSrp: string;
  /** Absent for the decoy challenge an unknown name receives. */
  sub?: string;
  loginName: string;
  A: string;
  b: string;
  B: string;
  expiresAt: number;
}

function parseHex(value: string, member: string): bigint {
  try {
    return hexToBigInt(value);
  } catch {
    throw invalidParameter(`${member} is not a valid hex value.`);
  }
}

/** InitiateAuth USER_SRP_AUTH: the PASSWORD_VERIFIER challenge, real or decoy. */
export function startSrpSignIn(ctx: IdentityContext, parameters: Record<string, unknown>) {
  const loginName = requireString(parameters, 'USERNAME');
  const A = parseHex(requireString(parameters, 'SRP_A'), 'SRP_A');
  if (!isValidClientPublic(A)) throw invalidParameter('SRP_A is not valid.');
  const secret = ctx.store.data.serverSecret;
  const user = ctx.store.findUser(loginName);
  const credentials = user ? user.srp : decoyCredentials(secret, loginName);
  const userIdForSrp = user ? user.username : decoyUserId(secret, loginName);
  const { b, B } = createServerEphemeral(credentials.verifier);
  const state: SrpChallengeState = {
    userIdForSrp,
    sub: user?.sub,
    loginName,
    A: A.toString(16),
    b: b.toString(16),
    B: B.toString(16),
    expiresAt: ctx.clock.now() + SRP_CHALLENGE_SECONDS * 1000,
  };
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    ChallengeParameters: {
      SALT: credentials.salt,
      SECRET_BLOCK: seal(state, secret, SECRET_BLOCK).toString('base64'),
      SRP_B: state.B,
      USERNAME: userIdForSrp,
      USER_ID_FOR_SRP: userIdForSrp,
    },
  };
}

/** RespondToAuthChallenge PASSWORD_VERIFIER: checks the client's proof that it knows the password. */
export function answerPasswordVerifier(ctx: IdentityContext, responses: CognitoRequest, clientId: string) {
  const username = requireString(responses, 'USERNAME');
  const secretBlock = Buffer.from(requireString(responses, 'PASSWORD_CLAIM_SECRET_BLOCK'), 'base64');
  const timestamp = requireString(responses, 'TIMESTAMP');
  const claimedSignature = requireString(responses, 'PASSWORD_CLAIM_SIGNATURE');
  const secret = ctx.store.data.serverSecret;

  const state = unseal<SrpChallengeState>(secretBlock, secret, SECRET_BLOCK);
  if (!state || state.userIdForSrp !== username) throw incorrectCredentials();
  if (state.expiresAt <= ctx.clock.now()) {
    throw new CognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.');
  }
  if (!TIMESTAMP_PATTERN.test(timestamp)) {
    throw invalidParameter('TIMESTAMP format should be EEE MMM d HH:mm:ss z yyyy in english.');
  }

  const user = state.sub ? ctx.store.findUserBySub(state.sub) : undefined;
  const failureKey = passwordFailureKey(user, state.loginName);
  assertPasswordAttemptsLeft(ctx, failureKey);
  const verifier = user ? user.srp.verifier : decoyCredentials(secret, state.loginName).verifier;
  const key = derivePasswordAuthenticationKey(
    hexToBigInt(state.A),
    hexToBigInt(state.B),
    hexToBigInt(state.b),
    verifier,
  );
  const expected = key && passwordClaimSignature(key, LOCAL_USER_POOL_NAME, username, secretBlock, timestamp);
  if (!user || !expected || !signaturesMatch(expected, claimedSignature)) {
    ctx.failures.record(failureKey);
    throw incorrectCredentials();
  }
  ctx.failures.clear(failureKey);
  return completePasswordSignIn(ctx, user, clientId);
}
