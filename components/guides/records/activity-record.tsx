import { ACTIVITY_GUIDELINE, compareActivity, type WeeklyActivity } from '@/lib/content/guide-records';
import { AnsweredRecord, NotAnswered } from './answered-record';

/** Her weekly activity from the questionnaire beside the UK guideline. */
export function ActivityRecord({ activity }: { activity: WeeklyActivity | null }) {
  if (!activity) return <NotAnswered what="how active you are" addLabel="Add your activity" section="lifestyle" />;
  const result = compareActivity(activity);
  return (
    <AnsweredRecord title="Your activity">
      <p className="mt-2 text-ink">
        {activity.vigorousMinutes === null ? (
          <>
            You told us about <strong>{activity.moderateMinutes} minutes</strong> of moderate activity a week, against
            the guideline of {ACTIVITY_GUIDELINE.moderateMinutes}.
          </>
        ) : (
          <>
            You told us about {activity.moderateMinutes} minutes of moderate and {activity.vigorousMinutes} minutes of
            vigorous activity a week. Counting vigorous minutes double, that is{' '}
            <strong>{result.equivalentMinutes} minutes</strong> against the guideline of{' '}
            {ACTIVITY_GUIDELINE.moderateMinutes}.
          </>
        )}
      </p>
      <p className="mt-2 text-ink">
        {result.meetsAerobic
          ? 'That meets the guideline. Keep it up, and vary what you do.'
          : `That is ${result.minutesShort} minutes a week short. Adding 10 minutes of brisk walking on a few days is a good start.`}
      </p>
      {result.meetsStrength !== null && (
        <p className="mt-2 text-ink">
          {result.meetsStrength
            ? `You do strengthening activity on ${activity.strengthDays} days a week, which meets the guideline of ${ACTIVITY_GUIDELINE.strengthDays}.`
            : `You do strengthening activity on ${activity.strengthDays} ${activity.strengthDays === 1 ? 'day' : 'days'} a week; the guideline is ${ACTIVITY_GUIDELINE.strengthDays}.`}
        </p>
      )}
    </AnsweredRecord>
  );
}
