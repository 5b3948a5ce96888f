import { randomUUID } from 'node:crypto';
import { graphqlAs, identityFor, operationsAs, useTestStore } from '@/backend/testing/test-api';
import { buildProfile, toProfileInput } from '@/lib/risk';
import { profileFromAnswers, questionnaireSchema, SECTION_IDS, type SectionId } from '@/lib/risk/questionnaire';
import { FIXTURES, NOW } from '@/lib/risk/questionnaire/fixtures';
import { checkForm } from '@/lib/forms/form-state';
import { encodeSection, questionnaireFormSchema, type SectionSubmission } from '@/lib/forms/risk-questionnaire';
import {
  readQuestionnaire,
  readRiskProfile,
  readRiskResults,
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
      const owner = { uid: sub, given: 'Ann', prefix: null, family: null };
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

      const {
        prefix: _p,
        given: _g,
        family: _f,
        ...expected
      } = profileFromAnswers(
        // The server starts the clock at her first saved section.
        { ...fixture.answers, started: NOW.toISOString() },
        { now: NOW, user: { given: 'Ann' } },
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
