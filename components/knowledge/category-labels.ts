import type { ArticleCategory } from '@/lib/content/article-schema';

export const categoryLabels: Record<ArticleCategory, string> = {
  fitness: 'Fitness',
  health: 'Health',
  nutrition: 'Nutrition',
  wellbeing: 'Wellbeing',
  lifestyle: 'Lifestyle',
};
