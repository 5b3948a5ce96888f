import type { IdentityContext } from '../context';
import type { CognitoRequest } from '../request';
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
