import { z } from 'zod';
import { partnerSlugs } from '@/lib/site/partner-slugs';

export const partnerKinds = ['charity', 'brand', 'campaign'] as const;
export const partnerCategories = [
  'fashion',
  'health',
  'beauty',
  'home',
  'garden',
  'travel',
  'leisure',
  'charity',
] as const;

const text = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);

export const partnerSchema = z
  .object({
    slug: z.enum(partnerSlugs, { message: 'must be one of the slugs in lib/site/partner-slugs.ts' }),
    name: text(60),
    kind: z.enum(partnerKinds, { message: `must be one of ${partnerKinds.join(', ')}` }),
    category: z.enum(partnerCategories, { message: `must be one of ${partnerCategories.join(', ')}` }),
    /** Whether the team has confirmed which organisation this is; unconfirmed entries keep neutral wording. */
    confirmed: z.boolean({ message: 'must be true or false' }),
    description: text(300),
    /** What the partner's audience gets: for charities, how the product supports them. */
    audience: text(400),
    offer: z
      .object({
        headline: text(80),
        details: text(300),
        /** Shown with a visible "Sample offer" label until an operator enters the agreed offer. */
        sample: z.boolean({ message: 'must be true or false' }),
      })
      .optional(),
  })
  .refine((partner) => (partner.kind === 'charity') === (partner.category === 'charity'), {
    path: ['category'],
    message: 'must be charity for a charity, and only for a charity',
  })
  .refine((partner) => partner.kind !== 'brand' || partner.offer !== undefined, {
    path: ['offer'],
    message: 'is required for a brand',
  });

export type PartnerInput = z.input<typeof partnerSchema>;
export type Partner = z.output<typeof partnerSchema>;

/** Checks the whole list: each entry valid, and exactly one entry per known slug. */
export function validatePartners(entries: readonly unknown[]): Partner[] {
  const partners = entries.map((entry, index) => {
    const result = partnerSchema.safeParse(entry);
    if (result.success) return result.data;
    const issue = result.error.issues[0]!;
    const slug = (entry as { slug?: unknown } | null)?.slug;
    const who = typeof slug === 'string' ? `"${slug}"` : `at position ${index}`;
    throw new Error(
      `Invalid partner ${who} in content/partners.ts: ${issue.path.join('.') || 'entry'} ${issue.message}`,
    );
  });
  const counts = new Map<string, number>();
  for (const partner of partners) counts.set(partner.slug, (counts.get(partner.slug) ?? 0) + 1);
  const missing = partnerSlugs.filter((slug) => !counts.has(slug));
  const repeated = [...counts].filter(([, count]) => count > 1).map(([slug]) => slug);
  if (missing.length > 0) throw new Error(`content/partners.ts has no entry for: ${missing.join(', ')}`);
  if (repeated.length > 0) throw new Error(`content/partners.ts lists more than once: ${repeated.join(', ')}`);
  return partners;
}
