import { randomUUID } from 'node:crypto';
import { graphqlAs, identityFor, operationsAs, useTestStore } from '@/backend/testing/test-api';
import { buildProfile, FAMILY_HISTORY_REFERRAL_ACTION, LIFETIME_FROM_20_NOTE_ID, toProfileInput } from '@/lib/risk';
import { profileFromAnswers, questionnaireSchema, SECTION_IDS, type SectionId } from '@/lib/risk/questionnaire';
import { FIXTURES, NOW } from '@/lib/risk/questionnaire/fixtures';
import { checkForm } from '@/lib/forms/form-state';
import { encodeSection, questionnaireFormSchema, type SectionSubmission } from '@/lib/forms/risk-questionnaire';
import { CreateRiskProfileDocument, SaveQuestionnaireAnswersDocument } from '@/graphql/generated/types';
import {
  AnswersConflict,
  isFromCurrentEngine,
  readQuestionnaire,
  readRiskProfile,
  readRiskResults,
  refreshedRiskProfile,
  saveQuestionnaireSection,
  type RunOperation,
} from './questionnaire-core';
import { resultHistory } from '@/lib/risk/history';

const store = useTestStore();

/** The app's operations, run as `sub` against the in-memory API the way the local stack runs them. */
const apiAs = (sub: string): RunOperation => operationsAs(store(), identityFor(sub), NOW);

/** Her answers as the form posts them, checked by the form's own schema: what the server action hands on. */
function submitted(section: SectionId, answers: unknown): SectionSubmission {
  const check = checkForm(questionnaireFormSchema, encodeSection(section, questionnaireSchema.parse(answers)));
  if (!check.ok) throw new Error(`${section}: ${JSON.stringify(check.errors)}`);
  return check.values;
}

async function newUser(sub: string) {
  const gql = graphqlAs(store(), identityFor(sub), NOW);
  await gql(`mutation($input: CreateUserInput!) { createUser(input: $input) { id } }`, {
    input: { id: sub, given: 'Ann' },
  });
  return gql;
}

