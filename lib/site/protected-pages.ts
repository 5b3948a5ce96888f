/**
 * The protected screens of spec section 2. Each needs a signed-in user; middleware redirects visitors,
 * and every data call checks the session again.
 */
export interface ProtectedPage {
  path: string;
  title: string;
  purpose: string;
}

export const protectedPages: readonly ProtectedPage[] = [
  { path: '/account', title: 'Your account', purpose: 'Your details and membership at a glance.' },
  { path: '/incentive', title: 'Your offers', purpose: 'Offers and discount codes from partner brands.' },
  { path: '/notices', title: 'Notices', purpose: 'Reminders and messages about your checks.' },
  {
    path: '/archive',
    title: 'Diary',
    purpose: 'Every check you have made, newest first, with what you found and where.',
  },
  { path: '/settings', title: 'Settings', purpose: 'Your details, reminders and display preferences.' },
  {
    path: '/checking',
    title: 'Guided self-check',
    purpose: 'A step-by-step check: look, feel, size, shape and appearance.',
  },
  {
    path: '/personal',
    title: 'Your risk questionnaire',
    purpose: 'Questions about you, your health and your family, and the risk estimate worked out from your answers.',
  },
  {
    path: '/baby',
    title: 'Pregnancy and breastfeeding',
    purpose: 'How your breasts change in pregnancy and while breastfeeding.',
  },
  { path: '/fitness', title: 'Fitness', purpose: 'Activity that suits you, and how to keep it up.' },
  { path: '/health', title: 'Health', purpose: 'Your health answers and what they mean for you.' },
  {
    path: '/nutrition',
    title: 'Nutrition',
    purpose: 'Eating well, and what the evidence says about diet and breast health.',
  },
  { path: '/lifestyle', title: 'Lifestyle', purpose: 'Alcohol, smoking, weight and other things you can change.' },
  { path: '/monitor', title: 'Monitor', purpose: 'How your records change over time.' },
  { path: '/doctor', title: 'Seeing your GP', purpose: 'What to take and say when you see your GP.' },
  { path: '/pharmacy', title: 'Pharmacy', purpose: 'When a pharmacist can help, and when to see your GP instead.' },
  {
    path: '/herbalist',
    title: 'Herbal remedies',
    purpose: 'What to know before taking herbal or complementary remedies.',
  },
  {
    path: '/tracking',
    title: 'Tracking',
    purpose: 'Your monthly streak of self-checks, and each change you noted followed from check to check.',
  },
  { path: '/stressed', title: 'Record stress', purpose: 'Record how stressed you have felt this week.' },
  { path: '/sleeper', title: 'Record sleep', purpose: 'Record how well you have slept this week.' },
  { path: '/moody', title: 'Record mood', purpose: 'Record how your mood has been this week.' },
  { path: '/fatigued', title: 'Record fatigue', purpose: 'Record how tired you have felt this week.' },
  { path: '/period', title: 'Periods', purpose: 'Your cycle, so you can check at the same point each month.' },
  { path: '/menopausal', title: 'Menopause', purpose: 'Menopause symptoms and how they relate to your checks.' },
  {
    path: '/physical',
    title: 'Physical symptoms',
    purpose: 'Physical symptoms you have noticed, and how severe they are.',
  },
  { path: '/cycle', title: 'Your cycle', purpose: 'Cycle and period lengths over time.' },
  { path: '/stress', title: 'Stress history', purpose: 'Your stress records over time.' },
  { path: '/sleep', title: 'Sleep history', purpose: 'Your sleep records over time.' },
  { path: '/fatigue', title: 'Fatigue history', purpose: 'Your fatigue records over time.' },
  { path: '/mood', title: 'Mood history', purpose: 'Your mood records over time.' },
  { path: '/anxiety', title: 'Anxiety', purpose: 'Anxiety about checking, and where to find support.' },
  { path: '/pain', title: 'Breast pain', purpose: 'Breast pain: what is common, and when to see your GP.' },
  { path: '/report', title: 'Report for your GP', purpose: 'A clear summary of your records to show your GP.' },
  { path: '/plan', title: 'Your plan', purpose: 'Your check reminders and what to do next.' },
  { path: '/summary', title: 'Records', purpose: 'Your risk profile and recent records in one place.' },
  { path: '/admin', title: 'Admin', purpose: 'Offer codes across the Incentive Scheme, for the team that runs it.' },
];

const protectedPaths = new Set(protectedPages.map((page) => page.path));

/** True for a protected route or anything below it. */
export function isProtectedPath(pathname: string): boolean {
  const firstSegment = `/${pathname.split('/')[1] ?? ''}`;
  return protectedPaths.has(firstSegment);
}

export function protectedPage(path: string): ProtectedPage {
  const page = protectedPages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No protected page is registered for ${path}`);
  return page;
}
