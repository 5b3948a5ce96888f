import { FAMILY_HISTORY_ADVICE_ACTION, FAMILY_HISTORY_REFERRAL_ACTION } from './actions';
import type { ProfileAction, ProfileLevel } from './profile-types';
import { LEVEL_MEANING } from './presentation/levels';
import { SOURCES, type Source } from './presentation/sources';
import type { Advice } from './presentation/lifestyle';

/**
 * /plan's "Your next steps": what she can do from her NICE CG164 level, her age and her own profile. Every fact
 * rests on shared/reference (health-content.md; risk/uk_thresholds_and_references.json) and names its source.
 */
export interface NextStep {
  id: string;
  title: string;
  text: string;
  source: Source;
  /** A screen of this site that helps with the step. */
  link?: { href: string; label: string };
}

export type PlanStatus =
  /** She has not finished the risk questionnaire. */
  | { completed: false; age: number | null }
  | {
      completed: true;
      level: ProfileLevel;
      age: number | null;
      /** Her Profile's actions (lib/risk's profileActions), as stored. */
      actions: readonly ProfileAction[];
      /** What she can change, from her answers (lifestyleAdvice). */
      lifestyle: readonly Advice[];
    };

/** Profile actions a step of their own carries over as they are: a referral sign, genetic testing, weight. */
const CARRIED_ACTIONS: Record<string, { title: string; source: Source }> = {
  [FAMILY_HISTORY_REFERRAL_ACTION]: { title: 'Ask your GP about a family history clinic', source: SOURCES.niceCg164 },
  [FAMILY_HISTORY_ADVICE_ACTION]: { title: 'Talk to your GP about your family history', source: SOURCES.niceCg164 },
  'family-variant-testing': { title: 'Ask about genetic testing', source: SOURCES.niceCg164 },
  'genetic-testing': { title: 'Ask about genetic testing', source: SOURCES.niceCg164 },
  'relative-genetic-testing': { title: 'Genetic testing in your family', source: SOURCES.niceCg164 },
  lifestyle: { title: 'Weight, activity and alcohol', source: SOURCES.crukRisk },
};

const ADVICE_TITLES: Record<string, string> = {
  alcohol: 'Alcohol',
  activity: 'Being active',
  smoking: 'Smoking',
  hrt: 'HRT',
};

export function nextSteps(status: PlanStatus): NextStep[] {
  const steps: NextStep[] = [selfCheckStep(), gpStep(), screeningStep(status.age)];
  if (!status.completed) {
    steps.push({
      id: 'questionnaire',
      title: 'Find out your risk level',
      text: 'Answer the risk questionnaire to see steps for your own level of risk, such as whether to ask about a family history clinic.',
      source: SOURCES.niceCg164,
      link: { href: '/personal', label: 'Answer the risk questionnaire' },
    });
    return steps;
  }
  const familySignMet = status.actions.some(
    (action) => action.id === FAMILY_HISTORY_REFERRAL_ACTION || action.id === FAMILY_HISTORY_ADVICE_ACTION,
  );
  // Near population's step says no referral is needed; her family history's own step says otherwise.
  if (!(familySignMet && status.level === 'near-population')) steps.push(levelStep(status.level, status.actions));
  for (const action of status.actions) {
    const carried = CARRIED_ACTIONS[action.id];
    // At moderate or high, her level's step already sends her to a family history service and says which sign.
    if (action.id === FAMILY_HISTORY_REFERRAL_ACTION && (status.level === 'moderate' || status.level === 'high')) {
      continue;
    }
    if (carried) steps.push({ id: action.id, title: carried.title, text: action.text, source: carried.source });
  }
  for (const advice of status.lifestyle) {
    steps.push({
      id: advice.id,
      title: ADVICE_TITLES[advice.id] ?? 'What you can change',
      text: advice.text,
      source: advice.source,
    });
  }
  return steps;
}

function selfCheckStep(): NextStep {
  return {
    id: 'self-check',
    title: 'Check your breasts regularly',
    text: 'Look at and feel each breast and armpit, up to your collarbone, so you know what is normal for you. There is no special technique and it takes a few minutes; make it a regular habit.',
    source: SOURCES.nhsHowToCheck,
    link: { href: '/checking', label: 'Start a guided check' },
  };
}

function gpStep(): NextStep {
  return {
    id: 'see-gp',
    title: 'See your GP about any change',
    text: 'Book an appointment with your GP if you notice a new lump or thickening, a change in size or shape, nipple discharge, a lump or swelling in your armpit, puckering, dimpling, a rash or redness of the skin, or a change to a nipple. Do not wait for a screening appointment.',
    source: SOURCES.nhsSymptoms,
  };
}

/** NHS breast screening: invited from 50 to the 71st birthday, every 3 years; after that she can self-refer. */
function screeningStep(age: number | null): NextStep {
  const base = { id: 'screening', title: 'NHS breast screening', source: SOURCES.nhsScreening };
  if (age !== null && age >= 71) {
    return {
      ...base,
      text: 'Women are invited for breast screening (a mammogram) every 3 years up to their 71st birthday. After that you are no longer invited, but you can still ask for screening by contacting your local breast screening service.',
    };
  }
  if (age !== null && age >= 50) {
    return {
      ...base,
      text: 'Go for breast screening (a mammogram) when you are invited: the NHS invites women every 3 years up to their 71st birthday.',
    };
  }
  return {
    ...base,
    text: 'The NHS invites women for breast screening (a mammogram) every 3 years from 50 up to their 71st birthday.',
  };
}

/**
 * NICE CG164: the referral and extra screening her level calls for (LEVEL_MEANING's words). Where the models do
 * not apply, her Profile's own action says why and whom to ask.
 */
function levelStep(level: ProfileLevel, actions: readonly ProfileAction[]): NextStep {
  const meaning = LEVEL_MEANING[level];
  const titles: Record<ProfileLevel, string> = {
    'near-population': 'No extra screening needed for your family history',
    moderate: 'Ask your GP about a family history clinic',
    high: 'Ask your GP about a specialist referral',
    'not-applicable': 'Ask which checks are right for you',
  };
  return {
    id: `level-${level}`,
    title: titles[level],
    text:
      level === 'not-applicable'
        ? (actions.find((a) => a.id === 'specialist-advice')?.text ?? meaning.referral)
        : level === 'near-population'
          ? meaning.referral
          : [meaning.referral, meaning.screening, signsSentence(actions)].filter(Boolean).join(' '),
    source: SOURCES.niceCg164,
  };
}

/** Which NICE referral sign her family meets, from her Profile's action (its "From your answers" sentences). */
function signsSentence(actions: readonly ProfileAction[]): string {
  const text = actions.find((a) => a.id === FAMILY_HISTORY_REFERRAL_ACTION)?.text ?? '';
  const from = text.indexOf('From your answers');
  return from < 0 ? '' : text.slice(from);
}
