/**
 * The secret that signs unsubscribe and calendar-feed links. REMINDER_SIGNING_KEYS holds one or more keys
 * separated by commas, newest first (links signed with an older key keep working until it is removed). Without
 * it, a fixed local key is used, refused on AWS, where links must survive restarts and every instance must agree.
 */
const LOCAL_ONLY_KEY = 'local-stack-only reminder link key: never used on AWS';

export function reminderSigningKeys(env: Record<string, string | undefined> = process.env): string[] {
  const configured = (env.REMINDER_SIGNING_KEYS ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  if (configured.length > 0) {
    if (configured.some((key) => key.length < 32))
      throw new Error('REMINDER_SIGNING_KEYS: each key needs at least 32 characters');
    return configured;
  }
  if (env.AWS_LAMBDA_FUNCTION_NAME || env.APP_DEPLOYED === 'true')
    throw new Error('REMINDER_SIGNING_KEYS must be set on AWS');
  return [LOCAL_ONLY_KEY];
}
