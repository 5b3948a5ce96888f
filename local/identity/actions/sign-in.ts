import { randomUUID } from 'node:crypto';
import type { IdentityContext } from '../context';
import { CognitoError, incorrectCredentials, invalidParameter } from '../errors';
import { hashPassword, passwordMatches } from '../password-hash';
import { assertPasswordMeetsPolicy } from '../password-policy';
import { parseClientAttributes } from '../attributes';
import { requireClientId, requireRecord, requireString, type CognitoRequest } from '../request';
import { unseal } from '../sealed-box';
import { refreshSession } from '../sessions';
import { setPassword } from '../users';
import { answerPasswordVerifier, startSrpSignIn } from './srp-sign-in';
import {
  assertPasswordAttemptsLeft,
  CHALLENGE_SESSION,
  completePasswordSignIn,
  passwordFailureKey,
  type ChallengeSessionState,
} from './sign-in-outcome';

/** A hash to check against when the name is unknown, so a miss costs the same scrypt time as a wrong password. */
let decoyPasswordHash: string | undefined;

function userPasswordSignIn(ctx: IdentityContext, parameters: Record<string, unknown>, clientId: string) {
  const loginName = requireString(parameters, 'USERNAME');
  const password = requireString(parameters, 'PASSWORD');
  const user = ctx.store.findUser(loginName);
  const failureKey = passwordFailureKey(user, loginName);
  assertPasswordAttemptsLeft(ctx, failureKey);
  decoyPasswordHash ??= hashPassword(randomUUID());
  const matches = passwordMatches(password, user?.passwordHash ?? decoyPasswordHash);
  if (!user || !matches) {
    ctx.failures.record(failureKey);
    throw incorrectCredentials();
  }
  ctx.failures.clear(failureKey);
  return completePasswordSignIn(ctx, user, clientId);
}

export function initiateAuth(ctx: IdentityContext, request: CognitoRequest) {
  const clientId = requireClientId(request);
  const flow = requireString(request, 'AuthFlow');
  const parameters = requireRecord(request, 'AuthParameters');
  switch (flow) {
    case 'USER_SRP_AUTH':
      return startSrpSignIn(ctx, parameters);
    case 'USER_PASSWORD_AUTH':
      return userPasswordSignIn(ctx, parameters, clientId);
    case 'REFRESH_TOKEN_AUTH':
    case 'REFRESH_TOKEN':
      return {
        AuthenticationResult: refreshSession(ctx, requireString(parameters, 'REFRESH_TOKEN'), clientId),
        ChallengeParameters: {},
      };
    default:
      // The local client enables SRP, password and refresh flows only, as the deployed client does.
      throw invalidParameter(`${flow} flow not enabled for this client`);
  }
}

/** NEW_PASSWORD_REQUIRED: the user sets her own password (and any attributes she was asked for). */
function answerNewPasswordRequired(
  ctx: IdentityContext,
  request: CognitoRequest,
  responses: Record<string, unknown>,
  clientId: string,
) {
  const session = typeof request.Session === 'string' ? Buffer.from(request.Session, 'base64') : Buffer.alloc(0);
  const state = unseal<ChallengeSessionState>(session, ctx.store.data.serverSecret, CHALLENGE_SESSION);
  if (!state || state.challenge !== 'NEW_PASSWORD_REQUIRED' || state.expiresAt <= ctx.clock.now()) {
    throw new CognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.');
  }
  const user = ctx.store.findUserBySub(state.sub);
  if (!user) throw incorrectCredentials();
  const password = responses.NEW_PASSWORD;
  assertPasswordMeetsPolicy(password);
  const attributes = parseClientAttributes(
    Object.entries(responses)
      .filter(([name]) => name.startsWith('userAttributes.'))
      .map(([name, value]) => ({ Name: name.slice('userAttributes.'.length), Value: value })),
  );
  delete attributes.email;
  Object.assign(user.attributes, attributes);
  setPassword(user, password);
  user.status = 'CONFIRMED';
  user.updatedAt = ctx.clock.now();
  ctx.store.save();
  return completePasswordSignIn(ctx, user, clientId);
}

export function respondToAuthChallenge(ctx: IdentityContext, request: CognitoRequest) {
  const clientId = requireClientId(request);
  const challenge = requireString(request, 'ChallengeName');
  const responses = requireRecord(request, 'ChallengeResponses');
  switch (challenge) {
    case 'PASSWORD_VERIFIER':
      return answerPasswordVerifier(ctx, responses, clientId);
    case 'NEW_PASSWORD_REQUIRED':
      return answerNewPasswordRequired(ctx, request, responses, clientId);
    default:
      throw invalidParameter(`Unsupported challenge: ${challenge}`);
  }
}
