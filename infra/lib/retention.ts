import { RetentionDays } from 'aws-cdk-lib/aws-logs';

/** CloudWatch accepts only certain retention periods; the config names them in days. */
export function retention(days: number): RetentionDays {
  const match = Object.values(RetentionDays).find((value) => value === days);
  if (match === undefined || match === RetentionDays.INFINITE)
    throw new Error(`${days} days is not a CloudWatch retention period`);
  return match as RetentionDays;
}