describe('saving the questionnaire section by section', () => {
  it.each(FIXTURES.map((f) => [f.name, f] as const))(
    'stores the Profile lib/risk computes: %s',
    async (_name, fixture) => {
      const sub = randomUUID();
      const gql = await newUser(sub);
      const run = apiAs(sub);
      const owner = { uid: sub };
      let written: Awaited<ReturnType<typeof saveQuestionnaireSection>>['profile'] = null;
      for (const [index, section] of SECTION_IDS.entries()) {
        const saved = await saveQuestionnaireSection(
          run,
          owner,
          submitted(section, fixture.answers),
          NOW,
          randomUUID(),
        );
        expect(saved.next).toBe(SECTION_IDS[index + 1] ?? null);
        if (saved.next) expect(await readRiskProfile(run, sub)).toBeNull();
        written = saved.profile;
      }

      const expected = profileFromAnswers(
        // The server starts the clock at her first saved section.
        { ...fixture.answers, started: NOW.toISOString() },
        { now: NOW },
      );
      // What the store wrote back, field by field (carrier bands included): the engine's numbers, levels, colours and lists.
      const { id, updatedAt, ...writtenFields } = written!;
      expect(writtenFields).toEqual(expected);
      // And what a later read gives (carrier scores only: query depth).
      const { uBrca1, uBrca2, uBrca12, ...plain } = expected;
      const score = (carrier: typeof uBrca1) => (carrier ? { score: carrier.score } : null);
      expect(await readRiskProfile(run, sub)).toEqual({
        id,
        updatedAt,
        ...plain,
        uBrca1: score(uBrca1),
        uBrca2: score(uBrca2),
        uBrca12: score(uBrca12),
      });
      if (fixture.riskAnswers) {
        const engine = toProfileInput(buildProfile(fixture.riskAnswers));
        expect(writtenFields).toEqual(
          expect.objectContaining({
            uRisk10: engine.uRisk10,
            uRiskLife: engine.uRiskLife,
            riskLevel: engine.riskLevel,
            applicable: engine.applicable,
          }),
        );
      } else {
        expect(writtenFields).toEqual(expect.objectContaining({ applicable: false, uRisk10: null, uRiskLife: null }));
      }

      const user = await gql(`query($uid: ID!) { userByUid(uid: $uid) { items { hasCompleted } } }`, { uid: sub });
      expect(user.data?.userByUid).toEqual({ items: [{ hasCompleted: true }] });
      expect((await readQuestionnaire(run, sub)).draft).toEqual(
        expect.objectContaining({ version: 'Q1', started: NOW.toISOString() }),
      );
    },
  );

  it('keeps each result as history: a changed answer makes a new current Profile, a retry makes none', async () => {
    const sub = randomUUID();
    await newUser(sub);
    const run = apiAs(sub);
    const owner = { uid: sub };
    const [first, second] = [FIXTURES[0]!, FIXTURES[4]!];
    // The API's clock moves with the save's, so a later result is also created later (newest first).
    const save = (section: SectionId, answers: unknown, at = NOW, formId = randomUUID()) =>
      saveQuestionnaireSection(
        operationsAs(store(), identityFor(sub), at),
        owner,
        submitted(section, answers),
        at,
        formId,
      );
    await save('aboutYou', first.answers);
    await save('periods', first.answers);
    const { draft } = await readQuestionnaire(run, sub);
    expect(Object.keys(draft).sort()).toEqual(['aboutYou', 'periods', 'started', 'version']);

    await save('breastHistory', first.answers);
    await save('family', first.answers);
    const lastForm = randomUUID();
    const done = await save('lifestyle', first.answers, NOW, lastForm);
    // The same submission again (a double submit or a retry) meets the first write.
    const retried = await save('lifestyle', first.answers, NOW, lastForm);
    expect(retried.profile?.id).toBe(done.profile?.id);
    const before = await readRiskProfile(run, sub);
    expect(before).toMatchObject({ id: done.profile?.id, applicable: true });

    const later = new Date(NOW.getTime() + 86_400_000);
    const changed = await save('breastHistory', second.answers, later);
    expect(changed.next).toBeNull();
    expect(changed.profile?.id).not.toBe(before?.id);
    // Read straight after the write: the new result is current, the first is history.
    const after = await readRiskProfile(run, sub);
    expect(after).toMatchObject({
      id: changed.profile?.id,
      applicable: false,
      uRisk10: null,
      riskLevel: 'NOT_APPLICABLE',
    });
    const history = resultHistory(await readRiskResults(run, sub), after?.id);
    expect(history.current).toMatchObject({ id: after?.id, level: 'not-applicable' });
    expect(history.earlier).toEqual([{ id: before?.id, at: before?.finished, level: 'near-population' }]);
  });

  it("never shows one woman's answers or Profile to another", async () => {
    const [ann, bea] = [randomUUID(), randomUUID()];
    await newUser(ann);
    await saveQuestionnaireSection(
      apiAs(ann),
      { uid: ann },
      submitted('aboutYou', FIXTURES[0]!.answers),
      NOW,
      randomUUID(),
    );
    await expect(readQuestionnaire(apiAs(bea), ann)).rejects.toThrow(/Unauthori/);
  });
});

