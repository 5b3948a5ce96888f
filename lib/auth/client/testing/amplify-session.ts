/** For tests: a session as Amplify reads it from the cookies, its tokens expiring `minutes` from now. */
export function sessionExpiringIn(minutes: number) {
  const exp = Math.floor(Date.now() / 1000) + minutes * 60;
  return { tokens: { idToken: { payload: { exp } }, accessToken: { payload: { exp } } } } as never;
}
