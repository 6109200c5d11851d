import type { Dictionary } from '@/utils/translate';

/** The content pages' frame in Bangla (the pages' own text stays as the shop wrote it). */
export const CONTENT_BANGLA: Dictionary = {
  Breadcrumb: 'ব্রেডক্রাম্ব',
  'Help and information': 'সহায়তা ও তথ্য',
  'Quick Links': 'কুইক লিংক',
  Legal: 'আইনি তথ্য',
};