describe('a save that cannot be stored as it is', () => {
  const answers = questionnaireSchema.parse(FIXTURES[0]!.answers); // born 1981, first child at 28
  const owner = (sub: string) => ({ uid: sub });

  async function finishedBy(sub: string, run: RunOperation, draft: unknown = answers) {
    await newUser(sub);
    let saved: Awaited<ReturnType<typeof saveQuestionnaireSection>> | null = null;
    for (const section of SECTION_IDS)
      saved = await saveQuestionnaireSection(run, owner(sub), submitted(section, draft), NOW, randomUUID());
    return saved!.profile!;
  }

  it('refuses a date of birth her other answers contradict before saving it: her answers and result still agree', async () => {
    const sub = randomUUID();
    const run = apiAs(sub);
    const result = await finishedBy(sub, run);
    const bornIn2001 = { ...answers, aboutYou: { ...answers.aboutYou, dob: '2001-05-02' } };

    const refused = saveQuestionnaireSection(run, owner(sub), submitted('aboutYou', bornIn2001), NOW, randomUUID());
    await expect(refused).rejects.toBeInstanceOf(AnswersConflict);
    await expect(refused).rejects.toMatchObject({
      issues: expect.arrayContaining([
        expect.objectContaining({ section: 'aboutYou', field: 'dob' }),
        expect.objectContaining({ section: 'periods', field: 'firstBirthAge' }),
      ]),
    });
    expect((await readQuestionnaire(run, sub)).draft.aboutYou?.dob).toBe('1981-05-02');
    expect(await readRiskProfile(run, sub)).toMatchObject({ id: result.id, dob: '1981-05-02' });
  });

  it('checks a periods answer against the date of birth she saved, and saves nothing when it does not fit', async () => {
    const sub = randomUUID();
    const run = apiAs(sub);
    await newUser(sub);
    await saveQuestionnaireSection(run, owner(sub), submitted('aboutYou', answers), NOW, randomUUID());
    const late = { ...answers, periods: { ...answers.periods, firstBirthAge: 50 } }; // she is 45

    await expect(
      saveQuestionnaireSection(run, owner(sub), submitted('periods', late), NOW, randomUUID()),
    ).rejects.toMatchObject({
      issues: [expect.objectContaining({ section: 'periods', field: 'firstBirthAge' }), expect.anything()],
    });
    expect((await readQuestionnaire(run, sub)).draft.periods).toBeUndefined();
  });

  it('a result the API refuses leaves her answers as they were', async () => {
    const sub = randomUUID();
    const run = apiAs(sub);
    await finishedBy(sub, run);
    const refusing: RunOperation = (document, variables) =>
      (document as unknown) === CreateRiskProfileDocument
        ? Promise.reject(new Error('ValidationError: input.bmi'))
        : run(document, variables);
    const noChildren = { ...answers, periods: { ...answers.periods, children: 'no', firstBirthAge: undefined } };

    await expect(
      saveQuestionnaireSection(refusing, owner(sub), submitted('periods', noChildren), NOW, randomUUID()),
    ).rejects.toThrow(/ValidationError/);
    expect((await readQuestionnaire(run, sub)).draft.periods).toMatchObject({ children: 'yes', firstBirthAge: 28 });
  });

  it('a retry after the answers failed to save completes with the result the first try made, and no other', async () => {
    const sub = randomUUID();
    const run = apiAs(sub);
    await finishedBy(sub, run);
    // A day later, so the new result is also the newer one (newest first).
    const later = new Date(NOW.getTime() + 86_400_000);
    const runLater = operationsAs(store(), identityFor(sub), later);
    let failures = 1;
    const flaky: RunOperation = (document, variables) =>
      (document as unknown) === SaveQuestionnaireAnswersDocument && failures-- > 0
        ? Promise.reject(new Error('InternalFailure'))
        : runLater(document, variables);
    const noChildren = { ...answers, periods: { ...answers.periods, children: 'no', firstBirthAge: undefined } };
    const formId = randomUUID();
    const save = () => saveQuestionnaireSection(flaky, owner(sub), submitted('periods', noChildren), later, formId);

    await expect(save()).rejects.toThrow(/InternalFailure/);
    const retried = await save();
    expect((await readQuestionnaire(run, sub)).draft.periods).toMatchObject({ children: 'no' });
    expect(await readRiskProfile(run, sub)).toMatchObject({ id: retried.profile?.id });
    expect(await readRiskResults(run, sub)).toHaveLength(2); // her first result and this one
  });

  it('stores a BMI over 80 from a height and weight the questionnaire accepts', async () => {
    const sub = randomUUID();
    const heavy = {
      ...answers,
      aboutYou: { ...answers.aboutYou, body: { weight: { unit: 'kg', kg: 190 }, height: { unit: 'cm', cm: 150 } } },
    };
    const result = await finishedBy(sub, apiAs(sub), heavy);
    expect(result.bmi).toBe(84.4);
  });
});

