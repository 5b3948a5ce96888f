import { isDeployed } from '@/backend/core/deployed';
import { readSecret, type SecretSource } from '@/backend/core/secrets';

/**
 * The secret that signs unsubscribe and calendar-feed links: one or more keys separated by commas, newest first
 * (links signed with an older key keep working until it is removed). On AWS it is read from Secrets Manager
 * (REMINDER_SIGNING_KEYS_ARN), so a changed secret is used within minutes; locally REMINDER_SIGNING_KEYS, or
 * without it a fixed local key, refused on AWS, where links must survive restarts and every instance must agree.
 */
const LOCAL_ONLY_KEY = 'local-stack-only reminder link key: never used on AWS';

export const REMINDER_SIGNING_KEYS: SecretSource = {
  arnVariable: 'REMINDER_SIGNING_KEYS_ARN',
  plainVariable: 'REMINDER_SIGNING_KEYS',
};

export async function reminderSigningKeys(env: Record<string, string | undefined> = process.env): Promise<string[]> {
  const configured = ((await readSecret(REMINDER_SIGNING_KEYS, env)) ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  if (configured.length > 0) {
    if (configured.some((key) => key.length < 32))
      throw new Error('REMINDER_SIGNING_KEYS: each key needs at least 32 characters');
    return configured;
  }
  if (isDeployed(env)) throw new Error('REMINDER_SIGNING_KEYS must be set on AWS');
  return [LOCAL_ONLY_KEY];
}
