import {
  createObservationArgs,
  OBSERVATION_DEFAULTS,
  observationMergedProblem,
  updateObservationArgs,
} from '@/backend/validation/observation';
import {
  createDiaryEntryArgs,
  DIARY_DEFAULTS,
  diaryDerivedFields,
  updateDiaryEntryArgs,
  type DiaryEntryType,
} from '@/backend/validation/diary';
import { createUserArgs, updateUserArgs, USER_DEFAULTS } from '@/backend/validation/user';
import { diaryResolvers, type DiaryKind } from '@/backend/resolvers/diary';
import { singletonResolvers } from '@/backend/resolvers/singleton';
import { reminderPlanIndexFields } from '@/backend/store/reminder-plans';
import { profileAnswers, saveProfileAnswers } from '@/backend/resolvers/profile-answers';
import { createProfile, profileByUid, updateProfile } from '@/backend/resolvers/profiles';
import { createCode, deleteCode, listCodes, updateCode } from '@/backend/resolvers/codes';
import { deleteMyData, deleteMyHealthData, exportMyData } from '@/backend/resolvers/privacy';
import {
  adminOffers,
  claimOfferCode,
  createOffer,
  exportPartnerCodes,
  importCodes,
  liveOffers,
  offer,
  updateOffer,
  voidCode,
} from '@/backend/resolvers/offers';
import {
  findingNoticeOf,
  markNoticeRead,
  myNotices,
  refreshMyNotices,
  unreadNoticeCount,
} from '@/backend/resolvers/notices';
import {
  enterPrizeDraw,
  enterPrizeDrawFree,
  exportPrizeDrawEntrants,
  myPrizeDrawEntry,
  prizeDrawEntrantsCount,
  prizeDraws,
  runPrizeDraw,
  withdrawPrizeDrawEntry,
} from '@/backend/resolvers/prize-draw';
import { adminActivity } from '@/backend/resolvers/admin-activity';
import { countSignup, signupSource, signupsBySource } from '@/backend/resolvers/signups';
import type { Resolver } from '@/backend/resolvers/context';

/**
 * Who may call each operation. Checked by the dispatcher before any argument is read; the authorisation
 * test walks schema.graphql and fails for an operation missing here.
 * - owner:        the `uid` argument must be the caller's sub
 * - recordOwner:  acts on a record by id, which must be the caller's (checked by the resolver on the record)
 * - self:         acts only on the caller's own data; nothing in the arguments names a user
 * - admin:        caller in the Admin group
 * - ownerOrAdmin: with `uid`, as owner; without, admin only (listCodes)
 * - prizeDrawService: the site server's account (group PrizeDrawService) that submits free draw entries
 */
export type AccessRule = 'owner' | 'recordOwner' | 'self' | 'admin' | 'ownerOrAdmin' | 'prizeDrawService';

export interface Operation {
  access: AccessRule;
  resolve: Resolver;
  /**
   * Only removes her own data, so it stays allowed once her erasure has begun (a retried erasure, a late
   * delete). Every other mutation of her own data is refused then (api/dispatch.ts).
   */
  removesOnly?: true;
}

const observationKind: DiaryKind = {
  itemType: 'Observation',
  createArgs: createObservationArgs,
  updateArgs: updateObservationArgs,
  defaults: OBSERVATION_DEFAULTS,
  mergedProblem: observationMergedProblem,
  checkedIsInstant: true,
  noticeOf: findingNoticeOf,
};

const diaryKind = (itemType: DiaryEntryType): DiaryKind => ({
  itemType,
  createArgs: createDiaryEntryArgs(itemType),
  updateArgs: updateDiaryEntryArgs(itemType),
  defaults: DIARY_DEFAULTS,
  derive: diaryDerivedFields,
});

const users = singletonResolvers({
  itemType: 'User',
  createArgs: createUserArgs,
  updateArgs: updateUserArgs,
  defaults: USER_DEFAULTS,
  derive: reminderPlanIndexFields,
  fromCaller: (context) => ({ source: signupSource(context.caller.source) }),
  // The reminder job emails User.email, so it is never an argument: it is the email her token carries as
  // verified (an ID token). A write with her access token, the app's usual token, leaves it as it was; the app
  // sends her ID token to createUser and after she verifies a new email. Looking her address up in Cognito at
  // send time would hold too, but needs the pool's admin API in the job and in the local identity service,
  // whereas AppSync and the local /graphql both accept and verify an ID token as they do an access token.
  fromCallerOnEachWrite: ({ caller }) => (caller.email ? { email: caller.email } : {}),
  onCreated: (item, context) => countSignup(context, String(item.source)),
});
const observations = diaryResolvers(observationKind);
const stress = diaryResolvers(diaryKind('Stress'));
const sleep = diaryResolvers(diaryKind('Sleep'));
const mood = diaryResolvers(diaryKind('Mood'));
const fatigue = diaryResolvers(diaryKind('Fatigue'));
const physical = diaryResolvers(diaryKind('Physical'));
const menopause = diaryResolvers(diaryKind('Menopause'));

