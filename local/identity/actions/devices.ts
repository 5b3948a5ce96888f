import type { IdentityContext } from '../context';
import { CognitoError } from '../errors';
import { type CognitoRequest } from '../request';
import { authenticateAccessToken } from '../sessions';

/**
 * The pool has device tracking off, so sign-in never returns NewDeviceMetadata and no device is ever
 * remembered: the list is empty and any device key names a device that does not exist.
 */
const noSuchDevice = () => new CognitoError('ResourceNotFoundException', 'Device does not exist.');

export function listDevices(ctx: IdentityContext, request: CognitoRequest) {
  authenticateAccessToken(ctx, request.AccessToken);
  return { Devices: [] };
}

export function getDevice(ctx: IdentityContext, request: CognitoRequest): never {
  authenticateAccessToken(ctx, request.AccessToken);
  throw noSuchDevice();
}

export const forgetDevice = getDevice;
export const updateDeviceStatus = getDevice;
export const confirmDevice = getDevice;
