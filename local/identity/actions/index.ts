import type { IdentityContext } from '../context';
import type { ServerIdentityAction } from '@/lib/validation/identity-permissions';
import type { CognitoRequest } from '../request';
import { adminDeleteUserAttributes, adminUpdateUserAttributes } from './admin';
import { confirmDevice, forgetDevice, getDevice, listDevices, updateDeviceStatus } from './devices';
import { changePassword, confirmForgotPassword, forgotPassword } from './password';
import { initiateAuth, respondToAuthChallenge } from './sign-in';
import { confirmSignUp, resendConfirmationCode, signUp } from './sign-up';
import { getTokensFromRefreshToken, globalSignOut, revokeToken } from './tokens';
import {
  deleteUser,
  deleteUserAttributes,
  getUser,
  getUserAttributeVerificationCode,
  updateUserAttributes,
  verifyUserAttribute,
} from './user';

export type CognitoAction = (ctx: IdentityContext, request: CognitoRequest) => unknown;

/** The Cognito user-pool actions the app's Amplify calls use, by their `X-Amz-Target` name. */
export const ACTIONS: Record<string, CognitoAction> = {
  SignUp: signUp,
  ConfirmSignUp: confirmSignUp,
  ResendConfirmationCode: resendConfirmationCode,
  InitiateAuth: initiateAuth,
  RespondToAuthChallenge: respondToAuthChallenge,
  GetTokensFromRefreshToken: getTokensFromRefreshToken,
  ForgotPassword: forgotPassword,
  ConfirmForgotPassword: confirmForgotPassword,
  ChangePassword: changePassword,
  GetUser: getUser,
  UpdateUserAttributes: updateUserAttributes,
  DeleteUserAttributes: deleteUserAttributes,
  GetUserAttributeVerificationCode: getUserAttributeVerificationCode,
  VerifyUserAttribute: verifyUserAttribute,
  GlobalSignOut: globalSignOut,
  RevokeToken: revokeToken,
  DeleteUser: deleteUser,
  GetDevice: getDevice,
  ForgetDevice: forgetDevice,
  UpdateDeviceStatus: updateDeviceStatus,
  ListDevices: listDevices,
  ConfirmDevice: confirmDevice,
};

/**
 * The admin actions, served only to a request signed with the web server's credentials (IAM on AWS): exactly the
 * ones CDK grants the server's role (SERVER_IDENTITY_ACTIONS), so an action the server is not allowed on AWS is
 * not served here either.
 */
export const SERVER_ACTIONS: Record<ServerIdentityAction, CognitoAction> = {
  AdminUpdateUserAttributes: adminUpdateUserAttributes,
  AdminDeleteUserAttributes: adminDeleteUserAttributes,
};
