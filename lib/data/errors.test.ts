import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { DataError, logDataFailure, toDataError } from './errors';

const graphQLErrors = (errorType: string) =>
  new CombinedGraphQLErrors({
    data: null,
    errors: [{ message: 'Invalid input: input.dob 1980-01-01 is secret', errorType } as never],
  });

const serverError = (status: number) =>
  new ServerError('Response not successful', { response: new Response('{}', { status }), bodyText: '{}' } as never);

test.each([
  [graphQLErrors('Unauthorized'), 'forbidden', 'Unauthorized'],
  [graphQLErrors('UnauthorizedException'), 'unauthorised', 'UnauthorizedException'],
  [graphQLErrors('ValidationError'), 'rejected', 'ValidationError'],
  [graphQLErrors('Conflict'), 'conflict', 'Conflict'],
  [graphQLErrors('Closed'), 'closed', 'Closed'],
  [graphQLErrors('InternalFailure'), 'unavailable', 'InternalFailure'],
  [graphQLErrors('Surprise'), 'failed', 'Surprise'],
  [serverError(401), 'unauthorised', 'HTTP 401'],
  [serverError(503), 'unavailable', 'HTTP 503'],
  [new TypeError('fetch failed'), 'unavailable', 'TypeError'],
  [new DOMException('timed out', 'TimeoutError'), 'unavailable', 'TimeoutError'],
  [new Error('boom'), 'failed', 'Error'],
])('%s is %s', (error, kind, errorType) => {
  expect(toDataError(error, 'UserByUid')).toMatchObject({ kind, errorType, operation: 'UserByUid' });
});

test('the log line names the operation and error type, never the message', () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
  logDataFailure(toDataError(graphQLErrors('ValidationError'), 'UpdateAccountUser'));
  expect(spy).toHaveBeenCalledWith('[data] UpdateAccountUser failed: rejected (ValidationError)');
  expect(JSON.stringify(spy.mock.calls)).not.toContain('1980');
  spy.mockRestore();
});

test('a DataError passes through unchanged', () => {
  const error = new DataError('conflict', 'UpdateAccountUser', 'Conflict');
  expect(toDataError(error, 'Other')).toBe(error);
});