describe('a result an older engine saved', () => {
  // A mother with breast cancer and a maternal aunt with ovarian cancer: NICE CG164 1.3 advises referral.
  const answers = { ...FIXTURES[1]!.answers, started: NOW.toISOString() };
  const later = new Date(NOW.getTime() + 86_400_000);

  /** Her answers and a Profile as the engine before NICE's referral signs and 20-to-80 lifetime wrote it. */
  async function savedByOlderEngine(sub: string, run: RunOperation) {
    await newUser(sub);
    const current = profileFromAnswers(answers, { now: NOW });
    const old = {
      ...current,
      actions: current.actions.filter((action) => action.id !== FAMILY_HISTORY_REFERRAL_ACTION),
      notes: current.notes.filter((note) => note.id !== LIFETIME_FROM_20_NOTE_ID),
    };
    await run(SaveQuestionnaireAnswersDocument, { uid: sub, answers: JSON.stringify(answers) });
    await run(CreateRiskProfileDocument, { input: { id: randomUUID(), ...old } });
    return (await readRiskProfile(run, sub))!;
  }

  it('is worked out again from her answers and saved as her current result, once', async () => {
    const sub = randomUUID();
    const old = await savedByOlderEngine(sub, apiAs(sub));
    const run = operationsAs(store(), identityFor(sub), later);
    const { draft } = await readQuestionnaire(run, sub);
    const refreshed = await refreshedRiskProfile(run, sub, draft, old, later);
    expect(refreshed?.id).not.toBe(old.id);
    expect(refreshed?.actions?.map((action) => action.id)).toContain(FAMILY_HISTORY_REFERRAL_ACTION);
    expect(refreshed?.notes?.map((note) => note.id)).toContain(LIFETIME_FROM_20_NOTE_ID);
    expect(refreshed).toMatchObject((await readRiskProfile(run, sub))!);

    // Another screen that read the old one at the same time writes the same result; a later read writes none.
    expect((await refreshedRiskProfile(run, sub, draft, old, later))?.id).toBe(refreshed?.id);
    expect(await refreshedRiskProfile(run, sub, draft, refreshed, later)).toBe(refreshed);
    expect(await readRiskResults(run, sub)).toHaveLength(2);
  });

  it('gives the new result from its own write, not from reading back an index that may not have it yet', async () => {
    const sub = randomUUID();
    const old = await savedByOlderEngine(sub, apiAs(sub));
    const api = operationsAs(store(), identityFor(sub), later);
    const { draft } = await readQuestionnaire(api, sub);
    const sent: string[] = [];
    const run: RunOperation = (document, variables) => {
      const operation = document.definitions[0];
      sent.push(operation?.kind === 'OperationDefinition' ? String(operation.name?.value) : '?');
      return api(document, variables);
    };

    const refreshed = await refreshedRiskProfile(run, sub, draft, old, later);
    expect(refreshed?.id).not.toBe(old.id);
    expect(sent).toEqual(['CreateRiskProfile']);
  });

  it('leaves a result today’s engine wrote as it is', async () => {
    const sub = randomUUID();
    const run = apiAs(sub);
    await newUser(sub);
    for (const section of SECTION_IDS) {
      await saveQuestionnaireSection(run, { uid: sub }, submitted(section, answers), NOW, randomUUID());
    }
    const current = (await readRiskProfile(run, sub))!;
    const { draft } = await readQuestionnaire(run, sub);
    expect(isFromCurrentEngine(current, draft)).toBe(true);
    expect(await refreshedRiskProfile(run, sub, draft, current, later)).toBe(current);
  });
});
