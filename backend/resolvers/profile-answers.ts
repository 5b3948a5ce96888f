import { z } from 'zod';
import { AppSyncError } from '@/backend/core/errors';
import { parseArguments } from '@/backend/validation/common';
import { MAX_PROFILE_ANSWERS_BYTES } from '@/backend/store/profile-answers';
import type { Resolver } from './context';

const saveArgs = z.object({
  uid: z.string(),
  // AppSync hands AWSJSON arguments to resolvers already parsed.
  answers: z.record(z.string(), z.unknown(), { error: 'must be a JSON object' }),
});

export const saveProfileAnswers: Resolver = async (args, context) => {
  const { answers } = parseArguments(saveArgs, args);
  const json = JSON.stringify(answers);
  if (Buffer.byteLength(json) > MAX_PROFILE_ANSWERS_BYTES) {
    throw new AppSyncError(
      'ValidationError',
      `Invalid input: answers must be at most ${MAX_PROFILE_ANSWERS_BYTES / 1024} KB of JSON`,
    );
  }
  const saved = await context.store.profileAnswers.save(context.caller.sub, json, context.now);
  return { uid: saved.uid, answers, updatedAt: saved.updatedAt };
};

export const profileAnswers: Resolver = async (_args, context) => {
  const stored = await context.store.profileAnswers.load(context.caller.sub);
  if (!stored) return null;
  return { uid: stored.uid, answers: JSON.parse(stored.answersJson) as unknown, updatedAt: stored.updatedAt };
};
