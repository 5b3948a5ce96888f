/** The knowledge library's categories (issue 3): exactly these five, in menu order. */
export const articleCategories = ['fitness', 'health', 'nutrition', 'wellbeing', 'lifestyle'] as const;
export type ArticleCategory = (typeof articleCategories)[number];

export function isArticleCategory(value: unknown): value is ArticleCategory {
  return (articleCategories as readonly unknown[]).includes(value);
}