export const OPERATIONS: Record<'Query' | 'Mutation', Record<string, Operation>> = {
  Query: {
    listCodes: { access: 'ownerOrAdmin', resolve: listCodes },
    userByUid: { access: 'owner', resolve: users.list },
    profileByUid: { access: 'owner', resolve: profileByUid },
    observationByUid: { access: 'owner', resolve: observations.list },
    getObservation: { access: 'recordOwner', resolve: observations.get },
    getStress: { access: 'recordOwner', resolve: stress.get },
    getSleep: { access: 'recordOwner', resolve: sleep.get },
    getMood: { access: 'recordOwner', resolve: mood.get },
    getFatigue: { access: 'recordOwner', resolve: fatigue.get },
    getPhysical: { access: 'recordOwner', resolve: physical.get },
    getMenopause: { access: 'recordOwner', resolve: menopause.get },
    stressByUid: { access: 'owner', resolve: stress.list },
    sleepByUid: { access: 'owner', resolve: sleep.list },
    moodByUid: { access: 'owner', resolve: mood.list },
    fatigueByUid: { access: 'owner', resolve: fatigue.list },
    physicalByUid: { access: 'owner', resolve: physical.list },
    menopauseByUid: { access: 'owner', resolve: menopause.list },
    profileAnswers: { access: 'owner', resolve: profileAnswers },
    exportMyData: { access: 'self', resolve: exportMyData },
    liveOffers: { access: 'self', resolve: liveOffers },
    offer: { access: 'self', resolve: offer },
    adminOffers: { access: 'admin', resolve: adminOffers },
    exportPartnerCodes: { access: 'admin', resolve: exportPartnerCodes },
    myNotices: { access: 'self', resolve: myNotices },
    unreadNoticeCount: { access: 'self', resolve: unreadNoticeCount },
    myPrizeDrawEntry: { access: 'self', resolve: myPrizeDrawEntry },
    prizeDrawEntrantsCount: { access: 'admin', resolve: prizeDrawEntrantsCount },
    exportPrizeDrawEntrants: { access: 'admin', resolve: exportPrizeDrawEntrants },
    prizeDraws: { access: 'admin', resolve: prizeDraws },
    signupsBySource: { access: 'admin', resolve: signupsBySource },
    adminActivity: { access: 'admin', resolve: adminActivity },
  },
  Mutation: {
    createUser: { access: 'self', resolve: users.create },
    updateUser: { access: 'self', resolve: users.update },
    createProfile: { access: 'self', resolve: createProfile },
    updateProfile: { access: 'self', resolve: updateProfile },
    saveProfileAnswers: { access: 'owner', resolve: saveProfileAnswers },
    createObservation: { access: 'recordOwner', resolve: observations.create },
    updateObservation: { access: 'recordOwner', resolve: observations.update },
    deleteObservation: { access: 'recordOwner', resolve: observations.remove, removesOnly: true },
    createStress: { access: 'recordOwner', resolve: stress.create },
    updateStress: { access: 'recordOwner', resolve: stress.update },
    deleteStress: { access: 'recordOwner', resolve: stress.remove, removesOnly: true },
    createSleep: { access: 'recordOwner', resolve: sleep.create },
    updateSleep: { access: 'recordOwner', resolve: sleep.update },
    deleteSleep: { access: 'recordOwner', resolve: sleep.remove, removesOnly: true },
    createMood: { access: 'recordOwner', resolve: mood.create },
    updateMood: { access: 'recordOwner', resolve: mood.update },
    deleteMood: { access: 'recordOwner', resolve: mood.remove, removesOnly: true },
    createFatigue: { access: 'recordOwner', resolve: fatigue.create },
    updateFatigue: { access: 'recordOwner', resolve: fatigue.update },
    deleteFatigue: { access: 'recordOwner', resolve: fatigue.remove, removesOnly: true },
    createPhysical: { access: 'recordOwner', resolve: physical.create },
    updatePhysical: { access: 'recordOwner', resolve: physical.update },
    deletePhysical: { access: 'recordOwner', resolve: physical.remove, removesOnly: true },
    createMenopause: { access: 'recordOwner', resolve: menopause.create },
    updateMenopause: { access: 'recordOwner', resolve: menopause.update },
    deleteMenopause: { access: 'recordOwner', resolve: menopause.remove, removesOnly: true },
    claimCode: { access: 'self', resolve: claimOfferCode },
    createCode: { access: 'admin', resolve: createCode },
    updateCode: { access: 'admin', resolve: updateCode },
    deleteCode: { access: 'admin', resolve: deleteCode },
    deleteMyData: { access: 'self', resolve: deleteMyData, removesOnly: true },
    deleteMyHealthData: { access: 'self', resolve: deleteMyHealthData, removesOnly: true },
    createOffer: { access: 'admin', resolve: createOffer },
    updateOffer: { access: 'admin', resolve: updateOffer },
    importCodes: { access: 'admin', resolve: importCodes },
    voidCode: { access: 'admin', resolve: voidCode },
    markNoticeRead: { access: 'self', resolve: markNoticeRead },
    refreshMyNotices: { access: 'self', resolve: refreshMyNotices },
    enterPrizeDraw: { access: 'self', resolve: enterPrizeDraw },
    withdrawPrizeDrawEntry: { access: 'self', resolve: withdrawPrizeDrawEntry, removesOnly: true },
    enterPrizeDrawFree: { access: 'prizeDrawService', resolve: enterPrizeDrawFree },
    runPrizeDraw: { access: 'admin', resolve: runPrizeDraw },
  },
};
